import type { Fitment, Vehicle } from "../../../domain/schemas/vehicle.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { VehiclesRepository } from "./vehicles.repository.ts";

/** spec §7 vehicle client: years, makes(year), models(year, make), vehicles(year, make, model). */
export function createVehiclesService(repository: VehiclesRepository) {
  return {
    years: () => repository.years(),
    makes: (year: number) => repository.makes(year),
    models: (year: number, make: string) => repository.models(year, make),
    vehicles: (year: number, make: string, model: string): Promise<Vehicle[]> => repository.vehicles(year, make, model),
    async vehicle(id: number): Promise<Vehicle> {
      const vehicle = await repository.byId(id);
      if (!vehicle) throw new NotFoundError("Vehicle Not Found");
      return vehicle;
    },
    /** Which of the products fit the vehicle; an unknown vehicle is a 404, not an empty answer. */
    async fitment(vehicleId: number, productIds: number[]): Promise<Fitment> {
      const [vehicle, fits] = await Promise.all([repository.byId(vehicleId), repository.fittingProductIds(vehicleId, productIds)]);
      if (!vehicle) throw new NotFoundError("Vehicle Not Found");
      return { vehicleId, fits };
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
