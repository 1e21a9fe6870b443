import { unlessNotFound } from "../../domain/errors.ts";
import type { Vehicle } from "../../domain/schemas/vehicle.ts";
import type { ListingState } from "../components/listing/listing-query.ts";
import { vehicleIdFromCookie } from "./vehicle-cookie.ts";

interface VehicleLookup {
  vehicle(id: number): Promise<Vehicle>;
}

/**
 * The vehicle a listing is narrowed to. Without any filter_vehicle in the address, the listing
 * keeps to the shopper's current vehicle (its cookie); filter_vehicle= (empty) says all
 * vehicles. An unknown vehicle narrows nothing. The shop and the search page read it so.
 */
export async function listingVehicle(request: Request, vehicles: VehicleLookup, asked: ListingState) {
  const followsCurrentVehicle = asked.filters.vehicle === undefined && !asked.allVehicles;
  const cookieVehicle = vehicleIdFromCookie(request.headers.get("cookie"));
  const vehicleId = followsCurrentVehicle ? cookieVehicle : (asked.filters.vehicle ?? null);
  const vehicle = vehicleId !== null ? await vehicles.vehicle(vehicleId).catch(unlessNotFound) : null;
  const state = followsCurrentVehicle && vehicle ? { ...asked, filters: { ...asked.filters, vehicle: vehicle.id } } : asked;
  return { state, vehicle, followsCurrentVehicle, cookieVehicle };
}
