import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";

import { rowsOf, type Executor } from "../../../db/client.ts";
import {
  brands,
  categories,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
  productVariants,
  reviews,
} from "../../../db/tables.ts";
import type { FilterValues } from "../../../domain/filters.ts";
import type { ProductOption } from "../../../domain/schemas/catalog.ts";
import type { Locale } from "../../../domain/schemas/common.ts";

export type CategoryRow = typeof categories.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;

const productSummaryColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  partNumber: products.partNumber,
  title: products.title,
  excerpt: products.excerpt,
  priceCents: products.priceCents,
  discountCents: products.discountCents,
  status: products.status,
  tags: products.tags,
  universal: products.universal,
  rating: products.ratingAverage,
  reviewCount: products.reviewCount,
  brandSlug: brands.slug,
  brandName: brands.name,
  brandCountry: brands.country,
  categorySlug: categories.slug,
  categoryName: categories.name,
};

/** What a shopper can buy: units held for open payment sessions are not on the shelf (decision 003). */
const availableStock = sql<number>`${products.stock} - ${products.reserved}`.mapWith(Number);

export type ProductSummaryRow = {
  [K in keyof typeof productSummaryColumns]: (typeof productSummaryColumns)[K]["_"]["data"];
} & { stock: number };

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

const sellingPrice = sql`(${products.priceCents} - ${products.discountCents})`;
const roundedRating = sql`least(5, greatest(1, round(${products.ratingAverage})))::int`;

/** spec §1 "parts that fit": universal parts fit every vehicle, the rest through the (vehicle_id, product_id) key. */
export function fitsVehicle(vehicleId: number): SQL {
  return sql`(${products.universal} or exists (select 1 from fitment f where f.vehicle_id = ${vehicleId} and f.product_id = ${products.id}))`;
}

/** The WHERE of a listing; `except` leaves one filter out, for that filter's own counts. */
export function listingConditions(where: ListingWhere, except?: keyof ListingWhere): SQL {
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

export function createCatalogRepository(db: Executor) {
  const summaries = () =>
    db
      .select({ ...productSummaryColumns, stock: availableStock })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId));

  return {
    listCategories: () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),

    /** Shown products per category (not rolled up). */
    async productCountsByCategory(where: SQL = listingConditions({})): Promise<Map<number, number>> {
      const rows = await db
        .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
        .from(products)
        .where(where)
        .groupBy(products.categoryId);
      return new Map(rows.map((r) => [r.categoryId, r.count]));
    },

    listBrands: () => db.select().from(brands).orderBy(asc(brands.name)),

    listProducts: (where: SQL, sort: ListingSort, locale: Locale, limit: number, offset: number) =>
      summaries()
        .where(where)
        .orderBy(...orderOf(sort, locale))
        .limit(limit)
        .offset(offset),

    async countProducts(where: SQL): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(where);
      return row?.count ?? 0;
    },

    /** Products of the special lists (featured, best sellers...) in the order asked. */
    listProductsOrdered: (where: SQL, order: SQL[], limit: number) =>
      summaries()
        .where(where)
        .orderBy(...order)
        .limit(limit),

    async imagesOf(productIds: number[]): Promise<Map<number, string[]>> {
      const map = new Map<number, string[]>();
      if (productIds.length === 0) return map;
      const rows = await db
        .select({ productId: productImages.productId, url: productImages.url })
        .from(productImages)
        .where(inArray(productImages.productId, productIds))
        .orderBy(asc(productImages.productId), asc(productImages.position));
      for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row.url]);
      return map;
    },

    async optionsOf(productIds: number[]): Promise<Map<number, ProductOption[]>> {
      const map = new Map<number, ProductOption[]>();
      if (productIds.length === 0) return map;
      const rows = await db
        .select({
          productId: productOptions.productId,
          optionId: productOptions.id,
          slug: productOptions.slug,
          type: productOptions.type,
          name: productOptions.name,
          valueSlug: productOptionValues.slug,
          valueName: productOptionValues.name,
          color: productOptionValues.color,
        })
        .from(productOptions)
        .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
        .where(inArray(productOptions.productId, productIds))
        .orderBy(asc(productOptions.productId), asc(productOptions.position), asc(productOptionValues.position));
      for (const row of rows) {
        const options = map.get(row.productId) ?? [];
        let option = options.find((o) => o.slug === row.slug);
        if (!option) {
          option = { type: row.type, slug: row.slug, name: row.name, values: [] };
          options.push(option);
        }
        option.values.push({ slug: row.valueSlug, name: row.valueName, color: row.color });
        map.set(row.productId, options);
      }
      return map;
    },

    async productSummaryBy(column: "slug" | "id", value: string | number): Promise<ProductSummaryRow | undefined> {
      const condition = column === "slug" ? eq(products.slug, String(value)) : eq(products.id, Number(value));
      const [row] = await summaries().where(condition).limit(1);
      return row;
    },

    /** A product page's SEO meta, whatever the product's status. */
    async productSeo(slug: string): Promise<{ metaTitle: string; metaDescription: string; metaKeywords: string } | undefined> {
      const [row] = await db
        .select({ metaTitle: products.metaTitle, metaDescription: products.metaDescription, metaKeywords: products.metaKeywords })
        .from(products)
        .where(eq(products.slug, slug));
      return row;
    },

    async productDetailsOf(productId: number) {
      const [[row], specs, variants] = await Promise.all([
        db
          .select({
            description: products.description,
            metaTitle: products.metaTitle,
            metaDescription: products.metaDescription,
            metaKeywords: products.metaKeywords,
            categoryId: products.categoryId,
          })
          .from(products)
          .where(eq(products.id, productId)),
        db
          .select({ name: productSpecs.name, value: productSpecs.value })
          .from(productSpecs)
          .where(eq(productSpecs.productId, productId))
          .orderBy(asc(productSpecs.position)),
        db
          .select({
            partNumber: productVariants.partNumber,
            sku: productVariants.sku,
            priceCents: productVariants.priceCents,
            image: productVariants.image,
            quantity: productVariants.quantity,
          })
          .from(productVariants)
          .where(eq(productVariants.productId, productId))
          .orderBy(asc(productVariants.id)),
      ]);
      return row ? { ...row, specs, variants } : undefined;
    },

    reviewsOf: (productId: number, limit: number, offset: number) =>
      db
        .select()
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),

    async reviewCountOf(productId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      return row?.count ?? 0;
    },

    /**
     * Locks a product's row for the rest of the transaction, so reviews posted at the same time
     * recompute its rating one after the other. Undefined when there is no such product.
     */
    async lockProduct(productId: number): Promise<{ id: number; status: "show" | "hide" } | undefined> {
      const [row] = await db
        .select({ id: products.id, status: products.status })
        .from(products)
        .where(eq(products.id, productId))
        .for("update");
      return row;
    },

    async insertReview(review: { productId: number; author: string; rating: number; content: string; userId: string | null }) {
      const [row] = await db.insert(reviews).values(review).returning();
      return row!;
    },

    /** spec §9: the rating shown is the average of the review ratings; stored with the count. */
    async refreshRating(productId: number): Promise<{ rating: number; reviewCount: number }> {
      const [row] = await db
        .update(products)
        .set({
          ratingAverage: sql`coalesce((select avg(r.rating)::real from reviews r where r.product_id = ${productId}), 0)`,
          reviewCount: sql`(select count(*)::int from reviews r where r.product_id = ${productId})`,
        })
        .where(eq(products.id, productId))
        .returning({ rating: products.ratingAverage, reviewCount: products.reviewCount });
      return row ?? { rating: 0, reviewCount: 0 };
    },

    /** Shown products of the same category as the product, best sellers first, without it. */
    relatedTo: (productId: number, limit: number) =>
      summaries()
        .where(
          and(
            listingConditions({}),
            ne(products.id, productId),
            sql`${products.categoryId} = (select p.category_id from products p where p.id = ${productId})`,
          ),
        )
        .orderBy(desc(products.featured), desc(products.salesCount), asc(products.id))
        .limit(limit),

    // --- listing facets: counts under every filter but the facet's own ------------------------

    async brandCounts(where: SQL) {
      return db
        .select({ slug: brands.slug, name: brands.name, count: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .groupBy(brands.slug, brands.name)
        .orderBy(asc(brands.name));
    },

    async priceBounds(where: SQL): Promise<{ min: number; max: number } | null> {
      const [row] = await db
        .select({ min: sql<number | null>`min(${sellingPrice})::int`, max: sql<number | null>`max(${sellingPrice})::int` })
        .from(products)
        .where(where);
      return row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null;
    },

    async discountCounts(where: SQL): Promise<{ yes: number; no: number }> {
      const [row] = await db
        .select({
          yes: sql<number>`count(*) filter (where ${products.discountCents} > 0)::int`,
          no: sql<number>`count(*) filter (where ${products.discountCents} = 0)::int`,
        })
        .from(products)
        .where(where);
      return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
    },

    async ratingCounts(where: SQL): Promise<Map<number, number>> {
      const rows = await db
        .select({ rating: sql<number>`${roundedRating}`, count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(where, sql`${products.reviewCount} > 0`))
        .groupBy(sql`1`);
      return new Map(rows.map((r) => [Number(r.rating), r.count]));
    },

    async colorCounts(where: SQL) {
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
    },

    /** The given products that fit the vehicle (the listing's vehicle filter, on a list of ids). */
    async fittingProductIds(vehicleId: number, productIds: number[]): Promise<number[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), fitsVehicle(vehicleId)))
        .orderBy(asc(products.id));
      return rows.map((r) => r.id);
    },

    // --- search --------------------------------------------------------------------------------

    /**
     * Full text on titles in every language, or a part number / SKU with or without dashes; with a
     * vehicle, only the parts that fit it (the listing's vehicle filter).
     */
    searchProducts(words: string[], code: string, limit: number, vehicleId?: number) {
      const prefixes = words.map((w) => `${w}:*`).join(" & ");
      const text =
        words.length > 0
          ? sql`(${products.searchVector} @@ to_tsquery('simple', ${prefixes})
               or ${products.searchVector} @@ plainto_tsquery('english', ${words.join(" ")})
               or ${products.searchVector} @@ plainto_tsquery('russian', ${words.join(" ")})
               or ${products.searchVector} @@ plainto_tsquery('arabic', ${words.join(" ")}))`
          : sql`false`;
      const byCode = code.length >= 3 ? sql`${products.codesNormalized} like ${`%${code}%`}` : sql`false`;
      return summaries()
        .where(and(eq(products.status, "show"), sql`(${text} or ${byCode})`, vehicleId === undefined ? undefined : fitsVehicle(vehicleId)))
        .orderBy(
          desc(sql`case when ${byCode} then 1 else 0 end`),
          desc(
            sql`ts_rank(${products.searchVector}, ${words.length > 0 ? sql`to_tsquery('simple', ${prefixes})` : sql`to_tsquery('simple', '')`})`,
          ),
          desc(products.salesCount),
          asc(products.id),
        )
        .limit(limit);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
