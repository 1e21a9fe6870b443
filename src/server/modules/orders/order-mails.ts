import { formatMoney } from "../../../domain/money.ts";
import type { OutgoingMail } from "../mail/outbox.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";
import { escapeHtml } from "../../lib/html.ts";


/** The order confirmation, sent once when the payment is confirmed. */
export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[], origin: string): OutgoingMail {
  const link = `${origin}/cart/checkout/${order.token}`;
  const lines = items.map((item) => `${item.quantity} x ${item.product.name.en} (${item.product.partNumber}): ${formatMoney(item.totalCents)}`);
  const totals = [
    `Subtotal: ${formatMoney(order.subtotalCents)}`,
    `Shipping: ${formatMoney(order.shippingCents)}`,
    `Tax: ${formatMoney(order.taxCents)}`,
    `Total: ${formatMoney(order.totalCents)}`,
  ];
  const name = order.shippingAddress.firstName;
  const text = [`Hello ${name},`, "", `Thank you for your order ${order.number}. We have received your payment.`, "", ...lines, "", ...totals, "", `Your order: ${link}`, "", "Overland"].join("\n");
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
