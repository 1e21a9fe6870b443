// A part's fitment in the back office: seen grouped as the storefront's Fitment tab shows it;
// added by make, model, years and engines at once; removed by model, engine or year; copied from
// another part; the part marked universal. Each change runs in one transaction, the part's row
// locked, with its audit row: counts and the vehicles added or removed, never the rows themselves
// at trade scale. Vehicle listings follow by triggers (decision 012) and kept answers forget on
// the catalogue's version (decision 015): the storefront shows it on the next request.
import type { Database, Transaction } from "../../../db/client.ts";
import { InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import { fitmentGroups } from "../../../domain/fitment-groups.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import {
  type AdminFitment,
  type AdminFitmentGroup,
  FITMENT_NO_ENGINE,
  FITMENT_SOURCE_AMBIGUOUS,
  FITMENT_SOURCE_IS_TARGET,
  FITMENT_SOURCE_UNKNOWN,
  FITMENT_UNKNOWN_MAKE,
  FITMENT_UNKNOWN_MODEL,
  FITMENT_YEARS_OUTSIDE,
  type FitmentAdd,
  type FitmentChange,
  type FitmentChoices,
  type FitmentCopy,
  type FitmentRemove,
} from "../../../domain/schemas/fitment-admin.ts";
import { slugify } from "../../../domain/slugify.ts";
import { recordAudit } from "../audit/index.ts";
import { createFitmentAdminRepository } from "./fitment-admin.repository.ts";
import type { CatalogActor } from "./products-admin.service.ts";

export const FITMENT_PRODUCT_NOT_FOUND = "Product Not Found";

/** The vehicles an audit row names at most; past it, only how many. */
const AUDIT_VEHICLES = 200;

/** A change's vehicles as the audit keeps them: the first ids and how many in all. */
const vehiclesOf = (ids: number[]) => ({ count: ids.length, vehicleIds: ids.slice(0, AUDIT_VEHICLES), more: ids.length > AUDIT_VEHICLES });

/** A note's slug: its English, as a slug, bounded; the same words share one note. */
const noteSlugOf = (english: string) => slugify(english).slice(0, 100).replace(/-+$/, "") || "note";

export function createFitmentAdminService(db: Database) {
  const repository = createFitmentAdminRepository(db);

  /** Runs a change of one part's fitment with the part's row locked, and audits it with the counts before and after. */
  async function changing(
    actor: CatalogActor,
    productId: number,
    action: string,
    work: (tx: Transaction) => Promise<{ added?: number[]; changed?: number[]; removed?: number[]; detail?: Record<string, unknown> }>,
  ): Promise<FitmentChange> {
    return db.transaction(async (tx) => {
      const fitment = createFitmentAdminRepository(tx);
      const part = await fitment.lockProduct(productId);
      if (!part) throw new NotFoundError(FITMENT_PRODUCT_NOT_FOUND);
      const before = await fitment.count(productId);
      const { added = [], changed = [], removed = [], detail = {} } = await work(tx);
      const count = await fitment.count(productId);
      await recordAudit(tx, actor, {
        action,
        entityType: "product",
        entityId: String(productId),
        before: { fitment: before },
        after: { fitment: count, ...detail, added: vehiclesOf(added), changed: vehiclesOf(changed), removed: vehiclesOf(removed) },
      });
      return { added: added.length, changed: changed.length, removed: removed.length, count };
    });
  }

  return {
    /** The part's fitment as the storefront's Fitment tab groups it, each line with its engine code and each year's vehicle. */
    async get(productId: number): Promise<AdminFitment> {
      const part = await repository.product(productId);
      if (!part) throw new NotFoundError(FITMENT_PRODUCT_NOT_FOUND);
      const rows = await repository.rowsOf(productId);
      const groups: AdminFitmentGroup[] = fitmentGroups(rows).map((group) => {
        const ofModel = rows.filter((row) => row.make === group.make && row.model === group.model);
        return {
          make: group.make,
          model: group.model,
          note: group.note,
          rows: ofModel.length,
          lines: group.engines.map((line) => {
            // The grouping said a note the whole model shares once; the line's own rows still carry it.
            const noteSlug = line.note?.slug ?? group.note?.slug ?? null;
            const mine = ofModel
              .filter((row) => row.engine === line.engine && (row.note?.slug ?? null) === noteSlug)
              .sort((a, b) => a.year - b.year);
            return {
              engine: line.engine,
              engineCode: mine[0]?.engineCode ?? "",
              engineName: mine[0]?.engineName ?? null,
              years: line.years,
              note: line.note,
              vehicles: mine.map((row) => ({ id: row.vehicleId, year: row.year })),
            };
          }),
        };
      });
      return {
        productId: part.id,
        sku: part.sku,
        partNumber: part.partNumber,
        title: part.title,
        universal: part.universal,
        count: rows.length,
        groups,
      };
    },

    /** What the addition form offers: the makes; with a make, its models; with a model too, its years and engines. */
    async choices(make?: string, model?: string): Promise<FitmentChoices> {
      const makes = await repository.makes();
      const knownMake = make !== undefined && makes.includes(make) ? make : undefined;
      const models = knownMake ? await repository.models(knownMake) : [];
      const knownModel = model !== undefined && models.includes(model) ? model : undefined;
      const range = knownMake && knownModel ? await repository.modelRange(knownMake, knownModel) : { years: null, engines: [] };
      return { makes, models, years: range.years, engines: range.engines };
    },

    /**
     * Fitment for every vehicle of a model in a range of years with one of the engines. Refused,
     * naming the field: a make or model the catalogue does not have, years outside the model's,
     * engines none of the model's vehicles in those years has.
     */
    add(actor: CatalogActor, productId: number, input: FitmentAdd): Promise<FitmentChange> {
      return changing(actor, productId, "fitment.add", async (tx) => {
        const fitment = createFitmentAdminRepository(tx);
        if (!(await fitment.models(input.make)).length) throw new InvalidInputError(FITMENT_UNKNOWN_MAKE);
        const { years, engines } = await fitment.modelRange(input.make, input.model);
        if (!years) throw new InvalidInputError(FITMENT_UNKNOWN_MODEL);
        if (input.yearFrom < years.from || input.yearTo > years.to) throw new InvalidInputError(FITMENT_YEARS_OUTSIDE);
        const codes = [...new Set(input.engines)];
        if (codes.some((code) => !engines.some((engine) => engine.code === code))) throw new InvalidInputError(FITMENT_NO_ENGINE);
        const vehicleIds = await fitment.vehicleIds(input.make, input.model, input.yearFrom, input.yearTo, codes);
        if (vehicleIds.length === 0) throw new InvalidInputError(FITMENT_NO_ENGINE);
        const note = input.note?.en ? input.note : undefined;
        const noteSlug = note ? noteSlugOf(note.en) : null;
        const noteId = note
          ? await fitment.ensureNote(noteSlug!, { en: note.en, ...(note.ru ? { ru: note.ru } : {}), ...(note.ar ? { ar: note.ar } : {}) })
          : null;
        const { added, changed } = await fitment.add(productId, vehicleIds, noteId);
        return {
          added,
          changed,
          detail: { make: input.make, model: input.model, years: [input.yearFrom, input.yearTo], engines: codes, note: noteSlug },
        };
      });
    },

    /** Takes off a model's rows, one engine's, or one year's of an engine. */
    remove(actor: CatalogActor, productId: number, target: FitmentRemove): Promise<FitmentChange> {
      return changing(actor, productId, "fitment.remove", async (tx) => {
        const removed = await createFitmentAdminRepository(tx).remove(productId, {
          make: target.make,
          model: target.model,
          engineCode: target.engine,
          year: target.engine === undefined ? undefined : target.year,
        });
        return { removed, detail: { make: target.make, model: target.model, engine: target.engine ?? null, year: target.year ?? null } };
      });
    },

    /** Another part's fitment (found by its SKU, or its part number however typed), added to this part's or replacing it. */
    copy(actor: CatalogActor, productId: number, input: FitmentCopy): Promise<FitmentChange> {
      return changing(actor, productId, `fitment.copy.${input.mode}`, async (tx) => {
        const fitment = createFitmentAdminRepository(tx);
        const found = await fitment.productsByCode(input.from, normalizePartCode(input.from));
        const source = found[0]?.sku === input.from ? found[0] : found.length === 1 ? found[0] : undefined;
        if (!source) throw new InvalidInputError(found.length > 1 ? FITMENT_SOURCE_AMBIGUOUS : FITMENT_SOURCE_UNKNOWN);
        if (source.id === productId) throw new InvalidInputError(FITMENT_SOURCE_IS_TARGET);
        const removed = input.mode === "replace" ? await fitment.removeMissingFrom(source.id, productId) : [];
        const changed = input.mode === "replace" ? await fitment.takeNotesFrom(source.id, productId) : [];
        const added = await fitment.copyFrom(source.id, productId);
        return { added, changed, removed, detail: { from: { id: source.id, sku: source.sku } } };
      });
    },

    /** Marks the part universal (it fits every vehicle; its rows stay, for when it is not) or not. */
    async setUniversal(actor: CatalogActor, productId: number, universal: boolean): Promise<{ universal: boolean }> {
      await db.transaction(async (tx) => {
        const fitment = createFitmentAdminRepository(tx);
        const part = await fitment.lockProduct(productId);
        if (!part) throw new NotFoundError(FITMENT_PRODUCT_NOT_FOUND);
        if (part.universal === universal) return;
        await fitment.setUniversal(productId, universal);
        await recordAudit(tx, actor, {
          action: "fitment.universal",
          entityType: "product",
          entityId: String(productId),
          before: { universal: part.universal },
          after: { universal },
        });
      });
      return { universal };
    },
  };
}

export type FitmentAdminService = ReturnType<typeof createFitmentAdminService>;
