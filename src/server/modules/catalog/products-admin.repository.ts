// The back office's reading and writing of products: the staff list, the editor's whole product,
// and its saves. The storefront's derived tables (listings, counts, search postings, title search,
// slug redirects, the stock ledger) follow by triggers in the same transaction.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
import {
  brands,
  categories,
  fitment,
  productCodes,
  productGaps,
  productImages,
  products,
  productSpecs,
  productTitleSearch,
  productVariants,
} from "../../../db/tables.ts";
import type { PlainFieldName } from "../../../domain/part-fields.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import type { AdminProductQuery } from "../../../domain/schemas/catalog-admin.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";
import type { ProductStatus, StoredProductStatus } from "../../../domain/stock.ts";
import { offsetOf } from "../../lib/pagination.ts";
import { saleDiscountSql } from "./sale-discount.ts";

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** A product's columns the editor writes (the rest are the shop's own: units, sales, ratings). */
export type ProductColumns = Pick<
  NewProductRow,
  | "slug"
  | "sku"
  | "partNumber"
  | "codesNormalized"
  | "title"
  | "excerpt"
  | "description"
  | "categoryId"
  | "brandId"
  | "status"
  | "priceCents"
  | "discountCents"
  | "salePriceCents"
  | "saleStartsAt"
  | "saleEndsAt"
  | "tags"
  | "costCents"
  | "gtin"
  | PlainFieldName
>;

/** The plain fields' columns (src/domain/part-fields.ts), by the field's name. */
export type PlainColumns = Pick<NewProductRow, PlainFieldName>;

export interface SpecRow {
  name: LocalizedText;
  value: string;
}

export interface CodeRow {
  kind: "oem" | "cross";
  maker: string;
  code: string;
}

export interface AdminListRow {
  id: number;
  slug: string;
  title: LocalizedText;
  sku: string;
  partNumber: string;
  status: StoredProductStatus;
  brand: string;
  category: LocalizedText;
  priceCents: number;
  discountCents: number;
  stock: number;
  reserved: number;
  lowStockLevel: number;
  image: string | null;
  updatedAt: Date;
}

const available = sql`(${products.stock} - ${products.reserved})`;

/** The list's filters besides its search and what a part lacks: each an index's range or a cheap test of the row. */
function filtersOf(query: AdminProductQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.category !== undefined) conditions.push(eq(products.categoryId, query.category));
  if (query.brand !== undefined) conditions.push(eq(products.brandId, query.brand));
  if (query.state) conditions.push(eq(products.status, query.state));
  if (query.stock === "out") conditions.push(sql`${available} <= 0`);
  if (query.stock === "low") conditions.push(sql`${available} > 0 and ${available} <= ${products.lowStockLevel}`);
  if (query.stock === "in") conditions.push(sql`${available} > ${products.lowStockLevel}`);
  return conditions;
}

/** What a search matches: a title in any language (every word, part of it), or a number however typed. */
function searchOf(q: string) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  // One LIKE a word, each an index condition of the trigram index (an array of them is not).
  const title = (column: SQL) =>
    sql.join(
      words.map((word) => sql`${column} like search_fold(${`%${escapeLike(word)}%`})`),
      sql` and `,
    );
  const code = normalizePartCode(q);
  const codeLike = `%${escapeLike(code)}%`;
  return {
    /** The ids of the parts it matches, from the indexes alone, those matched by a number first (a part matched twice is listed twice). */
    ids: sql`${
      code.length >= 2
        ? sql`select ${productCodes.productId} as id, 'code' as matched_by from ${productCodes} where ${productCodes.codeNormalized} = ${code}
              union all select ${products.id}, 'code' from ${products} where ${products.codesNormalized} like ${codeLike}
              union all `
        : sql``
    }select ${productTitleSearch.productId} as id, 'title' as matched_by from ${productTitleSearch} where ${title(sql`${productTitleSearch.folded}`)}`,
    /**
     * The title test of one row of products, for walking the list's order when many rows pass it.
     * `offset 0` keeps it a test of each row: as a join, PostgreSQL (misjudging how many titles two
     * words match) would read every match and sort them, 140 ms for "bull bar" at a million parts.
     */
    titleRow: sql`exists (select 1 from product_title_search t where t.product_id = products.id and ${title(sql`t.folded`)} offset 0)`,
  };
}

/**
 * Up to this many parts matched, the list reads them by id and sorts them; past it, it walks the
 * list's order and tests each row, which finds a page of a common word in a few thousand rows.
 */
const FEW_MATCHES = 2_000;

/** How far a list filtered by units, or by a gap many parts have, is counted ("more than 1,000"). */
const UNINDEXED_COUNT_CAP = 1_000;

const ORDER: Record<AdminProductQuery["sort"], SQL[]> = {
  // NULLS LAST, as the indexes are: a descending sort is NULLS FIRST, which an index of NULLS LAST cannot give.
  updated: [sql`${products.updatedAt} desc nulls last`, sql`${products.id} desc nulls last`],
  newest: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  title: [sql`${products.title}->>'en'`, asc(products.id)],
  sku: [asc(products.sku)],
};

/** `fewMatches`: tests make every search take the path of many matches. */
export function createProductsAdminRepository(db: Executor, { fewMatches = FEW_MATCHES } = {}) {
  return {
    /** One page of the staff list, and how many match up to `cap` (counting stops there). */
    /**
     * One page of the staff list, and how many match: counted up to `cap` (then `capped`), and a
     * search's matches up to `fewMatches` (a search matching more is too broad to count: narrow it).
     */
    async page(query: AdminProductQuery, limit: number, cap: number): Promise<{ rows: AdminListRow[]; total: number; capped: boolean }> {
      const filters = filtersOf(query);
      // Units are tested row by row (no index names them): counted to a thousand.
      let countCap = query.stock ? Math.min(cap, UNINDEXED_COUNT_CAP + 1) : cap;
      /** The count, where the search's ids give it. */
      let known: { total: number; capped: boolean } | null = null;
      if (query.lacking) {
        // The parts lacking it, from the gaps kept beside products: few are read by id; many (a
        // supplier's file imported before its pictures) are found by testing each row in the list's order.
        const lacking = query.lacking === "picture" ? productGaps.picture : productGaps.fitment;
        const gaps = await rowsOf<{ id: number }>(
          db,
          sql`select ${productGaps.productId} as id from ${productGaps} where ${lacking} limit ${fewMatches + 1}`,
        );
        if (gaps.length <= fewMatches) {
          filters.push(sql`${products.id} = any(${sql.param(gaps.map((row) => row.id))}::int[])`);
        } else {
          filters.push(sql`exists (select 1 from ${productGaps} where ${productGaps.productId} = ${products.id} and ${lacking})`);
          countCap = Math.min(countCap, UNINDEXED_COUNT_CAP + 1);
        }
      }
      if (query.q) {
        const search = searchOf(query.q);
        const found = await rowsOf<{ id: number; matchedBy: "code" | "title" }>(
          db,
          sql`select id, matched_by as "matchedBy" from (${search.ids}) m limit ${fewMatches + 1}`,
        );
        const ids = [...new Set(found.map((row) => row.id))];
        if (found.length <= fewMatches) {
          // Few: read by id and sorted, and counted exactly.
          filters.push(sql`${products.id} = any(${sql.param(ids)}::int[])`);
          if (filters.length === 1) known = { total: ids.length, capped: false };
        } else {
          // Many (a common word). With other filters they may be few again: then read by id.
          const codeIds = [...new Set(found.filter((row) => row.matchedBy === "code").map((row) => row.id))];
          const walked = and(...filters, search.titleRow);
          const narrowed =
            filters.length > 0
              ? await rowsOf<{ id: number }>(db, sql`select ${products.id} as id from ${products} where ${walked} limit ${fewMatches + 1}`)
              : null;
          if (narrowed && narrowed.length <= fewMatches) {
            filters.push(sql`${products.id} = any(${sql.param([...narrowed.map((row) => row.id), ...codeIds])}::int[])`);
          } else {
            // The first pages of title matches are found by walking the list's order and testing
            // each row; the parts matched by a number join them by id. (An OR of the two would make
            // PostgreSQL read every title match before the first row.)
            const reach = offsetOf(query.page, limit) + limit;
            filters.push(sql`${products.id} in ((select ${products.id} from ${products} where ${walked}
              order by ${sql.join(ORDER[query.sort], sql`, `)} limit ${reach})
              union all select unnest(${sql.param(codeIds)}::int[]))`);
            known = { total: fewMatches, capped: true };
          }
        }
      }
      // A deleted part is listed only where asked for (the bin); it stays for its orders.
      if (!query.state) filters.push(sql`${products.status} <> 'deleted'`);
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: products.id,
            slug: products.slug,
            title: products.title,
            sku: products.sku,
            partNumber: products.partNumber,
            status: products.status,
            brand: brands.name,
            category: categories.name,
            priceCents: products.priceCents,
            discountCents: products.discountCents,
            stock: products.stock,
            reserved: products.reserved,
            lowStockLevel: products.lowStockLevel,
            image: sql<string | null>`(select ${productImages.url} from ${productImages}
              where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
            updatedAt: products.updatedAt,
          })
          .from(products)
          .innerJoin(brands, eq(brands.id, products.brandId))
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(where)
          .orderBy(...ORDER[query.sort])
          .limit(limit)
          .offset(offsetOf(query.page, limit)),
        known
          ? [{ total: known.total }]
          : rowsOf<{ total: number }>(
              db,
              sql`select count(*)::int as total from (select 1 from ${products} ${where ? sql`where ${where}` : sql``} limit ${countCap}) capped`,
            ),
      ]);
      if (known) return { rows, ...known };
      const total = counted[0]?.total ?? 0;
      return { rows, total: Math.min(total, countCap - 1), capped: total >= countCap };
    },

    /**
     * The next `limit` ids after `after` of the parts the list's filter matches (its search, state,
     * category, brand, units and gaps alike), in id order: a bulk edit walks them batch by batch.
     */
    async matchingIds(filter: Omit<AdminProductQuery, "page" | "sort">, after: number, limit: number): Promise<number[]> {
      const filters = filtersOf({ ...filter, page: 1, sort: "updated" });
      if (!filter.state) filters.push(sql`${products.status} <> 'deleted'`);
      if (filter.q) filters.push(sql`${products.id} in (select id from (${searchOf(filter.q).ids}) m)`);
      if (filter.lacking) {
        const lacking = filter.lacking === "picture" ? productGaps.picture : productGaps.fitment;
        filters.push(sql`exists (select 1 from ${productGaps} where ${productGaps.productId} = ${products.id} and ${lacking})`);
      }
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select ${products.id} as id from ${products} where ${products.id} > ${after} and ${and(...filters) ?? sql`true`}
          order by ${products.id} limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    async get(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row;
    },

    /** Locks the product's row for a save: two saves of one product take turns. */
    async lock(id: number): Promise<ProductRow | undefined> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).for("no key update");
      return row;
    },

    async specsOf(productId: number): Promise<SpecRow[]> {
      return db
        .select({ name: productSpecs.name, value: productSpecs.value })
        .from(productSpecs)
        .where(eq(productSpecs.productId, productId))
        .orderBy(productSpecs.position);
    },

    async codesOf(productId: number): Promise<CodeRow[]> {
      const rows = await db
        .select({ kind: productCodes.kind, maker: productCodes.maker, code: productCodes.code })
        .from(productCodes)
        .where(and(eq(productCodes.productId, productId), inArray(productCodes.kind, ["oem", "cross"])))
        .orderBy(productCodes.kind, productCodes.position);
      return rows.filter((row): row is CodeRow => row.kind !== "variant");
    },

    async imagesOf(productId: number): Promise<{ id: number; url: string }[]> {
      return db
        .select({ id: productImages.id, url: productImages.url })
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(productImages.position);
    },

    async fitmentCount(productId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(fitment)
        .where(eq(fitment.productId, productId));
      return row?.count ?? 0;
    },

    /** The product that already has this slug or SKU (or a variant this SKU), other than `exceptId`. */
    async takenBy(column: "slug" | "sku", value: string, exceptId?: number): Promise<boolean> {
      const own = exceptId === undefined ? sql`true` : sql`${products.id} <> ${exceptId}`;
      const [row] = await rowsOf<{ taken: boolean }>(
        db,
        column === "slug"
          ? sql`select exists (select 1 from ${products} where ${products.slug} = ${value} and ${own}) as taken`
          : sql`select (exists (select 1 from ${products} where ${products.sku} = ${value} and ${own})
                  or exists (select 1 from ${productVariants} where ${productVariants.sku} = ${value})) as taken`,
      );
      return row?.taken ?? false;
    },

    async insert(columns: ProductColumns & { stock: number }): Promise<ProductRow> {
      const [row] = await db.insert(products).values(columns).returning();
      return row!;
    },

    /** Writes a save made on `version`; undefined when the product has moved on since (or is gone). */
    async update(id: number, version: number, columns: ProductColumns): Promise<ProductRow | undefined> {
      const [row] = await db
        .update(products)
        .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(products.id, id), eq(products.version, version)))
        .returning();
      return row;
    },

    async setStatus(id: number, status: ProductStatus): Promise<void> {
      await db
        .update(products)
        .set({ status, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** The specifications, as a whole: written again in the given order. */
    async replaceSpecs(productId: number, specs: SpecRow[]): Promise<void> {
      await db.delete(productSpecs).where(eq(productSpecs.productId, productId));
      if (specs.length > 0) {
        await db.insert(productSpecs).values(specs.map((spec, position) => ({ productId, position, ...spec })));
      }
    },

    /** The OEM and cross-reference numbers, as a whole (a variant's own numbers stay). */
    async replaceCodes(productId: number, codes: CodeRow[]): Promise<void> {
      await db.delete(productCodes).where(and(eq(productCodes.productId, productId), inArray(productCodes.kind, ["oem", "cross"])));
      const seen = new Set<string>();
      const rows = codes.flatMap((code, position) => {
        const codeNormalized = normalizePartCode(code.code);
        if (seen.has(codeNormalized)) return [];
        seen.add(codeNormalized);
        return [{ productId, ...code, codeNormalized, position }];
      });
      if (rows.length > 0) await db.insert(productCodes).values(rows).onConflictDoNothing();
    },

    /**
     * The sale clock: every part and every variant whose sale window opened or closed since sells
     * at what its window says now (a variant's part then shows its cheapest variant's, migration
     * 0028). One statement each over the rows that have a sale (a partial index); none changes
     * when nothing moved.
     */
    async applySaleWindows(): Promise<number> {
      const dueOf = (table: typeof products | typeof productVariants) =>
        sql.raw(saleDiscountSql(table === products ? "products" : "product_variants"));
      const parts = await db
        .update(products)
        .set({ discountCents: dueOf(products) })
        .where(and(sql`${products.salePriceCents} is not null`, sql`${products.discountCents} <> ${dueOf(products)}`))
        .returning({ id: products.id });
      const variants = await db
        .update(productVariants)
        .set({ discountCents: dueOf(productVariants) })
        .where(and(sql`${productVariants.salePriceCents} is not null`, sql`${productVariants.discountCents} <> ${dueOf(productVariants)}`))
        .returning({ id: productVariants.id });
      return parts.length + variants.length;
    },

    async brandChoices() {
      return db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(brands.name);
    },

    async categoryChoices() {
      return db
        .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
        .from(categories)
        .orderBy(categories.position, categories.id);
    },
  };
}

export type ProductsAdminRepository = ReturnType<typeof createProductsAdminRepository>;
