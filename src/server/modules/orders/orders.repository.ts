import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { orderEvents, orderItems, orderPaymentSessions, orders, paymentEvents, type StockState } from "../../../db/tables.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;

/** Whose orders: the account's own, and with a verified address also those placed as a guest under it. */
export interface OrderOwner {
  userId: string;
  verifiedEmail: string | null;
  /** Only the orders placed under this address (GET /order/orders-by-email). */
  emailOnly?: boolean;
}

function ownedBy(owner: OrderOwner): SQL | undefined {
  const byEmail = owner.verifiedEmail === null ? undefined : sql`lower(${orders.email}) = lower(${owner.verifiedEmail})`;
  if (owner.emailOnly) return byEmail ?? sql`false`;
  return byEmail ? or(eq(orders.userId, owner.userId), byEmail) : eq(orders.userId, owner.userId);
}

const unpaidBefore = (cutoff: Date) =>
  and(eq(orders.status, "PENDING"), inArray(orders.paymentStatus, ["unpaid", "failed"]), sql`${orders.createdAt} < ${cutoff}`);

const holdExpired = (now: Date) => and(eq(orders.stockState, "held"), sql`${orders.stockHeldUntil} < ${now}`);

export function createOrdersRepository(db: Executor) {
  return {
    async nextNumber(): Promise<number> {
      const [row] = await db.select({ value: sql<string>`nextval('order_number_seq')` }).from(sql`(select 1) as one`);
      return Number(row!.value);
    },

    async insert(order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(order).returning();
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
      return row!;
    },

    /** The order's current payment session (the webhook's key); every session it had stays listed. */
    async setPaymentSession(orderId: string, sessionId: string): Promise<void> {
      const [order] = await db.update(orders).set({ paymentSessionId: sessionId }).where(eq(orders.id, orderId)).returning();
      if (order)
        await db.insert(orderPaymentSessions).values({ provider: order.paymentProvider, sessionId, orderId }).onConflictDoNothing();
    },

    async lockByToken(token: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.token, token)).for("update");
      return row;
    },

    /** Unpaid orders placed before the cutoff, oldest first (not locked: each is expired in its own transaction). */
    async unpaidBefore(cutoff: Date, limit: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(unpaidBefore(cutoff)).orderBy(asc(orders.createdAt)).limit(limit);
    },

    /** Locks the order if it is still unpaid and placed before the cutoff; undefined when not, or when another process holds it. */
    async lockUnpaidBefore(orderId: string, cutoff: Date): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), unpaidBefore(cutoff)))
        .for("update", { skipLocked: true });
      return row;
    },

    async cancel(orderId: string, at: Date): Promise<void> {
      await db.update(orders).set({ status: "CANCELLED", cancelledAt: at }).where(eq(orders.id, orderId));
    },

    async delete(orderId: string): Promise<void> {
      await db.delete(orders).where(eq(orders.id, orderId));
    },

    async byId(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async byToken(token: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.token, token));
      return row;
    },

    /** Locks the order row for the rest of the transaction. */
    async byPaymentSessionForUpdate(provider: string, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentSessionId, sessionId)))
        .for("update");
      return row;
    },

    async byPaymentSession(provider: string, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentSessionId, sessionId)));
      return row;
    },

    /** Moves the payment from one state to another, once: true for the call that moved it. */
    async movePayment(orderId: string, from: OrderRow["paymentStatus"], to: OrderRow["paymentStatus"]): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: to })
        .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Orders a customer may read: placed signed in, or under their verified e-mail (rule 5). */
    async pageOf(owner: OrderOwner, page: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
      const where = ownedBy(owner);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.number))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
    },

    async byNumber(number: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.number, number));
      return row;
    },

    /** /track-order: the number and the e-mail it was placed with, together (rule 6). */
    async byNumberAndEmail(number: number, email: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.number, number), sql`lower(${orders.email}) = lower(${email})`));
      return row;
    },

    async itemsOfMany(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.line));
    },

    itemsOf: (orderId: string) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.line)),

    /** Marks the order's units held for its payment session until the given time. */
    async holdStock(orderId: string, until: Date): Promise<void> {
      await db.update(orders).set({ stockState: "held", stockHeldUntil: until }).where(eq(orders.id, orderId));
    },

    /**
     * Moves the order's units from one state to another, once: true only for the call that moved
     * them (a raced webhook and the sweeper cannot both release the same units).
     */
    async moveStock(orderId: string, from: StockState, to: StockState): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ stockState: to })
        .where(and(eq(orders.id, orderId), eq(orders.stockState, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },

    /** Orders whose held units waited longer than their time, the longest first, with their payment session (not locked). */
    async expiredHolds(now: Date, limit: number): Promise<Pick<OrderRow, "id" | "paymentProvider" | "paymentSessionId">[]> {
      return db
        .select({ id: orders.id, paymentProvider: orders.paymentProvider, paymentSessionId: orders.paymentSessionId })
        .from(orders)
        .where(holdExpired(now))
        .orderBy(asc(orders.stockHeldUntil))
        .limit(limit);
    },

    /** Locks the order if its hold is still held past its time; undefined when not, or when another process holds it. */
    async lockExpiredHold(orderId: string, now: Date): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), holdExpired(now)))
        .for("update", { skipLocked: true });
      return row;
    },

    async setRefunded(orderId: string, refundedCents: number): Promise<void> {
      await db.update(orders).set({ refundedCents }).where(eq(orders.id, orderId));
    },

    async updatePayment(orderId: string, change: Pick<Partial<OrderRow>, "paymentStatus" | "paidAt">): Promise<void> {
      await db.update(orders).set(change).where(eq(orders.id, orderId));
    },

    /** True the first time this provider event is seen (rule 4). */
    async recordPaymentEvent(provider: string, eventId: string, type: string, orderId: string | null): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values({ provider, eventId, type, orderId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    /** True the first time this order reaches this state (rule 4). */
    async recordOrderEvent(orderId: string, kind: string, detail = ""): Promise<boolean> {
      const rows = await db
        .insert(orderEvents)
        .values({ orderId, kind, detail })
        .onConflictDoNothing()
        .returning({ kind: orderEvents.kind });
      return rows.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
