// How a vehicle is named and how many products one fitment question may name: what the
// storefront's header and cards use without the schemas (and zod) of vehicle.ts.
import type { Vehicle } from "./vehicle.ts";

/** The full name: year, make, model and engine. */
export function vehicleLabel(vehicle: Pick<Vehicle, "year" | "make" | "model" | "engine">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`;
}

/** Year, make and model, where space is short (a header button, a product card). */
export function vehicleShortLabel(vehicle: Pick<Vehicle, "year" | "make" | "model">): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** A model, or one model year of it, where no engine is meant ("Toyota Hilux N80", "2020 Toyota Hilux N80"). */
export function vehicleModelLabel({ year, make, model }: { year: number | null; make: string; model: string }): string {
  return year === null ? `${make} ${model}` : vehicleShortLabel({ year, make, model });
}

/** Most product ids one fitment question may ask about: one listing page is 16 (spec §9). */
export const FITMENT_MAX_PRODUCTS = 100;
