import { and, asc, eq, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { orderPaymentSessions, testPaymentRefunds, testPaymentSessions } from "../../../db/tables.ts";

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

    /** The session with the order the shop opened it for (read from the shop's list of its sessions), as Stripe keeps client_reference_id. */
    async withOrder(id: string): Promise<(TestPaymentSessionRow & { orderId: string | null }) | undefined> {
      const [session] = await db
        .select({ session: testPaymentSessions, orderId: orderPaymentSessions.orderId })
        .from(testPaymentSessions)
        .leftJoin(
          orderPaymentSessions,
          and(eq(orderPaymentSessions.provider, "test"), eq(orderPaymentSessions.sessionId, testPaymentSessions.id)),
        )
        .where(eq(testPaymentSessions.id, id));
      return session && { ...session.session, orderId: session.orderId };
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

    /** Locks the session: two refunds of one payment run one after the other. */
    async lock(id: string): Promise<TestPaymentSessionRow | undefined> {
      const [session] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id)).for("update");
      return session;
    },

    async refundByKey(sessionId: string, idempotencyKey: string) {
      const [refund] = await db
        .select()
        .from(testPaymentRefunds)
        .where(and(eq(testPaymentRefunds.sessionId, sessionId), eq(testPaymentRefunds.idempotencyKey, idempotencyKey)));
      return refund;
    },

    /** Records a refund and counts it on the session; the session reads "refunded" once all was given back. */
    async addRefund(refund: { sessionId: string; idempotencyKey: string; id: string; amountCents: number }): Promise<void> {
      await db.insert(testPaymentRefunds).values(refund);
      await db
        .update(testPaymentSessions)
        .set({
          refundedCents: sql`${testPaymentSessions.refundedCents} + ${refund.amountCents}`,
          status: sql`case when ${testPaymentSessions.refundedCents} + ${refund.amountCents} >= ${testPaymentSessions.amountCents} then 'refunded' else ${testPaymentSessions.status} end`,
        })
        .where(eq(testPaymentSessions.id, refund.sessionId));
    },

    refundsOf: (sessionId: string) =>
      db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.sessionId, sessionId)).orderBy(asc(testPaymentRefunds.createdAt)),
  };
}
