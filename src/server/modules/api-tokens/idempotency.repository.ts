import { and, eq, isNull, lt, or, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { adminIdempotency } from "../../../db/tables.ts";

export type IdempotencyRow = typeof adminIdempotency.$inferSelect;

/** The moment so long before the database's now. */
const ago = (ms: number) => sql`now() - ${Math.round(ms)}::int * interval '1 millisecond'`;

/** The admin API's Idempotency-Keys, each its caller's own, and the answers they were given. */
export function createIdempotencyRepository(db: Executor) {
  const keyOf = (principal: string, key: string) => and(eq(adminIdempotency.principal, principal), eq(adminIdempotency.key, key));
  return {
    /**
     * Claims a key for a request now starting: a new key, or one whose day is over, or one whose
     * request was left unanswered for longer than `abandonedAfterMs` (its process stopped). False
     * when the key is held: the caller reads what it holds.
     */
    async claim(principal: string, key: string, requestHash: string, keptMs: number, abandonedAfterMs: number): Promise<boolean> {
      const inserted = await db
        .insert(adminIdempotency)
        .values({ principal, key, requestHash })
        .onConflictDoNothing()
        .returning({ key: adminIdempotency.key });
      if (inserted.length > 0) return true;
      const retaken = await db
        .update(adminIdempotency)
        .set({ requestHash, statusCode: null, body: null, createdAt: sql`now()` })
        .where(
          and(
            keyOf(principal, key),
            or(
              lt(adminIdempotency.createdAt, ago(keptMs)),
              and(isNull(adminIdempotency.statusCode), lt(adminIdempotency.createdAt, ago(abandonedAfterMs))),
            ),
          ),
        )
        .returning({ key: adminIdempotency.key });
      return retaken.length > 0;
    },

    async get(principal: string, key: string): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(adminIdempotency).where(keyOf(principal, key));
      return row;
    },

    async answer(principal: string, key: string, requestHash: string, statusCode: number, body: unknown): Promise<void> {
      await db.update(adminIdempotency).set({ requestHash, statusCode, body }).where(keyOf(principal, key));
    },

    /** Lets a key go (its request failed on the shop's side): the client's retry runs again. */
    async release(principal: string, key: string): Promise<void> {
      await db.delete(adminIdempotency).where(and(keyOf(principal, key), isNull(adminIdempotency.statusCode)));
    },

    async deleteOlderThan(keptMs: number): Promise<void> {
      await db.delete(adminIdempotency).where(lt(adminIdempotency.createdAt, ago(keptMs)));
    },
  };
}
