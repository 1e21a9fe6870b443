import { z } from "zod";

import { VIN_LENGTH } from "../vin.ts";
import { RowIdSchema } from "./common.ts";
import { FITMENT_MAX_PRODUCTS } from "./vehicle-rules.ts";

/** spec §3 Vehicle: id, year, make, model, engine. */
export const VehicleSchema = z.object({
  id: z.int(),
  year: z.int(),
  make: z.string(),
  model: z.string(),
  engine: z.string(),
  engineCode: z.string(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const YearSchema = z.coerce.number().int().min(1900).max(2100);
export const VehicleNameSchema = z.string().trim().min(1).max(80);

/** `?products=1,2,3`: comma-separated product ids, each asked once, at most 100. */
export const FitmentQuerySchema = z.object({
  products: z
    .string()
    .trim()
    .max(FITMENT_MAX_PRODUCTS * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/, "must be product ids separated by commas")
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .pipe(z.array(RowIdSchema).min(1).max(FITMENT_MAX_PRODUCTS, `must name at most ${FITMENT_MAX_PRODUCTS} products`))
    .describe(`Product ids, comma-separated, at most ${FITMENT_MAX_PRODUCTS}`),
});

/** Which of the asked products fit a vehicle: universal parts, and parts with a fitment row for it. */
export const FitmentSchema = z.object({
  vehicleId: z.int(),
  fits: z.array(z.int()),
});
export type Fitment = z.infer<typeof FitmentSchema>;

/** `GET /vehicles/vin/:vin`: the VIN as typed; the decoder says what is wrong with it (domain/vin.ts). */
export const VinParamSchema = z.object({
  vin: z
    .string()
    .max(VIN_LENGTH * 4)
    .describe(`A vehicle identification number: ${VIN_LENGTH} characters, no I, O or Q`),
});

/**
 * What a VIN says and the catalogue's vehicles it names: those of the matching VIN patterns'
 * make and model in the decoded model year, narrowed to an engine when the VIN names it. No
 * vehicles when the catalogue has none for it (spec §8: "unable to find vehicle by VIN").
 */
export const VinLookupSchema = z.object({
  vin: z.string(),
  wmi: z.string(),
  manufacturer: z.string().nullable(),
  modelYear: z.int().nullable(),
  checkDigit: z.enum(["valid", "not-applicable"]),
  vehicles: z.array(VehicleSchema),
});
export type VinLookup = z.infer<typeof VinLookupSchema>;
