// A signed-in customer's cart and wishlist, kept on the server so they follow the customer from
// one device to the next, and shoppers' requests to be told when a sold-out part is back
// (decision 042).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "../../domain/checkout.ts";
import { LOCALES } from "../../domain/locales.ts";
import { users } from "./accounts.ts";
import { products, productVariants } from "./catalog.ts";

export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The chosen option values, option slug to value slug; the variant they name is read when the cart is. */
    options: jsonb()
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The options as one comparable text (cartOptionsKey): one line per part and choice. */
    optionsKey: text().notNull().default(""),
    quantity: integer().notNull(),
    /** The unit price the shopper saw when adding, in cents: opening the cart tells a change from it. Never charged. */
    seenPriceCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_line_key").on(t.userId, t.productId, t.optionsKey),
    check(
      "cart_lines_quantity_range",
      sql`${t.quantity} between ${sql.raw(String(MIN_CART_QUANTITY))} and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * "Tell me when it is back": one row per address and part (or variant; null: any of the part's).
 * The ledger's trigger marks it due when units come back, whatever moved them; the notify job
 * mails it and marks it notified in one transaction, so it is mailed once.
 */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "cascade" }),
    email: text().notNull(),
    /** The language the shopper asked in: the mail is written in it. */
    locale: text({ enum: LOCALES }).notNull().default("en"),
    /** When the shopper last asked; a new ask after a mail starts a new wait (and a new mail's key). */
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set by the stock ledger's trigger when units a shopper can buy came back. */
    dueAt: timestamp({ withTimezone: true }),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One request per address and part or variant (no variant counts as one choice: 0).
    uniqueIndex("back_in_stock_requests_key").on(t.productId, sql`coalesce(${t.variantId}, 0)`, sql`lower(${t.email})`),
    // What the ledger's trigger looks at: the requests still waiting, by part.
    index("back_in_stock_requests_waiting_idx")
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null and ${t.dueAt} is null`),
    index("back_in_stock_requests_due_idx")
      .on(t.dueAt)
      .where(sql`${t.notifiedAt} is null and ${t.dueAt} is not null`),
  ],
);
