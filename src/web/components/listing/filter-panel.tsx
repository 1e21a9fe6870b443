import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { isHexColor, type ListingFilter } from "../../../domain/filters.ts";
import { currentVehicleOf } from "../../../domain/garage.ts";
import { vehicleLabel, type Vehicle } from "../../../domain/schemas/vehicle.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { useModal } from "../quick-view/use-modal.ts";
import { CloseIcon } from "./icons.tsx";
import { useListing } from "./listing-context.tsx";
import { DEFAULT_PAGE_SIZE, withFilters, type ListingState } from "./listing-query.ts";
import { PriceRange } from "./price-range.tsx";
import { StarsOnly } from "../ui/rating-stars.tsx";

export const FILTERS_ID = "listing-filters";

/** The shopper's current vehicle, once the stored garage has been read. */
function useGarageVehicle(): Vehicle | null {
  return useShopStore((s) => (s.hydrated ? currentVehicleOf(s.garage) : null));
}

/**
 * The listing's filters (spec §3, §9: category, vehicle, price, brand, discount, rating, colour).
 * A sidebar on a desktop; on a phone an off-canvas drawer from the start side (the right in
 * Arabic) that traps focus and closes on Escape. With JavaScript every change applies at once;
 * without it, this is a GET form whose fields the loader reads, and the drawer opens as #target.
 */
export function FilterPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { state, filters, total, href } = useListing();
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  useModal(panel, open, onClose, { initialFocus: closeButton });

  // The drawer is a phone's: growing the window into a desktop closes it.
  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia("(min-width: 64rem)");
    const onChange = () => desktop.matches && onClose();
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [open, onClose]);

  const hidden = hiddenFields(state);
  return (
    <>
      {open ? <div className="fixed inset-0 z-[1049] bg-slate-950/50 lg:hidden" aria-hidden="true" onClick={onClose} /> : null}
      <aside
        id={FILTERS_ID}
        ref={panel}
        aria-labelledby={titleId}
        {...(open ? { role: "dialog", "aria-modal": true } : {})}
        tabIndex={-1}
        // A drawer only below the desktop width; closed, it waits off-screen on the start side
        // (the right in Arabic). Without JavaScript the Filters link opens it as #target.
        className={`outline-none max-lg:fixed max-lg:inset-y-0 max-lg:start-0 max-lg:z-[1050] max-lg:flex max-lg:w-[min(22rem,88vw)] max-lg:flex-col max-lg:bg-white max-lg:shadow-2xl max-lg:duration-200 ${
          // Opening shows it at once (so it can take focus) and slides it in; closing slides it
          // out before hiding it.
          open
            ? "max-lg:transition-transform"
            : "max-lg:transition-[transform,visibility] max-lg:[&:not(:target)]:invisible max-lg:[&:not(:target)]:-translate-x-full max-lg:rtl:[&:not(:target)]:translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:hidden">
          <h2 id={titleId} className="text-lg font-bold">
            {t("listing.filters.title")}
          </h2>
          <a
            ref={closeButton}
            href="#"
            role="button"
            aria-label={t("listing.filters.close")}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            className="-me-2 grid h-10 w-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </a>
        </div>
        <form
          method="get"
          action={href({ ...state, page: 1 }).split("?")[0]}
          onSubmit={(event) => event.preventDefault()}
          className="flex-1 overflow-y-auto lg:overflow-visible"
        >
          {hidden.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="divide-y divide-slate-200 px-4 lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white">
            {filters.map((filter) => (
              <FilterSection key={filter.slug} filter={filter} />
            ))}
          </div>
          <noscript>
            <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4 lg:static lg:border-0 lg:bg-transparent lg:px-0">
              <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-600">
                {t("listing.filters.apply")}
              </button>
            </div>
          </noscript>
        </form>
        <div className="border-t border-slate-200 p-4 lg:hidden">
          <a
            href="#"
            role="button"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
            className="block w-full rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-600"
          >
            {t("listing.filters.show", { count: total })}
          </a>
        </div>
      </aside>
    </>
  );
}

/** What the filter form carries besides its own fields, so a submit without JavaScript keeps it. */
function hiddenFields(state: ListingState): [string, string][] {
  const fields: [string, string][] = [];
  if (state.filters.vehicle !== undefined) fields.push(["filter_vehicle", String(state.filters.vehicle)]);
  else if (state.allVehicles) fields.push(["filter_vehicle", ""]);
  if (state.sort !== "default") fields.push(["sort", state.sort]);
  if (state.limit !== DEFAULT_PAGE_SIZE) fields.push(["limit", String(state.limit)]);
  if (state.view !== "grid") fields.push(["view", state.view]);
  return fields;
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

function FilterSection({ filter }: { filter: ListingFilter }) {
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
    case "check":
      if (filter.items.length === 0) return null;
      return (
        <Section title={t("listing.filters.brand")}>
          <div className="-mx-1 flex max-h-64 flex-col overflow-y-auto px-1">
            {filter.items.map((item) => {
              const checked = state.filters.brand?.includes(item.slug) ?? false;
              return (
                <label key={item.slug} className={CHECK_ROW}>
                  <input
                    type="checkbox"
                    name="filter_brand"
                    value={item.slug}
                    checked={checked}
                    onChange={() =>
                      go(
                        withFilters(state, {
                          brand: checked
                            ? state.filters.brand?.filter((b) => b !== item.slug)
                            : [...(state.filters.brand ?? []), item.slug],
                        }),
                      )
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
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="absolute hidden h-4 w-4 fill-none stroke-white stroke-[3] drop-shadow peer-checked:block"
                  >
                    <path d="M5 12l5 5 9-10" />
                  </svg>
                </label>
              );
            })}
          </div>
        </Section>
      );
  }
}

/** spec §9 vehicle filter: parts that fit the shopper's current vehicle (and universal parts). */
function VehicleSection() {
  const { t } = useTranslation();
  const { state, go } = useListing();
  const vehicle = useGarageVehicle();
  if (!vehicle) {
    return (
      <Section title={t("listing.filters.vehicle")} legend={false}>
        <p className="text-sm text-slate-600">{t("listing.filters.noVehicle")}</p>
      </Section>
    );
  }
  const checked = state.filters.vehicle === vehicle.id;
  return (
    <Section title={t("listing.filters.vehicle")}>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <span className="relative mt-0.5 inline-flex h-5 w-9 shrink-0">
          <input
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={() => go(withFilters(state, { vehicle: checked ? undefined : vehicle.id }))}
            className="peer absolute inset-0 z-10 m-0 h-full w-full cursor-pointer opacity-0"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none h-5 w-9 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500 after:absolute after:start-0.5 after:top-0.5 after:h-4 after:w-4 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-4 rtl:peer-checked:after:-translate-x-4"
          />
        </span>
        <span>{t("listing.filters.onlyFits", { vehicle: vehicleLabel(vehicle) })}</span>
      </label>
    </Section>
  );
}
