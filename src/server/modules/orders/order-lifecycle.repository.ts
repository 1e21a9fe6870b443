import { and, asc, eq, lt, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { orderEvents, orderItems, orderRefunds, orders, paymentEvents, type RefundLine, users } from "../../../db/tables.ts";
import type { OrderRow } from "./orders.repository.ts";

export type RefundRow = typeof orderRefunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** What staff moves on an order: its row under lock, its timeline, its refunds (decision 010). */
export function createOrderLifecycleRepository(db: Executor) {
  return {
    /** The order, locked until the transaction ends: two members of staff acting at once run one after the other. */
    async lockByNumber(number: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).for("update");
      return row;
    },

    async update(
      orderId: string,
      change: Partial<
        Pick<
          OrderRow,
          | "status"
          | "paymentStatus"
          | "carrier"
          | "trackingNumber"
          | "trackingUrl"
          | "shippedAt"
          | "completedAt"
          | "cancelledAt"
          | "refundedCents"
        >
      >,
    ): Promise<OrderRow> {
      const [row] = await db.update(orders).set(change).where(eq(orders.id, orderId)).returning();
      return row!;
    },

    /** A step of the order's timeline, with who took it; false when this kind was recorded already. */
    async recordEvent(event: {
      orderId: string;
      kind: string;
      detail?: string;
      actorId?: string | null;
      actorEmail?: string | null;
      data?: Record<string, unknown> | null;
    }): Promise<boolean> {
      const rows = await db.insert(orderEvents).values(event).onConflictDoNothing().returning({ kind: orderEvents.kind });
      return rows.length > 0;
    },

    eventsOf: (orderId: string) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt)),

    paymentEventsOf: (orderId: string) =>
      db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.receivedAt)),

    async recordPaymentEvent(provider: string, eventId: string, type: string, orderId: string): Promise<void> {
      await db.insert(paymentEvents).values({ provider, eventId, type, orderId }).onConflictDoNothing();
    },

    // ------------------------------------------------------------------------------ refunds ---

    async refundByKey(orderId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, idempotencyKey)));
      return row;
    },

    /** A pending refund under its key, or undefined when the key was used already (a replay). */
    async insertRefund(refund: {
      orderId: string;
      idempotencyKey: string;
      amountCents: number;
      lines: RefundLine[];
      reason: string;
      /** Null for an API token's refund (the audit log names the token). */
      actorId: string | null;
    }): Promise<RefundRow | undefined> {
      const [row] = await db.insert(orderRefunds).values(refund).onConflictDoNothing().returning();
      return row;
    },

    async finishRefund(
      id: string,
      outcome: { state: "succeeded" | "failed"; providerRefundId?: string; error?: string },
    ): Promise<RefundRow> {
      const [row] = await db
        .update(orderRefunds)
        .set({ ...outcome, completedAt: new Date() })
        .where(eq(orderRefunds.id, id))
        .returning();
      return row!;
    },

    refundsOf: (orderId: string) =>
      db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).orderBy(asc(orderRefunds.createdAt)),

    /**
     * What refunds asked for and not yet answered by the provider hold: their money and their
     * units by line. Read under the order's lock, they count as given, so that no two refunds can
     * give the same unit or cent back.
     */
    async pendingRefunds(orderId: string): Promise<{ cents: number; unitsByLine: Map<number, number> }> {
      const rows = await db
        .select({ amountCents: orderRefunds.amountCents, lines: orderRefunds.lines })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.state, "pending")));
      const unitsByLine = new Map<number, number>();
      for (const { line, quantity } of rows.flatMap((r) => r.lines)) unitsByLine.set(line, (unitsByLine.get(line) ?? 0) + quantity);
      return { cents: rows.reduce((sum, r) => sum + r.amountCents, 0), unitsByLine };
    },

    /**
     * Refunds still pending that were asked for before `cutoff`, with their order and who asked: a
     * refund asked by an API token, or by a member since removed, is settled too, in the name of
     * whoever can still be named.
     */
    async pendingRefundsBefore(
      cutoff: Date,
    ): Promise<{ refund: RefundRow; order: OrderRow; actor: { id: string | null; email: string } }[]> {
      return db
        .select({
          refund: orderRefunds,
          order: orders,
          actor: { id: orderRefunds.actorId, email: sql<string>`coalesce(${users.email}, 'refund sweep')` },
        })
        .from(orderRefunds)
        .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
        .leftJoin(users, eq(users.id, orderRefunds.actorId))
        .where(and(eq(orderRefunds.state, "pending"), lt(orderRefunds.createdAt, cutoff)))
        .orderBy(asc(orderRefunds.createdAt))
        .limit(100);
    },

    async addRefundedUnits(orderId: string, lines: readonly RefundLine[]): Promise<void> {
      for (const { line, quantity } of lines) {
        await db
          .update(orderItems)
          .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${quantity}` })
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.line, line)));
      }
    },
  };
}
