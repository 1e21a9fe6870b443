// Discount codes and automatic promotions, and which order used which (decision 044). A use
// counts while its order is not cancelled: an order withdrawn or left unpaid gives its use back by
// itself, and the code's limit is checked against the uses with the code's row locked.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { DiscountKind } from "../../domain/discounts.ts";
import { users } from "./accounts.ts";
import { orders } from "./orders.ts";
import type { LocalizedText } from "./types.ts";
import { vehicles } from "./vehicles.ts";

export const discounts = pgTable(
  "discounts",
  {
    id: serial().primaryKey(),
    /** What the shopper types, upper case; null for an automatic promotion. */
    code: text(),
    /** What the cart's totals call it ("Winter sale"); a code's line shows its code beside it. */
    title: jsonb().$type<LocalizedText>().notNull(),
    kind: text().$type<DiscountKind>().notNull(),
    /** A percent discount's rate, in hundredths of a percent. */
    basisPoints: integer().notNull().default(0),
    /** A fixed discount's amount, in the shop's base currency's minor units. */
    amountCents: integer().notNull().default(0),
    minSubtotalCents: integer(),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brandIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Only the parts that fit this vehicle. */
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    perCustomerLimit: integer(),
    combines: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discounts_code_key")
      .on(t.code)
      .where(sql`${t.code} is not null`),
    check("discounts_code_form", sql`${t.code} is null or ${t.code} ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'`),
    check("discounts_kind", sql`${t.kind} in ('percent', 'fixed', 'free-shipping')`),
    check("discounts_basis_points", sql`${t.basisPoints} between 0 and 10000`),
    check("discounts_amount", sql`${t.amountCents} >= 0`),
    check("discounts_minimum", sql`${t.minSubtotalCents} is null or ${t.minSubtotalCents} >= 0`),
    check("discounts_limits", sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`),
    check("discounts_dates", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** One order's use of a discount, and what it took off. */
export const discountUses = pgTable(
  "discount_uses",
  {
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // A discount that was used is kept (deactivated, not deleted): its orders name it.
    discountId: integer()
      .notNull()
      .references(() => discounts.id, { onDelete: "restrict" }),
    /** Whose use it is (the per-customer limit), lower case. */
    email: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    cents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.discountId] }),
    index("discount_uses_discount_idx").on(t.discountId, t.email),
    check("discount_uses_cents", sql`${t.cents} >= 0`),
  ],
);
