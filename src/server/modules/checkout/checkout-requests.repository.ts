import { and, eq, lt } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { checkoutRequests } from "../../../db/tables.ts";

export type CheckoutAnswer = NonNullable<typeof checkoutRequests.$inferSelect.answer>;

/** Checkout requests by Idempotency-Key: the first claim wins; a repeat reads its answer. */
export function createCheckoutRequestsRepository(db: Executor) {
  const byKey = (scope: string, key: string) => and(eq(checkoutRequests.scope, scope), eq(checkoutRequests.key, key));
  return {
    /** True for the first request with this key (one row per key: a racing twin gets false). */
    async claim(scope: string, key: string, bodyHash: string): Promise<boolean> {
      const rows = await db
        .insert(checkoutRequests)
        .values({ scope, key, bodyHash })
        .onConflictDoNothing()
        .returning({ key: checkoutRequests.key });
      return rows.length > 0;
    },
    async find(scope: string, key: string) {
      const [row] = await db.select().from(checkoutRequests).where(byKey(scope, key));
      return row;
    },
    async answer(scope: string, key: string, answer: CheckoutAnswer): Promise<void> {
      await db.update(checkoutRequests).set({ answer }).where(byKey(scope, key));
    },
    /** The first request failed: the key may be used again. */
    async forget(scope: string, key: string): Promise<void> {
      await db.delete(checkoutRequests).where(byKey(scope, key));
    },
    /** Keys are kept a day. */
    async pruneBefore(time: Date): Promise<void> {
      await db.delete(checkoutRequests).where(lt(checkoutRequests.createdAt, time));
    },
  };
}
