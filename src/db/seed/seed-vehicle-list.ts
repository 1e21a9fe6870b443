// The seed's vehicle list (data/vehicles.ts) as the owner keeps it: makes, model lines,
// generations and engines, before the vehicles derived from them.
import { engineFactsOfLabel } from "../../domain/vehicle-list.ts";
import type { Executor } from "../client.ts";
import { vehicleEngines, vehicleGenerations as generationsTable, vehicleMakes, vehicleModels } from "../tables.ts";
import { CURRENT_MODEL_YEAR, generationKey } from "./catalogue-generator.ts";
import { vehicleGenerations } from "./data/vehicles.ts";

/** Writes the list; answers each engine's id by `${generationKey}|${engine code}`. */
export async function insertVehicleList(tx: Executor): Promise<Map<string, number>> {
  const makeNames = [...new Set(vehicleGenerations.map((g) => g.make))];
  const makes = await tx
    .insert(vehicleMakes)
    .values(makeNames.map((name) => ({ name })))
    .returning({ id: vehicleMakes.id, name: vehicleMakes.name });
  const makeId = new Map(makes.map((m) => [m.name, m.id]));
  const lines = [
    ...new Map(vehicleGenerations.map((g) => [`${g.make}|${g.family}`, { makeId: makeId.get(g.make)!, name: g.family }])).values(),
  ];
  const models = await tx
    .insert(vehicleModels)
    .values(lines)
    .returning({ id: vehicleModels.id, makeId: vehicleModels.makeId, name: vehicleModels.name });
  const modelId = new Map(models.map((m) => [`${m.makeId}|${m.name}`, m.id]));
  const generations = await tx
    .insert(generationsTable)
    .values(
      vehicleGenerations.map((g) => ({
        makeId: makeId.get(g.make)!,
        modelId: modelId.get(`${makeId.get(g.make)!}|${g.family}`)!,
        name: g.model,
        chassis: g.chassis.join(", "),
        yearFrom: g.yearFrom,
        yearTo: g.yearTo ?? CURRENT_MODEL_YEAR,
      })),
    )
    .returning({ id: generationsTable.id });
  const engines = vehicleGenerations.flatMap((g, i) =>
    g.engines.map((engine) => {
      const yearTo = g.yearTo ?? CURRENT_MODEL_YEAR;
      return {
        key: `${generationKey(g)}|${engine.code}`,
        row: {
          generationId: generations[i]!.id,
          code: engine.code,
          label: { en: engine.label },
          ...engineFactsOfLabel(engine.label),
          // An engine's own years are kept only where they are narrower than its generation's.
          yearFrom: engine.yearFrom !== undefined && engine.yearFrom > g.yearFrom ? engine.yearFrom : null,
          yearTo: engine.yearTo !== undefined && engine.yearTo < yearTo ? engine.yearTo : null,
        },
      };
    }),
  );
  const ids = await tx
    .insert(vehicleEngines)
    .values(engines.map((e) => e.row))
    .returning({ id: vehicleEngines.id });
  return new Map(engines.map((e, i) => [e.key, ids[i]!.id]));
}
