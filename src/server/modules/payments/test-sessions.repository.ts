import { and, eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { testPaymentSessions } from "../../../db/tables.ts";

export type TestPaymentSessionRow = typeof testPaymentSessions.$inferSelect;
export type NewTestPaymentSession = Omit<typeof testPaymentSessions.$inferInsert, "status" | "createdAt">;
type SessionStatus = TestPaymentSessionRow["status"];

/** The built-in test provider's own sessions (its side of a payment, as Stripe keeps its own). */
export function createTestSessionsRepository(db: Executor) {
  return {
    async insert(session: NewTestPaymentSession): Promise<void> {
      await db.insert(testPaymentSessions).values(session);
    },

    async byId(id: string): Promise<TestPaymentSessionRow | undefined> {
      const [session] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
      return session;
    },

    /** Moves the session from one status to another, once: true for the call that moved it. */
    async move(id: string, from: SessionStatus, to: SessionStatus): Promise<boolean> {
      const rows = await db
        .update(testPaymentSessions)
        .set({ status: to })
        .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, from)))
        .returning({ id: testPaymentSessions.id });
      return rows.length > 0;
    },
  };
}
