import { unlessNotFound } from "../../domain/errors.ts";
import type { VehicleModelKey } from "../../domain/filters.ts";
import type { Vehicle } from "../../domain/schemas/vehicle.ts";
import { vehicleLabel, vehicleModelLabel } from "../../domain/schemas/vehicle-rules.ts";
import type { ListingState } from "../components/listing/listing-query.ts";
import { vehicleIdFromCookie } from "./vehicle-cookie.ts";

interface VehicleLookup {
  /** The vehicles service: one vehicle by id. */
  vehicles: { vehicle(id: number): Promise<Vehicle> };
  /** The vehicle pages service: the model (or model year) a model filter names. */
  vehiclePages: { vehiclesOf(key: VehicleModelKey): Promise<{ make: string; model: string; year: number | null } | null> };
}

/**
 * The vehicle a listing is narrowed to, and its name: one vehicle, or a vehicle page's model or
 * model year. Without any filter_vehicle in the address, the listing keeps to the shopper's
 * current vehicle (its cookie); filter_vehicle= (empty) says all vehicles. An unknown vehicle
 * narrows nothing. The shop and the search page read it so.
 */
export async function listingVehicle(request: Request, lookup: VehicleLookup, asked: ListingState) {
  const followsCurrentVehicle = asked.filters.vehicle === undefined && !asked.allVehicles;
  const cookieVehicle = vehicleIdFromCookie(request.headers.get("cookie"));
  const filter = followsCurrentVehicle ? (cookieVehicle ?? undefined) : asked.filters.vehicle;
  if (filter !== undefined && typeof filter !== "number") {
    const model = await lookup.vehiclePages.vehiclesOf(filter);
    return { state: asked, vehicleName: model && vehicleModelLabel(model), followsCurrentVehicle, cookieVehicle };
  }
  const vehicle = filter !== undefined ? await lookup.vehicles.vehicle(filter).catch(unlessNotFound) : null;
  const state = followsCurrentVehicle && vehicle ? { ...asked, filters: { ...asked.filters, vehicle: vehicle.id } } : asked;
  return { state, vehicleName: vehicle && vehicleLabel(vehicle), followsCurrentVehicle, cookieVehicle };
}
