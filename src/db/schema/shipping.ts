import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import type { PostcodeRange, ShippingMethodKind, WeightBand } from "../../domain/shipping.ts";
import type { LocalizedText } from "./types.ts";

// How the shop sends parts (decision 039): zones of countries (optionally regions or postcode
// ranges, or the rest of the world) and each zone's methods; pickup from the shop belongs to none.

export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: serial().primaryKey(),
    name: jsonb().$type<LocalizedText>().notNull(),
    /** ISO 3166-1 alpha-2 codes. */
    countries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every country no other zone names. */
    everywhere: boolean().notNull().default(false),
    regions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postcodes: jsonb().$type<PostcodeRange[]>().notNull().default([]),
    position: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One rest of the world.
    uniqueIndex("shipping_zones_everywhere_key")
      .on(t.everywhere)
      .where(sql`${t.everywhere}`),
    check("shipping_zones_names_countries", sql`${t.everywhere} or cardinality(${t.countries}) > 0`),
  ],
);

export const shippingMethods = pgTable(
  "shipping_methods",
  {
    id: serial().primaryKey(),
    zoneId: integer().references(() => shippingZones.id, { onDelete: "cascade" }),
    code: text().notNull(),
    name: jsonb().$type<LocalizedText>().notNull(),
    kind: text().$type<ShippingMethodKind>().notNull(),
    priceCents: integer().notNull().default(0),
    bands: jsonb().$type<WeightBand[]>().notNull().default([]),
    freeOverCents: integer(),
    maxItemGrams: integer(),
    minDays: integer(),
    maxDays: integer(),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shipping_methods_code_key").on(t.code),
    index("shipping_methods_zone_idx").on(t.zoneId),
    check("shipping_methods_kind", sql`${t.kind} in ('flat', 'weight', 'freight', 'pickup')`),
    // Pickup is from the shop, whatever the address; every other method is a zone's.
    check("shipping_methods_pickup_has_no_zone", sql`(${t.kind} = 'pickup') = (${t.zoneId} is null)`),
    check("shipping_methods_amounts", sql`${t.priceCents} >= 0 and coalesce(${t.freeOverCents}, 0) >= 0`),
    check("shipping_methods_days", sql`${t.minDays} is null or ${t.maxDays} is null or ${t.minDays} <= ${t.maxDays}`),
  ],
);
