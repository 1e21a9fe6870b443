import { and, asc, count, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { cartLines } from "../../../db/tables.ts";
import { MAX_LINE_QUANTITY } from "../../../domain/checkout.ts";

export type CartLineRow = typeof cartLines.$inferSelect;

/** A line as it is written: the part, its chosen options (and their key), how many, the price seen. */
export interface NewCartLine {
  productId: number;
  options: Record<string, string>;
  optionsKey: string;
  quantity: number;
  seenPriceCents: number;
}

/** A line as a check read it. */
export interface LineAsRead {
  id: number;
  quantity: number;
  seenPriceCents: number;
}

const unchanged = (userId: string, was: LineAsRead) =>
  and(
    eq(cartLines.id, was.id),
    eq(cartLines.userId, userId),
    eq(cartLines.quantity, was.quantity),
    eq(cartLines.seenPriceCents, was.seenPriceCents),
  );

/** A signed-in customer's cart lines; every query names the owner (rule 5). */
export function createCartLinesRepository(db: Executor) {
  const line = (userId: string, productId: number, optionsKey: string) =>
    and(eq(cartLines.userId, userId), eq(cartLines.productId, productId), eq(cartLines.optionsKey, optionsKey));

  return {
    /**
     * One change of a customer's cart at a time, until the transaction ends: a line count is read
     * before lines are added. A lock of its own, as the cart's rows may not exist yet.
     */
    async lock(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
    },

    list: (userId: string): Promise<CartLineRow[]> =>
      db.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.createdAt), asc(cartLines.id)),

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
      return row?.n ?? 0;
    },

    async has(userId: string, productId: number, optionsKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(line(userId, productId, optionsKey));
      return row !== undefined;
    },

    /**
     * Adds a line, or adds to the one of the same part and options in one statement: two devices
     * adding at once both count, up to the line limit. The price seen is the newest.
     */
    async add(userId: string, added: NewCartLine): Promise<void> {
      await db
        .insert(cartLines)
        .values({ userId, ...added })
        .onConflictDoUpdate({
          target: [cartLines.userId, cartLines.productId, cartLines.optionsKey],
          set: {
            quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
            seenPriceCents: sql`excluded.seen_price_cents`,
          },
        });
    },

    async setQuantity(userId: string, productId: number, optionsKey: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(cartLines)
        .set({ quantity })
        .where(line(userId, productId, optionsKey))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async remove(userId: string, productId: number, optionsKey: string): Promise<void> {
      await db.delete(cartLines).where(line(userId, productId, optionsKey));
    },

    async clear(userId: string): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.userId, userId));
    },

    /**
     * A checked line as it stands now: its quantity and the price the shopper has now been told;
     * only while it is still as it was read (another device may have changed it since).
     */
    async settle(userId: string, was: LineAsRead, now: { quantity: number; seenPriceCents: number }): Promise<void> {
      await db.update(cartLines).set(now).where(unchanged(userId, was));
    },

    async removeById(userId: string, was: LineAsRead): Promise<void> {
      await db.delete(cartLines).where(unchanged(userId, was));
    },
  };
}

export type CartLinesRepository = ReturnType<typeof createCartLinesRepository>;
