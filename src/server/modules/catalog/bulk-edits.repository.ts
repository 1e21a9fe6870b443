// A bulk edit's rows: its record (state, progress, cursor), and each batch's change, one statement
// per table over a batch of part ids, with the rows' former values kept first for its undo.
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { bulkEditRows, bulkEdits } from "../../../db/tables.ts";
import type { BulkChange, PriceEnding } from "../../../domain/schemas/bulk-edit.ts";

export type BulkEditRow = typeof bulkEdits.$inferSelect;

/** A price in cents changed as asked, then rounded to the nearest price with the chosen ending; never below one cent. */
export function changedPriceSql(cents: SQL, change: Extract<BulkChange, { kind: "price-percent" | "price-amount" }>): SQL {
  const moved =
    change.kind === "price-percent"
      ? sql`round(${cents}::numeric * ${100 + change.percent} / 100)`
      : sql`(${cents} + ${Math.round(change.amount * 100)})::numeric`;
  return endingSql(moved, change.ending);
}

function endingSql(cents: SQL, ending: PriceEnding): SQL {
  if (ending === "none") return sql`greatest(${cents}, 1)::int`;
  const end = Number(ending);
  return sql`greatest(round((${cents} - ${end}) / 100) * 100 + ${end}, ${end > 0 ? end : 100})::int`;
}

/** What a price change moves on a row (products or product_variants, by `table`), and the former values kept. */
function priceColumns(table: "products" | "product_variants", change: Extract<BulkChange, { kind: "price-percent" | "price-amount" }>) {
  const t = sql.raw(table);
  // A part seeded on sale has a discount and no sale price: its selling price is its sale price here.
  const sale = sql`coalesce(${t}.sale_price_cents, case when ${t}.discount_cents > 0 then ${t}.price_cents - ${t}.discount_cents end)`;
  const price = changedPriceSql(sql`${t}.price_cents`, change);
  const movedSale = sql`case when ${sale} is not null then ${changedPriceSql(sale, change)} end`;
  // The sale stays below its price, or goes.
  const keptSale = sql`case when ${movedSale} < ${price} then ${movedSale} end`;
  const open = sql`(${t}.sale_starts_at is null or ${t}.sale_starts_at <= now()) and (${t}.sale_ends_at is null or now() < ${t}.sale_ends_at)`;
  return {
    set: sql`price_cents = ${price}, sale_price_cents = ${keptSale},
      discount_cents = case when ${keptSale} is not null and ${open} then ${price} - ${keptSale} else 0 end`,
    before: sql`jsonb_build_object('price', ${t}.price_cents, 'sale', ${t}.sale_price_cents, 'discount', ${t}.discount_cents)`,
  };
}

export function createBulkEditsRepository(db: Executor) {
  return {
    async insert(row: typeof bulkEdits.$inferInsert): Promise<BulkEditRow> {
      const [inserted] = await db.insert(bulkEdits).values(row).returning();
      return inserted!;
    },

    async get(id: number): Promise<BulkEditRow | undefined> {
      const [row] = await db.select().from(bulkEdits).where(eq(bulkEdits.id, id));
      return row;
    },

    async lock(id: number): Promise<BulkEditRow | undefined> {
      const [row] = await db.select().from(bulkEdits).where(eq(bulkEdits.id, id)).for("update");
      return row;
    },

    /** The latest run that changed parts (done), the one an undo may take back. */
    async lastDoneId(): Promise<number | undefined> {
      const [row] = await db
        .select({ id: bulkEdits.id })
        .from(bulkEdits)
        .where(inArray(bulkEdits.state, ["done", "running", "queued", "undoing"]))
        .orderBy(desc(bulkEdits.id))
        .limit(1);
      return row?.id;
    },

    async page(limit: number, offset: number): Promise<{ rows: BulkEditRow[]; total: number }> {
      const [rows, total] = await Promise.all([
        db.select().from(bulkEdits).orderBy(desc(bulkEdits.id)).limit(limit).offset(offset),
        db.$count(bulkEdits),
      ]);
      return { rows, total };
    },

    async update(id: number, fields: Partial<typeof bulkEdits.$inferInsert>): Promise<void> {
      await db.update(bulkEdits).set(fields).where(eq(bulkEdits.id, id));
    },

    /**
     * Changes one batch of parts: their former values kept (once: a batch run again after a cut
     * keeps the first), then one statement per table. How many parts it changed.
     */
    async applyBatch(editId: number, ids: readonly number[], change: BulkChange): Promise<number> {
      if (ids.length === 0) return 0;
      const batch = sql`${sql.param([...ids])}::int[]`;
      if (change.kind === "price-percent" || change.kind === "price-amount") {
        // A part sold in variants is priced by them (its row shows its cheapest's, a trigger). A
        // deleted part is left as it is. Only the rows whose former values this batch kept are
        // changed: a batch run again (after a cut) changes nothing twice.
        const own = priceColumns("products", change);
        const variant = priceColumns("product_variants", change);
        const kept = await rowsOf<{ productId: number; variantId: number }>(
          db,
          sql`insert into ${bulkEditRows} (bulk_edit_id, product_id, variant_id, before)
            select ${editId}::int, id, 0, ${own.before} from products
            where id = any(${batch}) and status <> 'deleted' and not exists (select 1 from product_variants v where v.product_id = products.id)
            union all
            select ${editId}::int, product_variants.product_id, product_variants.id, ${variant.before} from product_variants
            join products p on p.id = product_variants.product_id and p.status <> 'deleted'
            where product_variants.product_id = any(${batch})
            on conflict do nothing returning product_id as "productId", variant_id as "variantId"`,
        );
        const parts = kept.filter((row) => row.variantId === 0).map((row) => row.productId);
        const variants = kept.filter((row) => row.variantId !== 0).map((row) => row.variantId);
        if (parts.length > 0) {
          await db.execute(
            sql`update products set ${own.set}, version = version + 1, updated_at = now() where id = any(${sql.param(parts)}::int[])`,
          );
        }
        if (variants.length > 0) {
          await db.execute(sql`update product_variants set ${variant.set} where id = any(${sql.param(variants)}::int[])`);
        }
        return new Set(kept.map((row) => row.productId)).size;
      }
      const { before, set, unchanged } = plainColumns(change);
      const kept = await rowsOf<{ productId: number }>(
        db,
        sql`insert into ${bulkEditRows} (bulk_edit_id, product_id, variant_id, before)
          select ${editId}, id, 0, ${before} from products where id = any(${batch}) and status <> 'deleted' and not (${unchanged})
          on conflict do nothing returning product_id as "productId"`,
      );
      if (kept.length === 0) return 0;
      await db.execute(
        sql`update products set ${set}, version = version + 1, updated_at = now() where id = any(${sql.param(kept.map((row) => row.productId))}::int[])`,
      );
      return kept.length;
    },

    /** How many parts the run changed so far: those whose former values it kept. */
    async changedParts(editId: number): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(distinct product_id)::int as count from ${bulkEditRows} where bulk_edit_id = ${editId}`,
      );
      return row?.count ?? 0;
    },

    /** The next rows of a run's former values after (product, variant), in their key's order. */
    async keptRows(editId: number, after: number, limit: number) {
      return db
        .select({ productId: bulkEditRows.productId, variantId: bulkEditRows.variantId, before: bulkEditRows.before })
        .from(bulkEditRows)
        .where(and(eq(bulkEditRows.bulkEditId, editId), sql`${bulkEditRows.productId} > ${after}`))
        .orderBy(bulkEditRows.productId, bulkEditRows.variantId)
        .limit(limit);
    },

    /** Writes back the former values of the run's rows of these parts (their prices, state, category, brand or tags). */
    async undoBatch(editId: number, productIds: readonly number[], change: BulkChange): Promise<void> {
      if (productIds.length === 0) return;
      const batch = sql`${sql.param([...productIds])}::int[]`;
      const kept = sql`(select product_id, variant_id, before from ${bulkEditRows} where bulk_edit_id = ${editId} and product_id = any(${batch}))`;
      if (change.kind === "price-percent" || change.kind === "price-amount") {
        const restore = sql`price_cents = (k.before->>'price')::int, sale_price_cents = (k.before->>'sale')::int,
          discount_cents = (k.before->>'discount')::int`;
        await db.execute(
          sql`update products set ${restore}, version = version + 1, updated_at = now() from ${kept} k where k.variant_id = 0 and products.id = k.product_id`,
        );
        await db.execute(sql`update product_variants set ${restore} from ${kept} k where k.variant_id = product_variants.id`);
        return;
      }
      const column = PLAIN_COLUMN[change.kind];
      const value =
        change.kind === "tags-add" || change.kind === "tags-remove"
          ? sql`array(select jsonb_array_elements_text(k.before->'tags'))`
          : change.kind === "status"
            ? sql`k.before->>'status'`
            : sql`(k.before->>${column})::int`;
      await db.execute(
        sql`update products set ${sql.raw(column)} = ${value}, version = version + 1, updated_at = now() from ${kept} k where k.variant_id = 0 and products.id = k.product_id`,
      );
    },

    /** How many of these parts a run may change: those there, not deleted. */
    async countLive(ids: readonly number[]): Promise<number> {
      const [row] = await rowsOf<{ count: number }>(
        db,
        sql`select count(*)::int as count from products where id = any(${sql.param([...ids])}::int[]) and status <> 'deleted'`,
      );
      return row?.count ?? 0;
    },

    /** A checksum of the parts' prices (their own and their variants'): the same before a run and after its undo. */
    async priceChecksum(productIds: readonly number[]): Promise<string> {
      const batch = sql`${sql.param([...productIds])}::int[]`;
      const [row] = await rowsOf<{ sum: string }>(
        db,
        sql`select md5(string_agg(concat_ws(':', id, price_cents, sale_price_cents, discount_cents), ',' order by id)) as sum from (
          select id, price_cents, sale_price_cents, discount_cents from products where id = any(${batch})
          union all select -id, price_cents, sale_price_cents, discount_cents from product_variants where product_id = any(${batch})) r`,
      );
      return row?.sum ?? "";
    },
  };
}

const PLAIN_COLUMN = {
  status: "status",
  category: "category_id",
  brand: "brand_id",
  "tags-add": "tags",
  "tags-remove": "tags",
} as const;

/** A change of one column of products: its new value, the former value kept, and when a row is already so. */
function plainColumns(change: Exclude<BulkChange, { kind: "price-percent" | "price-amount" }>) {
  switch (change.kind) {
    case "status":
      return {
        set: sql`status = ${change.status}`,
        before: sql`jsonb_build_object('status', status)`,
        unchanged: sql`status = ${change.status}`,
      };
    case "category":
      return {
        set: sql`category_id = ${change.categoryId}`,
        before: sql`jsonb_build_object('category_id', category_id)`,
        unchanged: sql`category_id = ${change.categoryId}`,
      };
    case "brand":
      return {
        set: sql`brand_id = ${change.brandId}`,
        before: sql`jsonb_build_object('brand_id', brand_id)`,
        unchanged: sql`brand_id = ${change.brandId}`,
      };
    case "tags-add": {
      const tags = sql`${sql.param(change.tags)}::text[]`;
      return {
        set: sql`tags = tags || array(select t from unnest(${tags}) t where t <> all(tags))`,
        before: sql`jsonb_build_object('tags', to_jsonb(tags))`,
        unchanged: sql`tags @> ${tags}`,
      };
    }
    case "tags-remove": {
      const tags = sql`${sql.param(change.tags)}::text[]`;
      return {
        set: sql`tags = array(select t from unnest(tags) t where t <> all(${tags}))`,
        before: sql`jsonb_build_object('tags', to_jsonb(tags))`,
        unchanged: sql`not (tags && ${tags})`,
      };
    }
  }
}
