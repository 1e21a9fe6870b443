// The listing's filter sections (spec §3, §9), one per filter the API returns: the category
// outline, the vehicle switch, the price range, brands, discount, rating and colours.
import { Link } from "react-router";

import type { ListingFilter } from "../../../domain/filters.ts";
import { currentVehicleOf } from "../../../domain/garage.ts";
import { isHexColor } from "../../../domain/hex-color.ts";
import { vehicleLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { StarsOnly } from "../ui/rating-stars.tsx";
import { SpriteIcon } from "../ui/sprite-icon.tsx";
import { TextWithVehicle } from "../vehicle/vehicle-text.tsx";
import { type ListingVehicles, useListing } from "./listing-context.tsx";
import { withFilters } from "./listing-query.ts";
import { PriceRange } from "./price-range.tsx";

/**
 * The shopper's current vehicle: the stored garage's once it has been read (it is the authority),
 * before that the one the server drew the page with (its cookie), so both renders agree.
 */
function useCurrentVehicle(fromServer: ListingVehicles["current"]): ListingVehicles["current"] {
  const hydrated = useShopStore((s) => s.hydrated);
  const stored = useShopStore((s) => currentVehicleOf(s.garage));
  if (!hydrated) return fromServer;
  return stored && { id: stored.id, name: vehicleLabel(stored) };
}

function Section({ title, children, legend = true }: { title: string; children: React.ReactNode; legend?: boolean }) {
  if (!legend) {
    return (
      <section className="py-4">
        <h2 className="mb-3 text-sm font-bold uppercase tracking-wide text-slate-900">{title}</h2>
        {children}
      </section>
    );
  }
  return (
    <fieldset className="py-4">
      <legend className="float-start mb-3 w-full text-sm font-bold uppercase tracking-wide text-slate-900">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

const CHECK_ROW = "flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-800 hover:bg-slate-50";
const COUNT = "ms-auto text-xs tabular-nums text-slate-500";

export function FilterSection({ filter }: { filter: ListingFilter }) {
  const { t } = useTranslation();
  const { state, go, href } = useListing();
  switch (filter.type) {
    case "categories": {
      if (filter.items.length === 0) return null;
      // The tree as an outline: ancestors, the current category under them, its children under it.
      const parents = filter.items.filter((i) => i.type === "parent").length;
      const depth = (type: string, index: number) =>
        type === "parent" ? index : type === "current" ? parents : filter.value ? parents + 1 : 0;
      return (
        <Section title={t("listing.filters.categories")} legend={false}>
          <ul className="flex flex-col gap-0.5 text-sm">
            {filter.value ? (
              <li>
                <Link
                  to={href({ ...state, filters: { ...state.filters, category: undefined }, page: 1 })}
                  className="block rounded-md px-1 py-1 text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                >
                  {t("listing.filters.allCategories")}
                </Link>
              </li>
            ) : null}
            {filter.items.map((item, index) => (
              <li key={item.slug} style={{ paddingInlineStart: `${depth(item.type, index) * 0.75}rem` }}>
                <Link
                  to={href({ ...state, filters: { ...state.filters, category: item.slug }, page: 1 })}
                  aria-current={item.type === "current" ? "page" : undefined}
                  className={`flex items-center gap-2 rounded-md px-1 py-1 hover:bg-slate-50 ${item.type === "current" ? "font-bold text-brand-700" : "text-slate-700 hover:text-brand-700"}`}
                >
                  <span>{item.name}</span>
                  <span className={COUNT}>{item.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      );
    }
    case "vehicle":
      return <VehicleSection />;
    case "range":
      if (filter.max <= filter.min) return null;
      return (
        <Section title={t("listing.filters.price")}>
          <PriceRange filter={filter} />
        </Section>
      );
    case "check": {
      if (filter.items.length === 0) return null;
      // Brands and sizes: the parts of any of the chosen values.
      const slug = filter.slug;
      const chosen = state.filters[slug] ?? [];
      return (
        <Section title={t(`listing.filters.${slug}`)}>
          <div className="-mx-1 flex max-h-64 flex-col overflow-y-auto px-1">
            {filter.items.map((item) => {
              const checked = chosen.includes(item.slug);
              return (
                <label key={item.slug} className={CHECK_ROW}>
                  <input
                    type="checkbox"
                    name={`filter_${slug}`}
                    value={item.slug}
                    checked={checked}
                    onChange={() =>
                      go(withFilters(state, { [slug]: checked ? chosen.filter((v) => v !== item.slug) : [...chosen, item.slug] }))
                    }
                    className="h-4 w-4 shrink-0 rounded accent-brand-600"
                  />
                  <span>{item.name}</span>
                  <span className={COUNT}>{item.count}</span>
                </label>
              );
            })}
          </div>
        </Section>
      );
    }
    case "radio": {
      const names = { any: t("listing.filters.discountAny"), yes: t("listing.filters.discountYes"), no: t("listing.filters.discountNo") };
      const value = state.filters.discount ?? "any";
      return (
        <Section title={t("listing.filters.discount")}>
          {filter.items.map((item) => (
            <label key={item.slug} className={CHECK_ROW}>
              <input
                type="radio"
                name="filter_discount"
                value={item.slug}
                checked={value === item.slug}
                onChange={() => go(withFilters(state, { discount: item.slug === "any" ? undefined : (item.slug as "yes" | "no") }))}
                className="h-4 w-4 shrink-0 accent-brand-600"
              />
              <span>{names[item.slug as keyof typeof names] ?? item.name}</span>
              <span className={COUNT}>{item.count}</span>
            </label>
          ))}
        </Section>
      );
    }
    case "rating":
      return (
        <Section title={t("listing.filters.rating")}>
          {filter.items.map((item) => {
            const rating = Number(item.slug);
            const checked = state.filters.rating?.includes(rating) ?? false;
            return (
              <label key={item.slug} className={CHECK_ROW}>
                <input
                  type="checkbox"
                  name="filter_rating"
                  value={item.slug}
                  checked={checked}
                  onChange={() =>
                    go(
                      withFilters(state, {
                        rating: checked
                          ? state.filters.rating?.filter((r) => r !== rating)
                          : [...(state.filters.rating ?? []), rating].sort(),
                      }),
                    )
                  }
                  className="h-4 w-4 shrink-0 rounded accent-brand-600"
                />
                <StarsOnly count={rating} />
                <span className="sr-only">{t("listing.filters.stars", { count: rating })}</span>
                <span className={COUNT}>{item.count}</span>
              </label>
            );
          })}
        </Section>
      );
    case "color":
      if (filter.items.length === 0) return null;
      return (
        <Section title={t("listing.filters.color")}>
          <div className="flex flex-wrap gap-2">
            {filter.items.map((item) => {
              const checked = state.filters.color?.includes(item.slug) ?? false;
              const hex = isHexColor(item.color) ? item.color : null;
              return (
                <label
                  key={item.slug}
                  title={`${item.name} (${item.count})`}
                  className="relative grid h-9 w-9 cursor-pointer place-items-center rounded-full border-2 border-transparent has-[:checked]:border-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-500"
                >
                  <input
                    type="checkbox"
                    name="filter_color"
                    value={item.slug}
                    checked={checked}
                    onChange={() =>
                      go(
                        withFilters(state, {
                          color: checked
                            ? state.filters.color?.filter((c) => c !== item.slug)
                            : [...(state.filters.color ?? []), item.slug],
                        }),
                      )
                    }
                    className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer rounded-full opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className="h-7 w-7 rounded-full border border-slate-300 shadow-inner"
                    style={hex ? { background: hex } : { background: "repeating-linear-gradient(45deg,#e2e8f0 0 4px,#fff 4px 8px)" }}
                  />
                  <span className="sr-only">
                    {item.name} ({item.count})
                  </span>
                  <SpriteIcon
                    name="check"
                    className="absolute hidden h-4 w-4 fill-none stroke-white stroke-[3] drop-shadow peer-checked:block"
                  />
                </label>
              );
            })}
          </div>
        </Section>
      );
  }
}

/**
 * spec §9 vehicle filter: on, the parts that fit what the listing is narrowed to (a vehicle from the
 * address or the current one, a vehicle page's model or year), and universal parts; off, the
 * shopper's current vehicle to narrow it to.
 */
function VehicleSection() {
  const { t } = useTranslation();
  const { state, go, vehicles } = useListing();
  const current = useCurrentVehicle(vehicles.current);
  const narrowed = state.filters.vehicle;
  // While the listing narrowed to the current vehicle loads, its name is known already.
  const name = narrowed === undefined || narrowed === current?.id ? current?.name : vehicles.name;
  if (!name) {
    return (
      <Section title={t("listing.filters.vehicle")} legend={false}>
        <p className="text-sm text-slate-600">{t("listing.filters.noVehicle")}</p>
      </Section>
    );
  }
  const checked = narrowed !== undefined;
  return (
    <Section title={t("listing.filters.vehicle")}>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <span className="relative mt-0.5 inline-flex h-5 w-9 shrink-0">
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={() => go(withFilters(state, { vehicle: checked ? undefined : current?.id }))}
            className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none h-5 w-9 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500 after:absolute after:start-0.5 after:top-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-4 rtl:peer-checked:after:-translate-x-4"
          />
        </span>
        <span>
          <TextWithVehicle translate={(vehicle) => t("listing.filters.onlyFits", { vehicle })} vehicle={name} />
        </span>
      </label>
    </Section>
  );
}
