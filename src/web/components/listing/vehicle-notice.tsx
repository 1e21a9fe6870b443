import { Link } from "react-router";

import { vehicleLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useCurrentVehicle } from "../vehicle/use-current-vehicle.ts";
import { CarIcon, TextWithVehicle } from "../vehicle/vehicle-text.tsx";
import { useListing } from "./listing-context.tsx";
import { withFilters, withoutFilter } from "./listing-query.ts";

/**
 * Says which vehicle narrows the listing, with the way to every part (spec §1: the catalogue
 * filtered to the parts that fit); on a listing of every part, the way back to the current vehicle's.
 */
export function VehicleNotice({ vehicleName }: { vehicleName: string | null }) {
  const { t } = useTranslation();
  const { state, href } = useListing();
  const current = useCurrentVehicle();

  if (state.filters.vehicle !== undefined && vehicleName) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800">
        <CarIcon className="h-5 w-5 text-brand-700" />
        <span className="min-w-0 flex-1">
          <TextWithVehicle translate={(vehicle) => t("listing.vehicleNotice.narrowed", { vehicle })} vehicle={vehicleName} />
        </span>
        <Link
          to={href(withoutFilter(state, "vehicle"))}
          preventScrollReset
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
        >
          {t("listing.vehicleNotice.showAll")}
        </Link>
      </p>
    );
  }
  if (state.allVehicles && current) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
        <CarIcon className="h-5 w-5 text-slate-500" />
        <span className="min-w-0 flex-1">{t("listing.vehicleNotice.all")}</span>
        <Link
          to={href(withFilters(state, { vehicle: current.id }))}
          preventScrollReset
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600"
        >
          <TextWithVehicle translate={(vehicle) => t("listing.vehicleNotice.onlyFitting", { vehicle })} vehicle={vehicleLabel(current)} />
        </Link>
      </p>
    );
  }
  return null;
}
