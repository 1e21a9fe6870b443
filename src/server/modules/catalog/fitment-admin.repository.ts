// The back office's reading and writing of a part's fitment. The catalog module owns the fitment
// rows and their shared notes (the fitment SQL lives here and in catalog.repository.ts); it reads
// the vehicles module's table to find the vehicles a make, model, years and engines name, and
// never writes it. Vehicle listings and their counts follow by triggers in the same transaction
// (decision 012).
import { and, asc, between, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { fitment, fitmentNotes, products, vehicleEngines, vehicles } from "../../../db/tables.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";

export interface FitmentVehicleRow {
  vehicleId: number;
  year: number;
  make: string;
  model: string;
  engine: string;
  engineCode: string;
  engineName: LocalizedText | null;
  note: { slug: string; text: LocalizedText } | null;
}

export interface FitmentTarget {
  make: string;
  model: string;
  engineCode?: string | undefined;
  year?: number | undefined;
}

const ids = (rows: { vehicleId: number }[]) => rows.map((row) => row.vehicleId);

export function createFitmentAdminRepository(db: Executor) {
  /** The part's rows a target names: a model, one of its engines, or one year of that engine. */
  const namedBy = (productId: number, target: FitmentTarget): SQL =>
    and(
      eq(fitment.productId, productId),
      sql`${fitment.vehicleId} in (select v.id from vehicles v where v.make = ${target.make} and v.model = ${target.model}
        ${target.engineCode === undefined ? sql`` : sql`and v.engine_code = ${target.engineCode}`}
        ${target.year === undefined ? sql`` : sql`and v.year = ${target.year}`})`,
    )!;

  return {
    /** The part, its row locked so that two changes of its fitment queue (their counts stay true). */
    async lockProduct(productId: number) {
      const [row] = await db
        .select({
          id: products.id,
          sku: products.sku,
          partNumber: products.partNumber,
          title: products.title,
          universal: products.universal,
        })
        .from(products)
        .where(eq(products.id, productId))
        .for("update");
      return row;
    },

    async product(productId: number) {
      const [row] = await db
        .select({
          id: products.id,
          sku: products.sku,
          partNumber: products.partNumber,
          title: products.title,
          universal: products.universal,
        })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },

    /** Parts known by this SKU or part number (the SKU's first; two at most, to tell one from several). */
    async productsByCode(code: string, normalized: string) {
      return db
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(
          or(
            eq(products.sku, code),
            eq(products.partNumber, code),
            normalized === "" ? undefined : like(products.codesNormalized, `${normalized} %`),
          ),
        )
        .orderBy(sql`${products.sku} = ${code} desc`, asc(products.id))
        .limit(2);
    },

    /** The part's rows with their vehicles and notes, read through fitment_product_idx. */
    async rowsOf(productId: number): Promise<FitmentVehicleRow[]> {
      const rows = await db
        .select({
          vehicleId: vehicles.id,
          year: vehicles.year,
          make: vehicles.make,
          model: vehicles.model,
          engine: vehicles.engine,
          engineCode: vehicles.engineCode,
          engineName: vehicleEngines.label,
          noteSlug: fitmentNotes.slug,
          noteText: fitmentNotes.note,
        })
        .from(fitment)
        .innerJoin(vehicles, eq(vehicles.id, fitment.vehicleId))
        .leftJoin(vehicleEngines, eq(vehicleEngines.id, vehicles.engineId))
        .leftJoin(fitmentNotes, eq(fitmentNotes.id, fitment.noteId))
        .where(eq(fitment.productId, productId));
      return rows.map(({ noteSlug, noteText, ...row }) => ({
        ...row,
        note: noteSlug !== null && noteText !== null ? { slug: noteSlug, text: noteText } : null,
      }));
    },

    async count(productId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(fitment)
        .where(eq(fitment.productId, productId));
      return row?.count ?? 0;
    },

    // --- the vehicles the form offers (read from the vehicles module's table) ----------------

    async makes(): Promise<string[]> {
      const rows = await db.selectDistinct({ make: vehicles.make }).from(vehicles).orderBy(asc(vehicles.make));
      return rows.map((row) => row.make);
    },

    async models(make: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ model: vehicles.model })
        .from(vehicles)
        .where(eq(vehicles.make, make))
        .orderBy(asc(vehicles.model));
      return rows.map((row) => row.model);
    },

    /** A model's first and last years and its engines; null years for a model the catalogue does not have. */
    async modelRange(make: string, model: string) {
      const [years] = await db
        .select({ from: sql<number | null>`min(${vehicles.year})`, to: sql<number | null>`max(${vehicles.year})` })
        .from(vehicles)
        .where(and(eq(vehicles.make, make), eq(vehicles.model, model)));
      const engines = await db
        .selectDistinct({ code: vehicles.engineCode, label: vehicles.engine, name: vehicleEngines.label })
        .from(vehicles)
        .leftJoin(vehicleEngines, eq(vehicleEngines.id, vehicles.engineId))
        .where(and(eq(vehicles.make, make), eq(vehicles.model, model)))
        .orderBy(asc(vehicles.engine), asc(vehicles.engineCode));
      return { years: years?.from == null || years.to == null ? null : { from: Number(years.from), to: Number(years.to) }, engines };
    },

    /** The vehicles of a model, of a year in the range, with one of these engines. */
    async vehicleIds(make: string, model: string, yearFrom: number, yearTo: number, engineCodes: string[]): Promise<number[]> {
      const rows = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.make, make),
            eq(vehicles.model, model),
            between(vehicles.year, yearFrom, yearTo),
            inArray(vehicles.engineCode, engineCodes),
          ),
        )
        .orderBy(asc(vehicles.id));
      return rows.map((row) => row.id);
    },

    // --- notes -------------------------------------------------------------------------------

    async noteBySlug(slug: string) {
      const [row] = await db.select().from(fitmentNotes).where(eq(fitmentNotes.slug, slug));
      return row;
    },

    /** A note's id by its slug: made when new, its missing languages filled when it exists (the others' words stay). */
    async ensureNote(slug: string, note: LocalizedText): Promise<number> {
      const [row] = await db
        .insert(fitmentNotes)
        .values({ slug, note })
        .onConflictDoUpdate({
          target: fitmentNotes.slug,
          set: { note: sql`excluded.note || ${fitmentNotes.note}` },
        })
        .returning({ id: fitmentNotes.id });
      return row!.id;
    },

    // --- writes ------------------------------------------------------------------------------

    /** Rows for these vehicles; those already there are kept (their note changes only when `noteId` is given). */
    async add(productId: number, vehicleIds: number[], noteId: number | null): Promise<{ added: number[]; changed: number[] }> {
      if (vehicleIds.length === 0) return { added: [], changed: [] };
      const changed =
        noteId === null
          ? []
          : await db
              .update(fitment)
              .set({ noteId })
              .where(
                and(
                  eq(fitment.productId, productId),
                  inArray(fitment.vehicleId, vehicleIds),
                  sql`${fitment.noteId} is distinct from ${noteId}`,
                ),
              )
              .returning({ vehicleId: fitment.vehicleId });
      const added = await db
        .insert(fitment)
        .values(vehicleIds.map((vehicleId) => ({ vehicleId, productId, noteId })))
        .onConflictDoNothing()
        .returning({ vehicleId: fitment.vehicleId });
      return { added: ids(added), changed: ids(changed) };
    },

    async remove(productId: number, target: FitmentTarget): Promise<number[]> {
      return ids(await db.delete(fitment).where(namedBy(productId, target)).returning({ vehicleId: fitment.vehicleId }));
    },

    /** Another part's rows, with their notes, added to this part's (rows it has keep theirs). */
    async copyFrom(sourceId: number, productId: number): Promise<number[]> {
      const rows = await rowsOf<{ vehicle_id: number }>(
        db,
        sql`insert into fitment (vehicle_id, product_id, note_id)
            select s.vehicle_id, ${productId}, s.note_id from fitment s where s.product_id = ${sourceId}
            on conflict do nothing returning vehicle_id`,
      );
      return rows.map((row) => Number(row.vehicle_id));
    },

    /** This part's rows the other part does not have: taken off (a copy that replaces). */
    async removeMissingFrom(sourceId: number, productId: number): Promise<number[]> {
      return ids(
        await db
          .delete(fitment)
          .where(
            and(
              eq(fitment.productId, productId),
              sql`not exists (select 1 from fitment s where s.product_id = ${sourceId} and s.vehicle_id = "fitment"."vehicle_id")`,
            ),
          )
          .returning({ vehicleId: fitment.vehicleId }),
      );
    },

    /** This part's notes made the other part's, on the vehicles both fit (a copy that replaces). */
    async takeNotesFrom(sourceId: number, productId: number): Promise<number[]> {
      return ids(
        await db
          .update(fitment)
          .set({
            noteId: sql`(select s.note_id from fitment s where s.product_id = ${sourceId} and s.vehicle_id = "fitment"."vehicle_id")`,
          })
          .where(
            and(
              eq(fitment.productId, productId),
              sql`exists (select 1 from fitment s where s.product_id = ${sourceId} and s.vehicle_id = "fitment"."vehicle_id"
                    and s.note_id is distinct from "fitment"."note_id")`,
            ),
          )
          .returning({ vehicleId: fitment.vehicleId }),
      );
    },

    async setUniversal(productId: number, universal: boolean): Promise<void> {
      await db
        .update(products)
        .set({ universal, updatedAt: sql`now()` })
        .where(eq(products.id, productId));
    },
  };
}

export type FitmentAdminRepository = ReturnType<typeof createFitmentAdminRepository>;
