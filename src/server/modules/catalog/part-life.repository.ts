// What a part's life writes beyond its editor's fields: a copy of its rows for a duplicate, its
// deletion and restoring (a status: the row stays for the orders that name it), and the
// publishing clock's scheduled parts.
import { and, eq, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { fitment, productImages, productOptions, productOptionValues, products, productSpecs } from "../../../db/tables.ts";
import type { StoredProductStatus } from "../../../domain/stock.ts";

export type PartRow = typeof products.$inferSelect;

export function createPartLifeRepository(db: Executor) {
  return {
    /** A new part from a whole row of another (every column, so a column added later is copied too). */
    async insertCopy(row: Omit<PartRow, "id">): Promise<PartRow> {
      const [inserted] = await db.insert(products).values(row).returning();
      return inserted!;
    },

    /** Copies the part's specifications, pictures and fitment rows onto another part. */
    async copyRowsOf(fromId: number, toId: number): Promise<void> {
      await db.execute(sql`insert into ${productSpecs} (product_id, position, name, value)
        select ${toId}, position, name, value from ${productSpecs} where product_id = ${fromId}`);
      await db.execute(sql`insert into ${productImages} (product_id, position, url, alt)
        select ${toId}, position, url, alt from ${productImages} where product_id = ${fromId}`);
      await db.execute(sql`insert into ${fitment} (vehicle_id, product_id, note_id)
        select vehicle_id, ${toId}, note_id from ${fitment} where product_id = ${fromId}`);
    },

    /** Copies the part's options and their values onto another part. */
    async copyOptionsOf(fromId: number, toId: number): Promise<void> {
      const options = await db.select().from(productOptions).where(eq(productOptions.productId, fromId));
      for (const { id, ...option } of options) {
        const [copy] = await db
          .insert(productOptions)
          .values({ ...option, productId: toId })
          .returning({ id: productOptions.id });
        const values = await db.select().from(productOptionValues).where(eq(productOptionValues.optionId, id));
        if (values.length > 0) {
          await db.insert(productOptionValues).values(values.map(({ id: _id, ...value }) => ({ ...value, optionId: copy!.id })));
        }
      }
    },

    async setStatus(id: number, status: StoredProductStatus, publishAt: Date | null = null): Promise<void> {
      await db
        .update(products)
        .set({ status, publishAt, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    async schedule(id: number, publishAt: Date | null): Promise<void> {
      await db
        .update(products)
        .set({ publishAt, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** Shows every scheduled part whose time has come (a partial index finds them): their ids and former states. */
    async publishDue(now: Date): Promise<{ id: number; status: string }[]> {
      const due = await db
        .select({ id: products.id, status: products.status })
        .from(products)
        .where(and(isNotNull(products.publishAt), lte(products.publishAt, now), ne(products.status, "deleted")))
        .for("no key update", { skipLocked: true });
      if (due.length === 0) return [];
      await db
        .update(products)
        .set({
          status: "show",
          publishAt: null,
          version: sql`${products.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            products.id,
            due.map((row) => row.id),
          ),
        );
      return due;
    },

    /** Whether this address was a part's that staff deleted: its page answers 410, not 404. */
    async deletedBySlug(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.status, "deleted")));
      return row !== undefined;
    },
  };
}
