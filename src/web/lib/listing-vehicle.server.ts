import { unlessNotFound } from "../../domain/errors.ts";
import type { VehicleFilter, VehicleModelKey } from "../../domain/filters.ts";
import type { Vehicle } from "../../domain/schemas/vehicle.ts";
import { vehicleLabel, vehicleModelLabel } from "../../domain/schemas/vehicle-rules.ts";
import type { ListingVehicles } from "../components/listing/listing-context.tsx";
import type { ListingState } from "../components/listing/listing-query.ts";
import { vehicleIdFromCookie } from "./vehicle-cookie.ts";

interface VehicleLookup {
  /** The vehicles service: one vehicle by id. */
  vehicles: { vehicle(id: number): Promise<Vehicle> };
  /** The vehicle pages service: the model (or model year) a model filter names. */
  vehiclePages: { vehiclesOf(key: VehicleModelKey): Promise<{ make: string; model: string; year: number | null } | null> };
}

/**
 * The vehicle a listing is narrowed to. Without any filter_vehicle in the address, the listing
 * keeps to the shopper's current vehicle (its cookie); filter_vehicle= (empty) says all
 * vehicles. An unknown vehicle narrows nothing. The shop and the search page read it so, and name
 * it, and the current vehicle, for the filter the page draws before the stored garage is read.
 */
export async function listingVehicle(request: Request, lookup: VehicleLookup, asked: ListingState) {
  const followsCurrentVehicle = asked.filters.vehicle === undefined && !asked.allVehicles;
  const cookieVehicle = vehicleIdFromCookie(request.headers.get("cookie"));
  const current = cookieVehicle !== null ? await lookup.vehicles.vehicle(cookieVehicle).catch(unlessNotFound) : null;
  const state = followsCurrentVehicle && current ? { ...asked, filters: { ...asked.filters, vehicle: current.id } } : asked;

  const nameOf = async (filter: VehicleFilter): Promise<string | null> => {
    if (typeof filter !== "number") {
      const model = await lookup.vehiclePages.vehiclesOf(filter);
      return model && vehicleModelLabel(model);
    }
    const vehicle = filter === current?.id ? current : await lookup.vehicles.vehicle(filter).catch(unlessNotFound);
    return vehicle && vehicleLabel(vehicle);
  };
  const vehicles: ListingVehicles = {
    name: state.filters.vehicle === undefined ? null : await nameOf(state.filters.vehicle),
    current: current && { id: current.id, name: vehicleLabel(current) },
  };
  return { state, vehicles, followsCurrentVehicle, cookieVehicle };
}
