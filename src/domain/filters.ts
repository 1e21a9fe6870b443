// spec §3 filter shapes and spec §5 serialisation. The same strings travel in the storefront's
// URL (?filter_brand=a,b) and in the API query, so a link always reproduces a listing.

export const FILTER_SLUGS = ["category", "vehicle", "price", "brand", "discount", "rating", "color", "size"] as const;
export type FilterSlug = (typeof FILTER_SLUGS)[number];
/** Query parameter that carries a filter: filter_<slug>. */
export const filterParam = (slug: FilterSlug) => `filter_${slug}` as const;

/**
 * spec §9's default (most popular first), name_asc and name_desc, and the trade's usual orders
 *. "relevance" is a search's own: a listing without a query sorts it as the default.
 */
export const SORT_OPTIONS = ["relevance", "default", "price_asc", "price_desc", "newest", "rating", "name_asc", "name_desc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** The orders a listing without a search offers. */
export const LISTING_SORTS = SORT_OPTIONS.filter((sort) => sort !== "relevance");

export const DISCOUNT_CHOICES = ["any", "yes", "no"] as const;
export type DiscountChoice = (typeof DISCOUNT_CHOICES)[number];

export interface FilterItem {
  slug: string;
  name: string;
  count: number;
  /** colour filter only: hex colour. */
  color?: string;
}

export interface CategoryFilterItem {
  slug: string;
  name: string;
  count: number;
  /** "parent" for ancestors of the current category, "current", or "child". */
  type: "parent" | "current" | "child";
}

export type ListingFilter =
  | { type: "categories"; slug: "category"; name: string; items: CategoryFilterItem[]; value: string | null }
  | { type: "vehicle"; slug: "vehicle"; name: string; value: VehicleFilter | null }
  | { type: "range"; slug: "price"; name: string; min: number; max: number; value: [number, number] }
  | { type: "check"; slug: "brand" | "size"; name: string; items: FilterItem[]; value: string[] }
  | { type: "radio"; slug: "discount"; name: string; items: FilterItem[]; value: DiscountChoice }
  | { type: "rating"; slug: "rating"; name: string; items: FilterItem[]; value: number[] }
  | { type: "color"; slug: "color"; name: string; items: FilterItem[]; value: string[] };

/**
 * Every vehicle of a model, or of one model year: the make's and the model's slugs of its vehicle
 * page, and the year ("toyota.hilux-n80", "toyota.hilux-n80.2020").
 */
export type VehicleModelKey = `${string}.${string}`;

/**
 * spec §5's vehicle filter: one vehicle by its id, or, as a vehicle page links its categories, the
 * vehicles of a model or of one model year by a VehicleModelKey.
 */
export type VehicleFilter = number | VehicleModelKey;

/** Parsed values of every filter; undefined means "not set" (the spec's default). */
export interface FilterValues {
  category?: string;
  vehicle?: VehicleFilter;
  /** Price range in whole US dollars. */
  price?: [number, number];
  brand?: string[];
  discount?: DiscountChoice;
  rating?: number[];
  color?: string[];
  /** Size values (a tyre's, a garment's): parts sold in one of them (decision 022). */
  size?: string[];
}

// spec §5: check and color lists are joined by comma.
export function serializeList(values: readonly string[]): string {
  return values.join(",");
}
// spec §5: rating numbers are joined by comma.
export function serializeRating(values: readonly number[]): string {
  return values.join(",");
}
// spec §5: range is written as min-max.
export function serializeRange([min, max]: readonly [number, number]): string {
  return `${min}-${max}`;
}
// spec §5: radio is the slug, or empty; vehicle is the id (or a model key), or empty.
export function serializeOptional(value: string | number | null | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A make or model slug longer than this names no vehicle (the vehicle pages' limit). */
const VEHICLE_SLUG_MAX = 80;

/** The key of a model's vehicles (`year` absent) or of one model year's, from the slugs of its page. */
export function vehicleModelKey(make: string, model: string, year?: number | null): VehicleModelKey {
  return year === undefined || year === null ? `${make}.${model}` : `${make}.${model}.${year}`;
}

/** The make, model and year a model key names; null for text that is no key. */
export function readVehicleModelKey(key: string): { make: string; model: string; year: number | null } | null {
  const [make, model, year, ...rest] = key.split(".");
  const slug = (part: string | undefined): part is string => part !== undefined && part.length <= VEHICLE_SLUG_MAX && SLUG.test(part);
  if (rest.length > 0 || !slug(make) || !slug(model)) return null;
  if (year === undefined) return { make, model, year: null };
  return /^\d{4}$/.test(year) ? { make, model, year: Number(year) } : null;
}

/** spec §5: a vehicle's id, or a model key; undefined for anything else. */
export function parseVehicleFilter(raw: string): VehicleFilter | undefined {
  if (/^\d{1,9}$/.test(raw)) return Number(raw);
  const model = readVehicleModelKey(raw);
  return model ? vehicleModelKey(model.make, model.model, model.year) : undefined;
}

export function parseList(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const values = raw
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length > 0 ? values : undefined;
}

/** Returns the invalid part, or null when every slug is valid. */
export function invalidSlug(values: readonly string[]): string | null {
  return values.find((v) => !SLUG.test(v)) ?? null;
}

export function parseRange(raw: string | undefined): [number, number] | undefined | "invalid" {
  if (raw === undefined || raw.trim() === "") return undefined;
  const match = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(raw.trim());
  if (!match) return "invalid";
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (min > max) return "invalid";
  return [min, max];
}

export function parseRating(raw: string | undefined): number[] | undefined | "invalid" {
  const values = parseList(raw);
  if (!values) return undefined;
  const numbers = values.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 5)) return "invalid";
  return [...new Set(numbers)].sort();
}

/**
 * spec §9: the price range rounds to a power of 10. The step is one tenth of the largest price's
 * power of ten (prices 23..1840 give 0..1900), so the slider moves in sensible amounts.
 */
export function roundPriceRange(min: number, max: number): [number, number] {
  if (max <= 0) return [0, 0];
  const step = priceRangeStep(max);
  return [Math.floor(min / step) * step, Math.ceil(max / step) * step];
}

/** spec §9: the power of ten the price range is rounded to, which is also the slider's step. */
export function priceRangeStep(max: number): number {
  return max <= 0 ? 1 : 10 ** Math.max(0, Math.floor(Math.log10(max)) - 1);
}

/**
 * spec §5 defaults: an empty list, the full range, the first radio item and a null vehicle are
 * no filter at all. The full range depends on the listing, so it is given here.
 */
export function withoutDefaults(values: FilterValues, priceBounds?: readonly [number, number]): FilterValues {
  const out: FilterValues = {};
  if (values.category) out.category = values.category;
  if (values.vehicle !== undefined) out.vehicle = values.vehicle;
  if (values.price) {
    const [min, max] = values.price;
    const full = priceBounds !== undefined && min <= priceBounds[0] && max >= priceBounds[1];
    if (!full) out.price = values.price;
  }
  if (values.brand?.length) out.brand = values.brand;
  if (values.discount && values.discount !== DISCOUNT_CHOICES[0]) out.discount = values.discount;
  if (values.rating?.length) out.rating = values.rating;
  if (values.color?.length) out.color = values.color;
  if (values.size?.length) out.size = values.size;
  return out;
}

/** Writes the set filters as query parameters, spec §5; defaults are left out. */
export function filterValuesToQuery(values: FilterValues): Record<string, string> {
  const query: Record<string, string> = {};
  if (values.category) query[filterParam("category")] = values.category;
  if (values.vehicle !== undefined) query[filterParam("vehicle")] = serializeOptional(values.vehicle);
  if (values.price) query[filterParam("price")] = serializeRange(values.price);
  if (values.brand?.length) query[filterParam("brand")] = serializeList(values.brand);
  if (values.discount && values.discount !== "any") query[filterParam("discount")] = values.discount;
  if (values.rating?.length) query[filterParam("rating")] = serializeRating(values.rating);
  if (values.color?.length) query[filterParam("color")] = serializeList(values.color);
  if (values.size?.length) query[filterParam("size")] = serializeList(values.size);
  return query;
}

export type FilterParseResult = { ok: true; values: FilterValues } | { ok: false; field: string; message: string };

/** Reads filter_<slug> parameters; the first invalid one is reported by name. */
export function filterValuesFromQuery(query: Record<string, string | undefined>): FilterParseResult {
  const values: FilterValues = {};
  const bad = (slug: FilterSlug, message: string): FilterParseResult => ({
    ok: false,
    field: filterParam(slug),
    message: `${filterParam(slug)} ${message}`,
  });

  const category = query[filterParam("category")]?.trim();
  if (category) {
    if (!SLUG.test(category)) return bad("category", "must be a category slug");
    values.category = category;
  }
  const vehicle = query[filterParam("vehicle")]?.trim();
  if (vehicle) {
    const parsed = parseVehicleFilter(vehicle);
    if (parsed === undefined) return bad("vehicle", "must be a vehicle id, or a model's make.model or make.model.year slugs");
    values.vehicle = parsed;
  }
  const price = parseRange(query[filterParam("price")]);
  if (price === "invalid") return bad("price", "must be min-max, e.g. 100-500");
  if (price) values.price = price;
  for (const slug of ["brand", "color", "size"] as const) {
    const list = parseList(query[filterParam(slug)]);
    if (list) {
      if (invalidSlug(list) !== null) return bad(slug, "must be a comma-separated list of slugs");
      values[slug] = list;
    }
  }
  const discount = query[filterParam("discount")]?.trim();
  if (discount) {
    if (!(DISCOUNT_CHOICES as readonly string[]).includes(discount)) return bad("discount", "must be any, yes or no");
    values.discount = discount as DiscountChoice;
  }
  const rating = parseRating(query[filterParam("rating")]);
  if (rating === "invalid") return bad("rating", "must be a comma-separated list of 1 to 5");
  if (rating) values.rating = rating;
  return { ok: true, values };
}
