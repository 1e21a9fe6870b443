import { Link } from "react-router";

import {
  filterParam,
  filterValuesToQuery,
  LISTING_SORTS,
  SORT_OPTIONS,
  type SortOption,
  withoutDefaults,
} from "../../../domain/filters.ts";
import { numberFormat } from "../../../domain/intl-formats.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import { FILTERS_ID } from "./filter-panel.tsx";
import { FilterIcon, GridIcon, ListIcon } from "./icons.tsx";
import { useListing } from "./listing-context.tsx";
import { type ListingView, PAGE_SIZES, withLimit, withSort, withView } from "./listing-query.ts";

/** A count in the shopper's language; Arabic pages keep Western digits, as prices do. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale === "ar" ? "en" : locale).format(value);
}

/** Result count, the phone's Filters button, sort, page size and grid or list view. */
export function ListingToolbar({
  activeCount,
  filtersOpen,
  onOpenFilters,
}: {
  activeCount: number;
  filtersOpen: boolean;
  onOpenFilters: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { state, total, go, href, priceBounds, extra, searchPage } = useListing();
  const from = total === 0 ? 0 : (state.page - 1) * state.limit + 1;
  const to = Math.min(state.page * state.limit, total);
  // The toolbar's own form, for a shopper without JavaScript: it keeps the filters.
  const { category: _category, ...filters } = withoutDefaults(state.filters, priceBounds);
  const kept = Object.entries(filterValuesToQuery(filters)).filter(([key]) => searchPage || key !== filterParam("category"));
  kept.push(...extra);
  if (state.allVehicles && filters.vehicle === undefined) kept.push([filterParam("vehicle"), ""]);
  if (state.view !== "grid") kept.push(["view", state.view]);
  const select = "rounded-lg border border-slate-300 bg-white py-1.5 pe-1 ps-2 text-sm font-medium text-slate-900";

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white px-3 py-2.5 sm:gap-x-4 sm:px-4 sm:py-3">
      <a
        href={`#${FILTERS_ID}`}
        role="button"
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        aria-controls={FILTERS_ID}
        onClick={(event) => {
          event.preventDefault();
          onOpenFilters();
        }}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:border-brand-600 lg:hidden"
      >
        <FilterIcon className="h-4 w-4" />
        {t("listing.filters.open")}
        {activeCount > 0 ? (
          <span className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs text-white">{activeCount}</span>
        ) : null}
      </a>
      <p className="order-3 flex-1 text-sm text-slate-600 sm:order-1 sm:me-auto" aria-live="polite">
        {total > 0
          ? t("listing.count", {
              count: total,
              from: formatCount(from, locale),
              to: formatCount(to, locale),
              total: formatCount(total, locale),
            })
          : null}
      </p>
      <form
        method="get"
        className="flex min-w-0 flex-1 items-center justify-end gap-2 sm:order-2 sm:flex-none sm:gap-4"
        onSubmit={(event) => event.preventDefault()}
      >
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-600 sm:flex-none">
          <span className="sr-only sm:not-sr-only">{t("listing.sort.label")}</span>
          <select
            name="sort"
            value={state.sort}
            onChange={(event) => go(withSort(state, event.currentTarget.value as SortOption))}
            className={`${select} w-full min-w-0 sm:w-auto`}
          >
            {(searchPage ? SORT_OPTIONS : LISTING_SORTS).map((sort) => (
              <option key={sort} value={sort}>
                {t(`listing.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <span className="sr-only sm:not-sr-only">{t("listing.limit.label")}</span>
          <select
            name="limit"
            value={state.limit}
            onChange={(event) => go(withLimit(state, Number(event.currentTarget.value)))}
            className={select}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="rounded-lg bg-slate-900 px-3 py-1.5 text-sm font-semibold text-white">
            {t("listing.filters.apply")}
          </button>
        </noscript>
      </form>
      {/* A phone puts the count and the view on a second line. */}
      <div aria-hidden="true" className="order-2 h-0 basis-full sm:hidden" />
      <div
        role="group"
        aria-label={t("listing.view.label")}
        className="order-4 flex overflow-hidden rounded-lg border border-slate-300 sm:order-3"
      >
        {(["grid", "list"] as const satisfies readonly ListingView[]).map((view) => (
          <Link
            key={view}
            to={href(withView(state, view))}
            preventScrollReset
            aria-label={t(`listing.view.${view}`)}
            title={t(`listing.view.${view}`)}
            aria-current={state.view === view ? "true" : undefined}
            className="grid h-9 w-9 place-items-center text-slate-600 hover:bg-slate-50 hover:text-slate-900 aria-[current]:bg-slate-900 aria-[current]:text-white"
          >
            {view === "grid" ? <GridIcon className="h-[18px] w-[18px]" /> : <ListIcon className="h-[18px] w-[18px]" />}
          </Link>
        ))}
      </div>
    </div>
  );
}
