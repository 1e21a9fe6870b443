import type { Database } from "../../../db/client.ts";
import { amountFromCents } from "../../../domain/money.ts";
import { canMovePayment } from "../../../domain/order-status.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { createCatalogRepository } from "../catalog/catalog.repository.ts";
import { takeStockForLines } from "../catalog/catalog.service.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { PaymentEvent } from "../payments/payment-provider.ts";
import { orderConfirmationMail, stockShortfallMail } from "./order-mails.ts";
import { createOrdersRepository, type OrderItemRow, type OrderRow } from "./orders.repository.ts";

export interface OrderViewer {
  userId: string | null;
  token?: string | undefined;
}

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

export function createOrdersService(db: Database, options: { origin: string; shopEmail: string }) {
  const repository = createOrdersRepository(db);

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
      const isOwner = order?.userId != null && order.userId === viewer.userId;
      const hasToken = order !== undefined && viewer.token !== undefined && viewer.token === order.token;
      if (!order || !(isOwner || hasToken)) throw new NotFoundError("Failed to get order");
      return withItems(order, hasToken || isOwner);
    },

    async orderByToken(token: string): Promise<OrderDto> {
      const order = token.length >= 32 ? await repository.byToken(token) : undefined;
      if (!order) throw new NotFoundError("Failed to get order");
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
