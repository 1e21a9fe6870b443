import type { Database } from "../../src/db/client.ts";
import { vehicles } from "../../src/db/tables.ts";
import { uniqueToken } from "./unique.ts";

export interface VehicleInput {
  year: number;
  make: string;
  model: string;
  engine: string;
  engineCode: string;
  chassis: string;
}

export type TestVehicle = VehicleInput & { id: number };

/** A vehicle of its own (a unique model of a 2020 "Testmake"), written through the table; any of it overridden. */
export async function createVehicle(db: Database, overrides: Partial<VehicleInput> = {}): Promise<TestVehicle> {
  const token = uniqueToken("model");
  const input: VehicleInput = {
    year: 2020,
    make: "Testmake",
    model: token,
    engine: "2.8L Diesel",
    engineCode: "1GD",
    chassis: "",
    ...overrides,
  };
  const [row] = await db.insert(vehicles).values(input).returning({ id: vehicles.id });
  return { ...input, id: row!.id };
}
