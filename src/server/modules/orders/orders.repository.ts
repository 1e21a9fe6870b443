import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { orderEvents, orderItems, orders, paymentEvents } from "../../../db/tables.ts";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, "orderId">;

export function createOrdersRepository(db: Database) {
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

    async setPaymentSession(orderId: string, sessionId: string): Promise<void> {
      await db.update(orders).set({ paymentSessionId: sessionId }).where(eq(orders.id, orderId));
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

    itemsOf: (orderId: string) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.line)),

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
      const rows = await db.insert(orderEvents).values({ orderId, kind, detail }).onConflictDoNothing().returning({ kind: orderEvents.kind });
      return rows.length > 0;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
