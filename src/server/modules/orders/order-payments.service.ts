import type { Database, Executor, Transaction } from "../../../db/client.ts";
import { canMovePayment } from "../../../domain/order-status.ts";
import { enqueueMail } from "../mail/index.ts";
import type { ChargedPayment, PaymentEvent, PaymentOutcome } from "../payments/index.ts";
import { orderConfirmationMail, orderRefundedMail } from "./lifecycle-mails.ts";
import { newOrderMail } from "./lifecycle-mails.ts";
import { paymentMismatchMail, refundDoneMail, stockShortfallMail } from "./order-mails.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";
import type { StockHoldsService } from "./stock-holds.service.ts";

/** What differs between a provider's charge and the order, or null when they agree. */
export function chargeMismatch(order: Pick<OrderRow, "id" | "totalCents" | "currency">, charged: ChargedPayment): string | null {
  if (!charged.modeMatches) return "the event's live/test mode is not the shop's";
  if (charged.orderId !== order.id) return `the session was opened for order ${charged.orderId ?? "(none)"}`;
  if (charged.amountCents !== order.totalCents)
    return `charged ${charged.amountCents ?? "(none)"} cents, the order totals ${order.totalCents}`;
  if (charged.currency?.toUpperCase() !== order.currency)
    return `charged in ${charged.currency ?? "(none)"}, the order is in ${order.currency}`;
  return null;
}

/**
 * The documents an order is given in its own transactions (the invoices module's, wired in
 * services.ts, decision 041): the invoice when it is paid, a credit note for each refund.
 */
export interface OrderDocuments {
  issueInvoice(tx: Transaction, orderId: string): Promise<void>;
  issueCreditNote(tx: Transaction, orderId: string, refundId: string): Promise<void>;
}

/** What becomes of an order's payment: verified provider events applied once, and refunds (part of the orders service). */
export function createOrderPaymentsService(
  db: Database,
  holds: StockHoldsService,
  options: { origin: string; shopEmail: (via?: Executor) => Promise<string>; documents: OrderDocuments },
) {
  const repository = createOrdersRepository(db);
  return {
    /**
     * Rule 3 and 4: a verified provider event, applied once, in one transaction. A payment takes
     * the order's held units (decision 003), or, when its hold ran out meanwhile, units nobody
     * holds; when those are gone the order is kept, flagged refund_due, and the shop is told
     * (completeRefund then gives the money back). A closed session gives its units back.
     */
    async applyPaymentEvent(provider: string, event: PaymentEvent): Promise<PaymentOutcome> {
      return db.transaction(async (tx) => {
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

        // The session is over unpaid (cancelled, expired): nothing failed, but its units go back.
        if (event.kind === "closed") {
          await holds.release(tx, order.id);
          return "closed";
        }
        if (event.kind === "failed") {
          if (!canMovePayment(order.paymentStatus, "failed")) return "unchanged";
          await orders.updatePayment(order.id, { paymentStatus: "failed" });
          return "failed";
        }
        if (!canMovePayment(order.paymentStatus, "paid")) return "unchanged";
        // A signed event still has to be about this order's money: amount, currency, order, mode.
        const mismatch = event.charged ? chargeMismatch(order, event.charged) : null;
        if (mismatch) {
          if (await orders.recordOrderEvent(order.id, "payment_mismatch", mismatch)) {
            await enqueueMail(tx, paymentMismatchMail(order, mismatch, await options.shopEmail(tx)));
          }
          return "mismatch";
        }
        // The order was cancelled while its shopper paid: nothing ships, the money goes back.
        if (order.status === "CANCELLED") {
          await orders.updatePayment(order.id, { paymentStatus: "refund_due", paidAt: new Date() });
          await orders.recordOrderEvent(order.id, "paid_after_cancel");
          return "refund_due";
        }
        // Units still held are this order's (its row is locked here): they are taken when the
        // transaction commits, so a hot part's row, which every payment for it queues for, is
        // locked only while the database commits. Units whose hold ran out are taken first:
        // whether they are still there decides the rest.
        const unitsHeld = order.stockState === "held";
        if (!unitsHeld && !(await holds.take(tx, order))) {
          await orders.updatePayment(order.id, { paymentStatus: "refund_due", paidAt: new Date() });
          if (await orders.recordOrderEvent(order.id, "stock_shortfall")) {
            await enqueueMail(tx, stockShortfallMail(order, await options.shopEmail(tx)));
          }
          return "refund_due";
        }
        const items = await orders.itemsOf(order.id);
        await orders.updatePayment(order.id, { paymentStatus: "paid", paidAt: new Date() });
        if (await orders.recordOrderEvent(order.id, "paid")) {
          await enqueueMail(tx, orderConfirmationMail(order, items, options.origin));
          await enqueueMail(tx, newOrderMail(order, items, await options.shopEmail(tx), options.origin));
        }
        // Numbered last: the year's counter row stays locked until this commits, so payments
        // queue on it only for their commit.
        await options.documents.issueInvoice(tx, order.id);
        if (unitsHeld && !(await holds.takeHeldAtCommit(tx, order.id))) throw new Error(`order ${order.id}: its held units are gone`);
        return "paid";
      });
    },

    /**
     * Gives the money of a refund_due order back through its provider, then marks it refunded and
     * tells the customer and the shop, once. A failed refund leaves it refund_due (the shop was told).
     */
    async completeRefund(
      provider: string,
      sessionId: string,
      refund: (order: Pick<OrderRow, "id" | "totalCents" | "currency">) => Promise<{ refundId: string }>,
    ): Promise<boolean> {
      const order = await repository.byPaymentSession(provider, sessionId);
      if (!order || order.paymentStatus !== "refund_due") return false;
      const { refundId } = await refund(order);
      return db.transaction(async (tx) => {
        const orders = createOrdersRepository(tx);
        if (!(await orders.movePayment(order.id, "refund_due", "refunded"))) return false;
        await orders.recordPaymentEvent(provider, refundId, "refund", order.id);
        await orders.setRefunded(order.id, order.totalCents);
        if (await orders.recordOrderEvent(order.id, "refunded")) {
          await enqueueMail(tx, orderRefundedMail(order, options.origin, order.status === "CANCELLED" ? "cancelled" : "sold_out"));
          await enqueueMail(tx, refundDoneMail(order, await options.shopEmail(tx)));
        }
        return true;
      });
    },
  };
}
