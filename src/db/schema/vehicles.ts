import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

import { products } from "./catalog.ts";

/** One year, make, model and engine: what a shopper picks in the vehicle selector. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial().primaryKey(),
    year: integer().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    engine: text().notNull(),
    engineCode: text().notNull(),
    chassis: text().notNull().default(""),
  },
  (t) => [
    uniqueIndex("vehicles_identity_key").on(t.year, t.make, t.model, t.engineCode),
    index("vehicles_make_model_idx").on(t.make, t.model, t.year),
    check("vehicles_year_range", sql`${t.year} between 1900 and 2100`),
  ],
);

/**
 * Which product fits which vehicle. Keyed by (vehicle, product) so a listing filtered by a
 * vehicle reads one index range; universal parts carry products.universal instead of rows.
 */
export const fitment = pgTable(
  "fitment",
  {
    vehicleId: integer().notNull().references(() => vehicles.id, { onDelete: "cascade" }),
    productId: integer().notNull().references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.productId] }), index("fitment_product_idx").on(t.productId)],
);
