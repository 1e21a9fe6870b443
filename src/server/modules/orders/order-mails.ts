import { formatMoney } from "../../../domain/money.ts";
import type { OutgoingMail } from "../mail/mail.service.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";
import { escapeHtml } from "../../lib/html.ts";

/** The order confirmation, sent once when the payment is confirmed. */
export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[], origin: string): OutgoingMail {
  const link = `${origin}/cart/checkout/${order.token}`;
  const lines = items.map(
    (item) => `${item.quantity} x ${item.product.name.en} (${item.product.partNumber}): ${formatMoney(item.totalCents)}`,
  );
  const totals = [
    `Subtotal: ${formatMoney(order.subtotalCents)}`,
    `Shipping: ${formatMoney(order.shippingCents)}`,
    `Tax: ${formatMoney(order.taxCents)}`,
    `Total: ${formatMoney(order.totalCents)}`,
  ];
  const name = order.shippingAddress.firstName;
  const text = [
    `Hello ${name},`,
    "",
    `Thank you for your order ${order.number}. We have received your payment.`,
    "",
    ...lines,
    "",
    ...totals,
    "",
    `Your order: ${link}`,
    "",
    "Overland",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for your order <strong>${order.number}</strong>. We have received your payment.</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<p>${totals.map(escapeHtml).join("<br>")}</p>
<p><a href="${escapeHtml(link)}">View your order</a></p>
<p>Overland</p>`;
  return { dedupeKey: `order-confirmation:${order.id}`, to: order.email, subject: `Overland order ${order.number} confirmed`, text, html };
}

/** Tells the shop a paid order could not take its stock and must be refunded. */
export function stockShortfallMail(order: OrderRow, shopEmail: string): OutgoingMail {
  const text = `Order ${order.number} was paid but its stock ran out before the payment arrived. Refund ${formatMoney(order.totalCents)} to ${order.email} or restock and ship.`;
  return {
    dedupeKey: `order-stock-shortfall:${order.id}`,
    to: shopEmail,
    subject: `Refund due: order ${order.number}`,
    text,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

/** The customer's money went back: their payment arrived after the parts they held were sold. */
export function orderRefundedMail(order: OrderRow, why: "sold_out" | "cancelled" = "sold_out"): OutgoingMail {
  const because =
    why === "cancelled"
      ? "The order had been cancelled before your payment arrived, so nothing will be shipped. We are sorry."
      : "The parts were held for you while you paid, but the payment arrived after that time ran out, and the last units had been sold meanwhile. We are sorry.";
  const text = [
    `Your payment of ${formatMoney(order.totalCents)} for Overland order ${order.number} has been refunded in full.`,
    "",
    `${because} Nothing else is charged; the refund reaches your card within a few days.`,
    "",
    "Overland",
  ].join("\n");
  return {
    dedupeKey: `order-refunded:${order.id}`,
    to: order.email,
    subject: `Refund of your Overland order ${order.number}`,
    text,
    html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`,
  };
}

/** Tells the shop that a late payment was refunded automatically: nothing left to do but know. */
export function refundDoneMail(order: OrderRow, shopEmail: string): OutgoingMail {
  const text = `Order ${order.number} was paid after its parts were sold out, and its ${formatMoney(order.totalCents)} were refunded automatically to ${order.email}. The customer was told.`;
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
