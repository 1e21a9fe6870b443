import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { DiscountLine } from "../../domain/discounts.ts";
import type { OrderStatus, PaymentStatus } from "../../domain/order-status.ts";
import type { Address } from "../../domain/schemas/address.ts";
import type { TaxLine } from "../../domain/tax.ts";
import { users } from "./accounts.ts";
import { products, productVariants } from "./catalog.ts";
import type { LocalizedText } from "./types.ts";

export type AddressSnapshot = Omit<Address, "default">;

export type StockState = "none" | "held" | "released" | "taken";

/** Shoppers see order numbers from 100001 up; guessing one reveals nothing (rule 6). */
export const orderNumbers = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    number: bigint({ mode: "number" })
      .notNull()
      .default(sql`nextval('order_number_seq')`),
    /** Long random secret that lets a guest read the order (rule 6). */
    token: text().notNull(),
    invoice: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    email: text().notNull(),
    status: text().$type<OrderStatus>().notNull().default("PENDING"),
    paymentStatus: text().$type<PaymentStatus>().notNull().default("unpaid"),
    paymentProvider: text().notNull(),
    paymentMethod: text().notNull(),
    /** The provider's checkout session id; one order per session (rule 4). */
    paymentSessionId: text(),
    /** The shipping method's code, and its name in the shop's languages as it was when ordered. */
    deliverMethod: text().notNull(),
    deliverMethodName: jsonb().$type<LocalizedText>(),
    /** The currency the order is priced and charged in; every amount of it is this currency's minor units (decision 043). */
    currency: text().notNull().default("USD"),
    /** The rate its dollar prices were converted at, frozen when it was placed: millionths of a unit per US dollar. */
    exchangeRateMicros: integer().notNull().default(1_000_000),
    shippingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull(),
    taxCents: integer().notNull(),
    /** Each rate's tax (decision 040), and how much of the tax is in the prices rather than added. */
    taxLines: jsonb().$type<TaxLine[]>().notNull().default([]),
    taxIncludedCents: integer().notNull().default(0),
    /** What codes and promotions took off the goods and the delivery (decision 044), each as its own line. */
    discountCents: integer().notNull().default(0),
    discountLines: jsonb().$type<DiscountLine[]>().notNull().default([]),
    totalCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    /** The order's units: none yet, held for its payment session, released again, or taken (decision 003). */
    stockState: text().$type<StockState>().notNull().default("none"),
    /** Until when the held units wait for the payment. */
    stockHeldUntil: timestamp({ withTimezone: true }),
    /** The language the customer ordered in: their mails about this order are written in it. */
    locale: text().notNull().default("en"),
    /** Set when staff ship it. */
    carrier: text(),
    trackingNumber: text(),
    trackingUrl: text(),
    shippedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** What was given back so far (refunds that the provider confirmed). */
    refundedCents: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("orders_number_key").on(t.number),
    uniqueIndex("orders_token_key").on(t.token),
    uniqueIndex("orders_invoice_key").on(t.invoice),
    uniqueIndex("orders_payment_session_key").on(t.paymentProvider, t.paymentSessionId),
    index("orders_user_idx").on(t.userId, t.createdAt.desc()),
    index("orders_email_idx").on(sql`lower(${t.email})`),
    index("orders_stock_held_idx")
      .on(t.stockHeldUntil)
      .where(sql`${t.stockState} = 'held'`),
    check(
      "orders_totals_consistent",
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} - ${t.discountCents} + ${t.taxCents} - ${t.taxIncludedCents} and ${t.taxIncludedCents} between 0 and ${t.taxCents} and ${t.discountCents} between 0 and ${t.subtotalCents} + ${t.shippingCents}`,
    ),
    // Never more back than was paid.
    check("orders_refunded_within_total", sql`${t.refundedCents} between 0 and ${t.totalCents}`),
    index("orders_created_idx").on(t.createdAt.desc()),
    index("orders_status_idx").on(t.status, t.paymentStatus, t.createdAt.desc()),
  ],
);

export interface OrderItemSnapshot {
  slug: string;
  name: LocalizedText;
  sku: string;
  partNumber: string;
  image: string | null;
}

export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    line: integer().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id),
    /** The variant bought, for a product sold in variants: its units are the ones held and taken. */
    // A variant removed since is null here; the line's snapshot keeps what was bought.
    variantId: integer().references(() => productVariants.id, { onDelete: "set null" }),
    product: jsonb().$type<OrderItemSnapshot>().notNull(),
    options: jsonb().$type<{ name: string; value: string }[]>().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    totalCents: integer().notNull(),
    /** This line's share of the order's discounts: what it was charged is its total less this. */
    discountCents: integer().notNull().default(0),
    /** Units of this line refunded so far (per-line refunds). */
    refundedQuantity: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.line] }),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_discount_within_total", sql`${t.discountCents} between 0 and ${t.totalCents}`),
    check("order_items_refunded_within_quantity", sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

/** Every payment event handled, once (rule 4): a replay hits the primary key and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    orderId: uuid().references(() => orders.id, { onDelete: "set null" }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Each change of an order's or payment's state, keyed so a raced change happens once: the order's
 * timeline. A kind that may happen more than once carries its own id (`refund:<id>`).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    detail: text().notNull().default(""),
    /** Who did it: a member of staff, or null for the shop itself, the customer or the payment provider. */
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text(),
    /** What the event carried (carrier and tracking number, a refund's amount and lines). */
    data: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] }), index("order_events_created_idx").on(t.orderId, t.createdAt)],
);

/**
 * Every payment session opened for an order: the first at checkout, another each time the
 * customer pays again. A webhook about any of them finds its order (rule 3).
 */
export const orderPaymentSessions = pgTable(
  "order_payment_sessions",
  {
    provider: text().notNull(),
    sessionId: text().notNull(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.sessionId] }), index("order_payment_sessions_order_idx").on(t.orderId)],
);

export type RefundState = "pending" | "succeeded" | "failed";
export interface RefundLine {
  line: number;
  quantity: number;
}

/**
 * Refunds staff asked for, keyed by the request's idempotency key: a replayed request answers the
 * first refund and gives nothing back twice (rule 4). The provider gets the same key.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    idempotencyKey: text().notNull(),
    amountCents: integer().notNull(),
    /** The lines refunded, or empty for the whole remaining amount. */
    lines: jsonb().$type<RefundLine[]>().notNull(),
    reason: text().notNull().default(""),
    state: text().$type<RefundState>().notNull().default("pending"),
    providerRefundId: text(),
    error: text(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_refunds_key").on(t.orderId, t.idempotencyKey),
    check("order_refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Checkout requests by their Idempotency-Key (spec §7 create-checkout-session): a retried or
 * double-submitted checkout answers the first one's order and payment page, never a second order.
 */
export const checkoutRequests = pgTable(
  "checkout_requests",
  {
    /** Whose key: the customer, or the client's address for a guest. */
    scope: text().notNull(),
    key: text().notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    bodyHash: text().notNull(),
    /** The first answer, once there is one: the payment page, the order's token and number. */
    answer: jsonb().$type<{ url: string; token: string; number: number }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("checkout_requests_created_idx").on(t.createdAt)],
);
