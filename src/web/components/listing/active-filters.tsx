import { Link } from "react-router";

import { type FilterSlug, withoutDefaults } from "../../../domain/filters.ts";
import { currentVehicleOf } from "../../../domain/garage.ts";
import { vehicleLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useMoney } from "../../lib/use-preferences.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { CloseIcon } from "./icons.tsx";
import { useListing } from "./listing-context.tsx";
import { withoutFilter, withoutFilters } from "./listing-query.ts";

interface Chip {
  key: string;
  label: string;
  slug: FilterSlug;
  value?: string | number;
}

/**
 * The filters in force as removable chips, and "Reset filters" (spec §4: removing one
 * recomputes the listing, reset clears them all and goes to page 1). Plain links, so they work
 * before JavaScript has started too.
 */
export function ActiveFilters({ vehicleName }: { vehicleName: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { state, filters, priceBounds, pathCategory, href } = useListing();
  const garageVehicle = useShopStore((s) => (s.hydrated ? currentVehicleOf(s.garage) : null));
  const set = withoutDefaults(state.filters, priceBounds);
  const nameOf = (slug: "brand" | "color" | "size", value: string) => {
    const filter = filters.find((f) => f.slug === slug);
    return (filter && "items" in filter ? filter.items.find((i) => i.slug === value)?.name : undefined) ?? value;
  };

  const chips: Chip[] = [];
  if (set.vehicle !== undefined) {
    const name = vehicleName ?? (garageVehicle?.id === set.vehicle ? vehicleLabel(garageVehicle) : null);
    chips.push({
      key: "vehicle",
      slug: "vehicle",
      label: name ? t("listing.chip.vehicle", { vehicle: name }) : t("listing.chip.vehicleUnknown", { id: set.vehicle }),
    });
  }
  if (set.price) {
    chips.push({
      key: "price",
      slug: "price",
      label: t("listing.chip.price", { min: money(set.price[0] * 100), max: money(set.price[1] * 100) }),
    });
  }
  for (const brand of set.brand ?? [])
    chips.push({ key: `brand-${brand}`, slug: "brand", value: brand, label: t("listing.chip.brand", { name: nameOf("brand", brand) }) });
  if (set.discount) {
    const name = set.discount === "yes" ? t("listing.filters.discountYes") : t("listing.filters.discountNo");
    chips.push({ key: "discount", slug: "discount", label: t("listing.chip.discount", { name }) });
  }
  for (const rating of set.rating ?? [])
    chips.push({ key: `rating-${rating}`, slug: "rating", value: rating, label: t("listing.chip.rating", { count: rating }) });
  for (const color of set.color ?? [])
    chips.push({ key: `color-${color}`, slug: "color", value: color, label: t("listing.chip.color", { name: nameOf("color", color) }) });
  for (const size of set.size ?? [])
    chips.push({ key: `size-${size}`, slug: "size", value: size, label: t("listing.chip.size", { name: nameOf("size", size) }) });

  if (chips.length === 0) return null;
  return (
    <section aria-label={t("listing.filters.active")} className="flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={href(withoutFilter(state, chip.slug, chip.value))}
              preventScrollReset
              aria-label={t("listing.chip.remove", { label: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white py-1 pe-2 ps-3 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              <span>{chip.label}</span>
              <CloseIcon className="h-3.5 w-3.5" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={href(withoutFilters(state, pathCategory !== undefined))}
        preventScrollReset
        className="px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {t("listing.filters.reset")}
      </Link>
    </section>
  );
}
