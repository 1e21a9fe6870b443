import { and, asc, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { wishlistItems } from "../../../db/tables.ts";

/** A signed-in customer's wishlist: the parts' ids in the order added; every query names the owner. */
export function createWishlistRepository(db: Executor) {
  return {
    /** One change of a customer's wishlist at a time, until the transaction ends (its size is read before adding). */
    async lock(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`);
    },

    async productIds(userId: string): Promise<number[]> {
      const rows = await db
        .select({ id: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.userId, userId))
        .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.productId));
      return rows.map((r) => r.id);
    },

    /** Adds a part with its own time (the list's order); already held is a no-op. */
    async add(userId: string, productId: number): Promise<void> {
      await db.insert(wishlistItems).values({ userId, productId, createdAt: new Date() }).onConflictDoNothing();
    },

    async remove(userId: string, productId: number): Promise<void> {
      await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
