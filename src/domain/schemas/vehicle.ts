import { z } from "zod";

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

export function vehicleLabel(vehicle: Pick<Vehicle, "year" | "make" | "model" | "engine">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`;
}

/** Year, make and model, where space is short (a header button, a product card). */
export function vehicleShortLabel(vehicle: Pick<Vehicle, "year" | "make" | "model">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** Most product ids one fitment question may ask about: one listing page is 16 (spec §9). */
export const FITMENT_MAX_PRODUCTS = 100;

/** `?products=1,2,3`: comma-separated product ids, each asked once, at most 100. */
export const FitmentQuerySchema = z.object({
  products: z
    .string()
    .trim()
    .max(FITMENT_MAX_PRODUCTS * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/, "must be product ids separated by commas")
    .transform((text) => [...new Set(text.split(",").map(Number))])
    .pipe(
      z
        .array(z.int().positive().max(2_147_483_647))
        .min(1)
        .max(FITMENT_MAX_PRODUCTS, `must name at most ${FITMENT_MAX_PRODUCTS} products`),
    )
    .describe(`Product ids, comma-separated, at most ${FITMENT_MAX_PRODUCTS}`),
});

/** Which of the asked products fit a vehicle: universal parts, and parts with a fitment row for it. */
export const FitmentSchema = z.object({
  vehicleId: z.int(),
  fits: z.array(z.int()),
});
export type Fitment = z.infer<typeof FitmentSchema>;
