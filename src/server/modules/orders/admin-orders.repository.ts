import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
import { orderItems, orders, products } from "../../../db/tables.ts";
import type { OrderStatus, PaymentStatus } from "../../../domain/order-status.ts";
import type { OrderSort } from "../../../domain/schemas/admin.ts";
import { offsetOf } from "../../lib/pagination.ts";

export interface AdminOrderFilter {
  status?: OrderStatus | undefined;
  payment?: PaymentStatus | undefined;
  /** Placed at or after this instant, and before `until` (the service reads days on the shop's clock). */
  from?: Date | undefined;
  until?: Date | undefined;
  q?: string | undefined;
  userId?: string | undefined;
}

const customerName = sql<string>`trim(concat(${orders.shippingAddress}->>'firstName', ' ', ${orders.shippingAddress}->>'lastName'))`;

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment ? eq(orders.paymentStatus, filter.payment) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.until ? lt(orders.createdAt, filter.until) : undefined,
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
  ];
  const q = filter.q?.trim().replace(/^#/, "");
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        /^\d{1,15}$/.test(q) ? eq(orders.number, Number(q)) : undefined,
        sql`${orders.email} ilike ${like}`,
        sql`${customerName} ilike ${like}`,
      ),
    );
  }
  return and(...conditions);
}

const SORTS: Record<OrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.number)],
  oldest: [asc(orders.createdAt), asc(orders.number)],
  total_desc: [desc(orders.totalCents), desc(orders.number)],
  total_asc: [asc(orders.totalCents), asc(orders.number)],
};

const summary = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  email: orders.email,
  name: customerName,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
  refundedCents: orders.refundedCents,
  currency: orders.currency,
  // The outer row is named in full: inside the subquery unqualified names are the lines'.
  quantity: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = "orders"."id")`,
};

/** Paid money: what the dashboard counts as revenue. */
const MONEY_TAKEN: PaymentStatus[] = ["paid", "partially_refunded", "refunded", "refund_due"];

/** The back office's reads of orders: the filtered list and the dashboard's figures. */
export function createAdminOrdersRepository(db: Executor) {
  return {
    async page(filter: AdminOrderFilter, sort: OrderSort, page: number, limit: number) {
      const where = whereOf(filter);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      const rows = await db
        .select(summary)
        .from(orders)
        .where(where)
        .orderBy(...SORTS[sort])
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
    },

    /** Paid orders since a moment and their revenue (what was paid less what went back), in US cents at each order's frozen rate. */
    async paidSince(since: Date): Promise<{ orders: number; revenueCents: number }> {
      const [row] = await db
        .select({
          orders: sql<number>`count(*)::int`,
          revenueCents: sql<number>`coalesce(round(sum((${orders.totalCents} - ${orders.refundedCents})::numeric * 1000000 / ${orders.exchangeRateMicros})), 0)::int`,
        })
        .from(orders)
        .where(and(inArray(orders.paymentStatus, MONEY_TAKEN), gte(orders.paidAt, since)));
      return { orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
    },

    async count(where: SQL | undefined): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .where(where);
      return row?.total ?? 0;
    },

    awaitingShipment: () => and(eq(orders.status, "PENDING"), inArray(orders.paymentStatus, ["paid", "partially_refunded"])),

    /** Money the shop holds and owes back: a refund_due payment, or a cancelled order not refunded in full. */
    refundsOwed: () =>
      or(
        eq(orders.paymentStatus, "refund_due"),
        and(eq(orders.status, "CANCELLED"), inArray(orders.paymentStatus, ["paid", "partially_refunded"])),
      ),

    /** Shown parts at or below their own low-stock level (set in the product editor), fewest first. */
    async lowStock(limit: number) {
      return db
        .select({
          id: products.id,
          name: sql<string>`${products.title}->>'en'`,
          sku: products.sku,
          slug: products.slug,
          stock: sql<number>`(${products.stock} - ${products.reserved})::int`,
        })
        .from(products)
        .where(and(eq(products.status, "show"), sql`${products.stock} - ${products.reserved} <= ${products.lowStockLevel}`))
        .orderBy(sql`${products.stock} - ${products.reserved}`, asc(products.id))
        .limit(limit);
    },
  };
}
