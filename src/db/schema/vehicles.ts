import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

import { products } from "./catalog.ts";
import type { LocalizedText } from "./types.ts";

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

/** A vehicle as the shop shows it (domain Vehicle): the columns every query of a whole vehicle selects. */
export const vehicleColumns = {
  id: vehicles.id,
  year: vehicles.year,
  make: vehicles.make,
  model: vehicles.model,
  engine: vehicles.engine,
  engineCode: vehicles.engineCode,
};

/**
 * Which product fits which vehicle. Keyed by (vehicle, product) so a listing filtered by a
 * vehicle reads one index range; universal parts carry products.universal instead of rows.
 */
export const fitment = pgTable(
  "fitment",
  {
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** What a fitter must know for this vehicle ("with factory steps", "2-inch lift only"). */
    noteId: integer().references(() => fitmentNotes.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.productId] }), index("fitment_product_idx").on(t.productId)],
);

/** Fitment notes in the shop's languages, shared by the many rows that say the same thing. */
export const fitmentNotes = pgTable(
  "fitment_notes",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    note: jsonb().$type<LocalizedText>().notNull(),
  },
  (t) => [uniqueIndex("fitment_notes_slug_key").on(t.slug)],
);

/**
 * How the VINs of a model read: the manufacturer's WMI (positions 1-3), optionally the start of
 * the vehicle descriptor (positions 4-8, "?" for any character) and the model years it covers.
 * A decoded VIN matches the catalogue's vehicles of that make, model and model year.
 */
export const vehicleVinPatterns = pgTable(
  "vehicle_vin_patterns",
  {
    id: serial().primaryKey(),
    wmi: text().notNull(),
    vds: text().notNull().default(""),
    make: text().notNull(),
    model: text().notNull(),
    yearFrom: integer().notNull(),
    yearTo: integer(),
    /** Set when the descriptor pins the engine; the vehicles' engine code must then match. */
    engineCode: text(),
  },
  (t) => [index("vehicle_vin_patterns_wmi_idx").on(t.wmi), check("vehicle_vin_patterns_wmi_length", sql`length(${t.wmi}) = 3`)],
);
