// The vehicle list the owner keeps (decision 035): makes, model lines, generations with their
// years, engines and VIN patterns, each change in one transaction with its audit row. After every
// change the derived vehicles (one per engine and model year) are written again for the
// generations it touched: a year or an engine added gains vehicles; one taken away loses them, or
// hides them while a part is fitted to them, a garage keeps them or a build names them. The
// vehicles' statement trigger forgets the kept answers (decision 015), so the storefront's picker,
// vehicle pages and sitemap follow at once.
import type { Database, Transaction } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import {
  type AdminVehicleEngine,
  type AdminVehicleGeneration,
  type AdminVehicleGenerationDetail,
  type AdminVehicleMake,
  type NewVehicleGeneration,
  VEHICLE_ENGINE_NOT_FOUND,
  VEHICLE_ENGINE_TAKEN,
  VEHICLE_ENGINE_YEARS,
  VEHICLE_GENERATION_NOT_FOUND,
  VEHICLE_GENERATION_TAKEN,
  VEHICLE_IN_USE,
  VEHICLE_MAKE_NOT_FOUND,
  VEHICLE_MAKE_TAKEN,
  VEHICLE_MODEL_NOT_FOUND,
  VEHICLE_MODEL_TAKEN,
  VEHICLE_NOT_EMPTY,
  VEHICLE_VCDB_TAKEN,
  type VehicleEngineFields,
  type VehicleGenerationFields,
  type VehicleMakeFields,
  type VehicleModelFields,
  VIN_PATTERN_NOT_FOUND,
  type VinPatternFields,
} from "../../../domain/schemas/vehicle-list.ts";
import { engineYears, vehicleEngineText } from "../../../domain/vehicle-list.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { createVehicleListRepository, type VehicleListRepository, type VehicleRow } from "./vehicle-list.repository.ts";

export const GENERATION_PAGE_SIZE = 50;

/** Russian and Arabic left empty are not stored: English stands in for them. */
export const compactLabel = (label: { en: string; ru?: string; ar?: string }) => ({
  en: label.en,
  ...(label.ru ? { ru: label.ru } : {}),
  ...(label.ar ? { ar: label.ar } : {}),
});

/**
 * Writes the derived vehicles of the given generations again from the list, in the caller's
 * transaction: inserts the engine-years that are new, rewrites those whose names changed, and
 * removes those no span covers any more, or hides them when they are in use.
 */
export async function deriveVehicles(repository: VehicleListRepository, generationIds: readonly number[]): Promise<void> {
  const ids = [...new Set(generationIds)];
  if (ids.length === 0) return;
  const engines = await repository.engines(ids);
  const existing = await repository.vehiclesOfEngines(engines.map((e) => e.id));
  const byKey = new Map(existing.map((v) => [`${v.engineId}|${v.year}`, v]));
  const wanted = new Set<string>();
  const inserts: VehicleRow[] = [];
  for (const id of ids) {
    const generation = await repository.generation(id);
    if (!generation) continue;
    for (const engine of engines.filter((e) => e.generationId === id)) {
      const span = engineYears(generation, engine);
      if (!span) continue;
      for (let year = span.yearFrom; year <= span.yearTo; year++) {
        const key = `${engine.id}|${year}`;
        wanted.add(key);
        const row: VehicleRow = {
          year,
          make: generation.make,
          model: generation.name,
          engine: vehicleEngineText(engine.label.en, engine.code),
          engineCode: engine.code,
          chassis: generation.chassis,
          engineId: engine.id,
          hidden: generation.makeHidden || generation.hidden || engine.hidden,
        };
        const before = byKey.get(key);
        if (!before) inserts.push(row);
        else if ((Object.keys(row) as (keyof VehicleRow)[]).some((column) => before[column] !== row[column]))
          await repository.updateVehicle(before.id, row);
      }
    }
  }
  const gone = existing.filter((v) => !wanted.has(`${v.engineId}|${v.year}`));
  const kept = await repository.vehiclesInUse(gone.map((v) => v.id));
  for (const vehicle of gone) if (kept.has(vehicle.id) && !vehicle.hidden) await repository.updateVehicle(vehicle.id, { hidden: true });
  await repository.deleteVehicles(gone.filter((v) => !kept.has(v.id)).map((v) => v.id));
  await repository.insertVehicles(inserts);
}

export function createVehicleListService(db: Database) {
  const repository = createVehicleListRepository(db);

  /** Runs a change; a name another row took meanwhile is refused by its unique index, said as the name's problem. */
  async function writing<T>(taken: string, work: (tx: Transaction, list: VehicleListRepository) => Promise<T>): Promise<T> {
    try {
      return await db.transaction((tx) => work(tx, createVehicleListRepository(tx)));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(taken, { cause: error });
      throw error;
    }
  }

  async function makeOf(list: VehicleListRepository, id: number, lock = false) {
    const row = await list.make(id, lock);
    if (!row) throw new NotFoundError(VEHICLE_MAKE_NOT_FOUND);
    return row;
  }
  async function generationOf(list: VehicleListRepository, id: number, lock = false) {
    const row = await list.generation(id, lock);
    if (!row) throw new NotFoundError(VEHICLE_GENERATION_NOT_FOUND);
    return row;
  }
  async function engineOf(list: VehicleListRepository, id: number, lock = false) {
    const row = await list.engine(id, lock);
    if (!row) throw new NotFoundError(VEHICLE_ENGINE_NOT_FOUND);
    return row;
  }
  async function vcdbFree(list: VehicleListRepository, kind: "make" | "model" | "engine", vcdbId: number | null, exceptId?: number) {
    if (vcdbId !== null && (await list.vcdbTaken(kind, vcdbId, exceptId))) throw new ConflictError(VEHICLE_VCDB_TAKEN);
  }
  /** The make's model line of that name, made when there is none. */
  async function modelNamed(list: VehicleListRepository, makeId: number, name: string) {
    return (await list.modelNamed(makeId, name)) ?? (await list.insertModel({ makeId, name }));
  }
  /** An engine's own years must meet its generation's: otherwise it would have no vehicle. */
  function engineFits(generation: { yearFrom: number; yearTo: number }, engine: { yearFrom: number | null; yearTo: number | null }) {
    if (!engineYears(generation, engine)) throw new InvalidInputError(VEHICLE_ENGINE_YEARS);
  }

  /**
   * Hides or shows a make, a generation or an engine (`row` locks it and says how): its vehicles
   * follow, and the audit has the change; setting what is already set does nothing.
   */
  async function settingHidden(
    actor: AuditActor,
    entityType: "vehicle-make" | "vehicle-generation" | "vehicle-engine",
    id: number,
    hidden: boolean,
    row: (list: VehicleListRepository) => Promise<{ was: boolean; set: () => Promise<unknown>; generations: () => Promise<number[]> }>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const list = createVehicleListRepository(tx);
      const { was, set, generations } = await row(list);
      if (was === hidden) return;
      await set();
      await deriveVehicles(list, await generations());
      await recordAudit(tx, actor, {
        action: `${entityType}.${hidden ? "hide" : "show"}`,
        entityType,
        entityId: String(id),
        before: { hidden: was },
        after: { hidden },
      });
    });
  }

  const engineView = (row: Awaited<ReturnType<VehicleListRepository["engines"]>>[number]): AdminVehicleEngine => ({
    id: row.id,
    code: row.code,
    label: row.label,
    fuel: row.fuel,
    displacementCc: row.displacementCc,
    powerKw: row.powerKw,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    hidden: row.hidden,
    vcdbId: row.vcdbId,
    inUse: row.inUse,
  });

  const service = {
    // --- makes ---------------------------------------------------------------------------------
    makes: (): Promise<AdminVehicleMake[]> => repository.makes(),

    async createMake(actor: AuditActor, fields: VehicleMakeFields): Promise<AdminVehicleMake> {
      return writing(VEHICLE_MAKE_TAKEN, async (tx, list) => {
        if (await list.makeNamed(fields.name)) throw new ConflictError(VEHICLE_MAKE_TAKEN);
        await vcdbFree(list, "make", fields.vcdbId);
        const row = await list.insertMake(fields);
        await recordAudit(tx, actor, {
          action: "vehicle-make.create",
          entityType: "vehicle-make",
          entityId: String(row.id),
          after: fields,
        });
        return { ...row, generations: 0 };
      });
    },

    /** A new name or VCdb id; the make's vehicles and VIN patterns take the new name. */
    async updateMake(actor: AuditActor, id: number, fields: VehicleMakeFields): Promise<void> {
      await writing(VEHICLE_MAKE_TAKEN, async (tx, list) => {
        const before = await makeOf(list, id, true);
        const other = await list.makeNamed(fields.name);
        if (other && other.id !== id) throw new ConflictError(VEHICLE_MAKE_TAKEN);
        await vcdbFree(list, "make", fields.vcdbId, id);
        await list.updateMake(id, fields);
        const generations = await list.generationIdsOfMake(id);
        if (before.name !== fields.name)
          for (const generationId of generations) {
            const generation = await generationOf(list, generationId);
            await list.renameVinPatterns({ make: before.name, model: generation.name }, { make: fields.name, model: generation.name });
          }
        await deriveVehicles(list, generations);
        await recordAudit(tx, actor, {
          action: "vehicle-make.update",
          entityType: "vehicle-make",
          entityId: String(id),
          before: { name: before.name, vcdbId: before.vcdbId },
          after: fields,
        });
      });
    },

    setMakeHidden: (actor: AuditActor, id: number, hidden: boolean) =>
      settingHidden(actor, "vehicle-make", id, hidden, async (list) => {
        const before = await makeOf(list, id, true);
        return { was: before.hidden, set: () => list.updateMake(id, { hidden }), generations: () => list.generationIdsOfMake(id) };
      }),

    /** Deletes a make without generations; otherwise 409 VEHICLE_NOT_EMPTY. */
    async deleteMake(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const list = createVehicleListRepository(tx);
        const before = await makeOf(list, id, true);
        if ((await list.generationIdsOfMake(id)).length > 0) throw new ConflictError(VEHICLE_NOT_EMPTY);
        await list.deleteModelsOfMake(id);
        await list.deleteMake(id);
        await recordAudit(tx, actor, {
          action: "vehicle-make.delete",
          entityType: "vehicle-make",
          entityId: String(id),
          before: { name: before.name, vcdbId: before.vcdbId },
        });
      });
    },

    // --- model lines ---------------------------------------------------------------------------

    /** A model line's new name or VCdb id (the ACES ModelID); it names no vehicle, so the storefront does not change. */
    async updateModel(actor: AuditActor, id: number, fields: VehicleModelFields): Promise<void> {
      await writing(VEHICLE_MODEL_TAKEN, async (tx, list) => {
        const before = await list.model(id);
        if (!before) throw new NotFoundError(VEHICLE_MODEL_NOT_FOUND);
        const other = await list.modelNamed(before.makeId, fields.name);
        if (other && other.id !== id) throw new ConflictError(VEHICLE_MODEL_TAKEN);
        await vcdbFree(list, "model", fields.vcdbId, id);
        await list.updateModel(id, fields);
        await recordAudit(tx, actor, {
          action: "vehicle-model.update",
          entityType: "vehicle-model",
          entityId: String(id),
          before: { name: before.name, vcdbId: before.vcdbId },
          after: fields,
        });
      });
    },

    // --- generations ---------------------------------------------------------------------------

    async generations(makeId: number | undefined, q: string | undefined, page: number) {
      const { rows, total } = await repository.generationsPage(makeId, q, page, GENERATION_PAGE_SIZE);
      return { data: rows.map(generationView), pagination: paginate(page, GENERATION_PAGE_SIZE, total) };
    },

    async generation(id: number): Promise<AdminVehicleGenerationDetail> {
      const row = await generationOf(repository, id);
      const [engines, vinPatterns, fittedParts] = await Promise.all([
        repository.engines([id]),
        repository.vinPatterns(row.make, row.name),
        repository.fittedParts(id),
      ]);
      return {
        ...generationView({ ...row, engines: engines.length, fittedParts }),
        vcdbModelId: row.vcdbModelId,
        engineList: engines.map(engineView),
        vinPatterns,
      };
    },

    async createGeneration(actor: AuditActor, fields: NewVehicleGeneration): Promise<{ id: number }> {
      return writing(VEHICLE_GENERATION_TAKEN, async (tx, list) => {
        await makeOf(list, fields.makeId, true);
        if (await list.generationNamed(fields.makeId, fields.name)) throw new ConflictError(VEHICLE_GENERATION_TAKEN);
        const model = await modelNamed(list, fields.makeId, fields.model);
        const id = await list.insertGeneration({
          makeId: fields.makeId,
          modelId: model.id,
          name: fields.name,
          chassis: fields.chassis,
          yearFrom: fields.yearFrom,
          yearTo: fields.yearTo,
        });
        await recordAudit(tx, actor, {
          action: "vehicle-generation.create",
          entityType: "vehicle-generation",
          entityId: String(id),
          after: fields,
        });
        return { id };
      });
    },

    /**
     * A generation's new model line, name, chassis or years. Its vehicles follow: years added gain
     * vehicles for each engine, years taken away lose theirs or hide them while they are in use.
     */
    async updateGeneration(actor: AuditActor, id: number, fields: VehicleGenerationFields): Promise<void> {
      await writing(VEHICLE_GENERATION_TAKEN, async (tx, list) => {
        const before = await generationOf(list, id, true);
        const other = await list.generationNamed(before.makeId, fields.name);
        if (other && other.id !== id) throw new ConflictError(VEHICLE_GENERATION_TAKEN);
        const model = await modelNamed(list, before.makeId, fields.model);
        await list.updateGeneration(id, {
          modelId: model.id,
          name: fields.name,
          chassis: fields.chassis,
          yearFrom: fields.yearFrom,
          yearTo: fields.yearTo,
        });
        await list.dropEmptyModels([before.modelId]);
        if (before.name !== fields.name)
          await list.renameVinPatterns({ make: before.make, model: before.name }, { make: before.make, model: fields.name });
        await deriveVehicles(list, [id]);
        await recordAudit(tx, actor, {
          action: "vehicle-generation.update",
          entityType: "vehicle-generation",
          entityId: String(id),
          before: { model: before.model, name: before.name, chassis: before.chassis, yearFrom: before.yearFrom, yearTo: before.yearTo },
          after: fields,
        });
      });
    },

    setGenerationHidden: (actor: AuditActor, id: number, hidden: boolean) =>
      settingHidden(actor, "vehicle-generation", id, hidden, async (list) => {
        const before = await generationOf(list, id, true);
        return { was: before.hidden, set: () => list.updateGeneration(id, { hidden }), generations: async () => [id] };
      }),

    /** Deletes a generation without engines; otherwise 409 VEHICLE_NOT_EMPTY. */
    async deleteGeneration(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const list = createVehicleListRepository(tx);
        const before = await generationOf(list, id, true);
        if ((await list.engines([id])).length > 0) throw new ConflictError(VEHICLE_NOT_EMPTY);
        for (const pattern of await list.vinPatterns(before.make, before.name)) await list.deleteVinPattern(pattern.id);
        await list.replaceBaseVehicles(id, []);
        await list.deleteGeneration(id);
        await list.dropEmptyModels([before.modelId]);
        await recordAudit(tx, actor, {
          action: "vehicle-generation.delete",
          entityType: "vehicle-generation",
          entityId: String(id),
          before: { make: before.make, model: before.model, name: before.name, yearFrom: before.yearFrom, yearTo: before.yearTo },
        });
      });
    },

    // --- engines -------------------------------------------------------------------------------

    async createEngine(actor: AuditActor, generationId: number, fields: VehicleEngineFields): Promise<{ id: number }> {
      return writing(VEHICLE_ENGINE_TAKEN, async (tx, list) => {
        const generation = await generationOf(list, generationId, true);
        if (await list.engineCoded(generationId, fields.code)) throw new ConflictError(VEHICLE_ENGINE_TAKEN);
        engineFits(generation, fields);
        await vcdbFree(list, "engine", fields.vcdbId);
        const id = await list.insertEngine(generationId, { ...fields, label: compactLabel(fields.label) as VehicleEngineFields["label"] });
        await deriveVehicles(list, [generationId]);
        await recordAudit(tx, actor, {
          action: "vehicle-engine.create",
          entityType: "vehicle-engine",
          entityId: String(id),
          after: { generationId, ...fields },
        });
        return { id };
      });
    },

    async updateEngine(actor: AuditActor, id: number, fields: VehicleEngineFields): Promise<void> {
      await writing(VEHICLE_ENGINE_TAKEN, async (tx, list) => {
        const before = await engineOf(list, id, true);
        const generation = await generationOf(list, before.generationId, true);
        if (await list.engineCoded(before.generationId, fields.code, id)) throw new ConflictError(VEHICLE_ENGINE_TAKEN);
        engineFits(generation, fields);
        await vcdbFree(list, "engine", fields.vcdbId, id);
        await list.updateEngine(id, { ...fields, label: compactLabel(fields.label) as VehicleEngineFields["label"] });
        await deriveVehicles(list, [before.generationId]);
        const { hidden: _hidden, generationId: _generation, id: _id, ...was } = before;
        await recordAudit(tx, actor, {
          action: "vehicle-engine.update",
          entityType: "vehicle-engine",
          entityId: String(id),
          before: was,
          after: fields,
        });
      });
    },

    setEngineHidden: (actor: AuditActor, id: number, hidden: boolean) =>
      settingHidden(actor, "vehicle-engine", id, hidden, async (list) => {
        const before = await engineOf(list, id, true);
        return { was: before.hidden, set: () => list.updateEngine(id, { hidden }), generations: async () => [before.generationId] };
      }),

    /** Deletes an engine none of whose vehicles is in use (409 VEHICLE_IN_USE: hide it instead), with its vehicles. */
    async deleteEngine(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const list = createVehicleListRepository(tx);
        const before = await engineOf(list, id, true);
        const vehicles = await list.vehiclesOfEngines([id]);
        if ((await list.vehiclesInUse(vehicles.map((v) => v.id))).size > 0) throw new ConflictError(VEHICLE_IN_USE);
        await list.deleteVehicles(vehicles.map((v) => v.id));
        await list.deleteEngine(id);
        await recordAudit(tx, actor, {
          action: "vehicle-engine.delete",
          entityType: "vehicle-engine",
          entityId: String(id),
          before: { generationId: before.generationId, code: before.code, label: before.label },
        });
      });
    },

    // --- VIN patterns --------------------------------------------------------------------------

    async addVinPattern(actor: AuditActor, generationId: number, fields: VinPatternFields): Promise<{ id: number }> {
      return db.transaction(async (tx) => {
        const list = createVehicleListRepository(tx);
        const generation = await generationOf(list, generationId, true);
        const id = await list.insertVinPattern(generation.make, generation.name, fields);
        await recordAudit(tx, actor, {
          action: "vehicle-vin-pattern.create",
          entityType: "vehicle-generation",
          entityId: String(generationId),
          after: { id, ...fields },
        });
        return { id };
      });
    },

    async deleteVinPattern(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const list = createVehicleListRepository(tx);
        const before = await list.vinPattern(id);
        if (!before) throw new NotFoundError(VIN_PATTERN_NOT_FOUND);
        await list.deleteVinPattern(id);
        await recordAudit(tx, actor, {
          action: "vehicle-vin-pattern.delete",
          entityType: "vehicle-vin-pattern",
          entityId: String(id),
          before,
        });
      });
    },
  };
  return service;
}

function generationView(row: {
  id: number;
  makeId: number;
  make: string;
  makeHidden: boolean;
  modelId: number;
  model: string;
  name: string;
  chassis: string;
  yearFrom: number;
  yearTo: number;
  hidden: boolean;
  engines: number;
  fittedParts: number;
}): AdminVehicleGeneration {
  return {
    id: row.id,
    makeId: row.makeId,
    make: row.make,
    modelId: row.modelId,
    model: row.model,
    name: row.name,
    chassis: row.chassis,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    hidden: row.hidden,
    hiddenByMake: row.makeHidden,
    engines: row.engines,
    fittedParts: row.fittedParts,
  };
}

export type VehicleListService = ReturnType<typeof createVehicleListService>;
