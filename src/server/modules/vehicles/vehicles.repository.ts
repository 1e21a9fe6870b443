import { and, asc, desc, eq, or } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { vehicleColumns, vehicles, vehicleVinPatterns } from "../../../db/tables.ts";

export function createVehiclesRepository(db: Executor) {
  return {
    async years(): Promise<number[]> {
      const rows = await db
        .selectDistinct({ year: vehicles.year })
        .from(vehicles)
        .where(eq(vehicles.hidden, false))
        .orderBy(desc(vehicles.year));
      return rows.map((r) => r.year);
    },
    async makes(year: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ make: vehicles.make })
        .from(vehicles)
        .where(and(eq(vehicles.year, year), eq(vehicles.hidden, false)))
        .orderBy(asc(vehicles.make));
      return rows.map((r) => r.make);
    },
    async models(year: number, make: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ model: vehicles.model })
        .from(vehicles)
        .where(and(eq(vehicles.year, year), eq(vehicles.make, make), eq(vehicles.hidden, false)))
        .orderBy(asc(vehicles.model));
      return rows.map((r) => r.model);
    },
    vehicles: (year: number, make: string, model: string) =>
      db
        .select(vehicleColumns)
        .from(vehicles)
        .where(and(eq(vehicles.year, year), eq(vehicles.make, make), eq(vehicles.model, model), eq(vehicles.hidden, false)))
        .orderBy(asc(vehicles.engine)),
    /** The stored VIN patterns of one WMI; the service matches their descriptors. */
    vinPatterns: (wmi: string) =>
      db
        .select({
          wmi: vehicleVinPatterns.wmi,
          vds: vehicleVinPatterns.vds,
          make: vehicleVinPatterns.make,
          model: vehicleVinPatterns.model,
          yearFrom: vehicleVinPatterns.yearFrom,
          yearTo: vehicleVinPatterns.yearTo,
          engineCode: vehicleVinPatterns.engineCode,
        })
        .from(vehicleVinPatterns)
        .where(eq(vehicleVinPatterns.wmi, wmi))
        .orderBy(asc(vehicleVinPatterns.id)),
    /** The vehicles of one year of the given models, each narrowed to one engine when it names one. */
    async vehiclesOfModels(year: number, models: { make: string; model: string; engineCode: string | null }[]) {
      if (models.length === 0) return [];
      return db
        .select(vehicleColumns)
        .from(vehicles)
        .where(
          and(
            eq(vehicles.year, year),
            eq(vehicles.hidden, false),
            or(
              ...models.map((m) =>
                and(
                  eq(vehicles.make, m.make),
                  eq(vehicles.model, m.model),
                  m.engineCode === null ? undefined : eq(vehicles.engineCode, m.engineCode),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(vehicles.make), asc(vehicles.model), asc(vehicles.engine));
    },
    async byId(id: number) {
      const [row] = await db.select(vehicleColumns).from(vehicles).where(eq(vehicles.id, id));
      return row;
    },
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
