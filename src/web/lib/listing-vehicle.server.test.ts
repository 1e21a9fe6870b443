import { describe, expect, it } from "vitest";

import { NotFoundError } from "../../domain/errors.ts";
import type { VehicleModelKey } from "../../domain/filters.ts";
import type { Vehicle } from "../../domain/schemas/vehicle.ts";
import { readListingQuery } from "../components/listing/listing-query.ts";
import { listingVehicle } from "./listing-vehicle.server.ts";

// What the shop and the search page say of vehicles: the one the listing is narrowed to, by name,
// whether it came from the address or the current vehicle's cookie, and the current vehicle.

const HILUX: Vehicle = {
  id: 457,
  year: 2016,
  make: "Toyota",
  model: "Hilux N80",
  engine: "2.4L I4 turbo-diesel (2GD-FTV)",
  engineCode: "2GD-FTV",
};
const LAND_CRUISER: Vehicle = {
  id: 12,
  year: 1995,
  make: "Toyota",
  model: "Land Cruiser 80",
  engine: "4.2L I6 diesel (1HZ)",
  engineCode: "1HZ",
};

const lookup = {
  vehicles: {
    vehicle: async (id: number) => {
      const found = [HILUX, LAND_CRUISER].find((vehicle) => vehicle.id === id);
      if (!found) throw new NotFoundError("Vehicle Not Found");
      return found;
    },
  },
  vehiclePages: {
    vehiclesOf: async (key: VehicleModelKey) =>
      key.startsWith("toyota.hilux-n80") ? { make: "Toyota", model: "Hilux N80", year: key.endsWith(".2016") ? 2016 : null } : null,
  },
};

async function read(query: string, cookie?: string) {
  const asked = readListingQuery(new URLSearchParams(query), undefined, true);
  if (!asked.ok) throw new Error(asked.message);
  const request = new Request("http://shop.test/search", { headers: cookie ? { cookie } : {} });
  return listingVehicle(request, lookup, asked.state);
}

describe("the vehicles a listing names", () => {
  it("a vehicle chosen in the address, by its full name, beside a different current vehicle", async () => {
    const { state, vehicles } = await read("q=clutch&filter_vehicle=457", "vehicle=12");
    expect(state.filters.vehicle).toBe(457);
    expect(vehicles).toEqual({
      name: "2016 Toyota Hilux N80 2.4L I4 turbo-diesel (2GD-FTV)",
      current: { id: 12, name: "1995 Toyota Land Cruiser 80 4.2L I6 diesel (1HZ)" },
    });
  });

  it("the current vehicle the listing follows when the address names none", async () => {
    const { state, vehicles, followsCurrentVehicle } = await read("q=clutch", "vehicle=457");
    expect(followsCurrentVehicle).toBe(true);
    expect(state.filters.vehicle).toBe(457);
    expect(vehicles.name).toBe("2016 Toyota Hilux N80 2.4L I4 turbo-diesel (2GD-FTV)");
  });

  it("the current vehicle, unapplied, on a listing of every vehicle's parts", async () => {
    const { state, vehicles } = await read("q=clutch&filter_vehicle=", "vehicle=12");
    expect(state.filters.vehicle).toBeUndefined();
    expect(vehicles).toEqual({ name: null, current: { id: 12, name: "1995 Toyota Land Cruiser 80 4.2L I6 diesel (1HZ)" } });
  });

  it("a vehicle page's model or model year, by year, make and model", async () => {
    expect((await read("filter_vehicle=toyota.hilux-n80.2016")).vehicles.name).toBe("2016 Toyota Hilux N80");
    expect((await read("filter_vehicle=toyota.hilux-n80")).vehicles.name).toBe("Toyota Hilux N80");
  });

  it("nothing for a vehicle or a model the catalogue does not have", async () => {
    expect((await read("filter_vehicle=999", "vehicle=998")).vehicles).toEqual({ name: null, current: null });
    expect((await read("filter_vehicle=nissan.no-such-model")).vehicles).toEqual({ name: null, current: null });
  });
});
