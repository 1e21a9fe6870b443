import { vehicleLabel, vehicleShortLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useFits } from "./fitment-client.ts";
import { useCurrentVehicle } from "./use-current-vehicle.ts";
import { CheckIcon, CrossIcon, TextWithVehicle } from "./vehicle-text.tsx";

/**
 * "Fits your 1995 Toyota Land Cruiser 80" for a product, against the shopper's current vehicle.
 * Nothing without a current vehicle or while the answer is unknown; "Does not fit" only on the
 * product page, where the shopper decides on one part (a card stays quiet about misses).
 */
export function FitBadge({ productId, variant = "card" }: { productId: number; variant?: "card" | "page" }) {
  const { t } = useTranslation();
  const vehicle = useCurrentVehicle();
  const fits = useFits(vehicle?.id ?? null, productId);
  if (!vehicle || fits === undefined || (!fits && variant !== "page")) return null;

  const name = variant === "card" ? vehicleShortLabel(vehicle) : vehicleLabel(vehicle);
  const key = fits ? "common.product.fitsVehicle" : "common.product.doesNotFitVehicle";
  const text = <TextWithVehicle translate={(placeholder) => t(key, { vehicle: placeholder })} vehicle={name} />;

  if (variant === "card") {
    return (
      <p className="flex items-start gap-1 text-xs font-semibold text-emerald-700">
        <CheckIcon className="mt-px h-3.5 w-3.5" />
        <span>{text}</span>
      </p>
    );
  }
  return (
    <p
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${fits ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200" : "bg-slate-100 text-slate-600 ring-1 ring-slate-200"}`}
    >
      {fits ? <CheckIcon className="mt-0.5 h-4 w-4" /> : <CrossIcon className="mt-0.5 h-4 w-4" />}
      <span>{text}</span>
    </p>
  );
}
