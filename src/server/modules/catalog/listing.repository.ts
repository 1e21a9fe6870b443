import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { rowsOf, type Executor } from "../../../db/client.ts";
import { brands, listingCounts, products, vehicleListings } from "../../../db/tables.ts";
import type { FilterValues } from "../../../domain/filters.ts";
import type { Locale } from "../../../domain/schemas/common.ts";
import { productSummaries, type ProductSummaryRow } from "./catalog.repository.ts";

/** Filter values resolved to ids by the service (category tree, brand slugs). */
export interface ListingWhere {
  categoryIds?: number[];
  vehicleId?: number;
  priceCents?: [number, number];
  brandIds?: number[];
  discount?: FilterValues["discount"];
  rating?: number[];
  colors?: string[];
  productIds?: number[];
}

export type ListingSort = "default" | "name_asc" | "name_desc" | "newest" | "rating" | "best_selling";

/** The special lists of products (spec §7). */
export type ProductCollection = "featured" | "best-seller" | "top-rated" | "special-offer" | "new-arrival";

const sellingPrice = sql`(${products.priceCents} - ${products.discountCents})`;
const roundedRating = sql`least(5, greatest(1, round(${products.ratingAverage})))::int`;

/**
 * Where a listing's facts are read: the shown products, or, under a vehicle, the derived
 * vehicle_listings rows of that vehicle and of vehicle 0 (universal parts), which hold what a
 * listing filters and counts by (decision 012). The filters below are written once for both.
 */
interface ListingSource {
  table: typeof products | typeof vehicleListings;
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

const sourceOf = (where: ListingWhere): ListingSource => (where.vehicleId === undefined ? shownProducts : vehicleSource(where.vehicleId));

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
      where o.product_id = ${source.productId} and o.type = 'color' and v.slug in ${where.colors!})`);
  }
  if (use("productIds")) conditions.push(inArray(source.productId, where.productIds!));
  return and(...conditions)!;
}

/** The filters the stored counts are keyed by; a listing also filtered by price, colour or ids counts its rows. */
const COUNTED: readonly (keyof ListingWhere)[] = ["vehicleId", "categoryIds", "brandIds", "discount", "rating"];

/**
 * Whether listing_counts answers under this filter (less `except`): then a total or a facet sums
 * a few rows per category and brand instead of counting every fitting part (for a popular vehicle
 * with the universal parts, 200,000 rows; without a vehicle, a million). Decision 012.
 */
function countsServe(where: ListingWhere, except?: keyof ListingWhere): boolean {
  return (Object.keys(where) as (keyof ListingWhere)[]).every((key) => key === except || COUNTED.includes(key) || where[key] === undefined);
}

const lc = listingCounts;

function countConditions(where: ListingWhere, except?: keyof ListingWhere): SQL {
  const use = (key: keyof ListingWhere) => key !== except && where[key] !== undefined;
  const conditions: SQL[] = [where.vehicleId === undefined ? eq(lc.vehicleId, -1) : inArray(lc.vehicleId, [where.vehicleId, 0])];
  if (use("categoryIds")) conditions.push(inArray(lc.categoryId, where.categoryIds!));
  if (use("brandIds")) conditions.push(inArray(lc.brandId, where.brandIds!));
  if (use("discount") && where.discount !== "any") conditions.push(eq(lc.discounted, where.discount === "yes"));
  if (use("rating")) conditions.push(sql`${lc.rating} in ${where.rating!}`);
  return and(...conditions)!;
}

const countSum = sql<number>`sum(${lc.count})::int`;

function orderOf(sort: ListingSort, locale: Locale): SQL[] {
  const name = sql`coalesce(nullif(${products.title}->>${locale}, ''), ${products.title}->>'en')`;
  switch (sort) {
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
      if (filter.vehicleId === undefined) {
        return summaries()
          .where(listingConditions(shownProducts, filter))
          .orderBy(...orderOf(sort, locale))
          .limit(limit)
          .offset(offset);
      }
      const source = vehicleSource(filter.vehicleId);
      const fitting = db.select({ id: vl.productId }).from(vl).where(listingConditions(source, filter));
      if (sort === "default" || sort === "best_selling") {
        // The page is picked from the derived rows alone (they hold the default order's columns);
        // only its 24 products are read.
        const pageIds = fitting.orderBy(desc(vl.featured), desc(vl.salesCount), asc(vl.productId)).limit(limit).offset(offset);
        return summaries()
          .where(inArray(products.id, pageIds))
          .orderBy(...orderOf(sort, locale));
      }
      return summaries()
        .where(and(eq(products.status, "show"), inArray(products.id, fitting)))
        .orderBy(...orderOf(sort, locale))
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
    collection: (kind: ProductCollection, filter: Omit<ListingWhere, "vehicleId">, limit: number): Promise<ProductSummaryRow[]> =>
      summaries()
        .where(and(listingConditions(shownProducts, filter), collectionWhere[kind]))
        .orderBy(...collectionOrder[kind])
        .limit(limit),

    /** Folds the appended count changes into one row per vehicle and category (decision 012). */
    async compactCounts(): Promise<void> {
      await db.execute(sql`select listing_counts_compact()`);
    },

    /** Every facet's counts, each under all the filters but its own. */
    async facetCounts(filter: ListingWhere) {
      const [categories, brands, price, discount, ratings, colors] = await Promise.all([
        categoryCounts(filter, "categoryIds"),
        brandCounts(filter),
        priceBounds(filter),
        discountCounts(filter),
        ratingCounts(filter),
        colorCounts(filter),
      ]);
      return { categories, brands, price, discount, ratings, colors };
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

  async function brandCounts(filter: ListingWhere) {
    if (countsServe(filter, "brandIds")) {
      return db
        .select({ slug: brands.slug, name: brands.name, count: countSum })
        .from(lc)
        .innerJoin(brands, eq(brands.id, lc.brandId))
        .where(countConditions(filter, "brandIds"))
        .groupBy(brands.slug, brands.name)
        .having(sql`sum(${lc.count}) > 0`)
        .orderBy(asc(brands.name));
    }
    const source = sourceOf(filter);
    return db
      .select({ slug: brands.slug, name: brands.name, count: sql<number>`count(*)::int` })
      .from(source.table)
      .innerJoin(brands, eq(brands.id, source.brandId))
      .where(listingConditions(source, filter, "brandIds"))
      .groupBy(brands.slug, brands.name)
      .orderBy(asc(brands.name));
  }

  async function priceBounds(filter: ListingWhere): Promise<{ min: number; max: number } | null> {
    const onlyVehicle = (Object.keys(filter) as (keyof ListingWhere)[]).every(
      (key) => key === "priceCents" || key === "vehicleId" || filter[key] === undefined,
    );
    if (onlyVehicle && filter.vehicleId !== undefined) {
      // The two ends of the vehicle's range and of the universal parts' range of one index.
      const [row] = await rowsOf<{ min: number | null; max: number | null }>(
        db,
        sql`select min(lo)::int as min, max(hi)::int as max from (
              select min(price_cents) as lo, max(price_cents) as hi from vehicle_listings where vehicle_id = ${filter.vehicleId}
              union all
              select min(price_cents), max(price_cents) from vehicle_listings where vehicle_id = 0) ends`,
      );
      return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
    }
    const source = sourceOf(filter);
    const [row] = await db
      .select({ min: sql<number | null>`min(${source.price})::int`, max: sql<number | null>`max(${source.price})::int` })
      .from(source.table)
      .where(listingConditions(source, filter, "priceCents"));
    return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
  }

  async function discountCounts(filter: ListingWhere): Promise<{ yes: number; no: number }> {
    if (countsServe(filter, "discount")) {
      const [row] = await db
        .select({
          yes: sql<number | null>`sum(${lc.count}) filter (where ${lc.discounted})::int`,
          no: sql<number | null>`sum(${lc.count}) filter (where not ${lc.discounted})::int`,
        })
        .from(lc)
        .where(countConditions(filter, "discount"));
      return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
    }
    const source = sourceOf(filter);
    const [row] = await db
      .select({
        yes: sql<number>`count(*) filter (where ${source.discounted})::int`,
        no: sql<number>`count(*) filter (where not ${source.discounted})::int`,
      })
      .from(source.table)
      .where(listingConditions(source, filter, "discount"));
    return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
  }

  async function ratingCounts(filter: ListingWhere): Promise<Map<number, number>> {
    if (countsServe(filter, "rating")) {
      const rows = await db
        .select({ rating: lc.rating, count: countSum })
        .from(lc)
        .where(and(countConditions(filter, "rating"), sql`${lc.rating} > 0`))
        .groupBy(lc.rating)
        .having(sql`sum(${lc.count}) > 0`);
      return new Map(rows.map((r) => [Number(r.rating), r.count]));
    }
    const source = sourceOf(filter);
    const rows = await db
      .select({ rating: sql<number>`${source.rating}`, count: sql<number>`count(*)::int` })
      .from(source.table)
      .where(and(listingConditions(source, filter, "rating"), source.rated))
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [Number(r.rating), r.count]));
  }

  async function colorCounts(filter: ListingWhere) {
    const source = sourceOf(filter);
    return rowsOf<{ slug: string; name: { en: string; ru?: string; ar?: string }; color: string; count: number }>(
      db,
      sql`select v.slug, min(v.name::text)::jsonb as name, min(v.color) as color, count(distinct ${source.productId})::int as count
            from ${source.table}
            join product_options o on o.product_id = ${source.productId} and o.type = 'color'
            join product_option_values v on v.option_id = o.id
            where ${listingConditions(source, filter, "colors")}
            group by v.slug
            order by v.slug`,
    );
  }
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
