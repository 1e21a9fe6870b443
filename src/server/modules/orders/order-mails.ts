import { formatMinor } from "../../../domain/money.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/index.ts";
import type { OrderRow } from "./orders.repository.ts";

/** Tells the shop a paid order could not take its stock and must be refunded. */
export function stockShortfallMail(order: OrderRow, shopEmail: string): OutgoingMail {
  const text = `Order ${order.number} was paid but its stock ran out before the payment arrived. Refund ${formatMinor(order.totalCents, order.currency)} to ${order.email} or restock and ship.`;
  return {
    dedupeKey: `order-stock-shortfall:${order.id}`,
    to: shopEmail,
    subject: `Refund due: order ${order.number}`,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

/** Tells the shop that a late payment was refunded automatically: nothing left to do but know. */
export function refundDoneMail(order: OrderRow, shopEmail: string): OutgoingMail {
  const text = `Order ${order.number} was paid after its parts were sold out, and its ${formatMinor(order.totalCents, order.currency)} were refunded automatically to ${order.email}. The customer was told.`;
  return {
    dedupeKey: `order-refund-done:${order.id}`,
    to: shopEmail,
    subject: `Refunded: order ${order.number}`,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

/** A signed payment event that does not match its order: the order stays unpaid until someone looks. */
export function paymentMismatchMail(order: OrderRow, mismatch: string, shopEmail: string): OutgoingMail {
  const text = `A payment event for order ${order.number} was not applied: ${mismatch}. The order stays unpaid; check it in the payment provider's dashboard.`;
  return {
    dedupeKey: `order-payment-mismatch:${order.id}`,
    to: shopEmail,
    subject: `Check the payment of order ${order.number}`,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}
