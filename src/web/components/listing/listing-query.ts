// The whole state of a listing lives in its URL (spec §5 serialisation), so a link or a reload
// shows the same listing. The server reads it in the loader, the page writes it when the shopper
// changes something; both use these functions, and forms without JavaScript submit the same names.
import {
  FILTER_SLUGS,
  filterParam,
  type FilterSlug,
  type FilterValues,
  filterValuesFromQuery,
  filterValuesToQuery,
  LISTING_SORTS,
  priceRangeStep,
  SORT_OPTIONS,
  type SortOption,
  withoutDefaults,
} from "../../../domain/filters.ts";
import { PRODUCT_LIST_DEFAULT_LIMIT } from "../../../domain/list-limits.ts";
import { convertCents, currencyByCode, type CurrencyCode, type ExchangeRates, RATE_SCALE, SPEC_RATES } from "../../../domain/money.ts";

/** spec §9: the product list's default limit (one home: domain/list-limits.ts). */
export const DEFAULT_PAGE_SIZE = PRODUCT_LIST_DEFAULT_LIMIT;
/** Page sizes the shopper may choose; the API accepts 1 to 100. */
export const PAGE_SIZES = [8, 16, 24, 32] as const;
export const LISTING_VIEWS = ["grid", "list"] as const;
export type ListingView = (typeof LISTING_VIEWS)[number];
const MAX_PAGE = 10_000;

export interface ListingState {
  filters: FilterValues;
  sort: SortOption;
  limit: number;
  page: number;
  view: ListingView;
  /**
   * The address says `filter_vehicle=` (spec §5: vehicle is the id, or empty): parts for every
   * vehicle, although the shopper has a current one. Without any filter_vehicle, the listing is
   * narrowed to the current vehicle.
   */
  allVehicles: boolean;
}

/**
 * Fields of the price form that works without JavaScript: the two amounts in the shopper's
 * currency, that currency, the amounts as they were shown and the listing's bounds in dollars.
 * The loader turns them into filter_price (US dollars) and redirects to the clean address.
 */
export const PRICE_FIELDS = {
  min: "price_min",
  max: "price_max",
  currency: "price_currency",
  shown: "price_shown",
  bounds: "price_bounds",
} as const;

const KNOWN = new Set<string>([...FILTER_SLUGS.map(filterParam), "sort", "limit", "page", "view", ...Object.values(PRICE_FIELDS)]);

export type ListingRead =
  | { ok: true; state: ListingState; /** Parameters that are not the listing's (lang ...), kept as they came. */ extra: [string, string][] }
  | { ok: false; field: string; message: string };

export const initialListingState = (category?: string): ListingState => ({
  filters: category ? { category } : {},
  sort: "default",
  limit: DEFAULT_PAGE_SIZE,
  page: 1,
  view: "grid",
  allVehicles: false,
});

/** Whole units of the shopper's currency for an amount in US dollars. */
export function shownAmount(usd: number, currency: CurrencyCode, rates: ExchangeRates = SPEC_RATES): number {
  return Math.round(convertCents(Math.round(usd * 100), currency, rates) / 100);
}

/**
 * The price bounds of a listing in the shopper's currency, widened so they hold the dollar
 * bounds and rounded like them to a power of ten (spec §9), so the slider's steps reach both.
 */
export function shownBounds(
  [min, max]: readonly [number, number],
  currency: CurrencyCode,
  rates: ExchangeRates = SPEC_RATES,
): [number, number] {
  // A filter's bounds, not an amount charged: a fraction is fine here.
  const rate = rates[currency] / RATE_SCALE;
  const low = min * rate;
  const high = max * rate;
  const step = priceRangeStep(high);
  return [Math.floor(low / step + 1e-9) * step, Math.ceil(high / step - 1e-9) * step];
}

/**
 * A price range typed or slid in the shopper's currency, back in US dollars (the URL keeps
 * dollars). An end the shopper did not touch keeps its dollar value, so switching another
 * filter never moves the price by a rounding; a touched end is rounded outwards to whole
 * dollars and kept inside the listing's bounds.
 */
export function usdRangeFromShown(input: {
  shown: readonly [number | null, number | null];
  was: readonly [number, number] | null;
  current: readonly [number, number];
  bounds: readonly [number, number];
  currency: CurrencyCode;
  rates?: ExchangeRates;
}): [number, number] {
  const rate = (input.rates ?? SPEC_RATES)[input.currency] / RATE_SCALE;
  const [boundMin, boundMax] = input.bounds;
  const end = (index: 0 | 1): number => {
    const shown = input.shown[index];
    if (shown === null) return input.bounds[index];
    if (input.was && input.was[index] === shown) return input.current[index];
    const usd = index === 0 ? Math.floor(shown / rate + 1e-9) : Math.ceil(shown / rate - 1e-9);
    return Math.min(boundMax, Math.max(boundMin, usd));
  };
  const min = end(0);
  const max = end(1);
  return min <= max ? [min, max] : [max, min];
}

function amountField(raw: string | null): number | null | "invalid" {
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) && value >= 0 ? value : "invalid";
}

/** Reads the listing's state from a query; a malformed filter is reported by its field. */
export function readListingQuery(search: URLSearchParams, pathCategory?: string, searchPage = false): ListingRead {
  // A filter may come comma-joined (spec §5) or as repeated form fields (checkboxes without JS).
  const query: Record<string, string> = {};
  for (const key of new Set(search.keys())) {
    if (key.startsWith("filter_"))
      query[key] = search
        .getAll(key)
        .filter((v) => v.trim() !== "")
        .join(",");
    else query[key] = search.get(key) ?? "";
  }

  if (search.has(PRICE_FIELDS.min) || search.has(PRICE_FIELDS.max)) {
    const min = amountField(search.get(PRICE_FIELDS.min));
    const max = amountField(search.get(PRICE_FIELDS.max));
    if (min === "invalid" || max === "invalid") {
      const field = min === "invalid" ? PRICE_FIELDS.min : PRICE_FIELDS.max;
      return { ok: false, field, message: `${field} must be an amount` };
    }
    const bounds = filterValuesFromQuery({ [filterParam("price")]: search.get(PRICE_FIELDS.bounds) ?? "" });
    const was = filterValuesFromQuery({ [filterParam("price")]: search.get(PRICE_FIELDS.shown) ?? "" });
    const current = filterValuesFromQuery({ [filterParam("price")]: query[filterParam("price")] ?? "" });
    const currencyParam = search.get(PRICE_FIELDS.currency);
    const currency = currencyByCode(currencyParam ?? "USD").code;
    if (!bounds.ok || !bounds.values.price) {
      return { ok: false, field: PRICE_FIELDS.bounds, message: `${PRICE_FIELDS.bounds} must be min-max` };
    }
    const usd = usdRangeFromShown({
      shown: [min, max],
      was: was.ok ? (was.values.price ?? null) : null,
      current: current.ok && current.values.price ? current.values.price : bounds.values.price,
      bounds: bounds.values.price,
      currency,
    });
    const full = withoutDefaults({ price: usd }, bounds.values.price).price === undefined;
    if (full) delete query[filterParam("price")];
    else query[filterParam("price")] = `${usd[0]}-${usd[1]}`;
  }

  // The category of a category page is its path; a filter_category on /shop names the same thing.
  if (pathCategory) query[filterParam("category")] = pathCategory;
  const parsed = filterValuesFromQuery(query);
  if (!parsed.ok) return parsed;

  const sorts: readonly string[] = searchPage ? SORT_OPTIONS : LISTING_SORTS;
  const sort = sorts.includes(query.sort ?? "") ? (query.sort as SortOption) : defaultSortOf(searchPage);
  const limitValue = Number(query.limit);
  const limit = (PAGE_SIZES as readonly number[]).includes(limitValue) ? limitValue : DEFAULT_PAGE_SIZE;
  const pageValue = Number.parseInt(query.page ?? "", 10);
  const page = Number.isFinite(pageValue) && pageValue >= 1 ? Math.min(pageValue, MAX_PAGE) : 1;
  const view: ListingView = query.view === "list" ? "list" : "grid";
  const extra: [string, string][] = [];
  for (const [key, value] of search) if (!KNOWN.has(key)) extra.push([key, value]);
  const allVehicles = search.has(filterParam("vehicle")) && parsed.values.vehicle === undefined;
  return { ok: true, state: { filters: parsed.values, sort, limit, page, view, allVehicles }, extra };
}

export interface HrefOptions {
  /** The listing's price bounds in dollars: the full range is the default and is left out. */
  priceBounds?: readonly [number, number] | undefined;
  /** Where a listing without a category lives: /shop or /product-category/products. */
  basePath?: string;
  extra?: readonly [string, string][];
  /**
   * The search page (/search?q=): its category stays in the query (filter_category), not the path,
   * and its default order is relevance.
   */
  searchPage?: boolean;
}

/** The order a listing takes when its address names none. */
export const defaultSortOf = (searchPage: boolean | undefined): SortOption => (searchPage ? "relevance" : "default");

/** The listing's query, spec §5: filter_<slug>=..., then sort, limit, page and view; defaults omitted. */
export function listingSearch(state: ListingState, options: HrefOptions = {}): URLSearchParams {
  const { category, ...rest } = withoutDefaults(state.filters, options.priceBounds);
  const filters = options.searchPage && category ? { category, ...rest } : rest;
  // "All vehicles" is written as spec §5's empty vehicle, where the vehicle's id would stand.
  const allVehicles = state.allVehicles && filters.vehicle === undefined ? { [filterParam("vehicle")]: "" } : {};
  const search = new URLSearchParams({ ...allVehicles, ...filterValuesToQuery(filters) });
  if (state.sort !== defaultSortOf(options.searchPage)) search.set("sort", state.sort);
  if (state.limit !== DEFAULT_PAGE_SIZE) search.set("limit", String(state.limit));
  if (state.page > 1) search.set("page", String(state.page));
  if (state.view !== "grid") search.set("view", state.view);
  for (const [key, value] of options.extra ?? []) search.append(key, value);
  return search;
}

/** The path of a listing: a category's own page, else the shop. */
export function listingPath(state: ListingState, basePath = "/shop", searchPage = false): string {
  return state.filters.category && !searchPage ? `/product-category/${state.filters.category}/products` : basePath;
}

export function listingHref(state: ListingState, options: HrefOptions = {}): string {
  const search = listingSearch(state, options).toString();
  return `${listingPath(state, options.basePath, options.searchPage)}${search ? `?${search}` : ""}`;
}

/** Two addresses of the same listing, whatever the order of their parameters. */
export function sameListingAddress(a: string, b: string): boolean {
  const parse = (href: string) => {
    const url = new URL(href, "http://x");
    return `${url.pathname}?${[...url.searchParams]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("&")}`;
  };
  return parse(a) === parse(b);
}

// spec §4: changing an option or a filter resets the page to 1; removing an active filter
// recomputes the filters; resetting clears all filters and sets page 1.

export function withFilters(state: ListingState, changes: Partial<FilterValues>): ListingState {
  // Turning the vehicle filter off says "all vehicles", so the current vehicle does not come back.
  const allVehicles = "vehicle" in changes ? changes.vehicle === undefined : state.allVehicles;
  return { ...state, filters: { ...state.filters, ...changes }, page: 1, allVehicles };
}

/** Takes one value out of a list filter, or the whole filter when no value is given. */
export function withoutFilter(state: ListingState, slug: FilterSlug, value?: string | number): ListingState {
  const filters: FilterValues = { ...state.filters };
  if (value !== undefined && (slug === "brand" || slug === "color" || slug === "size")) {
    filters[slug] = filters[slug]?.filter((v) => v !== value);
  } else if (value !== undefined && slug === "rating") {
    filters.rating = filters.rating?.filter((v) => v !== value);
  } else {
    delete filters[slug];
  }
  return { ...state, filters: withoutDefaults(filters), page: 1, allVehicles: state.allVehicles || slug === "vehicle" };
}

/** Clears every filter; the category of a category page is the page itself and stays. */
export function withoutFilters(state: ListingState, keepCategory: boolean): ListingState {
  const allVehicles = state.allVehicles || state.filters.vehicle !== undefined;
  return { ...state, filters: keepCategory && state.filters.category ? { category: state.filters.category } : {}, page: 1, allVehicles };
}

export function withSort(state: ListingState, sort: SortOption): ListingState {
  return { ...state, sort, page: 1 };
}

export function withLimit(state: ListingState, limit: number): ListingState {
  return { ...state, limit, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** The view is how the page looks, not what it lists: the page stays. */
export function withView(state: ListingState, view: ListingView): ListingState {
  return { ...state, view };
}

/** Filters set beyond the page's own category: what the active chips and the reset act on. */
export function activeFilterCount(
  filters: FilterValues,
  pathCategory: string | undefined,
  priceBounds?: readonly [number, number],
): number {
  const set = withoutDefaults(filters, priceBounds);
  let count = 0;
  if (set.category && set.category !== pathCategory) count++;
  if (set.vehicle !== undefined) count++;
  if (set.price) count++;
  if (set.discount) count++;
  count += (set.brand?.length ?? 0) + (set.rating?.length ?? 0) + (set.color?.length ?? 0);
  return count;
}

/** Numbered pages around the current one, with gaps: 1 … 4 5 6 … 139. */
export function pageNumbers(current: number, total: number, around = 1): (number | "gap")[] {
  if (total <= 1) return [1];
  // Few pages: all of them.
  if (total <= 2 * around + 5) return Array.from({ length: total }, (_, i) => i + 1);
  const pages = new Set<number>([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) pages.add(p);
  // A gap of one page shows that page instead.
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) out.push("gap");
    out.push(p);
  }
  return out;
}
