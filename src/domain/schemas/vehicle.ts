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
