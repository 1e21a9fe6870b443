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

import type { DeliveryMethod } from "../../domain/checkout.ts";
import type { OrderStatus, PaymentStatus } from "../../domain/order-status.ts";
import type { Address } from "../../domain/schemas/address.ts";
import { users } from "./accounts.ts";
import { products } from "./catalog.ts";
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
    deliverMethod: text().$type<DeliveryMethod>().notNull(),
    currency: text().notNull().default("USD"),
    shippingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    billingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    subtotalCents: integer().notNull(),
    shippingCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    /** The order's units: none yet, held for its payment session, released again, or taken (decision 003). */
    stockState: text().$type<StockState>().notNull().default("none"),
    /** Until when the held units wait for the payment. */
    stockHeldUntil: timestamp({ withTimezone: true }),
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
    check("orders_totals_consistent", sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.taxCents}`),
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
    product: jsonb().$type<OrderItemSnapshot>().notNull(),
    options: jsonb().$type<{ name: string; value: string }[]>().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    totalCents: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.line] }), check("order_items_quantity_positive", sql`${t.quantity} > 0`)],
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

/** Each change of an order's or payment's state, keyed so a raced change happens once. */
export const orderEvents = pgTable(
  "order_events",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    detail: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
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
