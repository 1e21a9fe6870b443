// The back office's view of orders: the filtered list, one order with everything staff
// need (timeline, payment events, refunds, what may be done now), the dashboard's figures, and the
// staff call that moves an order.
import type { Database } from "../../../db/client.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { amountFromCents, type CurrencyCode } from "../../../domain/money.ts";
import { staffActionsOf } from "../../../domain/order-status.ts";
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrderQuery,
  type Dashboard,
  type OrderMove,
} from "../../../domain/schemas/admin.ts";
import { shopDateStart, shopDayStart } from "../../../domain/shop-time.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AdminOrderFilter, createAdminOrdersRepository } from "./admin-orders.repository.ts";
import { createOrderLifecycleRepository } from "./order-lifecycle.repository.ts";
import { ORDER_NOT_FOUND_FOR_STAFF, type OrderLifecycleService } from "./order-lifecycle.service.ts";
import { placedEntry, shipmentOf, timelineEntryOf } from "./order-timeline.ts";
import { createOrdersRepository } from "./orders.repository.ts";
import { toOrderDto } from "./orders.service.ts";

/** A part with this many free units or fewer is low on stock (the dashboard lists them). */
const LOW_STOCK_ROWS = 10;

type SummaryRow = Awaited<ReturnType<ReturnType<typeof createAdminOrdersRepository>["page"]>>["rows"][number];

export const toOrderSummary = (row: SummaryRow) => ({
  id: row.id,
  number: row.number,
  createdAt: row.createdAt.toISOString(),
  email: row.email,
  name: row.name,
  status: row.status,
  paymentStatus: row.paymentStatus,
  quantity: row.quantity,
  total: amountFromCents(row.totalCents),
  refunded: amountFromCents(row.refundedCents),
  currency: row.currency as CurrencyCode,
});

export interface AdminOrdersOptions {
  lifecycle: OrderLifecycleService;
  /** Mails the outbox gave up on (the mail service's count). */
  failedMails(): Promise<number>;
  /** The shop's clock (its settings): the dashboard's days are its days. */
  timeZone(): Promise<string>;
}

export function createAdminOrdersService(db: Database, options: AdminOrdersOptions) {
  const listing = createAdminOrdersRepository(db);
  const lifecycle = createOrderLifecycleRepository(db);
  const orders = createOrdersRepository(db);

  async function adminOrder(number: number): Promise<AdminOrder> {
    const order = await orders.byNumber(number);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND_FOR_STAFF);
    const [items, events, payments, refunds] = await Promise.all([
      orders.itemsOf(order.id),
      lifecycle.eventsOf(order.id),
      lifecycle.paymentEventsOf(order.id),
      lifecycle.refundsOf(order.id),
    ]);
    const dto = toOrderDto(order, items);
    return {
      ...dto,
      locale: order.locale,
      shipment: shipmentOf(order),
      refunded: amountFromCents(order.refundedCents),
      payment: { provider: order.paymentProvider, sessionId: order.paymentSessionId },
      refundedQuantities: items.map((item) => item.refundedQuantity),
      customer: order.userId ? { id: order.userId, email: order.email, name: dto.user_info.name } : null,
      timeline: [placedEntry(order), ...events.map(timelineEntryOf)],
      paymentEvents: payments.map((p) => ({
        provider: p.provider,
        eventId: p.eventId,
        type: p.type,
        receivedAt: p.receivedAt.toISOString(),
      })),
      refunds: refunds.map((r) => ({
        id: r.id,
        amount: amountFromCents(r.amountCents),
        lines: r.lines,
        reason: r.reason,
        state: r.state,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
      })),
      actions: staffActionsOf(order),
    };
  }

  return {
    async adminList({ page, sort, from, to, ...rest }: AdminOrderQuery & { userId?: string }): Promise<AdminOrderPage> {
      // Days as the shop counts them: from its midnight on `from` to its midnight after `to`.
      const zone = from || to ? await options.timeZone() : "UTC";
      const filter = {
        ...rest,
        from: from ? shopDateStart(from, zone) : undefined,
        until: to ? shopDateStart(to, zone, 1) : undefined,
      };
      const { rows, total } = await listing.page(filter satisfies AdminOrderFilter, sort, page, ADMIN_PAGE_SIZE);
      return { data: rows.map(toOrderSummary), pagination: paginate(page, ADMIN_PAGE_SIZE, total) };
    },

    adminOrder,

    /** Moves the order (the transition table decides) and answers it as staff now see it. */
    async move(actor: Actor, number: number, move: OrderMove): Promise<AdminOrder> {
      await options.lifecycle.move(actor, number, move);
      return adminOrder(number);
    },

    /** Refunds whose request died before the provider's answer was counted are settled (the shop's sweep). */
    settleAbandonedRefunds: (olderThanMs?: number) => options.lifecycle.settleAbandonedRefunds(olderThanMs),

    /** Today is the day on the shop's clock; the week, the last seven of its days with today. */
    async dashboard(now = new Date()): Promise<Dashboard> {
      const zone = await options.timeZone();
      const today = shopDayStart(now, zone);
      const weekStart = shopDayStart(now, zone, 6);
      const [day, week, awaitingShipment, refundsOwed, lowStock, failedMails] = await Promise.all([
        listing.paidSince(today),
        listing.paidSince(weekStart),
        listing.count(listing.awaitingShipment()),
        listing.count(listing.refundsOwed()),
        listing.lowStock(LOW_STOCK_ROWS),
        options.failedMails(),
      ]);
      return {
        today: { orders: day.orders, revenue: amountFromCents(day.revenueCents) },
        week: { orders: week.orders, revenue: amountFromCents(week.revenueCents) },
        awaitingShipment,
        refundsOwed,
        lowStock,
        failedMails,
      };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
