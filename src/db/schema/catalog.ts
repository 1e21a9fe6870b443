import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { STOCK_MOVEMENT_KINDS, STORED_PRODUCT_STATUSES } from "../../domain/stock.ts";
import { users } from "./accounts.ts";
import type { LocalizedText } from "./types.ts";

export const categories = pgTable(
  "categories",
  {
    id: serial().primaryKey(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    slug: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    image: text(),
    icon: text(),
    layout: text({ enum: ["categories", "products"] })
      .notNull()
      .default("products"),
    position: integer().notNull().default(0),
    /** Taken off the storefront's menus and pages; its parts stay where they are. */
    hidden: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug), index("categories_parent_idx").on(t.parentId)],
);

export const brands = pgTable(
  "brands",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    name: text().notNull(),
    country: text().notNull(),
    image: text().notNull(),
    hidden: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex("brands_slug_key").on(t.slug)],
);

export const products = pgTable(
  "products",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    sku: text().notNull(),
    partNumber: text().notNull(),
    /** Part number and SKU upper-cased without dashes or spaces, for search by part number. */
    codesNormalized: text().notNull(),
    title: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    excerpt: jsonb().$type<LocalizedText>().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    stock: integer().notNull(),
    /** Units held for open payment sessions (decision 003): available = stock - reserved. */
    reserved: integer().notNull().default(0),
    priceCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /**
     * show: on the storefront; hide: taken off it; draft: being prepared, never shown yet;
     * deleted: gone from the shop and the back office's lists, kept for the orders that name it
     * (its address answers 410) until staff restore it.
     */
    status: text({ enum: STORED_PRODUCT_STATUSES }).notNull().default("show"),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    universal: boolean().notNull().default(false),
    featured: boolean().notNull().default(false),
    /** Units sold; best-seller lists and the default sort read it. */
    salesCount: integer().notNull().default(0),
    ratingAverage: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    metaTitle: text().notNull().default(""),
    metaDescription: text().notNull().default(""),
    metaKeywords: text().notNull().default(""),
    /**
     * The sale staff set (the spec's compareAtPrice is then the price): the selling price in cents
     * and the window it runs in, either end open. `discountCents` is what sells now; the shop
     * moves it when a window opens or closes (catalogue-admin's sale clock).
     */
    salePriceCents: integer(),
    saleStartsAt: timestamp({ withTimezone: true }),
    saleEndsAt: timestamp({ withTimezone: true }),
    /** Shipping reads these; null until staff weigh and measure the part. */
    weightGrams: integer(),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    /** Oversize (a bull bar, a canopy): parcel methods do not take it, freight does. */
    freight: boolean().notNull().default(false),
    /** The tax class it is charged tax by (decision 040): a country may name a rate of its own for it. */
    taxClass: text().notNull().default("standard"),
    /** Its own prices in other currencies (decision 043), exact decimals; null: the dollar price converted. */
    priceEur: numeric({ precision: 12, scale: 2 }),
    priceGbp: numeric({ precision: 12, scale: 2 }),
    priceRub: numeric({ precision: 12, scale: 2 }),
    /** Where the part was made (ISO 3166-1 alpha-2) and its Harmonized System tariff code: what customs asks across a border. */
    countryOfOrigin: text(),
    hsCode: text(),
    /** A part sold as itself: what the shop pays for it, in cents (staff only), and its barcode's number. */
    costCents: integer(),
    gtin: text(),
    /** When a draft or hidden part is shown by the shop's publishing clock; null: not scheduled. */
    publishAt: timestamp({ withTimezone: true }),
    /** Units available (stock less held) at or below which the dashboard lists the part. */
    lowStockLevel: integer().notNull().default(5),
    /** Moves on every save from the editor: a save made on an older version is refused (no silent overwrite). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_key").on(t.slug),
    uniqueIndex("products_sku_key").on(t.sku),
    index("products_category_idx").on(t.categoryId),
    index("products_brand_idx").on(t.brandId),
    index("products_sales_idx").on(t.salesCount.desc()),
    index("products_created_idx").on(t.createdAt.desc()),
    // The orders listings and the home page's rows read from the top of, among shown products:
    // with them a page is an index range, not a sort of a million rows. (DESC NULLS FIRST is
    // what ORDER BY ... DESC means; an index with the other null order would not serve it.)
    index("products_listing_default_idx")
      .on(t.featured.desc().nullsFirst(), t.salesCount.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'show'`),
    index("products_best_seller_idx")
      .on(t.salesCount.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'show' and ${t.salesCount} > 0`),
    index("products_new_arrival_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'show'`),
    index("products_featured_idx")
      .on(t.salesCount.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'show' and ${t.featured}`),
    index("products_top_rated_idx")
      .on(t.ratingAverage.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'show' and ${t.reviewCount} > 0`),
    index("products_special_offer_idx")
      .on(sql`(${t.discountCents}::float / ${t.priceCents}) desc`, t.id)
      .where(sql`${t.status} = 'show' and ${t.discountCents} > 0`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_reserved_within_stock", sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.stock}`),
    check("products_price_positive", sql`${t.priceCents} > 0`),
    check("products_discount_range", sql`${t.discountCents} >= 0 and ${t.discountCents} < ${t.priceCents}`),
    check(
      "products_sale_price_range",
      sql`${t.salePriceCents} is null or (${t.salePriceCents} > 0 and ${t.salePriceCents} < ${t.priceCents})`,
    ),
    check(
      "products_currency_prices_positive",
      sql`coalesce(${t.priceEur}, 1) > 0 and coalesce(${t.priceGbp}, 1) > 0 and coalesce(${t.priceRub}, 1) > 0`,
    ),
    check("products_sale_window", sql`${t.saleStartsAt} is null or ${t.saleEndsAt} is null or ${t.saleStartsAt} < ${t.saleEndsAt}`),
    check(
      "products_measures_positive",
      sql`coalesce(${t.weightGrams}, 1) > 0 and coalesce(${t.lengthMm}, 1) > 0 and coalesce(${t.widthMm}, 1) > 0 and coalesce(${t.heightMm}, 1) > 0`,
    ),
    check("products_low_stock_level", sql`${t.lowStockLevel} >= 0`),
    // The back office's products list, by last change and by English title. (No index names the
    // units: a sale or a hold would then update every index of the row instead of none.)
    index("products_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("products_title_en_idx").on(sql`(${t.title}->>'en')`, t.id),
    index("products_sale_clock_idx")
      .on(t.id)
      .where(sql`${t.salePriceCents} is not null`),
    // The publishing clock reads the few parts waiting for their time.
    index("products_publish_clock_idx")
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
  ],
);

/**
 * The back office's search by title in any language: every product's titles folded as search
 * folds words (search_fold), with a trigram index for "contains". Apart from products so that a
 * sale, which rewrites a product's row, does not rewrite this index too; kept by a trigger on
 * products when a title changes (migration 0023).
 */
export const productTitleSearch = pgTable("product_title_search", {
  productId: integer()
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  folded: text().notNull(),
});

/**
 * The parts that lack a picture or, not being universal, any fitment: the back office's "what is
 * missing" filters, which at a million parts cannot test every part. A row only while something is
 * lacking; kept by triggers on products, product_images and fitment in the same statement
 * (migration 0025).
 */
export const productGaps = pgTable(
  "product_gaps",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    picture: boolean().notNull(),
    fitment: boolean().notNull(),
  },
  (t) => [
    index("product_gaps_picture_idx")
      .on(t.productId)
      .where(sql`${t.picture}`),
    index("product_gaps_fitment_idx")
      .on(t.productId)
      .where(sql`${t.fitment}`),
  ],
);

/** A product's slugs before it was renamed: the old address answers 301 to the product's current one. */
export const productSlugRedirects = pgTable(
  "product_slug_redirects",
  {
    slug: text().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("product_slug_redirects_product_idx").on(t.productId)],
);

/**
 * Every change of a part's units, and of the units held for open payments: one row per product
 * (or variant) a statement changed, written by triggers on products and product_variants in the
 * same transaction (migration 0023), so that units always equal the opening row plus the rest,
 * whatever changed them. The writer names the kind, who and why in transaction settings
 * (overland.stock_kind, overland.stock_actor, overland.stock_note); a change that names none is
 * told by what moved (held units up: a hold; down with the units: a sale).
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Null for a product sold without variants; its variants' rows otherwise. */
    variantId: integer().references(() => productVariants.id, { onDelete: "cascade" }),
    kind: text({ enum: STOCK_MOVEMENT_KINDS }).notNull(),
    unitsBefore: integer().notNull(),
    unitsAfter: integer().notNull(),
    heldBefore: integer().notNull(),
    heldAfter: integer().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, like the audit log: the staff member, the API token, or empty for the shop itself. */
    actor: text().notNull().default(""),
    note: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movements_product_idx").on(t.productId, t.id.desc()),
    index("stock_movements_variant_idx")
      .on(t.variantId, t.id.desc())
      .where(sql`${t.variantId} is not null`),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    url: text().notNull(),
    /** What the picture shows, per language, for those who cannot see it; the title stands in when empty. */
    alt: jsonb().$type<Partial<LocalizedText>>().notNull().default({}),
  },
  (t) => [uniqueIndex("product_images_position_key").on(t.productId, t.position)],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    type: text({ enum: ["default", "color"] }).notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex("product_options_slug_key").on(t.productId, t.slug)],
);

export const productOptionValues = pgTable(
  "product_option_values",
  {
    id: serial().primaryKey(),
    optionId: integer()
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    /** Colour options: 3 or 6 digit hex (spec §5). */
    color: text(),
    position: integer().notNull(),
  },
  (t) => [
    uniqueIndex("product_option_values_slug_key").on(t.optionId, t.slug),
    index("product_option_values_color_idx")
      .on(t.slug)
      .where(sql`${t.color} is not null`),
    check("product_option_values_color_hex", sql`${t.color} is null or ${t.color} ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'`),
  ],
);

/**
 * Sellable variants of a product (spec §3): one per combination of its option values, with their
 * own part number, SKU, price, picture and units (decision 022). The product's `stock` and
 * `reserved` are the sums of its variants', kept by a trigger, so listings and filters read
 * one row per product.
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The option values this variant is: option slug to value slug, one entry per option of the product. */
    options: jsonb().$type<Record<string, string>>().notNull().default({}),
    partNumber: text().notNull(),
    sku: text().notNull(),
    priceCents: integer().notNull(),
    /** What sells now: the variant's sale clock moves it as its window opens and closes, as on products. */
    discountCents: integer().notNull().default(0),
    /**
     * The variant's sale, as a product sold as itself has one (the selling price in cents and the
     * window it runs in). A part sold in variants has no price or sale of its own: its row shows
     * its cheapest variant's, written by a trigger (migration 0028).
     */
    salePriceCents: integer(),
    saleStartsAt: timestamp({ withTimezone: true }),
    saleEndsAt: timestamp({ withTimezone: true }),
    image: text(),
    /** The variant's own weight and size where it differs from its part's (null: the part's). */
    weightGrams: integer(),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    /** What the shop pays for it, in cents: staff only, never read by the storefront. */
    costCents: integer(),
    /** Its barcode's number (GTIN-8, -12, -13 or -14, check digit checked). */
    gtin: text(),
    quantity: integer().notNull(),
    /** Units held for open payment sessions (decision 003), as on products. */
    reserved: integer().notNull().default(0),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_sku_key").on(t.sku),
    uniqueIndex("product_variants_options_key").on(t.productId, t.options),
    check("product_variants_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("product_variants_reserved_within_quantity", sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.quantity}`),
    check("product_variants_price_positive", sql`${t.priceCents} > 0`),
    check("product_variants_discount_range", sql`${t.discountCents} >= 0 and ${t.discountCents} < ${t.priceCents}`),
    check(
      "product_variants_sale_price_range",
      sql`${t.salePriceCents} is null or (${t.salePriceCents} > 0 and ${t.salePriceCents} < ${t.priceCents})`,
    ),
    check("product_variants_sale_window", sql`${t.saleStartsAt} is null or ${t.saleEndsAt} is null or ${t.saleStartsAt} < ${t.saleEndsAt}`),
    index("product_variants_sale_clock_idx")
      .on(t.id)
      .where(sql`${t.salePriceCents} is not null`),
  ],
);

export const productSpecs = pgTable(
  "product_specs",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    value: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: text(),
    author: text().notNull(),
    avatar: text(),
    rating: integer().notNull(),
    content: text().notNull(),
    /** published: shown and counted; held: waiting for staff (the shop holds reviews); hidden: taken down by staff. */
    status: text({ enum: ["published", "held", "hidden"] })
      .notNull()
      .default("published"),
    /** The author had bought this part (a paid order of theirs holds it) when the review was posted. */
    verified: boolean().notNull().default(false),
    /** The shop's public answer under the review. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_idx").on(t.productId, t.createdAt.desc()),
    index("reviews_moderation_idx").on(t.status, t.createdAt.desc()),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The other numbers a part is known by: the vehicle maker's OEM numbers, other makers'
 * cross-reference numbers, and its variants' own part numbers and SKUs. Searchable whatever the
 * spacing, dashes, dots or case: `codeNormalized` is the code as normalizePartCode writes it.
 */
export const productCodes = pgTable(
  "product_codes",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text({ enum: ["oem", "cross", "variant"] }).notNull(),
    /** Who numbers it so: the vehicle maker (OEM), the other parts maker (cross-reference). */
    maker: text().notNull().default(""),
    /** As printed on the box: 04465-0K240. */
    code: text().notNull(),
    codeNormalized: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "product_codes_pkey", columns: [t.productId, t.codeNormalized] }),
    index("product_codes_code_idx").on(t.codeNormalized),
    check("product_codes_normalized", sql`${t.codeNormalized} <> ''`),
  ],
);

/**
 * What each change to the catalogue shows guests (decision 015): one row per statement that
 * changed something a kept answer may show, written by the catalogue's triggers (migration 0026),
 * its id from the sequence catalogue_version. Tags name what changed: `p12` a part, `c3` the
 * listings drawn from a category, `r3` a category's related parts, `n` which parts are shown
 * where (the category tree's counts, featured parts), `all` every list drawn from the whole
 * catalogue, `*` everything. Each process forgets the answers tagged so; one of them tells the
 * CDN (`purged`). Rows older than an hour go.
 */
export const catalogueChanges = pgTable(
  "catalogue_changes",
  {
    id: bigint({ mode: "number" }).primaryKey(),
    tags: text().array().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A process has sent the tags to the CDN's purge hook. */
    purged: boolean().notNull().default(false),
  },
  (t) => [index("catalogue_changes_at_idx").on(t.at)],
);

/**
 * A bulk edit of parts by staff (the products list's selection, or every part its filter matches):
 * what it changes, which parts, how far it has gone (the progress bar), and its state. It runs on
 * the job queue in batches; undone, its rows' former values are written back.
 */
export const bulkEdits = pgTable(
  "bulk_edits",
  {
    id: serial().primaryKey(),
    /** queued, running, done, failed; undoing and undone after an undo. */
    state: text({ enum: ["queued", "running", "done", "failed", "undoing", "undone"] }).notNull(),
    /** What changes (src/domain/schemas/bulk-edit.ts BulkChange). */
    change: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Which parts: ids chosen, or the list's filter (BulkTarget). */
    target: jsonb().$type<Record<string, unknown>>().notNull(),
    total: integer(),
    done: integer().notNull().default(0),
    /** Parts whose former values were written back by the undo. */
    undone: integer().notNull().default(0),
    /** The last part done (or undone): a run cut short goes on after it, each batch once. */
    cursor: integer().notNull().default(0),
    error: text(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("bulk_edits_created_idx").on(t.createdAt.desc())],
);

/** A part's (or a variant's) values before a bulk edit changed them: what its undo writes back. */
export const bulkEditRows = pgTable(
  "bulk_edit_rows",
  {
    bulkEditId: integer()
      .notNull()
      .references(() => bulkEdits.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** 0 for the part's own row. */
    variantId: integer().notNull().default(0),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulkEditId, t.productId, t.variantId] })],
);
