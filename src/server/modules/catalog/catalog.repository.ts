import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
import {
  brands,
  categories,
  fitment,
  fitmentNotes,
  productCodes,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productSlugRedirects,
  productSpecs,
  productVariants,
  vehicles,
} from "../../../db/tables.ts";
import type { FitmentRow } from "../../../domain/fitment-groups.ts";
import { PRODUCT_PAGE_FIELDS } from "../../../domain/part-fields.ts";
import type { ProductOption } from "../../../domain/schemas/catalog.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";

/**
 * Numbers a typed code's suggestions are looked for among, shortest first: enough that a vehicle's
 * parts are found among them, few enough to sort at once however short the code.
 */
const CODE_WORDS = 500;

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
  taxClass: products.taxClass,
  priceEur: products.priceEur,
  priceGbp: products.priceGbp,
  priceRub: products.priceRub,
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
  [K in keyof typeof productSummaryColumns]: (typeof productSummaryColumns)[K]["_"]["notNull"] extends true
    ? (typeof productSummaryColumns)[K]["_"]["data"]
    : (typeof productSummaryColumns)[K]["_"]["data"] | null;
} & { stock: number };

/**
 * spec §1 "parts that fit": universal parts fit every vehicle, the rest through the (vehicle_id,
 * product_id) key. The one place this rule is written: the listing's filter, search and the
 * vehicles module's fitment check all use it.
 */
export function fitsVehicle(vehicleId: number): SQL {
  return sql`(${products.universal} or exists (select 1 from fitment f where f.vehicle_id = ${vehicleId} and f.product_id = ${products.id}))`;
}

/** Products with their brand and category, as lists and pages show them (add the WHERE and ORDER). */
export function productSummaries(db: Executor) {
  return db
    .select({ ...productSummaryColumns, stock: availableStock })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
}

/** Categories, brands and products: what the catalogue's pages, search and related lists read. */
export function createCatalogRepository(db: Executor) {
  const summaries = () => productSummaries(db);

  /** A part's fitment rows with their vehicles and notes, read once through fitment_product_idx. */
  async function fitmentOf(productId: number): Promise<FitmentRow[]> {
    const rows = await db
      .select({
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        engine: vehicles.engine,
        noteSlug: fitmentNotes.slug,
        noteText: fitmentNotes.note,
      })
      .from(fitment)
      .innerJoin(vehicles, eq(vehicles.id, fitment.vehicleId))
      .leftJoin(fitmentNotes, eq(fitmentNotes.id, fitment.noteId))
      .where(eq(fitment.productId, productId));
    return rows.map(({ noteSlug, noteText, ...vehicle }) => ({
      ...vehicle,
      note: noteSlug !== null && noteText !== null ? { slug: noteSlug, text: noteText } : null,
    }));
  }

  return {
    listCategories: () => db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),

    listBrands: () => db.select().from(brands).orderBy(asc(brands.name)),

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

    /** The current slug of the shown product that had this one before it was renamed. */
    async slugRedirect(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: products.slug })
        .from(productSlugRedirects)
        .innerJoin(products, eq(products.id, productSlugRedirects.productId))
        .where(and(eq(productSlugRedirects.slug, slug), eq(products.status, "show")));
      return row?.slug;
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
      const [[row], specs, variants, codes, fitmentRows] = await Promise.all([
        db
          .select({
            description: products.description,
            metaTitle: products.metaTitle,
            metaDescription: products.metaDescription,
            metaKeywords: products.metaKeywords,
            categoryId: products.categoryId,
            // The part's fields the page lists among its specifications (src/domain/part-fields.ts), by name.
            pageFields: sql<Record<string, unknown>>`${sql.raw(
              `jsonb_build_object(${PRODUCT_PAGE_FIELDS.map((field) => `'${field.name}', products.${field.column}`).join(", ")})`,
            )}`,
            // What staff wrote each picture shows, by its address (a chosen variant shows its own first).
            pictureAlts: sql<Record<string, Partial<LocalizedText>>>`coalesce((select jsonb_object_agg(i.url, i.alt)
              from product_images i where i.product_id = products.id and i.alt <> '{}'::jsonb), '{}'::jsonb)`,
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
            id: productVariants.id,
            options: productVariants.options,
            partNumber: productVariants.partNumber,
            sku: productVariants.sku,
            priceCents: productVariants.priceCents,
            discountCents: productVariants.discountCents,
            image: productVariants.image,
            stock: sql<number>`${productVariants.quantity} - ${productVariants.reserved}`.mapWith(Number),
          })
          .from(productVariants)
          .where(eq(productVariants.productId, productId))
          .orderBy(asc(productVariants.position), asc(productVariants.id)),
        // The numbers other makers give it (a variant's own numbers are shown with the variant).
        db
          .select({ kind: productCodes.kind, maker: productCodes.maker, code: productCodes.code })
          .from(productCodes)
          .where(and(eq(productCodes.productId, productId), inArray(productCodes.kind, ["oem", "cross"])))
          .orderBy(asc(productCodes.position), asc(productCodes.codeNormalized)),
        fitmentOf(productId),
      ]);
      return row ? { ...row, specs, variants, codes, fitment: fitmentRows } : undefined;
    },

    /** Product ids' specifications, in their order (what tells look-alike cards apart). */
    async specsOf(productIds: number[]): Promise<Map<number, { name: LocalizedText; value: string }[]>> {
      const map = new Map<number, { name: LocalizedText; value: string }[]>();
      if (productIds.length === 0) return map;
      const rows = await db
        .select({ productId: productSpecs.productId, name: productSpecs.name, value: productSpecs.value })
        .from(productSpecs)
        .where(inArray(productSpecs.productId, productIds))
        .orderBy(asc(productSpecs.productId), asc(productSpecs.position));
      for (const { productId, ...spec } of rows) map.set(productId, [...(map.get(productId) ?? []), spec]);
      return map;
    },

    /** Shown products of the same category as the product, best sellers first, without it. */
    relatedTo: (productId: number, limit: number) =>
      summaries()
        .where(
          and(
            eq(products.status, "show"),
            ne(products.id, productId),
            sql`${products.categoryId} = (select p.category_id from products p where p.id = ${productId})`,
          ),
        )
        .orderBy(desc(products.featured), desc(products.salesCount), asc(products.id))
        .limit(limit),

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

    /** The shown products with these ids, in the order given (a search's answer, say). */
    async summariesInOrder(ids: number[]): Promise<ProductSummaryRow[]> {
      if (ids.length === 0) return [];
      const rows = await summaries().where(and(eq(products.status, "show"), inArray(products.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * Suggestions (decision 013): parts whose number or SKU starts with the typed code, in code
     * order, then (when `fromSegments`) parts carrying it from one of a number's segments on
     * ("BFL0115" for OV-FER-BFL01151, migration 0029); then parts whose titles (any language)
     * carry every typed word and a word starting with the last one, most popular first. With a
     * vehicle, only the parts that fit it. Read from the term dictionary: a few index ranges,
     * whatever the catalogue's size.
     */
    async suggestedProductIds(words: string[], code: string, limit: number, vehicleId?: number, fromSegments = false): Promise<number[]> {
      const fits = (productId: SQL) =>
        vehicleId === undefined
          ? sql`true`
          : sql`exists (select 1 from vehicle_listings l where l.product_id = ${productId} and l.vehicle_id in (${vehicleId}, 0))`;
      // Every number a part is known by (its own and its SKU, its variants', OEM and cross-reference
      // numbers) is a '#' word of the dictionary: the typed code itself first, then the shortest
      // numbers that begin with it, each with its most popular parts.
      const byWhole = () =>
        rowsOf<{ id: number }>(
          db,
          sql`select s.product_id as id
              from (select w.word from search_words w where w.word like ${`#${escapeLike(code)}%`}
                    order by length(w.word), w.word limit ${CODE_WORDS}) w
              cross join lateral (select s.product_id, s.sales_count from search_postings s
                                  where s.term = w.word and ${fits(sql`s.product_id`)}
                                  order by s.sales_count desc, s.product_id limit ${limit}) s
              order by length(w.word), w.word, s.sales_count desc, s.product_id limit ${limit}`,
        );
      // Each number's suffixes from its second segment on are '##' words, read in the prefix index's
      // own order (~<~, the typed segment itself first) and only until the suggestions are full: a
      // short code's range is not read whole and sorted. A part met by several of its segments (a
      // part number and its variants' SKUs) is taken at the first of them only: a probe of its own
      // postings (OFFSET 0 keeps it a probe; as an anti-join the planner may scan every posting).
      const segment = `##${escapeLike(code)}%`;
      const bySegment = () =>
        rowsOf<{ id: number }>(
          db,
          sql`select s.product_id as id
              from (select w.word from search_words w where w.word like ${segment}
                    order by w.word using ~<~ limit ${CODE_WORDS}) w
              cross join lateral (select s.product_id, s.sales_count from search_postings s
                                  where s.term = w.word and ${fits(sql`s.product_id`)}
                                    and not exists (select 1 from search_postings o
                                                    where o.product_id = s.product_id and o.term like ${segment} and o.term ~<~ w.word
                                                    offset 0)
                                  order by s.sales_count desc, s.product_id limit ${limit}) s
              order by w.word using ~<~, s.sales_count desc, s.product_id limit ${limit}`,
        );
      const byCode = (async () => {
        if (code.length < 3) return [];
        const wholeNumbers = await byWhole();
        // Whole numbers that fill the suggestions leave no room for segments: not read.
        if (!fromSegments || new Set(wholeNumbers.map((row) => row.id)).size >= limit) return wholeNumbers;
        return [...wholeNumbers, ...(await bySegment())];
      })();
      const prefix = words.at(-1);
      const whole = words.slice(0, -1);
      let byWords: Promise<{ id: number }[]> = Promise.resolve([]);
      if (prefix !== undefined && whole.length === 0) {
        // Each word the prefix completes to gives its most popular parts; the best of those are the answer.
        byWords = rowsOf<{ id: number }>(
          db,
          sql`select s.product_id as id from search_words w
              cross join lateral (select s.product_id, s.sales_count from search_postings s
                                  where s.term = w.word and ${fits(sql`s.product_id`)}
                                  order by s.sales_count desc, s.product_id limit ${limit}) s
              where w.word like ${`${prefix}%`}
              group by s.product_id, s.sales_count
              order by s.sales_count desc, s.product_id limit ${limit}`,
        );
      } else if (prefix !== undefined) {
        // Several words: the parts of the longest whole word (likely the rarest), checked for the others and the prefix.
        // The whole words are counted on the part's postings (one per word and part) in one subquery:
        // a semi-join per word made the planner weigh every order of eight joins (1.1 s to plan, 12 ms to run).
        const distinct = [...new Set(whole)];
        byWords = rowsOf<{ id: number }>(
          db,
          sql`select s.product_id as id from search_postings s
              where s.term = (select w.word from search_words w where w.word in ${distinct} order by length(w.word) desc, w.word limit 1)
                and (select count(*) from search_postings o where o.product_id = s.product_id and o.term in ${distinct}) = ${distinct.length}
                and exists (select 1 from search_postings o where o.product_id = s.product_id and o.term like ${`${prefix}%`})
                and ${fits(sql`s.product_id`)}
              order by s.sales_count desc, s.product_id limit ${limit}`,
        );
      }
      const ids = [...(await byCode), ...(await byWords)].map((row) => row.id);
      return [...new Set(ids)].slice(0, limit);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
