import type { Database, Executor, Transaction } from "../../../db/client.ts";
import { ConflictError, NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import { ORDER_LIST_DEFAULT_LIMIT } from "../../../domain/list-limits.ts";
import { amountFromCents, type CurrencyCode } from "../../../domain/money.ts";
import { refusalOf } from "../../../domain/order-status.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import type { OrderDto, OrderTracking } from "../../../domain/schemas/order.ts";
import { taxLineView } from "../../../domain/tax.ts";
import { paginate } from "../../lib/pagination.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { createOrderLifecycleRepository } from "./order-lifecycle.repository.ts";
import { createOrderPaymentsService, type OrderDocuments } from "./order-payments.service.ts";
import { customerTimeline, shipmentOf } from "./order-timeline.ts";
import {
  createOrdersRepository,
  type NewOrder,
  type NewOrderItem,
  type OrderItemRow,
  type OrderOwner,
  type OrderRow,
} from "./orders.repository.ts";
import { createStockHoldsService, type StockHoldsOptions, type StockMoves } from "./stock-holds.service.ts";

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

export const ORDER_NOT_FOUND = "Failed to get order";

/**
 * Rule 6: a guest's order link (its token) shows the whole order while the purchase is fresh, then
 * the order without the customer's address, phone and e-mail (a forwarded or leaked link tells
 * little), and stops working after 90 days: the account and /track-order still find the order.
 */
export const ORDER_LINK = { personalForMs: 24 * 60 * 60_000, validForMs: 90 * 24 * 60 * 60_000 } as const;

const linkAge = (order: Pick<OrderRow, "createdAt">, now = Date.now()) => now - order.createdAt.getTime();

const withoutContact = (address: OrderDto["shippingAddress"]): OrderDto["shippingAddress"] => ({
  ...address,
  lastName: "",
  company: "",
  address1: "",
  address2: "",
  suburb: "",
  state: "",
  postcode: "",
  email: "",
  phone: "",
});

function asSeenThroughLink(order: Pick<OrderRow, "createdAt">, dto: OrderDto): OrderDto {
  if (linkAge(order) < ORDER_LINK.personalForMs) return dto;
  return {
    ...dto,
    user_info: {
      name: dto.shippingAddress.firstName,
      country: dto.user_info.country,
      address: "",
      suburb: "",
      zipCode: "",
      email: "",
      contact: "",
    },
    shippingAddress: withoutContact(dto.shippingAddress),
    billingAddress: withoutContact(dto.billingAddress),
  };
}

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
    ...(order.deliverMethodName ? { deliverMethodName: order.deliverMethodName } : {}),
    currency: order.currency as CurrencyCode,
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
    taxLines: order.taxLines.map(taxLineView),
    taxIncluded: amountFromCents(order.taxIncludedCents),
    discounts: order.discountLines.map((line) => ({ code: line.code, title: line.title, amount: amountFromCents(line.cents) })),
    discount: amountFromCents(order.discountCents),
    total: amountFromCents(order.totalCents),
    shipment: shipmentOf(order),
  };
}

export interface OrdersServiceOptions {
  origin: string;
  /** Where the shop hears of paid orders and refunds (its settings). */
  shopEmail: (via?: Executor) => Promise<string>;
  limiters: Limiters;
  /** The catalogue's stock moves (the catalog service's stock). */
  stock: StockMoves;
  /** Asks the provider what became of a payment session and applies a payment it took (see StockHoldsOptions). */
  askProvider?: StockHoldsOptions["askProvider"];
  log?: { error(obj: object, msg: string): void };
  /** The invoice issued when an order is paid (see OrderDocuments). */
  documents: OrderDocuments;
}

/** The shopper's return page asks again while unpaid: the provider is asked about one session at most this often. */
const RETURN_RECHECK_MS = 5_000;
/** Sessions remembered as recently found unpaid, at most. */
const RECHECKS_REMEMBERED = 10_000;

export function createOrdersService(db: Database, options: OrdersServiceOptions) {
  const repository = createOrdersRepository(db);
  const lifecycle = createOrderLifecycleRepository(db);
  const holds = createStockHoldsService(db, options.stock, { askProvider: options.askProvider, log: options.log });
  /** When the provider last said a session was not paid (the return path's recheck limit). */
  const foundUnpaidAt = new Map<string, number>();
  const payments = createOrderPaymentsService(db, holds, options);

  const isViewersOrder = (order: OrderRow, viewer: OrderViewer) =>
    (order.userId !== null && order.userId === viewer.userId) ||
    (viewer.verifiedEmail != null && order.email.toLowerCase() === viewer.verifiedEmail.toLowerCase());

  async function page(owner: OrderOwner, pageNumber: number, limit: number): Promise<{ data: OrderDto[]; pagination: Pagination }> {
    const { rows, total } = await repository.pageOf(owner, pageNumber, limit);
    const items = await repository.itemsOfMany(rows.map((r) => r.id));
    return {
      data: rows.map((order) =>
        toOrderDto(
          order,
          items.filter((i) => i.orderId === order.id),
        ),
      ),
      pagination: paginate(pageNumber, limit, total),
    };
  }

  /** One order as its customer reads it: lines, totals and the timeline of what happened. */
  async function withItems(order: OrderRow, includeToken: boolean): Promise<OrderDto> {
    const [items, events] = await Promise.all([repository.itemsOf(order.id), lifecycle.eventsOf(order.id)]);
    return { ...toOrderDto(order, items, includeToken), timeline: customerTimeline(order, events) };
  }

  return {
    /**
     * A PENDING, unpaid order with its lines, in the checkout's transaction: the server numbers it
     * and names its invoice.
     */
    async placePending(tx: Transaction, order: Omit<NewOrder, "number" | "invoice">, items: NewOrderItem[]): Promise<OrderRow> {
      const orders = createOrdersRepository(tx);
      const number = await orders.nextNumber();
      return orders.insert({ ...order, number, invoice: `OV-${number}` }, items);
    },

    /** Holds a pending order's units for its payment session (decision 003), as the checkout's last step: see StockHoldsService.holdAtCommit. */
    holdStock: holds.holdAtCommit,

    /** True when the checkout failed because a part had fewer units left than it asked for. */
    isShortOfStock: holds.isShortOfStock,

    /** Remembers the provider's session, the key the webhook finds the order by. */
    setPaymentSession: (orderId: string, sessionId: string) => repository.setPaymentSession(orderId, sessionId),

    /** Withdraws an order whose payment session could not be opened: its units go back and the order goes. */
    async withdraw(orderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await holds.release(tx, orderId);
        await createOrdersRepository(tx).delete(orderId);
      });
    },

    /**
     * Rule 5 and 6: the signed-in owner, or whoever holds the order's token, reads it; anyone
     * else gets the same 404 as for an order that does not exist.
     */
    async orderForViewer(id: string, viewer: OrderViewer): Promise<OrderDto> {
      const order = /^[0-9a-f-]{36}$/i.test(id) ? await repository.byId(id) : undefined;
      const isOwner = order !== undefined && isViewersOrder(order, viewer);
      const hasToken =
        order !== undefined && viewer.token !== undefined && viewer.token === order.token && linkAge(order) < ORDER_LINK.validForMs;
      if (!order || !(isOwner || hasToken)) throw new NotFoundError(ORDER_NOT_FOUND);
      const dto = await withItems(order, true);
      return isOwner ? dto : asSeenThroughLink(order, dto);
    },

    /**
     * The order whose documents (invoice, credit notes) a viewer may download: its owner, or the
     * holder of its token while the link shows the whole order (ORDER_LINK), as the documents
     * print the addresses. Anyone else gets the same 404 as for an order that does not exist.
     */
    async documentsOrderFor(id: string, viewer: OrderViewer): Promise<string> {
      const order = /^[0-9a-f-]{36}$/i.test(id) ? await repository.byId(id) : undefined;
      const isOwner = order !== undefined && isViewersOrder(order, viewer);
      const hasToken =
        order !== undefined && viewer.token !== undefined && viewer.token === order.token && linkAge(order) < ORDER_LINK.personalForMs;
      if (!order || !(isOwner || hasToken)) throw new NotFoundError(ORDER_NOT_FOUND);
      return order.id;
    },

    /** GET /order/order-by-orderId/{number}: the owner's order by its number; anyone else gets 404. */
    async orderByNumber(number: number, viewer: OrderViewer): Promise<OrderDto> {
      const order = await repository.byNumber(number);
      if (!order || !isViewersOrder(order, viewer)) throw new NotFoundError(ORDER_NOT_FOUND);
      return withItems(order, true);
    },

    /** The account's order history, newest first (spec §9: 8 per page). */
    listForUser: (
      customer: OrderCustomer,
      { page: pageNumber = 1, limit = ORDER_LIST_DEFAULT_LIMIT }: { page?: number; limit?: number } = {},
    ) => page({ userId: customer.id, verifiedEmail: customer.emailVerified ? customer.email : null }, pageNumber, limit),

    /**
     * GET /order/orders-by-email/{email}: answers the verified owner of that address only. An
     * unverified account never reads the orders placed under its address before it proved it.
     */
    async listByEmail(
      customer: OrderCustomer,
      email: string,
      { page: pageNumber = 1, limit = ORDER_LIST_DEFAULT_LIMIT }: { page?: number; limit?: number } = {},
    ) {
      if (!customer.emailVerified || customer.email.toLowerCase() !== email.trim().toLowerCase()) throw new NotFoundError(ORDER_NOT_FOUND);
      return page({ userId: customer.id, verifiedEmail: customer.email, emailOnly: true }, pageNumber, limit);
    },

    /** /track-order: number and e-mail together show the status; limited per client address and for the whole shop (rule 6). */
    async track(number: number, email: string, address: string): Promise<OrderTracking> {
      if (
        !(await options.limiters.take([
          ["track.perAddress", addressKey(address)],
          ["track.global", "all"],
        ]))
      )
        throw new TooManyRequestsError("TRACK_TOO_MANY_ATTEMPTS");
      const order = await repository.byNumberAndEmail(number, email.trim());
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      const [items, events] = await Promise.all([repository.itemsOf(order.id), lifecycle.eventsOf(order.id)]);
      return {
        shipment: shipmentOf(order),
        timeline: customerTimeline(order, events),
        number: order.number,
        status: order.status,
        paymentStatus: order.paymentStatus,
        createdAt: order.createdAt.toISOString(),
        total: amountFromCents(order.totalCents),
        currency: order.currency as CurrencyCode,
        quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      };
    },

    /** The guest's order page (/cart/checkout/{token}): see ORDER_LINK. */
    async orderByToken(token: string): Promise<OrderDto> {
      const order = token.length >= 32 ? await repository.byToken(token) : undefined;
      if (!order || linkAge(order) >= ORDER_LINK.validForMs) throw new NotFoundError(ORDER_NOT_FOUND);
      return asSeenThroughLink(order, await withItems(order, true));
    },

    /**
     * The order a shopper pays again (its link's token), locked in the caller's transaction: it
     * may be paid again (the transition table), and its units are held again for the new session,
     * or the part that fell short is named. The caller opens the session.
     */
    async holdForRepayment(tx: Transaction, token: string, until: Date): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
      const orders = createOrdersRepository(tx);
      const order = await orders.lockByToken(token);
      if (!order || linkAge(order) >= ORDER_LINK.validForMs) throw new NotFoundError(ORDER_NOT_FOUND);
      const refusal = refusalOf(order, "pay_again");
      if (refusal) throw new ConflictError(refusal);
      const items = await orders.itemsOf(order.id);
      // A hold of the abandoned session is given back first, then the units are held anew.
      await holds.release(tx, order.id);
      const short = await holds.hold(
        tx,
        order.id,
        items.map((item) => ({ productId: item.productId, variantId: item.variantId, quantity: item.quantity })),
        until,
      );
      if (short !== null) {
        const name =
          items.find((item) => item.productId === short.productId && item.variantId === short.variantId)?.product.name.en ?? "A part";
        throw new ConflictError(`${name} is no longer in stock: the order cannot be paid again.`);
      }
      return { order, items };
    },

    /** The new session is the order's current one; the timeline says it was paid again. */
    async recordRepayment(orderId: string, sessionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await createOrdersRepository(tx).setPaymentSession(orderId, sessionId);
        await createOrderLifecycleRepository(tx).recordEvent({ orderId, kind: `pay_again:${sessionId}` });
      });
    },

    /** Gives back a repayment's hold when its session could not be opened; the order stays as it was. */
    releaseHold: (orderId: string) => db.transaction((tx) => holds.release(tx, orderId)),

    /**
     * Cancels the orders nobody paid within `hours` of placing them (ORDER_PAYMENT_EXPIRY_HOURS):
     * they give back the units they still hold, nothing more. The provider is asked first: a
     * payment it took whose webhook never came is applied instead. Each order stands alone, in its
     * own transaction; one that fails is logged and tried again at the next sweep. Safe in every
     * process at once.
     */
    async expireUnpaid(hours: number, now = new Date(), batch = 100): Promise<number> {
      const cutoff = new Date(now.getTime() - hours * 3_600_000);
      let expired = 0;
      for (const order of await repository.unpaidBefore(cutoff, batch)) {
        try {
          if (order.paymentSessionId && options.askProvider) await options.askProvider(order.paymentProvider, order.paymentSessionId);
          const done = await db.transaction(async (tx) => {
            const orders = createOrdersRepository(tx);
            if (!(await orders.lockUnpaidBefore(order.id, cutoff))) return false;
            await holds.release(tx, order.id);
            await orders.cancel(order.id, now);
            await createOrderLifecycleRepository(tx).recordEvent({
              orderId: order.id,
              kind: "expired",
              detail: `not paid within ${hours} hours`,
            });
            return true;
          });
          if (done) expired++;
        } catch (error) {
          options.log?.error({ err: error, orderId: order.id }, "expiring an unpaid order failed; the next sweep tries again");
        }
      }
      return expired;
    },

    /**
     * The shopper is back from the provider (the checkout's success page): an order still waiting
     * for its payment asks the provider, and a payment it took is applied though its webhook never
     * came (rule 3: a server-side read of the session). The page asks again while unpaid, so one
     * session is asked at most every RETURN_RECHECK_MS; a provider that does not answer is logged
     * and the page shows what the database says.
     */
    async confirmOnReturn(token: string, now = Date.now()): Promise<void> {
      const order = token.length >= 32 ? await repository.byToken(token) : undefined;
      const sessionId = order?.paymentSessionId;
      // Only an order that could still be paid (PENDING, unpaid or declined) waits for its payment.
      if (!order || !sessionId || !options.askProvider || refusalOf(order, "pay_again") !== null) return;
      const askedAt = foundUnpaidAt.get(sessionId);
      if (askedAt !== undefined && now - askedAt < RETURN_RECHECK_MS) return;
      try {
        const answer = await options.askProvider(order.paymentProvider, sessionId);
        foundUnpaidAt.delete(sessionId);
        if (answer !== "unpaid" && answer !== "expired") return;
        if (foundUnpaidAt.size >= RECHECKS_REMEMBERED) foundUnpaidAt.delete(foundUnpaidAt.keys().next().value!);
        foundUnpaidAt.set(sessionId, now);
      } catch (error) {
        options.log?.error({ err: error, orderId: order.id }, "asking the payment provider about a returning shopper's session failed");
      }
    },

    /** Gives back the units of payment sessions whose time ran out (every process runs it; each release happens once). */
    releaseExpiredHolds: (now?: Date) => holds.releaseExpired(now),

    ...payments,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
