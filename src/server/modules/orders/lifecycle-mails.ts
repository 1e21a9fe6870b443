// The mails of an order's life, from its confirmation on: to the customer in the language they
// ordered in (orders.locale), and the new-order notice to the shop. Latin runs (part numbers,
// names) inside a sentence are isolated, so an Arabic line keeps them in their own order.
import { localCountryName } from "../../../domain/countries.ts";
import { formatMinor } from "../../../domain/money.ts";
import { ratePercent } from "../../../domain/tax.ts";
import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/index.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

type Locale = "en" | "ru" | "ar";
const localeOf = (order: Pick<OrderRow, "locale">): Locale => (order.locale === "ru" || order.locale === "ar" ? order.locale : "en");

/** A Latin run (part number, name, amount) isolated inside a sentence of any direction (Unicode FSI ... PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

interface Words {
  hello: (name: string) => string;
  view: string;
  signature: string;
  confirmed: {
    subject: (n: number) => string;
    lead: (n: number) => string;
    subtotal: string;
    shipping: string;
    /** A rate's line: in the prices ("Includes VAT (19%)") or added to them. */
    tax: (name: string, rate: string, included: boolean) => string;
    /** A code's or promotion's line. */
    discount: (name: string) => string;
    total: string;
    deliverTo: string;
    billTo: string;
  };
  refundedLate: {
    subject: (n: number) => string;
    lead: (amount: string, n: number) => string;
    soldOut: string;
    cancelled: string;
    after: string;
  };
  shipped: { subject: (n: number) => string; lead: (n: number) => string; carrier: string; tracking: string; track: string };
  cancelled: { subject: (n: number) => string; lead: (n: number) => string; reason: string; money: string };
  refunded: { subject: (n: number) => string; lead: (amount: string, n: number) => string; when: string };
}

const WORDS: Record<Locale, Words> = {
  en: {
    hello: (name) => `Hello ${name},`,
    view: "Your order",
    signature: "Overland",
    confirmed: {
      subject: (n) => `Overland order ${n} confirmed`,
      lead: (n) => `Thank you for your order ${n}. We have received your payment.`,
      subtotal: "Subtotal",
      shipping: "Shipping",
      tax: (name, rate, included) => (included ? `Includes ${name} (${rate}%)` : `${name} (${rate}%)`),
      discount: (name) => `Discount: ${name}`,
      total: "Total",
      deliverTo: "Delivery address",
      billTo: "Billing address",
    },
    refundedLate: {
      subject: (n) => `Refund of your Overland order ${n}`,
      lead: (amount, n) => `Your payment of ${amount} for Overland order ${n} has been refunded in full.`,
      soldOut:
        "The parts were held for you while you paid, but the payment arrived after that time ran out, and the last units had been sold meanwhile. We are sorry.",
      cancelled: "The order had been cancelled before your payment arrived, so nothing will be shipped. We are sorry.",
      after: "Nothing else is charged; the refund reaches your card within a few days.",
    },
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
    confirmed: {
      subject: (n) => `Заказ Overland ${n} подтверждён`,
      lead: (n) => `Спасибо за заказ ${n}! Оплата получена.`,
      subtotal: "Товары",
      shipping: "Доставка",
      tax: (name, rate, included) => (included ? `В том числе ${name} (${rate}%)` : `${name} (${rate}%)`),
      discount: (name) => `Скидка: ${name}`,
      total: "Итого",
      deliverTo: "Адрес доставки",
      billTo: "Адрес плательщика",
    },
    refundedLate: {
      subject: (n) => `Возврат оплаты заказа Overland ${n}`,
      lead: (amount, n) => `Оплата ${amount} за заказ Overland ${n} возвращена полностью.`,
      soldOut:
        "Детали были зарезервированы за вами на время оплаты, но платёж пришёл после окончания резерва, а последние единицы за это время купили. Приносим извинения.",
      cancelled: "Заказ был отменён до того, как пришла оплата, поэтому ничего не будет отправлено. Приносим извинения.",
      after: "Больше ничего не списывается; деньги вернутся на карту в течение нескольких дней.",
    },
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
    confirmed: {
      subject: (n) => `تم تأكيد طلبك من Overland رقم ${n}`,
      lead: (n) => `شكرًا لطلبك رقم ${n}. لقد استلمنا دفعتك.`,
      subtotal: "المجموع الفرعي",
      shipping: "الشحن",
      tax: (name, rate, included) => (included ? `يشمل ${name} (${rate}%)` : `${name} (${rate}%)`),
      discount: (name) => `خصم: ${name}`,
      total: "الإجمالي",
      deliverTo: "عنوان التوصيل",
      billTo: "عنوان الفاتورة",
    },
    refundedLate: {
      subject: (n) => `استرداد مبلغ طلبك من Overland رقم ${n}`,
      lead: (amount, n) => `أعدنا إليك كامل دفعتك البالغة ${amount} عن طلب Overland رقم ${n}.`,
      soldOut: "حجزنا لك القطع أثناء الدفع، لكن الدفعة وصلت بعد انتهاء مدة الحجز، وكانت آخر القطع قد بيعت خلالها. نعتذر عن ذلك.",
      cancelled: "أُلغي الطلب قبل وصول دفعتك، لذلك لن يُشحن أي شيء. نعتذر عن ذلك.",
      after: "لن يُخصم أي مبلغ آخر، ويصل المبلغ المسترد إلى بطاقتك خلال أيام قليلة.",
    },
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

/** The options a line was bought with, as the order recorded them (never the live product): "Size: 265/70 R16, Colour: Black". */
const optionsOf = (item: OrderItemRow): string => item.options.map((option) => `${option.name}: ${option.value}`).join(", ");

/**
 * The delivery address as the order recorded it, one postal line each (as the storefront's order
 * page shows it): name, company, street, town with state and postcode, country in the mail's language.
 * Each line is the customer's own text, isolated so that "1 Track Road" keeps its order in Arabic.
 */
function deliveryLines(address: OrderRow["shippingAddress"], locale: Locale): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    [address.suburb, address.state, address.postcode].filter(Boolean).join(" "),
    localCountryName(address.country, locale),
  ]
    .map((line) => line.trim())
    .filter(Boolean)
    .map(isolate);
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
    { text: refunded.lead(formatMinor(refund.amountCents, order.currency), order.number) },
    { text: refunded.when },
  ]);
}

/** The order confirmation, sent once when the payment is confirmed: each part in the order's language. */
export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[], origin: string): OutgoingMail {
  const locale = localeOf(order);
  const { confirmed } = WORDS[locale];
  const lines = items.map((item) => {
    const options = optionsOf(item);
    const name = `${item.product.name[locale] || item.product.name.en}${options ? ` — ${isolate(options)}` : ""}`;
    return `${item.quantity} × ${name} (${isolate(item.product.partNumber)}): ${isolate(formatMinor(item.totalCents, order.currency))}`;
  });
  const totals: [string, number][] = [
    [confirmed.subtotal, order.subtotalCents],
    [confirmed.shipping, order.shippingCents],
    ...order.discountLines.map((line): [string, number] => [
      confirmed.discount(isolate(line.code ?? (line.title[locale] || line.title.en))),
      -line.cents,
    ]),
    ...order.taxLines.map((line): [string, number] => [confirmed.tax(line.name, ratePercent(line.basisPoints), line.included), line.cents]),
    [confirmed.total, order.totalCents],
  ];
  const billedElsewhere = JSON.stringify(order.billingAddress) !== JSON.stringify(order.shippingAddress);
  return customerMail(order, origin, `order-confirmation:${order.id}`, confirmed.subject(order.number), [
    { text: confirmed.lead(order.number) },
    { text: lines.join("\n") },
    {
      text: totals
        .map(
          ([label, cents]) =>
            `${label}: ${isolate(cents < 0 ? `−${formatMinor(-cents, order.currency)}` : formatMinor(cents, order.currency))}`,
        )
        .join("\n"),
    },
    { text: [`${confirmed.deliverTo}:`, ...deliveryLines(order.shippingAddress, locale)].join("\n") },
    ...(billedElsewhere ? [{ text: [`${confirmed.billTo}:`, ...deliveryLines(order.billingAddress, locale)].join("\n") }] : []),
  ]);
}

/** The customer's money went back: their payment arrived after the parts they held were sold, or after a cancellation. */
export function orderRefundedMail(order: OrderRow, origin: string, why: "sold_out" | "cancelled" = "sold_out"): OutgoingMail {
  const { refundedLate } = WORDS[localeOf(order)];
  return customerMail(order, origin, `order-refunded:${order.id}`, refundedLate.subject(order.number), [
    { text: refundedLate.lead(isolate(formatMinor(order.totalCents, order.currency)), order.number) },
    { text: `${why === "cancelled" ? refundedLate.cancelled : refundedLate.soldOut} ${refundedLate.after}` },
  ]);
}

/** The shop hears of every paid order at once (the e-mail of its settings), with the link to it in the back office. */
export function newOrderMail(order: OrderRow, items: OrderItemRow[], shopEmail: string, origin: string): OutgoingMail {
  const address = order.shippingAddress;
  const lines = items.map((item) => {
    const options = optionsOf(item);
    return `${item.quantity} x ${item.product.name.en}${options ? ` — ${options}` : ""} (${item.product.sku}): ${formatMinor(item.totalCents, order.currency)}`;
  });
  const link = `${origin}/admin/orders/${order.number}`;
  const text = [
    `New order ${order.number}: ${formatMinor(order.totalCents, order.currency)}, paid.`,
    `${address.firstName} ${address.lastName} <${order.email}>, ${order.deliverMethodName?.en ?? order.deliverMethod} (${order.deliverMethod}) to:`,
    deliveryLines(address, "en").join("\n"),
    lines.join("\n"),
    `Open it in the back office: ${link}`,
  ].join("\n\n");
  return {
    dedupeKey: `order-new:${order.id}`,
    to: shopEmail,
    subject: `New order ${order.number}: ${formatMinor(order.totalCents, order.currency)}`,
    text,
    html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p><p><a href="${escapeHtml(link)}">Open order ${order.number}</a></p>`,
  };
}
