import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
import {
  vehicleBaseVehicles,
  vehicleEngines,
  vehicleGenerations,
  vehicleMakes,
  vehicleModels,
  vehicles,
  vehicleVinPatterns,
} from "../../../db/tables.ts";
import type { VehicleEngineFields, VinPatternFields } from "../../../domain/schemas/vehicle-list.ts";

/** A derived vehicle as the list writes it. */
export interface VehicleRow {
  year: number;
  make: string;
  model: string;
  engine: string;
  engineCode: string;
  chassis: string;
  engineId: number;
  hidden: boolean;
}

/** A vehicle is in use while a part is fitted to it, a garage keeps it or a build names it. */
const inUse = (id: SQL) => sql`(exists (select 1 from fitment f where f.vehicle_id = ${id})
  or exists (select 1 from garage_vehicles gv where gv.vehicle_id = ${id})
  or exists (select 1 from builds b where b.vehicle_id = ${id}))`;

const fittedPartsOf = (generationId: SQL | typeof vehicleGenerations.id) =>
  sql<number>`(select count(distinct f.product_id)::int from fitment f join vehicles v on v.id = f.vehicle_id
    join vehicle_engines e on e.id = v.engine_id where e.generation_id = ${generationId})`;

const generationColumns = {
  id: vehicleGenerations.id,
  makeId: vehicleGenerations.makeId,
  make: vehicleMakes.name,
  makeHidden: vehicleMakes.hidden,
  modelId: vehicleGenerations.modelId,
  model: vehicleModels.name,
  vcdbModelId: vehicleModels.vcdbId,
  name: vehicleGenerations.name,
  chassis: vehicleGenerations.chassis,
  yearFrom: vehicleGenerations.yearFrom,
  yearTo: vehicleGenerations.yearTo,
  hidden: vehicleGenerations.hidden,
};

export function createVehicleListRepository(db: Executor) {
  const generationsWhere = (makeId: number | undefined, q: string | undefined) =>
    and(
      makeId === undefined ? undefined : eq(vehicleGenerations.makeId, makeId),
      q
        ? or(
            ilike(vehicleGenerations.name, `%${escapeLike(q)}%`),
            ilike(vehicleModels.name, `%${escapeLike(q)}%`),
            ilike(vehicleMakes.name, `%${escapeLike(q)}%`),
            ilike(vehicleGenerations.chassis, `%${escapeLike(q)}%`),
          )
        : undefined,
    );

  return {
    makes: () =>
      db
        .select({
          id: vehicleMakes.id,
          name: vehicleMakes.name,
          hidden: vehicleMakes.hidden,
          vcdbId: vehicleMakes.vcdbId,
          generations: sql<number>`(select count(*)::int from vehicle_generations g where g.make_id = "vehicle_makes"."id")`,
        })
        .from(vehicleMakes)
        .orderBy(asc(sql`lower(${vehicleMakes.name})`)),
    async make(id: number, lock = false) {
      const query = db.select().from(vehicleMakes).where(eq(vehicleMakes.id, id));
      const [row] = lock ? await query.for("update") : await query;
      return row;
    },
    async makeNamed(name: string) {
      const [row] = await db
        .select()
        .from(vehicleMakes)
        .where(sql`lower(${vehicleMakes.name}) = lower(${name})`);
      return row;
    },
    async insertMake(fields: { name: string; vcdbId: number | null }) {
      const [row] = await db.insert(vehicleMakes).values(fields).returning();
      return row!;
    },
    async updateMake(id: number, fields: Partial<{ name: string; vcdbId: number | null; hidden: boolean }>) {
      await db.update(vehicleMakes).set(fields).where(eq(vehicleMakes.id, id));
    },
    deleteMake: (id: number) => db.delete(vehicleMakes).where(eq(vehicleMakes.id, id)),

    async model(id: number) {
      const [row] = await db.select().from(vehicleModels).where(eq(vehicleModels.id, id));
      return row;
    },
    async modelNamed(makeId: number, name: string) {
      const [row] = await db
        .select()
        .from(vehicleModels)
        .where(and(eq(vehicleModels.makeId, makeId), sql`lower(${vehicleModels.name}) = lower(${name})`));
      return row;
    },
    async insertModel(fields: { makeId: number; name: string; vcdbId?: number | null }) {
      const [row] = await db.insert(vehicleModels).values(fields).returning();
      return row!;
    },
    async updateModel(id: number, fields: { name: string; vcdbId: number | null }) {
      await db.update(vehicleModels).set(fields).where(eq(vehicleModels.id, id));
    },
    /** A make's model lines, once it has no generation left. */
    deleteModelsOfMake: (makeId: number) => db.delete(vehicleModels).where(eq(vehicleModels.makeId, makeId)),
    /** Removes the given model lines that no generation names any more. */
    async dropEmptyModels(ids: number[]) {
      if (ids.length === 0) return;
      await db
        .delete(vehicleModels)
        .where(
          and(
            inArray(vehicleModels.id, ids),
            sql`not exists (select 1 from vehicle_generations g where g.model_id = "vehicle_models"."id")`,
          ),
        );
    },

    async generationsPage(makeId: number | undefined, q: string | undefined, page: number, size: number) {
      const where = generationsWhere(makeId, q);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...generationColumns,
            engines: sql<number>`(select count(*)::int from vehicle_engines e where e.generation_id = ${vehicleGenerations.id})`,
            fittedParts: fittedPartsOf(vehicleGenerations.id),
          })
          .from(vehicleGenerations)
          .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleGenerations.makeId))
          .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleGenerations.modelId))
          .where(where)
          .orderBy(asc(sql`lower(${vehicleMakes.name})`), asc(sql`lower(${vehicleGenerations.name})`))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ total: count() })
          .from(vehicleGenerations)
          .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleGenerations.makeId))
          .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleGenerations.modelId))
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    async fittedParts(generationId: number): Promise<number> {
      const [row] = await db.select({ count: fittedPartsOf(sql`${generationId}`) }).from(sql`(select 1) as one`);
      return row?.count ?? 0;
    },
    async generation(id: number, lock = false) {
      const query = db
        .select(generationColumns)
        .from(vehicleGenerations)
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleGenerations.makeId))
        .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleGenerations.modelId))
        .where(eq(vehicleGenerations.id, id));
      const [row] = lock ? await query.for("update", { of: vehicleGenerations }) : await query;
      return row;
    },
    /** Every generation of the list with its make and model line: what the vehicles file holds. */
    allGenerations: () =>
      db
        .select(generationColumns)
        .from(vehicleGenerations)
        .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleGenerations.makeId))
        .innerJoin(vehicleModels, eq(vehicleModels.id, vehicleGenerations.modelId))
        .orderBy(asc(vehicleMakes.name), asc(vehicleGenerations.name)),
    async generationNamed(makeId: number, name: string) {
      const [row] = await db
        .select({ id: vehicleGenerations.id })
        .from(vehicleGenerations)
        .where(and(eq(vehicleGenerations.makeId, makeId), sql`lower(${vehicleGenerations.name}) = lower(${name})`));
      return row;
    },
    generationIdsOfMake: async (makeId: number) =>
      (await db.select({ id: vehicleGenerations.id }).from(vehicleGenerations).where(eq(vehicleGenerations.makeId, makeId))).map(
        (r) => r.id,
      ),
    generationIdsOfModel: async (modelId: number) =>
      (await db.select({ id: vehicleGenerations.id }).from(vehicleGenerations).where(eq(vehicleGenerations.modelId, modelId))).map(
        (r) => r.id,
      ),
    async insertGeneration(fields: typeof vehicleGenerations.$inferInsert) {
      const [row] = await db.insert(vehicleGenerations).values(fields).returning({ id: vehicleGenerations.id });
      return row!.id;
    },
    async updateGeneration(id: number, fields: Partial<typeof vehicleGenerations.$inferInsert>) {
      await db.update(vehicleGenerations).set(fields).where(eq(vehicleGenerations.id, id));
    },
    deleteGeneration: (id: number) => db.delete(vehicleGenerations).where(eq(vehicleGenerations.id, id)),

    engines: (generationIds: number[]) =>
      generationIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: vehicleEngines.id,
              generationId: vehicleEngines.generationId,
              code: vehicleEngines.code,
              label: vehicleEngines.label,
              fuel: vehicleEngines.fuel,
              displacementCc: vehicleEngines.displacementCc,
              powerKw: vehicleEngines.powerKw,
              yearFrom: vehicleEngines.yearFrom,
              yearTo: vehicleEngines.yearTo,
              hidden: vehicleEngines.hidden,
              vcdbId: vehicleEngines.vcdbId,
              // Named in full: in a one-table select Drizzle writes a column unqualified, which the subquery would read as its own.
              inUse: sql<number>`(select count(*)::int from vehicles v where v.engine_id = "vehicle_engines"."id" and ${inUse(sql`v.id`)})`,
            })
            .from(vehicleEngines)
            .where(inArray(vehicleEngines.generationId, generationIds))
            .orderBy(asc(vehicleEngines.generationId), asc(sql`lower(${vehicleEngines.code})`)),
    async engine(id: number, lock = false) {
      const query = db.select().from(vehicleEngines).where(eq(vehicleEngines.id, id));
      const [row] = lock ? await query.for("update") : await query;
      return row;
    },
    async engineCoded(generationId: number, code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: vehicleEngines.id })
        .from(vehicleEngines)
        .where(
          and(
            eq(vehicleEngines.generationId, generationId),
            sql`lower(${vehicleEngines.code}) = lower(${code})`,
            exceptId === undefined ? undefined : sql`${vehicleEngines.id} <> ${exceptId}`,
          ),
        );
      return row;
    },
    async insertEngine(generationId: number, fields: VehicleEngineFields) {
      const [row] = await db
        .insert(vehicleEngines)
        .values({ generationId, ...fields })
        .returning({ id: vehicleEngines.id });
      return row!.id;
    },
    async updateEngine(id: number, fields: Partial<VehicleEngineFields & { hidden: boolean }>) {
      await db.update(vehicleEngines).set(fields).where(eq(vehicleEngines.id, id));
    },
    deleteEngine: (id: number) => db.delete(vehicleEngines).where(eq(vehicleEngines.id, id)),

    /** Which VCdb id of a kind another row already carries. */
    async vcdbTaken(kind: "make" | "model" | "engine", vcdbId: number, exceptId: number | undefined) {
      const table = kind === "make" ? vehicleMakes : kind === "model" ? vehicleModels : vehicleEngines;
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.vcdbId, vcdbId), exceptId === undefined ? undefined : sql`${table.id} <> ${exceptId}`));
      return row !== undefined;
    },

    /** The derived vehicles of the given engines, locked against a garage or a fitment row taking one meanwhile. */
    vehiclesOfEngines: (engineIds: number[]) =>
      engineIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: vehicles.id,
              year: vehicles.year,
              make: vehicles.make,
              model: vehicles.model,
              engine: vehicles.engine,
              engineCode: vehicles.engineCode,
              chassis: vehicles.chassis,
              engineId: vehicles.engineId,
              hidden: vehicles.hidden,
            })
            .from(vehicles)
            .where(inArray(vehicles.engineId, engineIds))
            .for("update"),
    /** Of the given vehicles, those fitted, kept in a garage or named by a build. */
    async vehiclesInUse(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(inArray(vehicles.id, ids), inUse(sql`"vehicles"."id"`)));
      return new Set(rows.map((r) => r.id));
    },
    insertVehicles: (rows: VehicleRow[]) =>
      rows.length === 0
        ? Promise.resolve()
        : db
            .insert(vehicles)
            .values(rows)
            .then(() => undefined),
    updateVehicle: (id: number, row: Partial<VehicleRow>) => db.update(vehicles).set(row).where(eq(vehicles.id, id)),
    deleteVehicles: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve()
        : db
            .delete(vehicles)
            .where(inArray(vehicles.id, ids))
            .then(() => undefined),

    /** A generation's VCdb BaseVehicleIDs, by year. */
    baseVehicles: (generationId: number) =>
      db
        .select({ year: vehicleBaseVehicles.year, vcdbId: vehicleBaseVehicles.vcdbId })
        .from(vehicleBaseVehicles)
        .where(eq(vehicleBaseVehicles.generationId, generationId))
        .orderBy(asc(vehicleBaseVehicles.year), asc(vehicleBaseVehicles.vcdbId)),
    async replaceBaseVehicles(generationId: number, rows: readonly { year: number; vcdbId: number }[]) {
      await db.delete(vehicleBaseVehicles).where(eq(vehicleBaseVehicles.generationId, generationId));
      if (rows.length > 0) await db.insert(vehicleBaseVehicles).values(rows.map((row) => ({ generationId, ...row })));
    },
    vinPatterns: (make: string, model: string) =>
      db
        .select({
          id: vehicleVinPatterns.id,
          wmi: vehicleVinPatterns.wmi,
          vds: vehicleVinPatterns.vds,
          yearFrom: vehicleVinPatterns.yearFrom,
          yearTo: vehicleVinPatterns.yearTo,
          engineCode: vehicleVinPatterns.engineCode,
        })
        .from(vehicleVinPatterns)
        .where(and(eq(vehicleVinPatterns.make, make), eq(vehicleVinPatterns.model, model)))
        .orderBy(asc(vehicleVinPatterns.wmi), asc(vehicleVinPatterns.vds), asc(vehicleVinPatterns.id)),
    async vinPattern(id: number) {
      const [row] = await db.select().from(vehicleVinPatterns).where(eq(vehicleVinPatterns.id, id));
      return row;
    },
    async insertVinPattern(make: string, model: string, fields: VinPatternFields) {
      const [row] = await db
        .insert(vehicleVinPatterns)
        .values({ make, model, ...fields })
        .returning({ id: vehicleVinPatterns.id });
      return row!.id;
    },
    deleteVinPattern: (id: number) => db.delete(vehicleVinPatterns).where(eq(vehicleVinPatterns.id, id)),
    /** A renamed make or generation takes its VIN patterns along. */
    renameVinPatterns: (from: { make: string; model: string }, to: { make: string; model: string }) =>
      db
        .update(vehicleVinPatterns)
        .set(to)
        .where(and(eq(vehicleVinPatterns.make, from.make), eq(vehicleVinPatterns.model, from.model))),
  };
}

export type VehicleListRepository = ReturnType<typeof createVehicleListRepository>;
