// The vehicle list as a file (the vehicles file, docs/catalogue-files.md): what the catalogue
// files' import read from each row merged into the list in the import's transaction, and the list
// read out again row by row for the export. A row is one engine of a generation (or a generation
// without engines); the rows of one make or one generation must agree on what they repeat.
import type { Executor } from "../../../db/client.ts";
import type { ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import type { EngineFuel, VinPatternFields } from "../../../domain/schemas/vehicle-list.ts";
import { engineYears } from "../../../domain/vehicle-list.ts";
import { createVehicleListRepository } from "./vehicle-list.repository.ts";
import { compactLabel, deriveVehicles } from "./vehicle-list.service.ts";

/** One row of a vehicles file, its cells read. */
export interface VehicleListEntry {
  line: number;
  make: { name: string; vcdbId: number | null; hidden: boolean };
  model: { name: string; vcdbId: number | null };
  generation: {
    name: string;
    chassis: string;
    yearFrom: number;
    yearTo: number;
    hidden: boolean;
    vinPatterns: VinPatternFields[];
    /** The VCdb BaseVehicleIDs of its years. */
    baseVehicles: { year: number; vcdbId: number }[];
  };
  engine: {
    code: string;
    label: { en: string; ru?: string; ar?: string };
    fuel: EngineFuel;
    displacementCc: number | null;
    powerKw: number | null;
    yearFrom: number | null;
    yearTo: number | null;
    vcdbId: number | null;
    hidden: boolean;
  } | null;
}

const lower = (text: string) => text.toLowerCase();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const patternKey = (p: VinPatternFields) => `${p.wmi}|${p.vds}|${p.yearFrom}|${p.yearTo ?? ""}|${lower(p.engineCode ?? "")}`;

/** The vehicle list's file work on the caller's transaction (the catalogue files' import and export). */
export function vehicleListFileOn(db: Executor) {
  const list = createVehicleListRepository(db);
  return {
    /**
     * Merges the rows into the list: makes, model lines, generations and engines by name (and
     * code) are made or changed as the rows say; what the file does not name stays. Answers the
     * counts and the problems (by line); with a problem the caller rolls everything back.
     */
    async apply(entries: readonly VehicleListEntry[]): Promise<{ summary: Record<string, number>; problems: ImportProblem[] }> {
      const problems: ImportProblem[] = [];
      const summary: Record<string, number> = {};
      const count = (name: string) => (summary[name] = (summary[name] ?? 0) + 1);

      // The rows of one make, model line or generation must agree on what they repeat.
      const first = new Map<string, VehicleListEntry>();
      const agree = (key: string, entry: VehicleListEntry, pick: (e: VehicleListEntry) => unknown, column: string, what: string) => {
        const seen = first.get(key);
        if (!seen) return first.set(key, entry);
        if (!same(pick(seen), pick(entry)))
          problems.push({ line: entry.line, column, reason: `differs from line ${seen.line} (the rows of one ${what} agree)` });
        return first;
      };
      const engines = new Map<string, number>();
      for (const entry of entries) {
        const make = `m|${lower(entry.make.name)}`;
        agree(`${make}|vcdb`, entry, (e) => e.make.vcdbId, "make_vcdb_id", "make");
        agree(`${make}|hidden`, entry, (e) => e.make.hidden, "make_hidden", "make");
        agree(`${make}|l|${lower(entry.model.name)}`, entry, (e) => e.model.vcdbId, "model_vcdb_id", "model");
        const generation = `${make}|g|${lower(entry.generation.name)}`;
        agree(`${generation}|model`, entry, (e) => lower(e.model.name), "model", "generation");
        agree(
          `${generation}|fields`,
          entry,
          (e) => ({ ...e.generation, vinPatterns: undefined, baseVehicles: undefined }),
          "generation",
          "generation",
        );
        agree(`${generation}|base`, entry, (e) => e.generation.baseVehicles, "base_vehicle_ids", "generation");
        agree(`${generation}|vin`, entry, (e) => e.generation.vinPatterns.map(patternKey).sort(), "vin_patterns", "generation");
        if (entry.engine) {
          const key = `${generation}|e|${lower(entry.engine.code)}`;
          const line = engines.get(key);
          if (line !== undefined) problems.push({ line: entry.line, column: "engine_code", reason: `the same engine as line ${line}` });
          else engines.set(key, entry.line);
          if (!engineYears(entry.generation, entry.engine))
            problems.push({ line: entry.line, column: "engine_year_from", reason: "the engine's years miss its generation's" });
        }
      }
      if (problems.length > 0) return { summary, problems };

      const touched = new Set<number>();
      const makeIds = new Map<string, number>();
      const modelIds = new Map<string, number>();
      const generationIds = new Map<string, number>();
      for (const entry of entries) {
        const makeKey = lower(entry.make.name);
        let makeId = makeIds.get(makeKey);
        if (makeId === undefined) {
          const fields = { name: entry.make.name, vcdbId: entry.make.vcdbId, hidden: entry.make.hidden };
          if (fields.vcdbId !== null && (await list.vcdbTaken("make", fields.vcdbId, (await list.makeNamed(fields.name))?.id))) {
            problems.push({ line: entry.line, column: "make_vcdb_id", reason: "another make has this VCdb id" });
            continue;
          }
          const existing = await list.makeNamed(fields.name);
          if (!existing) {
            makeId = (await list.insertMake({ name: fields.name, vcdbId: fields.vcdbId })).id;
            if (fields.hidden) await list.updateMake(makeId, { hidden: true });
            count("makes.created");
          } else {
            makeId = existing.id;
            if (existing.vcdbId !== fields.vcdbId || existing.hidden !== fields.hidden) {
              await list.updateMake(makeId, { vcdbId: fields.vcdbId, hidden: fields.hidden });
              for (const id of await list.generationIdsOfMake(makeId)) touched.add(id);
              count("makes.changed");
            } else count("makes.unchanged");
          }
          makeIds.set(makeKey, makeId);
        }

        const modelKey = `${makeId}|${lower(entry.model.name)}`;
        let modelId = modelIds.get(modelKey);
        if (modelId === undefined) {
          const existing = await list.modelNamed(makeId, entry.model.name);
          if (entry.model.vcdbId !== null && (await list.vcdbTaken("model", entry.model.vcdbId, existing?.id))) {
            problems.push({ line: entry.line, column: "model_vcdb_id", reason: "another model has this VCdb id" });
            continue;
          }
          if (!existing) {
            modelId = (await list.insertModel({ makeId, name: entry.model.name, vcdbId: entry.model.vcdbId })).id;
            count("models.created");
          } else {
            modelId = existing.id;
            if (existing.vcdbId !== entry.model.vcdbId) {
              await list.updateModel(modelId, { name: existing.name, vcdbId: entry.model.vcdbId });
              count("models.changed");
            } else count("models.unchanged");
          }
          modelIds.set(modelKey, modelId);
        }

        const generationKey = `${makeId}|${lower(entry.generation.name)}`;
        let generationId = generationIds.get(generationKey);
        if (generationId === undefined) {
          const g = entry.generation;
          const fields = { modelId, name: g.name, chassis: g.chassis, yearFrom: g.yearFrom, yearTo: g.yearTo, hidden: g.hidden };
          const found = await list.generationNamed(makeId, g.name);
          if (!found) {
            generationId = await list.insertGeneration({ makeId, ...fields });
            count("generations.created");
          } else {
            generationId = found.id;
            const before = (await list.generation(generationId, true))!;
            if (
              before.modelId !== modelId ||
              before.chassis !== g.chassis ||
              before.yearFrom !== g.yearFrom ||
              before.yearTo !== g.yearTo ||
              before.hidden !== g.hidden
            ) {
              await list.updateGeneration(generationId, fields);
              await list.dropEmptyModels([before.modelId]);
              count("generations.changed");
            } else count("generations.unchanged");
          }
          touched.add(generationId);
          generationIds.set(generationKey, generationId);
          // Its VIN patterns are the file's: those it lacks go, those it adds come.
          const generation = (await list.generation(generationId))!;
          const stored = await list.vinPatterns(generation.make, generation.name);
          const wanted = new Map(g.vinPatterns.map((p) => [patternKey(p), p]));
          for (const pattern of stored)
            if (!wanted.delete(patternKey(pattern))) {
              await list.deleteVinPattern(pattern.id);
              count("vin_patterns.removed");
            }
          for (const pattern of wanted.values()) {
            await list.insertVinPattern(generation.make, generation.name, pattern);
            count("vin_patterns.created");
          }
          // And its BaseVehicleIDs.
          if (!same(await list.baseVehicles(generationId), g.baseVehicles)) {
            await list.replaceBaseVehicles(generationId, g.baseVehicles);
            count("base_vehicles.changed");
          }
        }

        if (!entry.engine) continue;
        const e = entry.engine;
        const existing = await list.engineCoded(generationId, e.code);
        if (e.vcdbId !== null && (await list.vcdbTaken("engine", e.vcdbId, existing?.id))) {
          problems.push({ line: entry.line, column: "engine_vcdb_id", reason: "another engine has this VCdb id" });
          continue;
        }
        const fields = {
          code: e.code,
          label: compactLabel(e.label) as { en: string; ru: string; ar: string },
          fuel: e.fuel,
          displacementCc: e.displacementCc,
          powerKw: e.powerKw,
          yearFrom: e.yearFrom,
          yearTo: e.yearTo,
          vcdbId: e.vcdbId,
        };
        if (!existing) {
          const id = await list.insertEngine(generationId, fields);
          if (e.hidden) await list.updateEngine(id, { hidden: true });
          count("engines.created");
        } else {
          const before = (await list.engine(existing.id))!;
          const changed =
            before.code !== e.code ||
            !same(before.label, fields.label) ||
            before.fuel !== e.fuel ||
            before.displacementCc !== e.displacementCc ||
            before.powerKw !== e.powerKw ||
            before.yearFrom !== e.yearFrom ||
            before.yearTo !== e.yearTo ||
            before.vcdbId !== e.vcdbId ||
            before.hidden !== e.hidden;
          if (changed) {
            await list.updateEngine(existing.id, { ...fields, hidden: e.hidden });
            count("engines.changed");
          } else count("engines.unchanged");
        }
      }
      if (problems.length === 0) await deriveVehicles(list, [...touched]);
      return { summary, problems };
    },

    /** The whole list as the file's rows: one per engine, and one for a generation without engines. */
    async entries(): Promise<Omit<VehicleListEntry, "line">[]> {
      const generations = await list.allGenerations();
      const makes = new Map((await list.makes()).map((m) => [m.id, m]));
      const engines = Map.groupBy(await list.engines(generations.map((g) => g.id)), (e) => e.generationId);
      const out: Omit<VehicleListEntry, "line">[] = [];
      for (const g of generations) {
        const make = makes.get(g.makeId)!;
        const vinPatterns = (await list.vinPatterns(g.make, g.name)).map(({ wmi, vds, yearFrom, yearTo, engineCode }) => ({
          wmi,
          vds,
          yearFrom,
          yearTo,
          engineCode,
        }));
        const base = {
          make: { name: make.name, vcdbId: make.vcdbId, hidden: make.hidden },
          model: { name: g.model, vcdbId: g.vcdbModelId },
          generation: {
            name: g.name,
            chassis: g.chassis,
            yearFrom: g.yearFrom,
            yearTo: g.yearTo,
            hidden: g.hidden,
            vinPatterns,
            baseVehicles: await list.baseVehicles(g.id),
          },
        };
        const ofGeneration = engines.get(g.id) ?? [];
        if (ofGeneration.length === 0) out.push({ ...base, engine: null });
        for (const e of ofGeneration)
          out.push({
            ...base,
            engine: {
              code: e.code,
              label: e.label,
              fuel: e.fuel,
              displacementCc: e.displacementCc,
              powerKw: e.powerKw,
              yearFrom: e.yearFrom,
              yearTo: e.yearTo,
              vcdbId: e.vcdbId,
              hidden: e.hidden,
            },
          });
      }
      return out;
    },
  };
}
