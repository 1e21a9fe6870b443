import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import { rowsOf, type Executor } from "../../../db/client.ts";
import { brands, products } from "../../../db/tables.ts";
import type { FilterValues } from "../../../domain/filters.ts";
import type { Locale } from "../../../domain/schemas/common.ts";
import { fitsVehicle, productSummaries, type ProductSummaryRow } from "./catalog.repository.ts";

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

/** The WHERE of a listing; `except` leaves one filter out, for that filter's own counts. */
function listingConditions(where: ListingWhere, except?: keyof ListingWhere): SQL {
  const conditions: SQL[] = [eq(products.status, "show")];
  const use = (key: keyof ListingWhere) => key !== except && where[key] !== undefined;
  if (use("categoryIds")) conditions.push(inArray(products.categoryId, where.categoryIds!));
  if (use("vehicleId")) conditions.push(fitsVehicle(where.vehicleId!));
  if (use("priceCents")) {
    const [min, max] = where.priceCents!;
    conditions.push(sql`${sellingPrice} between ${min} and ${max}`);
  }
  if (use("brandIds")) conditions.push(inArray(products.brandId, where.brandIds!));
  if (use("discount") && where.discount !== "any") {
    conditions.push(where.discount === "yes" ? sql`${products.discountCents} > 0` : sql`${products.discountCents} = 0`);
  }
  if (use("rating")) {
    conditions.push(sql`${products.reviewCount} > 0 and ${roundedRating} in ${where.rating!}`);
  }
  if (use("colors")) {
    conditions.push(sql`exists (
      select 1 from product_options o join product_option_values v on v.option_id = o.id
      where o.product_id = ${products.id} and o.type = 'color' and v.slug in ${where.colors!})`);
  }
  if (use("productIds")) conditions.push(inArray(products.id, where.productIds!));
  return and(...conditions)!;
}

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
    productCountsByCategory: (filter: ListingWhere = {}) => categoryCounts(listingConditions(filter)),

    page: (filter: ListingWhere, sort: ListingSort, locale: Locale, limit: number, offset: number): Promise<ProductSummaryRow[]> =>
      summaries()
        .where(listingConditions(filter))
        .orderBy(...orderOf(sort, locale))
        .limit(limit)
        .offset(offset),

    async count(filter: ListingWhere): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(listingConditions(filter));
      return row?.count ?? 0;
    },

    /** A special list (featured, best sellers...) of the shown products under the filter, in its own order. */
    collection: (kind: ProductCollection, filter: ListingWhere, limit: number): Promise<ProductSummaryRow[]> =>
      summaries()
        .where(and(listingConditions(filter), collectionWhere[kind]))
        .orderBy(...collectionOrder[kind])
        .limit(limit),

    /** Every facet's counts, each under all the filters but its own. */
    async facetCounts(filter: ListingWhere) {
      const [categories, brands, price, discount, ratings, colors] = await Promise.all([
        categoryCounts(listingConditions(filter, "categoryIds")),
        brandCounts(listingConditions(filter, "brandIds")),
        priceBounds(listingConditions(filter, "priceCents")),
        discountCounts(listingConditions(filter, "discount")),
        ratingCounts(listingConditions(filter, "rating")),
        colorCounts(listingConditions(filter, "colors")),
      ]);
      return { categories, brands, price, discount, ratings, colors };
    },
  };

  async function categoryCounts(where: SQL): Promise<Map<number, number>> {
    const rows = await db
      .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
      .from(products)
      .where(where)
      .groupBy(products.categoryId);
    return new Map(rows.map((r) => [r.categoryId, r.count]));
  }

  async function brandCounts(where: SQL) {
    return db
      .select({ slug: brands.slug, name: brands.name, count: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(where)
      .groupBy(brands.slug, brands.name)
      .orderBy(asc(brands.name));
  }

  async function priceBounds(where: SQL): Promise<{ min: number; max: number } | null> {
    const [row] = await db
      .select({ min: sql<number | null>`min(${sellingPrice})::int`, max: sql<number | null>`max(${sellingPrice})::int` })
      .from(products)
      .where(where);
    return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
  }

  async function discountCounts(where: SQL): Promise<{ yes: number; no: number }> {
    const [row] = await db
      .select({
        yes: sql<number>`count(*) filter (where ${products.discountCents} > 0)::int`,
        no: sql<number>`count(*) filter (where ${products.discountCents} = 0)::int`,
      })
      .from(products)
      .where(where);
    return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
  }

  async function ratingCounts(where: SQL): Promise<Map<number, number>> {
    const rows = await db
      .select({ rating: sql<number>`${roundedRating}`, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(where, sql`${products.reviewCount} > 0`))
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [Number(r.rating), r.count]));
  }

  async function colorCounts(where: SQL) {
    return rowsOf<{ slug: string; name: { en: string; ru?: string; ar?: string }; color: string; count: number }>(
      db,
      sql`select v.slug, min(v.name::text)::jsonb as name, min(v.color) as color, count(distinct ${products.id})::int as count
            from ${products}
            join product_options o on o.product_id = ${products.id} and o.type = 'color'
            join product_option_values v on v.option_id = o.id
            where ${where}
            group by v.slug
            order by v.slug`,
    );
  }
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
