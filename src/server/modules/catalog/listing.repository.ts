import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, integer, pgTable, smallint } from "drizzle-orm/pg-core";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { brands, listingCounts, products, vehicleListings } from "../../../db/tables.ts";
import type { FilterValues } from "../../../domain/filters.ts";
import type { Locale, LocalizedText } from "../../../domain/schemas/common.ts";
import { productSummaries, type ProductSummaryRow } from "./catalog.repository.ts";

/** Filter values resolved to ids by the service (category tree, brand slugs). */
export interface ListingWhere {
  categoryIds?: number[];
  /** Parts that fit one of these vehicles, and universal parts: one vehicle, or a model's (or a model year's) several. */
  vehicleIds?: number[];
  priceCents?: [number, number];
  brandIds?: number[];
  discount?: FilterValues["discount"];
  rating?: number[];
  colors?: string[];
  sizes?: string[];
  productIds?: number[];
  /** What a search matched (search.repository.ts): its parts, and the parts its numbers name first. */
  search?: SearchMatch;
}

/**
 * The parts a search matched (decision 023): all of them (`ids`, at most SEARCH_MATCHES), and
 * among them those whose number is the typed one (`exact`), begins with it (`prefix`), or
 * carries it from one of its segments on (`segment`: "BFL0115" for OV-FER-BFL01151).
 */
export interface SearchMatch {
  ids: number[];
  exact: number[];
  prefix: number[];
  segment: number[];
}

export type ListingSort =
  "default" | "relevance" | "price_asc" | "price_desc" | "name_asc" | "name_desc" | "newest" | "rating" | "best_selling";

/** The special lists of products (spec §7). */
export type ProductCollection = "featured" | "best-seller" | "top-rated" | "special-offer" | "new-arrival";

const sellingPrice = sql`(${products.priceCents} - ${products.discountCents})`;
const roundedRating = sql`least(5, greatest(1, round(${products.ratingAverage})))::int`;

/**
 * Where a listing's facts are read: the shown products, or, under a vehicle, the derived
 * vehicle_listings rows of that vehicle and of vehicle 0 (universal parts), which hold what a
 * listing filters and counts by (decision 012). Under several vehicles (a model's) a part has a
 * row per vehicle it fits, so those listings read the shown products, each once, that have a row
 * of one of them. The filters below are written once for all three.
 */
interface ListingSource {
  table: typeof products | typeof vehicleListings | typeof searchListed;
  /** What every row of the listing meets: shown, or fits the vehicle. */
  base: SQL;
  productId: AnyPgColumn;
  categoryId: AnyPgColumn;
  brandId: AnyPgColumn;
  price: SQL;
  discounted: SQL;
  /** The rounded rating, 1-5, where the product has reviews (the rating facet counts only those). */
  rated: SQL;
  rating: SQL;
}

const shownProducts: ListingSource = {
  table: products,
  base: eq(products.status, "show"),
  productId: products.id,
  categoryId: products.categoryId,
  brandId: products.brandId,
  price: sellingPrice,
  discounted: sql`${products.discountCents} > 0`,
  rated: sql`${products.reviewCount} > 0`,
  rating: roundedRating,
};

const vl = vehicleListings;

function vehicleSource(vehicleId: number): ListingSource {
  return {
    table: vl,
    base: inArray(vl.vehicleId, [vehicleId, 0]),
    productId: vl.productId,
    categoryId: vl.categoryId,
    brandId: vl.brandId,
    price: sql`${vl.priceCents}`,
    discounted: sql`${vl.discounted}`,
    rated: sql`${vl.rating} > 0`,
    rating: sql`${vl.rating}::int`,
  };
}

/** The one vehicle of a listing narrowed to a single vehicle, else undefined. */
const singleVehicle = (where: ListingWhere): number | undefined => (where.vehicleIds?.length === 1 ? where.vehicleIds[0] : undefined);

/** The product fits one of the vehicles, or every vehicle: one probe of vehicle_listings_pkey per vehicle. */
const fitsOneOf = (productId: AnyPgColumn | SQL, vehicleIds: number[]): SQL =>
  sql`exists (select 1 from vehicle_listings l where l.product_id = ${productId} and l.vehicle_id = any(${sql.param([...vehicleIds, 0])}::int[]))`;

function sourceOf(where: ListingWhere): ListingSource {
  if (where.vehicleIds === undefined) return shownProducts;
  const single = singleVehicle(where);
  if (single !== undefined) return vehicleSource(single);
  return { ...shownProducts, base: and(shownProducts.base, fitsOneOf(products.id, where.vehicleIds))! };
}

/**
 * A search's matched parts with the columns facets count by (those of vehicle_listings), read
 * once for all the facets as a CTE (searchListedRows): seven passes over a thousand scattered
 * product rows cost more than the search itself.
 */
const searchListed = pgTable("search_listed", {
  productId: integer().notNull(),
  categoryId: integer().notNull(),
  brandId: integer().notNull(),
  priceCents: integer().notNull(),
  discounted: boolean().notNull(),
  rating: smallint().notNull(),
});

const listedSource: ListingSource = {
  table: searchListed,
  base: sql`true`,
  productId: searchListed.productId,
  categoryId: searchListed.categoryId,
  brandId: searchListed.brandId,
  price: sql`${searchListed.priceCents}`,
  discounted: sql`${searchListed.discounted}`,
  rated: sql`${searchListed.rating} > 0`,
  rating: sql`${searchListed.rating}::int`,
};

/**
 * The rows of search_listed: the matched parts, shown (under several vehicles, those that fit one),
 * or under one vehicle its rows and the universal parts'.
 */
function searchListedRows(search: SearchMatch, vehicleIds: number[] | undefined): SQL {
  const ids = sql`${sql.param(search.ids)}::int[]`;
  const single = vehicleIds?.length === 1 ? vehicleIds[0] : undefined;
  if (single !== undefined) {
    return sql`select l.product_id, l.category_id, l.brand_id, l.price_cents, l.discounted, l.rating
          from vehicle_listings l where l.vehicle_id in (${single}, 0) and l.product_id = any(${ids})`;
  }
  const fits = vehicleIds === undefined ? sql`` : sql` and ${fitsOneOf(sql`p.id`, vehicleIds)}`;
  return sql`select p.id as product_id, p.category_id, p.brand_id, p.price_cents - p.discount_cents as price_cents,
                 p.discount_cents > 0 as discounted,
                 (case when p.review_count > 0 then least(5, greatest(1, round(p.rating_average))) else 0 end)::smallint as rating
          from products p where p.status = 'show' and p.id = any(${ids})${fits}`;
}

/** The vehicles of a listing narrowed to several (a model's, or an unknown model's none), else undefined. */
const severalVehicles = (where: ListingWhere): number[] | undefined =>
  where.vehicleIds !== undefined && singleVehicle(where) === undefined ? where.vehicleIds : undefined;

/**
 * What a listing's facets read once as search_listed, when they are not read from products or
 * one vehicle's rows: a search's matched parts, or, across the whole catalogue, the parts of
 * several vehicles (and the universal ones), each once, from their vehicle_listings ranges. At
 * 200,000 parts a model's seven facets probed product by product took 1.8 s, read so 0.5 s;
 * within a category, or for one count, probing its parts costs less than reading them all.
 */
function listedRowsOf(where: ListingWhere): SQL | undefined {
  if (where.search) return searchListedRows(where.search, where.vehicleIds);
  const several = severalVehicles(where);
  if (several === undefined || where.categoryIds !== undefined) return undefined;
  return sql`select distinct on (l.product_id) l.product_id, l.category_id, l.brand_id, l.price_cents, l.discounted, l.rating
             from vehicle_listings l where l.vehicle_id = any(${sql.param([...several, 0])}::int[])`;
}

/** The statement with search_listed made first, where the listing reads it. */
const withListed = (where: ListingWhere, statement: SQL): SQL => {
  const listed = listedRowsOf(where);
  return listed ? sql`with search_listed as materialized (${listed}) ${statement}` : statement;
};

/** Where a listing's counts are read: search_listed (listedRowsOf), or the listing's own source. */
const countedSource = (where: ListingWhere): ListingSource => (listedRowsOf(where) ? listedSource : sourceOf(where));

/** The WHERE of a listing; `except` leaves one filter out, for that filter's own counts. */
function listingConditions(source: ListingSource, where: ListingWhere, except?: keyof ListingWhere): SQL {
  const conditions: SQL[] = [source.base];
  const use = (key: keyof ListingWhere) => key !== except && where[key] !== undefined;
  if (use("categoryIds")) conditions.push(inArray(source.categoryId, where.categoryIds!));
  if (use("priceCents")) {
    const [min, max] = where.priceCents!;
    conditions.push(sql`${source.price} between ${min} and ${max}`);
  }
  if (use("brandIds")) conditions.push(inArray(source.brandId, where.brandIds!));
  if (use("discount") && where.discount !== "any") {
    conditions.push(where.discount === "yes" ? source.discounted : sql`not ${source.discounted}`);
  }
  if (use("rating")) conditions.push(sql`${source.rated} and ${source.rating} in ${where.rating!}`);
  if (use("colors")) {
    conditions.push(sql`exists (
      select 1 from product_options o join product_option_values v on v.option_id = o.id
      where o.product_id = ${source.productId} and o.type = 'color' and v.slug in ${where.colors!}
        and ${sellsValue(source.productId)})`);
  }
  if (use("sizes")) {
    conditions.push(sql`exists (
      select 1 from product_options o join product_option_values v on v.option_id = o.id
      where o.product_id = ${source.productId} and o.slug = 'size' and v.slug in ${where.sizes!}
        and ${sellsValue(source.productId)})`);
  }
  if (use("productIds")) conditions.push(inArray(source.productId, where.productIds!));
  if (use("search")) conditions.push(sql`${source.productId} = any(${sql.param(where.search!.ids)}::int[])`);
  return and(...conditions)!;
}

/**
 * Relevance (decision 023): the typed number's part, then parts whose number begins with it, then
 * parts carrying it from a segment, then the rest.
 */
function codeTier(productId: AnyPgColumn, search: SearchMatch | undefined): SQL[] {
  if (!search || search.exact.length + search.prefix.length + search.segment.length === 0) return [];
  return [
    asc(sql`case when ${productId} = any(${sql.param(search.exact)}::int[]) then 0
                 when ${productId} = any(${sql.param(search.prefix)}::int[]) then 1
                 when ${productId} = any(${sql.param(search.segment)}::int[]) then 2 else 3 end`),
  ];
}

/**
 * Whether the product sells the option value `v` of its option `o` (aliases of the caller's
 * query): a product sold in variants only while a variant with that value has units left
 * (decision 022), so "Red" lists what can be bought in red; any other product always.
 */
function sellsValue(productId: AnyPgColumn): SQL {
  return sql`(not exists (select 1 from product_variants pv where pv.product_id = ${productId})
    or exists (select 1 from product_variants pv where pv.product_id = ${productId}
               and pv.options ->> o.slug = v.slug and pv.quantity > pv.reserved))`;
}

/** The filters the stored counts are keyed by; a listing also filtered by price, colour or ids counts its rows. */
const COUNTED: readonly (keyof ListingWhere)[] = ["vehicleIds", "categoryIds", "brandIds", "discount", "rating"];

/**
 * Whether listing_counts answers under this filter (less `except`): then a total or a facet sums
 * a few rows per category and brand instead of counting every fitting part (for a popular vehicle
 * with the universal parts, 200,000 rows; without a vehicle, a million). Decision 012. Not under
 * several vehicles: a part that fits two of them is counted under each.
 */
function countsServe(where: ListingWhere, except?: keyof ListingWhere): boolean {
  if (where.vehicleIds !== undefined && singleVehicle(where) === undefined) return false;
  return (Object.keys(where) as (keyof ListingWhere)[]).every((key) => key === except || COUNTED.includes(key) || where[key] === undefined);
}

const lc = listingCounts;

function countConditions(where: ListingWhere, except?: keyof ListingWhere): SQL {
  const use = (key: keyof ListingWhere) => key !== except && where[key] !== undefined;
  const single = singleVehicle(where);
  const conditions: SQL[] = [single === undefined ? eq(lc.vehicleId, -1) : inArray(lc.vehicleId, [single, 0])];
  if (use("categoryIds")) conditions.push(inArray(lc.categoryId, where.categoryIds!));
  if (use("brandIds")) conditions.push(inArray(lc.brandId, where.brandIds!));
  if (use("discount") && where.discount !== "any") conditions.push(eq(lc.discounted, where.discount === "yes"));
  if (use("rating")) conditions.push(sql`${lc.rating} in ${where.rating!}`);
  return and(...conditions)!;
}

const countSum = sql<number>`sum(${lc.count})::int`;

function orderOf(sort: ListingSort, locale: Locale, search?: SearchMatch): SQL[] {
  const name = sql`coalesce(nullif(${products.title}->>${locale}, ''), ${products.title}->>'en')`;
  switch (sort) {
    case "relevance":
      // Parts that fit the vehicle itself before universal ones (a listing without a vehicle has both as one).
      return [
        ...codeTier(products.id, search),
        asc(products.universal),
        desc(products.featured),
        desc(products.salesCount),
        asc(products.id),
      ];
    case "price_asc":
      return [asc(sellingPrice), asc(products.id)];
    case "price_desc":
      return [desc(sellingPrice), asc(products.id)];
    case "name_asc":
      return [asc(name), asc(products.id)];
    case "name_desc":
      return [desc(name), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    case "rating":
      return [desc(products.ratingAverage), desc(products.reviewCount), asc(products.id)];
    case "best_selling":
    case "default":
      return [desc(products.featured), desc(products.salesCount), asc(products.id)];
  }
}

const collectionWhere: Record<ProductCollection, SQL | undefined> = {
  featured: eq(products.featured, true),
  "best-seller": sql`${products.salesCount} > 0`,
  "top-rated": sql`${products.reviewCount} > 0`,
  "special-offer": sql`${products.discountCents} > 0`,
  "new-arrival": undefined,
};

const collectionOrder: Record<ProductCollection, SQL[]> = {
  featured: [desc(products.salesCount), asc(products.id)],
  "best-seller": [desc(products.salesCount), asc(products.id)],
  "top-rated": [desc(products.ratingAverage), desc(products.reviewCount), asc(products.id)],
  "special-offer": [desc(sql`${products.discountCents}::float / ${products.priceCents}`), asc(products.id)],
  "new-arrival": [desc(products.createdAt), desc(products.id)],
};

/**
 * Product listings: a page of a filtered, sorted listing, its total, and each facet's counts
 * under every filter but its own. The service hands over a typed filter; the SQL is built here.
 */
export function createListingRepository(db: Executor) {
  const summaries = () => productSummaries(db);

  return {
    /** Shown products per category under the filter (not rolled up). */
    productCountsByCategory: (filter: ListingWhere = {}) => categoryCounts(filter),

    page(filter: ListingWhere, sort: ListingSort, locale: Locale, limit: number, offset: number): Promise<ProductSummaryRow[]> {
      const order = orderOf(sort, locale, filter.search);
      const single = singleVehicle(filter);
      if (single === undefined) {
        return summaries()
          .where(listingConditions(sourceOf(filter), filter))
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
      }
      const source = vehicleSource(single);
      const fitting = db.select({ id: vl.productId }).from(vl).where(listingConditions(source, filter));
      if (sort === "default" || sort === "best_selling" || sort === "relevance") {
        // The page is picked from the derived rows alone (they hold the default order's columns);
        // only its 24 products are read. Relevance puts the vehicle's own parts before universal ones.
        const first = sort === "relevance" ? [...codeTier(vl.productId, filter.search), asc(sql`${vl.vehicleId} = 0`)] : [];
        const pageIds = fitting
          .orderBy(...first, desc(vl.featured), desc(vl.salesCount), asc(vl.productId))
          .limit(limit)
          .offset(offset);
        return summaries()
          .where(inArray(products.id, pageIds))
          .orderBy(...order);
      }
      return summaries()
        .where(and(eq(products.status, "show"), inArray(products.id, fitting)))
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    },

    async count(filter: ListingWhere): Promise<number> {
      if (countsServe(filter)) {
        const [row] = await db.select({ count: countSum }).from(lc).where(countConditions(filter));
        return row?.count ?? 0;
      }
      const source = sourceOf(filter);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(source.table)
        .where(listingConditions(source, filter));
      return row?.count ?? 0;
    },

    /** A special list (featured, best sellers...) of the shown products under the filter, in its own order. */
    collection: (kind: ProductCollection, filter: Omit<ListingWhere, "vehicleIds">, limit: number): Promise<ProductSummaryRow[]> =>
      summaries()
        .where(and(listingConditions(shownProducts, filter), collectionWhere[kind]))
        .orderBy(...collectionOrder[kind])
        .limit(limit),

    /** Folds the appended count changes into one row per vehicle and category (decision 012). */
    async compactCounts(): Promise<void> {
      await db.execute(sql`select listing_counts_compact()`);
    },

    /**
     * The listing's total and every facet's counts, each under all the filters but its own, in
     * one statement (one round trip instead of seven): each part is read from listing_counts
     * where its filters allow, else from the listing's rows.
     */
    async facetCounts(filter: ListingWhere): Promise<FacetCounts> {
      const parts = sql.join(
        [...facetParts(filter)].map((part) => sql`(${part})`),
        sql` union all `,
      );
      const rows = await rowsOf<FacetRow>(db, withListed(filter, parts));
      const of = (facet: FacetRow["facet"]) => rows.filter((row) => row.facet === facet);
      const byPosition = (a: FacetRow, b: FacetRow) => (a.position ?? 0) - (b.position ?? 0);
      const price = of("price")[0];
      const discount = new Map(of("discount").map((row) => [row.key, row.n]));
      return {
        total: of("total")[0]?.n ?? 0,
        categories: new Map(of("category").map((row) => [row.key!, row.n])),
        brands: of("brand")
          .sort(byPosition)
          .map((row) => ({ slug: row.slug!, name: row.name!, count: row.n })),
        price: price && price.key !== null && price.high !== null ? { min: price.key, max: price.high } : null,
        discount: { yes: discount.get(1) ?? 0, no: discount.get(0) ?? 0 },
        ratings: new Map(of("rating").map((row) => [row.key!, row.n])),
        colors: of("color")
          .sort(byPosition)
          .map((row) => ({ slug: row.slug!, name: JSON.parse(row.name!) as LocalizedText, color: row.color ?? "", count: row.n })),
        sizes: of("size")
          .sort(byPosition)
          .map((row) => ({ slug: row.slug!, name: JSON.parse(row.name!) as LocalizedText, count: row.n })),
      };
    },
  };

  async function categoryCounts(filter: ListingWhere, except?: keyof ListingWhere): Promise<Map<number, number>> {
    if (countsServe(filter, except)) {
      const rows = await db
        .select({ categoryId: lc.categoryId, count: countSum })
        .from(lc)
        .where(countConditions(filter, except))
        .groupBy(lc.categoryId);
      return new Map(rows.filter((r) => r.count > 0).map((r) => [r.categoryId, r.count]));
    }
    const source = sourceOf(filter);
    const rows = await db
      .select({ categoryId: source.categoryId, count: sql<number>`count(*)::int` })
      .from(source.table)
      .where(listingConditions(source, filter, except))
      .groupBy(source.categoryId);
    return new Map(rows.map((r) => [r.categoryId, r.count]));
  }
}

interface FacetRow {
  facet: "total" | "category" | "brand" | "price" | "discount" | "rating" | "color" | "size";
  key: number | null;
  slug: string | null;
  name: string | null;
  color: string | null;
  /** The count; for the price, the highest price (key holds the lowest). */
  n: number;
  high: number | null;
  /** The order of brands (by name), colours (by slug) and sizes (as their products list them). */
  position: number | null;
}

export interface FacetCounts {
  total: number;
  categories: Map<number, number>;
  brands: { slug: string; name: string; count: number }[];
  price: { min: number; max: number } | null;
  discount: { yes: number; no: number };
  ratings: Map<number, number>;
  colors: { slug: string; name: LocalizedText; color: string; count: number }[];
  sizes: { slug: string; name: LocalizedText; count: number }[];
}

/** One SELECT per part of facetCounts, each with the same columns (FacetRow), to be put together with UNION ALL. */
function* facetParts(filter: ListingWhere): Generator<SQL> {
  const source = countedSource(filter);
  const where = (except?: keyof ListingWhere) => listingConditions(source, filter, except);
  const counted = (except?: keyof ListingWhere) => countConditions(filter, except);
  const none = sql`null::int as key, null::text as slug, null::text as name, null::text as color`;

  yield countsServe(filter)
    ? sql`select 'total' as facet, ${none}, coalesce(sum(${lc.count}), 0)::int as n, null::int as high, null::int as position
          from ${lc} where ${counted()}`
    : sql`select 'total' as facet, ${none}, count(*)::int as n, null::int as high, null::int as position from ${source.table} where ${where()}`;

  yield countsServe(filter, "categoryIds")
    ? sql`select 'category', ${lc.categoryId}, null, null, null, sum(${lc.count})::int, null, null
          from ${lc} where ${counted("categoryIds")} group by ${lc.categoryId} having sum(${lc.count}) > 0`
    : sql`select 'category', ${source.categoryId}, null, null, null, count(*)::int, null, null
          from ${source.table} where ${where("categoryIds")} group by ${source.categoryId}`;

  yield countsServe(filter, "brandIds")
    ? sql`select 'brand', ${brands.id}, ${brands.slug}, ${brands.name}, null, sum(${lc.count})::int, null,
                 row_number() over (order by ${brands.name})::int
          from ${lc} join ${brands} on ${brands.id} = ${lc.brandId} where ${counted("brandIds")}
          group by ${brands.id}, ${brands.slug}, ${brands.name} having sum(${lc.count}) > 0`
    : sql`select 'brand', ${brands.id}, ${brands.slug}, ${brands.name}, null, count(*)::int, null,
                 row_number() over (order by ${brands.name})::int
          from ${source.table} join ${brands} on ${brands.id} = ${source.brandId} where ${where("brandIds")}
          group by ${brands.id}, ${brands.slug}, ${brands.name}`;

  const onlyVehicle = (Object.keys(filter) as (keyof ListingWhere)[]).every(
    (key) => key === "priceCents" || key === "vehicleIds" || filter[key] === undefined,
  );
  const single = singleVehicle(filter);
  yield onlyVehicle && single !== undefined
    ? // The two ends of the vehicle's range and of the universal parts' range of one index.
      sql`select 'price', min(lo)::int, null, null, null, 0, max(hi)::int, null from (
            select min(${vl.priceCents}) as lo, max(${vl.priceCents}) as hi from ${vl} where ${vl.vehicleId} = ${single}
            union all
            select min(${vl.priceCents}), max(${vl.priceCents}) from ${vl} where ${vl.vehicleId} = 0) ends`
    : filter.search || filter.productIds
      ? // A few listed parts: their prices are read, not an index of every price walked from its ends
        // until one of them turns up (the planner's min/max plan, seconds at a million parts).
        sql`select 'price', min(price)::int, null, null, null, 0, max(price)::int, null
            from (select ${source.price} as price from ${source.table} where ${where("priceCents")} offset 0) listed`
      : sql`select 'price', min(${source.price})::int, null, null, null, 0, max(${source.price})::int, null
          from ${source.table} where ${where("priceCents")}`;

  yield countsServe(filter, "discount")
    ? sql`select 'discount', ${lc.discounted}::int, null, null, null, sum(${lc.count})::int, null, null
          from ${lc} where ${counted("discount")} group by ${lc.discounted}`
    : sql`select 'discount', (${source.discounted})::int, null, null, null, count(*)::int, null, null
          from ${source.table} where ${where("discount")} group by 2`;

  yield countsServe(filter, "rating")
    ? sql`select 'rating', ${lc.rating}::int, null, null, null, sum(${lc.count})::int, null, null
          from ${lc} where ${counted("rating")} and ${lc.rating} > 0 group by ${lc.rating} having sum(${lc.count}) > 0`
    : sql`select 'rating', ${source.rating}, null, null, null, count(*)::int, null, null
          from ${source.table} where ${where("rating")} and ${source.rated} group by 2`;

  // Colours and sizes: the values the listing's products sell (sellsValue), each counted under every
  // filter but its own. With neither set, both come from one pass over the listing's rows. Colours
  // are listed by slug; sizes as their products list them (a tyre's from the smallest), then by slug.
  const sizeOrder = sql`case when o.type = 'color' then 0 else min(v.position) end, v.slug`;
  const optionFacet = (facet: "color" | "size", except: "colors" | "sizes", option: SQL) =>
    sql`select ${facet}, null, v.slug, min(v.name::text), min(v.color), count(distinct ${source.productId})::int, null,
               row_number() over (order by ${sizeOrder})::int
        from ${source.table}
        join product_options o on o.product_id = ${source.productId} and ${option}
        join product_option_values v on v.option_id = o.id
        where ${where(except)} and ${sellsValue(source.productId)}
        group by o.type = 'color', v.slug`;
  // Sizes only within a category (or when filtered by): across the shop they mix tyres, garments,
  // tank volumes and hose lengths, no help to anyone.
  const sized = filter.categoryIds !== undefined || filter.sizes !== undefined;
  if (!sized) {
    yield optionFacet("color", "colors", sql`o.type = 'color'`);
  } else if (filter.colors === undefined && filter.sizes === undefined) {
    yield sql`select case when o.type = 'color' then 'color' else 'size' end, null, v.slug, min(v.name::text), min(v.color),
                     count(distinct ${source.productId})::int, null,
                     row_number() over (partition by o.type = 'color' order by ${sizeOrder})::int
              from ${source.table}
              join product_options o on o.product_id = ${source.productId} and (o.type = 'color' or o.slug = 'size')
              join product_option_values v on v.option_id = o.id
              where ${where()} and ${sellsValue(source.productId)}
              group by o.type = 'color', v.slug`;
  } else {
    yield optionFacet("color", "colors", sql`o.type = 'color'`);
    yield optionFacet("size", "sizes", sql`o.slug = 'size'`);
  }
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
