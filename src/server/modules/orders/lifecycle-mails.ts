// The mails of an order's life after payment (issue 11): to the customer in the language they
// ordered in (orders.locale), and the new-order notice to the shop.
import { formatMoney } from "../../../domain/money.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/mail.service.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

type Locale = "en" | "ru" | "ar";
const localeOf = (order: Pick<OrderRow, "locale">): Locale => (order.locale === "ru" || order.locale === "ar" ? order.locale : "en");

interface Words {
  hello: (name: string) => string;
  view: string;
  signature: string;
  shipped: { subject: (n: number) => string; lead: (n: number) => string; carrier: string; tracking: string; track: string };
  cancelled: { subject: (n: number) => string; lead: (n: number) => string; reason: string; money: string };
  refunded: { subject: (n: number) => string; lead: (amount: string, n: number) => string; when: string };
}

const WORDS: Record<Locale, Words> = {
  en: {
    hello: (name) => `Hello ${name},`,
    view: "Your order",
    signature: "Overland",
    shipped: {
      subject: (n) => `Your Overland order ${n} is on its way`,
      lead: (n) => `Good news: your order ${n} has shipped.`,
      carrier: "Carrier",
      tracking: "Tracking number",
      track: "Track the parcel",
    },
    cancelled: {
      subject: (n) => `Your Overland order ${n} was cancelled`,
      lead: (n) => `Your order ${n} was cancelled.`,
      reason: "Reason",
      money: "If you paid for it, the money is refunded to your card; we mail you when it is.",
    },
    refunded: {
      subject: (n) => `Refund for your Overland order ${n}`,
      lead: (amount, n) => `We refunded ${amount} for your order ${n}.`,
      when: "The refund reaches your card within a few days.",
    },
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    view: "Ваш заказ",
    signature: "Overland",
    shipped: {
      subject: (n) => `Ваш заказ Overland ${n} отправлен`,
      lead: (n) => `Хорошие новости: ваш заказ ${n} отправлен.`,
      carrier: "Служба доставки",
      tracking: "Трек-номер",
      track: "Отследить посылку",
    },
    cancelled: {
      subject: (n) => `Ваш заказ Overland ${n} отменён`,
      lead: (n) => `Ваш заказ ${n} отменён.`,
      reason: "Причина",
      money: "Если вы его оплатили, деньги вернутся на вашу карту; мы сообщим, когда это произойдёт.",
    },
    refunded: {
      subject: (n) => `Возврат денег по заказу Overland ${n}`,
      lead: (amount, n) => `Мы вернули ${amount} по вашему заказу ${n}.`,
      when: "Деньги поступят на карту в течение нескольких дней.",
    },
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    view: "طلبك",
    signature: "Overland",
    shipped: {
      subject: (n) => `طلبك من Overland رقم ${n} في الطريق إليك`,
      lead: (n) => `أخبار سارة: تم شحن طلبك رقم ${n}.`,
      carrier: "شركة الشحن",
      tracking: "رقم التتبع",
      track: "تتبع الشحنة",
    },
    cancelled: {
      subject: (n) => `تم إلغاء طلبك من Overland رقم ${n}`,
      lead: (n) => `تم إلغاء طلبك رقم ${n}.`,
      reason: "السبب",
      money: "إذا كنت قد دفعت ثمنه، فسيُعاد المبلغ إلى بطاقتك وسنراسلك عند ذلك.",
    },
    refunded: {
      subject: (n) => `استرداد مبلغ طلبك من Overland رقم ${n}`,
      lead: (amount, n) => `أعدنا ${amount} عن طلبك رقم ${n}.`,
      when: "يصل المبلغ إلى بطاقتك خلال أيام قليلة.",
    },
  },
};

interface Paragraph {
  text: string;
  link?: string;
}

function customerMail(order: OrderRow, origin: string, dedupeKey: string, subject: string, paragraphs: Paragraph[]): OutgoingMail {
  const words = WORDS[localeOf(order)];
  const orderLink = `${origin}/cart/checkout/${order.token}`;
  const all: Paragraph[] = [{ text: words.hello(order.shippingAddress.firstName) }, ...paragraphs, { text: words.view, link: orderLink }];
  const text = [...all.map((p) => (p.link ? `${p.text}: ${p.link}` : p.text)), words.signature].join("\n\n");
  const locale = localeOf(order);
  // A whole document: mail clients and the back office's preview lay it out in its own language and direction.
  const html = `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><body>${all
    .map((p) =>
      p.link ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.text)}</a></p>` : `<p>${escapeHtml(p.text).replaceAll("\n", "<br>")}</p>`,
    )
    .join("\n")}<p>${words.signature}</p></body></html>`;
  return { dedupeKey, to: order.email, subject, text, html };
}

export function shippedMail(order: OrderRow, origin: string): OutgoingMail {
  const { shipped } = WORDS[localeOf(order)];
  return customerMail(order, origin, `order-shipped:${order.id}`, shipped.subject(order.number), [
    { text: shipped.lead(order.number) },
    { text: `${shipped.carrier}: ${order.carrier ?? ""}\n${shipped.tracking}: ${order.trackingNumber ?? ""}` },
    ...(order.trackingUrl ? [{ text: shipped.track, link: order.trackingUrl }] : []),
  ]);
}

export function cancelledMail(order: OrderRow, reason: string, origin: string): OutgoingMail {
  const { cancelled } = WORDS[localeOf(order)];
  const paid = order.paymentStatus !== "unpaid" && order.paymentStatus !== "failed";
  return customerMail(order, origin, `order-cancelled:${order.id}`, cancelled.subject(order.number), [
    { text: cancelled.lead(order.number) },
    ...(reason ? [{ text: `${cancelled.reason}: ${reason}` }] : []),
    ...(paid ? [{ text: cancelled.money }] : []),
  ]);
}

export function refundMail(order: OrderRow, refund: { id: string; amountCents: number }, origin: string): OutgoingMail {
  const { refunded } = WORDS[localeOf(order)];
  return customerMail(order, origin, `order-refund:${refund.id}`, refunded.subject(order.number), [
    { text: refunded.lead(formatMoney(refund.amountCents), order.number) },
    { text: refunded.when },
  ]);
}

/** The shop hears of every paid order at once (SHOP_EMAIL), with the link to it in the back office. */
export function newOrderMail(order: OrderRow, items: OrderItemRow[], shopEmail: string, origin: string): OutgoingMail {
  const address = order.shippingAddress;
  const lines = items.map((item) => `${item.quantity} x ${item.product.name.en} (${item.product.sku}): ${formatMoney(item.totalCents)}`);
  const link = `${origin}/admin/orders/${order.number}`;
  const text = [
    `New order ${order.number}: ${formatMoney(order.totalCents)}, paid.`,
    `${address.firstName} ${address.lastName} <${order.email}>, ${order.deliverMethod} delivery to ${address.suburb}, ${address.country}.`,
    lines.join("\n"),
    `Open it in the back office: ${link}`,
  ].join("\n\n");
  return {
    dedupeKey: `order-new:${order.id}`,
    to: shopEmail,
    subject: `New order ${order.number}: ${formatMoney(order.totalCents)}`,
    text,
    html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p><p><a href="${escapeHtml(link)}">Open order ${order.number}</a></p>`,
  };
}
