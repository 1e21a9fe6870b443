import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

import type { EngineFuel } from "../../domain/schemas/vehicle-list.ts";
import { products } from "./catalog.ts";
import type { LocalizedText } from "./types.ts";

// The vehicle list the owner keeps (decision 035): makes, their models (the name the trade and
// ACES use: "Hilux"), each model's generations (the name the shop shows: "Hilux N80", with its
// years) and each generation's engines. `vehicles` below is derived from them, one row per engine
// and year, by the vehicles module; fitment and garages point at those rows.

/** A maker of vehicles ("Toyota"). `vcdbId` is the ACES VCdb MakeID where the shop licenses it. */
export const vehicleMakes = pgTable(
  "vehicle_makes",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    hidden: boolean().notNull().default(false),
    vcdbId: integer(),
  },
  (t) => [uniqueIndex("vehicle_makes_name_key").on(sql`lower(${t.name})`), uniqueIndex("vehicle_makes_vcdb_key").on(t.vcdbId)],
);

/** A model line of a make across its generations ("Hilux"); `vcdbId` is the VCdb ModelID. */
export const vehicleModels = pgTable(
  "vehicle_models",
  {
    id: serial().primaryKey(),
    makeId: integer()
      .notNull()
      .references(() => vehicleMakes.id),
    name: text().notNull(),
    vcdbId: integer(),
  },
  (t) => [uniqueIndex("vehicle_models_name_key").on(t.makeId, sql`lower(${t.name})`), uniqueIndex("vehicle_models_vcdb_key").on(t.vcdbId)],
);

/**
 * One generation of a model as the shop names it to shoppers ("Hilux N80"), with its model years;
 * the name is unique within the make (it is the vehicles' `model`).
 */
export const vehicleGenerations = pgTable(
  "vehicle_generations",
  {
    id: serial().primaryKey(),
    makeId: integer()
      .notNull()
      .references(() => vehicleMakes.id),
    modelId: integer()
      .notNull()
      .references(() => vehicleModels.id),
    name: text().notNull(),
    /** The chassis codes the trade uses ("GUN126, GUN125"), shown on the vehicle's page. */
    chassis: text().notNull().default(""),
    yearFrom: integer().notNull(),
    yearTo: integer().notNull(),
    hidden: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("vehicle_generations_name_key").on(t.makeId, sql`lower(${t.name})`),
    index("vehicle_generations_model_idx").on(t.modelId),
    check("vehicle_generations_years", sql`${t.yearFrom} between 1900 and 2100 and ${t.yearTo} between ${t.yearFrom} and 2100`),
  ],
);

/**
 * An engine offered in a generation, for all its years or the span given. `label` is what a
 * shopper reads ("2.8L I4 turbo-diesel") in the shop's languages; `vcdbId` is the VCdb EngineBaseID.
 */
export const vehicleEngines = pgTable(
  "vehicle_engines",
  {
    id: serial().primaryKey(),
    generationId: integer()
      .notNull()
      .references(() => vehicleGenerations.id),
    code: text().notNull(),
    label: jsonb().$type<LocalizedText>().notNull(),
    fuel: text().$type<EngineFuel>().notNull(),
    /** Swept volume in cubic centimetres; null for an electric motor. */
    displacementCc: integer(),
    powerKw: integer(),
    /** Null: from (to) the generation's first (last) year. */
    yearFrom: integer(),
    yearTo: integer(),
    hidden: boolean().notNull().default(false),
    vcdbId: integer(),
  },
  (t) => [
    uniqueIndex("vehicle_engines_code_key").on(t.generationId, sql`lower(${t.code})`),
    check("vehicle_engines_fuel", sql`${t.fuel} in ('petrol', 'diesel', 'hybrid', 'electric', 'lpg')`),
  ],
);

/**
 * The ACES VCdb BaseVehicleIDs the retailer licenses (a make, model line and year), each on the
 * generation that has that year; one on two generations (a year both cover) is told apart by the
 * engine of the App that names it.
 */
export const vehicleBaseVehicles = pgTable(
  "vehicle_base_vehicles",
  {
    vcdbId: integer().notNull(),
    generationId: integer()
      .notNull()
      .references(() => vehicleGenerations.id, { onDelete: "cascade" }),
    year: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.vcdbId, t.generationId] }), index("vehicle_base_vehicles_generation_idx").on(t.generationId)],
);

/**
 * One year, make, model and engine: what a shopper picks in the vehicle selector. Derived from the
 * vehicle list above (one row per engine and year of its span); a row that falls out of a span but
 * is fitted or kept in a garage stays, hidden from the selector.
 */
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
    engineId: integer().references(() => vehicleEngines.id),
    /** Out of the selector, the vehicle pages and the sitemap; still a garage's and a fitment row's. */
    hidden: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("vehicles_identity_key").on(t.year, t.make, t.model, t.engineCode),
    index("vehicles_make_model_idx").on(t.make, t.model, t.year),
    index("vehicles_engine_idx").on(t.engineId, t.year),
    // The picker's steps read only shown vehicles: from this index alone.
    index("vehicles_shown_idx")
      .on(t.year, t.make, t.model)
      .where(sql`not ${t.hidden}`),
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
