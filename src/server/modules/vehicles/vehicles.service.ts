import type { Database } from "../../../db/client.ts";
import { InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import type { Fitment, Vehicle, VinLookup } from "../../../domain/schemas/vehicle.ts";
import { decodeVin, vinMatchesPattern, vinPatternSpecificity, vinProblemMessage } from "../../../domain/vin.ts";
import { createVehiclesRepository } from "./vehicles.repository.ts";

export interface VehiclesServiceOptions {
  /** Which of the products fit the vehicle: the catalog service's fittingProductIds (the fitment rule lives there once). */
  fittingProductIds: (vehicleId: number, productIds: number[]) => Promise<number[]>;
  now?: () => Date;
}

/** spec §7 vehicle client: years, makes(year), models(year, make), vehicles(year, make, model); and the VIN lookup. */
export function createVehiclesService(db: Database, options: VehiclesServiceOptions) {
  const repository = createVehiclesRepository(db);
  const now = options.now ?? (() => new Date());
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
    /**
     * Decodes a VIN (an invalid one is a 400 saying which rule it breaks) and finds the catalogue's
     * vehicles of its matching VIN patterns. The model year readings are tried newest first (a
     * European VIN's "M" is 2021 or 1991: the catalogue tells which), and within a year the most
     * specific patterns first: an engine-pinning pattern answers before a looser one.
     */
    async lookupVin(text: string): Promise<VinLookup> {
      const decoded = decodeVin(text, { currentYear: now().getUTCFullYear() });
      if (!decoded.ok) throw new InvalidInputError(vinProblemMessage(decoded));
      const { vin, wmi, manufacturer, checkDigit } = decoded;
      const patterns = (await repository.vinPatterns(wmi)).filter((p) => vinMatchesPattern(vin, p));
      for (const year of decoded.modelYears) {
        const ofYear = patterns.filter((p) => p.yearFrom <= year && (p.yearTo === null || year <= p.yearTo));
        const levels = [...new Set(ofYear.map(vinPatternSpecificity))].sort((a, b) => b - a);
        for (const level of levels) {
          const models = ofYear.filter((p) => vinPatternSpecificity(p) === level);
          const vehicles = await repository.vehiclesOfModels(year, models);
          if (vehicles.length > 0) return { vin, wmi, manufacturer, modelYear: year, checkDigit, vehicles };
        }
      }
      return { vin, wmi, manufacturer, modelYear: decoded.modelYear, checkDigit, vehicles: [] };
    },
    /** Which of the products fit the vehicle; an unknown vehicle is a 404, not an empty answer. */
    async fitment(vehicleId: number, productIds: number[]): Promise<Fitment> {
      const [vehicle, fits] = await Promise.all([repository.byId(vehicleId), options.fittingProductIds(vehicleId, productIds)]);
      if (!vehicle) throw new NotFoundError("Vehicle Not Found");
      return { vehicleId, fits };
    },
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
