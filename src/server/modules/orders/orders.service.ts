import type { Database } from "../../../db/client.ts";
import { amountFromCents } from "../../../domain/money.ts";
import { canMovePayment } from "../../../domain/order-status.ts";
import type { OrderDto, OrderTracking } from "../../../domain/schemas/order.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import { NotFoundError, TooManyRequestsError } from "../../lib/errors.ts";
import { paginate } from "../../lib/pagination.ts";
import { createRateLimiter } from "../../lib/rate-limiter.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { takeStockForLines } from "../catalog/catalog.service.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { PaymentEvent } from "../payments/payment-provider.ts";
import { orderConfirmationMail, stockShortfallMail } from "./order-mails.ts";
import { createOrdersRepository, type OrderItemRow, type OrderOwner, type OrderRow } from "./orders.repository.ts";

export interface OrderViewer {
  userId: string | null;
  /** The viewer's e-mail when verified: orders placed as a guest under it are theirs too. */
  verifiedEmail?: string | null;
  token?: string | undefined;
}

/** Who is signed in, as the session store reads it. */
export interface OrderCustomer {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** spec §9: order list default limit. */
export const ORDER_LIST_LIMIT = 8;
/** /track-order lookups one client may make: 10 in 15 minutes (rule 6). */
export const TRACK_ORDER_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;
export const ORDER_NOT_FOUND = "Failed to get order";



export type PaymentOutcome = "paid" | "refund_due" | "failed" | "replayed" | "ignored" | "unchanged";

export function toOrderDto(order: OrderRow, items: OrderItemRow[], includeToken = false): OrderDto {
  const address = order.shippingAddress;
  return {
    _id: order.id,
    orderId: String(order.number),
    number: order.number,
    invoice: order.invoice,
    ...(includeToken ? { token: order.token } : {}),
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    deliverMethod: order.deliverMethod,
    currency: "USD",
    user_info: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      country: address.country,
      address: [address.address1, address.address2].filter(Boolean).join(", "),
      suburb: address.suburb,
      zipCode: address.postcode,
      email: order.email,
      contact: address.phone,
    },
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    cart: items.map((item) => ({
      product: { id: item.productId, slug: item.product.slug, name: item.product.name, sku: item.product.sku, image: item.product.image },
      options: item.options,
      price: amountFromCents(item.unitPriceCents),
      quantity: item.quantity,
      total: amountFromCents(item.totalCents),
    })),
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    subTotal: amountFromCents(order.subtotalCents),
    shippingCost: amountFromCents(order.shippingCents),
    tax: amountFromCents(order.taxCents),
    total: amountFromCents(order.totalCents),
  };
}

export function createOrdersService(db: Database, options: { origin: string; shopEmail: string; now?: () => number }) {
  const repository = createOrdersRepository(db);
  const trackLimiter = createRateLimiter({ ...TRACK_ORDER_LIMIT, now: options.now });

  const isViewersOrder = (order: OrderRow, viewer: OrderViewer) =>
    (order.userId !== null && order.userId === viewer.userId) ||
    (viewer.verifiedEmail != null && order.email.toLowerCase() === viewer.verifiedEmail.toLowerCase());

  async function page(owner: OrderOwner, pageNumber: number, limit: number): Promise<{ data: OrderDto[]; pagination: Pagination }> {
    const { rows, total } = await repository.pageOf(owner, pageNumber, limit);
    const items = await repository.itemsOfMany(rows.map((r) => r.id));
    return { data: rows.map((order) => toOrderDto(order, items.filter((i) => i.orderId === order.id))), pagination: paginate(pageNumber, limit, total) };
  }

  async function withItems(order: OrderRow, includeToken: boolean): Promise<OrderDto> {
    return toOrderDto(order, await repository.itemsOf(order.id), includeToken);
  }

  return {
    repository,

    /**
     * Rule 5 and 6: the signed-in owner, or whoever holds the order's token, reads it; anyone
     * else gets the same 404 as for an order that does not exist.
     */
    async orderForViewer(id: string, viewer: OrderViewer): Promise<OrderDto> {
      const order = /^[0-9a-f-]{36}$/i.test(id) ? await repository.byId(id) : undefined;
      const isOwner = order !== undefined && isViewersOrder(order, viewer);
      const hasToken = order !== undefined && viewer.token !== undefined && viewer.token === order.token;
      if (!order || !(isOwner || hasToken)) throw new NotFoundError(ORDER_NOT_FOUND);
      return withItems(order, hasToken || isOwner);
    },

    /** GET /order/order-by-orderId/{number}: the owner's order by its number; anyone else gets 404. */
    async orderByNumber(number: number, viewer: OrderViewer): Promise<OrderDto> {
      const order = await repository.byNumber(number);
      if (!order || !isViewersOrder(order, viewer)) throw new NotFoundError(ORDER_NOT_FOUND);
      return withItems(order, true);
    },

    /** The account's order history, newest first (spec §9: 8 per page). */
    listForUser: (customer: OrderCustomer, { page: pageNumber = 1, limit = ORDER_LIST_LIMIT }: { page?: number; limit?: number } = {}) =>
      page({ userId: customer.id, verifiedEmail: customer.emailVerified ? customer.email : null }, pageNumber, limit),

    /**
     * GET /order/orders-by-email/{email}: answers the verified owner of that address only. An
     * unverified account never reads the orders placed under its address before it proved it.
     */
    async listByEmail(customer: OrderCustomer, email: string, { page: pageNumber = 1, limit = ORDER_LIST_LIMIT }: { page?: number; limit?: number } = {}) {
      if (!customer.emailVerified || customer.email.toLowerCase() !== email.trim().toLowerCase()) throw new NotFoundError(ORDER_NOT_FOUND);
      return page({ userId: customer.id, verifiedEmail: customer.email, emailOnly: true }, pageNumber, limit);
    },

    /** /track-order: number and e-mail together show the status; rate limited per client (rule 6). */
    async track(number: number, email: string, clientKey: string): Promise<OrderTracking> {
      if (!trackLimiter.take([`client:${clientKey}`])) throw new TooManyRequestsError("TRACK_TOO_MANY_ATTEMPTS");
      const order = await repository.byNumberAndEmail(number, email.trim());
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      const items = await repository.itemsOf(order.id);
      return {
        number: order.number,
        status: order.status,
        paymentStatus: order.paymentStatus,
        createdAt: order.createdAt.toISOString(),
        total: amountFromCents(order.totalCents),
        quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      };
    },

    async orderByToken(token: string): Promise<OrderDto> {
      const order = token.length >= 32 ? await repository.byToken(token) : undefined;
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      return withItems(order, true);
    },

    /**
     * Rule 3 and 4: a verified provider event, applied once, in one transaction. A payment takes
     * the stock with conditional updates; when the stock ran out meanwhile the order is kept and
     * flagged refund_due, and the shop is told.
     */
    async applyPaymentEvent(provider: string, event: PaymentEvent): Promise<PaymentOutcome> {
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const orders = createOrdersRepository(tx);
        if (event.kind === "ignored") {
          await orders.recordPaymentEvent(provider, event.eventId, event.type, null);
          return "ignored";
        }
        const order = await orders.byPaymentSessionForUpdate(provider, event.sessionId);
        const firstTime = await orders.recordPaymentEvent(provider, event.eventId, event.kind, order?.id ?? null);
        if (!firstTime) return "replayed";
        // A provider account may serve other shops too: a session that is not ours is recorded
        // and acknowledged, so the provider stops retrying it.
        if (!order) return "ignored";

        if (event.kind === "failed") {
          if (!canMovePayment(order.paymentStatus, "failed")) return "unchanged";
          await orders.updatePayment(order.id, { paymentStatus: "failed" });
          return "failed";
        }
        if (!canMovePayment(order.paymentStatus, "paid")) return "unchanged";
        const items = await orders.itemsOf(order.id);
        const lines = items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
        const tookStock = await takeStockForLines(tx, createCatalogRepository, lines);
        if (!tookStock) {
          await orders.updatePayment(order.id, { paymentStatus: "refund_due", paidAt: new Date() });
          if (await orders.recordOrderEvent(order.id, "stock_shortfall")) {
            await enqueueMail(tx, stockShortfallMail(order, options.shopEmail));
          }
          return "refund_due";
        }
        await orders.updatePayment(order.id, { paymentStatus: "paid", paidAt: new Date() });
        if (await orders.recordOrderEvent(order.id, "paid")) {
          await enqueueMail(tx, orderConfirmationMail(order, items, options.origin));
        }
        return "paid";
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
