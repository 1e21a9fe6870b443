// A part's options and variants in the back office: a new option or value makes the variants of
// the new combinations (each its own SKU, part number, price, picture and units); a variant's own
// figures are edited one by one. Each change runs under the part's row lock, with its audit row.
import type { Database, Transaction } from "../../../db/client.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { discountNow } from "../../../domain/pricing.ts";
import type { NewOption, NewOptionValue, VariantFields, VariantGrid } from "../../../domain/schemas/catalog-admin.ts";
import { slugify } from "../../../domain/slugify.ts";
import { valueCode, variantCombinations } from "../../../domain/variants.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { inCatalogueTransaction, SKU_TAKEN } from "./catalogue-writes.ts";
import { createProductsAdminRepository, type ProductRow } from "./products-admin.repository.ts";
import { createStockLedgerRepository } from "./stock-ledger.repository.ts";
import { createVariantsAdminRepository, type NewVariantRow, type OptionWithValues, type VariantRow } from "./variants-admin.repository.ts";

export const OPTION_EXISTS = "OPTION_EXISTS";
export const VALUE_EXISTS = "VALUE_EXISTS";
export const OPTION_NOT_FOUND = "OPTION_NOT_FOUND";
export const VARIANT_NOT_FOUND = "VARIANT_NOT_FOUND";
export const TOO_MANY_VARIANTS = "TOO_MANY_VARIANTS";
export const UNITS_HELD_FOR_PART = "UNITS_HELD_FOR_PART";
export const IMAGE_NOT_OF_PART = "IMAGE_NOT_OF_PART";
export const VALUE_NOT_FOUND = "VALUE_NOT_FOUND";
export const LAST_VARIANT = "LAST_VARIANT";
export const VARIANT_UNITS_HELD = "VARIANT_UNITS_HELD";
/** Fewer units than are held for open payments (as products-admin says it). */
const UNITS_HELD = "UNITS_HELD";

/** Three options (size, colour, side) and a hundred variants: what a parts shop sells one part in. */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;

const toCode = (combo: Record<string, string>, options: readonly Pick<OptionWithValues, "slug">[]) =>
  options.map((option) => valueCode(combo[option.slug]!)).join("-");

export function createVariantsAdminService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  /** Locks the part (before its variants, decision 022) and reads what the change works from. */
  async function lockedPart(tx: Transaction, productId: number) {
    const part = await createProductsAdminRepository(tx).lock(productId);
    if (!part) throw new NotFoundError("Product Not Found");
    const variants = createVariantsAdminRepository(tx);
    return { part, options: await variants.optionsOf(productId), variants: await variants.variantsOf(productId) };
  }

  /** A SKU (and part number) for a new variant: the part's and the values' codes, made unique in the shop. */
  async function freshNumbers(tx: Transaction, part: ProductRow, code: string, taken: Set<string>) {
    const products = createProductsAdminRepository(tx);
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? code : `${code}-${n}`;
      const sku = `${part.sku}-${suffix}`;
      if (!taken.has(sku) && !(await products.takenBy("sku", sku))) {
        taken.add(sku);
        return { sku, partNumber: `${part.partNumber}-${suffix}` };
      }
    }
  }

  async function writeCodes(tx: Transaction, productId: number) {
    const variants = createVariantsAdminRepository(tx);
    const all = await variants.variantsOf(productId);
    await variants.replaceVariantCodes(
      productId,
      all.flatMap((variant) => [variant.partNumber, variant.sku]),
    );
    return all;
  }

  /** The new variants of these combinations, at the part's price, with no units yet (unless `units`). */
  async function variantsFor(
    tx: Transaction,
    part: ProductRow,
    options: OptionWithValues[],
    combos: Record<string, string>[],
    from: number,
  ) {
    const taken = new Set<string>();
    const rows: NewVariantRow[] = [];
    for (const [index, combo] of combos.entries()) {
      rows.push({
        productId: part.id,
        options: combo,
        ...(await freshNumbers(tx, part, toCode(combo, options), taken)),
        // The part's price and sale: its own when it was sold as itself, its cheapest variant's
        // price with no sale when it is in variants already (a sale is each variant's own).
        priceCents: part.priceCents,
        discountCents: part.salePriceCents === null && from > 0 ? 0 : part.discountCents,
        salePriceCents: part.salePriceCents,
        saleStartsAt: part.saleStartsAt,
        saleEndsAt: part.saleEndsAt,
        quantity: 0,
        position: from + index,
      });
    }
    return rows;
  }

  /**
   * Removes variants of a part, with their units and their ledger (the audit row keeps what they
   * held), never the last one (the part would be sold in no variant: delete the part instead) nor
   * one whose units are held for an open payment. Past orders keep their lines as sold.
   */
  async function removeVariants(tx: Transaction, productId: number, gone: VariantRow[], all: VariantRow[]) {
    if (gone.length >= all.length) throw new ConflictError(LAST_VARIANT);
    if (gone.some((variant) => variant.reserved > 0)) throw new ConflictError(VARIANT_UNITS_HELD);
    await createVariantsAdminRepository(tx).deleteVariants(
      productId,
      gone.map((variant) => variant.id),
    );
    await writeCodes(tx, productId);
    return gone.map((variant) => ({ sku: variant.sku, options: variant.options, units: variant.quantity }));
  }

  return {
    /**
     * A new option with its first value. A part sold as one becomes sold in its one variant, which
     * takes the part's units (no unit is lost or made: the ledger opens the variant with them); a
     * part already in variants gets the value on every variant.
     */
    async addOption(actor: AuditActor, productId: number, input: NewOption) {
      return inCatalogueTransaction(db, async (tx) => {
        const { part, options, variants } = await lockedPart(tx, productId);
        const repository = createVariantsAdminRepository(tx);
        const slug = slugify(input.name.en) || `option-${options.length + 1}`;
        if (options.some((option) => option.slug === slug)) throw new ConflictError(OPTION_EXISTS);
        if (options.length >= MAX_OPTIONS) throw new ConflictError(TOO_MANY_VARIANTS);
        const valueSlug = slugify(input.value.name.en) || "value-1";
        const optionId = await repository.insertOption({ productId, slug, type: input.type, name: input.name, position: options.length });
        await repository.insertValue({ optionId, slug: valueSlug, name: input.value.name, color: input.value.color ?? null, position: 0 });
        if (variants.length === 0) {
          if (part.reserved > 0) throw new ConflictError(UNITS_HELD_FOR_PART);
          const newOption = { id: optionId, slug, type: input.type, name: input.name, position: 0, values: [] };
          const [first] = await variantsFor(tx, part, [newOption], [{ [slug]: valueSlug }], 0);
          // The part's units leave its own shelf for its variant's: two rows of the ledger, no unit made or lost.
          const ledger = createStockLedgerRepository(tx);
          const note = "the part's units move to its variants";
          await ledger.setContext({ kind: "correction", actorId: actor.id, actor: actor.email, note });
          await ledger.moveProduct(productId, { to: 0 });
          await ledger.setContext({ kind: "opening", actorId: actor.id, actor: actor.email, note });
          await repository.insertVariants([{ ...first!, quantity: part.stock }]);
          await createStockLedgerRepository(tx).setContext({ kind: "" });
        } else {
          await repository.addOptionToVariants(productId, slug, valueSlug);
        }
        const after = await writeCodes(tx, productId);
        await recordAudit(tx, actor, {
          action: "product.option-add",
          entityType: "product",
          entityId: String(productId),
          before: { options: options.map((option) => option.slug), variants: variants.map((variant) => variant.sku) },
          after: { options: [...options.map((option) => option.slug), slug], variants: after.map((variant) => variant.sku) },
        });
      });
    },

    /** One more value of an option: a variant for every combination of it with the other options' values. */
    async addOptionValue(actor: AuditActor, productId: number, input: NewOptionValue) {
      return inCatalogueTransaction(db, async (tx) => {
        const { part, options, variants } = await lockedPart(tx, productId);
        const option = options.find((each) => each.id === input.optionId);
        if (!option) throw new NotFoundError(OPTION_NOT_FOUND);
        const slug = slugify(input.name.en) || `value-${option.values.length + 1}`;
        if (option.values.some((value) => value.slug === slug)) throw new ConflictError(VALUE_EXISTS);
        const combos = variantCombinations(
          options.map((each) => ({ slug: each.slug, values: each.id === option.id ? [slug] : each.values.map((value) => value.slug) })),
        );
        if (variants.length + combos.length > MAX_VARIANTS) throw new ConflictError(TOO_MANY_VARIANTS);
        const repository = createVariantsAdminRepository(tx);
        await repository.insertValue({
          optionId: option.id,
          slug,
          name: input.name,
          color: input.color ?? null,
          position: option.values.length,
        });
        await repository.insertVariants(await variantsFor(tx, part, options, combos, variants.length));
        const after = await writeCodes(tx, productId);
        await recordAudit(tx, actor, {
          action: "product.option-value-add",
          entityType: "product",
          entityId: String(productId),
          before: { option: option.slug, values: option.values.map((value) => value.slug), variants: variants.length },
          after: { option: option.slug, values: [...option.values.map((value) => value.slug), slug], variants: after.length },
        });
      });
    },

    /** Removes one variant (its combination is then not sold). */
    async removeVariant(actor: AuditActor, productId: number, variantId: number) {
      return inCatalogueTransaction(db, async (tx) => {
        const { variants } = await lockedPart(tx, productId);
        const variant = variants.find((each) => each.id === variantId);
        if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND);
        const removed = await removeVariants(tx, productId, [variant], variants);
        await recordAudit(tx, actor, {
          action: "variant.remove",
          entityType: "product",
          entityId: String(productId),
          before: { variants: variants.length, removed },
          after: { variants: variants.length - 1 },
        });
      });
    },

    /** Removes a value of an option, and the variants that have it; an option keeps one value at least. */
    async removeOptionValue(actor: AuditActor, productId: number, optionId: number, valueId: number) {
      return inCatalogueTransaction(db, async (tx) => {
        const { options, variants } = await lockedPart(tx, productId);
        const option = options.find((each) => each.id === optionId);
        if (!option) throw new NotFoundError(OPTION_NOT_FOUND);
        const value = option.values.find((each) => each.id === valueId);
        if (!value) throw new NotFoundError(VALUE_NOT_FOUND);
        if (option.values.length === 1) throw new ConflictError(LAST_VARIANT);
        const gone = variants.filter((variant) => variant.options[option.slug] === value.slug);
        const removed = await removeVariants(tx, productId, gone, variants);
        await createVariantsAdminRepository(tx).deleteValue(value.id);
        await recordAudit(tx, actor, {
          action: "product.option-value-remove",
          entityType: "product",
          entityId: String(productId),
          before: { option: option.slug, values: option.values.map((each) => each.slug), variants: variants.length, removed },
          after: { option: option.slug, values: option.values.filter((each) => each.id !== value.id).map((each) => each.slug) },
        });
      });
    },

    /**
     * Every variant's SKU, price, sale price, units, weight and barcode in one save: one transaction
     * under the part's lock, the units moved as a count in the stock ledger (never below the units
     * held for open payments), one audit row. A sale's window is kept as it is.
     */
    async saveVariantGrid(actor: AuditActor, productId: number, grid: VariantGrid) {
      return inCatalogueTransaction(db, async (tx) => {
        const { part, variants } = await lockedPart(tx, productId);
        const products = createProductsAdminRepository(tx);
        const repository = createVariantsAdminRepository(tx);
        const ledger = createStockLedgerRepository(tx);
        const ours = new Set(variants.map((variant) => variant.sku));
        const changed: { before: VariantRow; after: VariantRow }[] = [];
        for (const row of grid.rows) {
          const before = variants.find((variant) => variant.id === row.variantId);
          if (!before) throw new NotFoundError(VARIANT_NOT_FOUND);
          // A SKU another part (or a variant of another part) has, or the part's own, is taken.
          if (row.sku === part.sku || (!ours.has(row.sku) && (await products.takenBy("sku", row.sku)))) throw new ConflictError(SKU_TAKEN);
          const sale = {
            price: row.price,
            salePrice: row.salePrice,
            saleStartsAt: before.saleStartsAt ?? undefined,
            saleEndsAt: before.saleEndsAt ?? undefined,
          };
          let after = await repository.updateVariant(productId, before.id, {
            sku: row.sku,
            partNumber: before.partNumber,
            priceCents: row.price,
            discountCents: discountNow(sale, now()),
            salePriceCents: row.salePrice ?? null,
            saleStartsAt: row.salePrice === undefined ? null : before.saleStartsAt,
            saleEndsAt: row.salePrice === undefined ? null : before.saleEndsAt,
            image: before.image,
            weightGrams: row.weightGrams ?? null,
            lengthMm: before.lengthMm,
            widthMm: before.widthMm,
            heightMm: before.heightMm,
            costCents: before.costCents,
            gtin: row.gtin ?? null,
          });
          if (row.units !== before.quantity) {
            await ledger.setContext({ kind: "correction", actorId: actor.id, actor: actor.email, note: "the variants' grid" });
            const moved = await ledger.moveVariant(productId, before.id, { to: row.units });
            await ledger.setContext({ kind: "" });
            if (!moved) throw new ConflictError(UNITS_HELD);
            after = (await repository.variantsOf(productId)).find((variant) => variant.id === before.id);
          }
          changed.push({ before, after: after! });
        }
        await writeCodes(tx, productId);
        const picture = (row: VariantRow) => ({
          variantId: row.id,
          sku: row.sku,
          priceCents: row.priceCents,
          salePriceCents: row.salePriceCents,
          units: row.quantity,
          weightGrams: row.weightGrams,
          gtin: row.gtin,
        });
        await recordAudit(tx, actor, {
          action: "variant.grid",
          entityType: "product",
          entityId: String(productId),
          before: { variants: changed.map(({ before }) => picture(before)) },
          after: { variants: changed.map(({ after }) => picture(after)) },
        });
      });
    },

    /**
     * A variant's own SKU, part number, price, sale (with its window) and picture. Its part's shown
     * price follows in the same transaction (its cheapest variant's, migration 0028).
     */
    async updateVariant(actor: AuditActor, productId: number, fields: VariantFields) {
      return inCatalogueTransaction(db, async (tx) => {
        const { part, variants } = await lockedPart(tx, productId);
        const before = variants.find((variant) => variant.id === fields.variantId);
        if (!before) throw new NotFoundError(VARIANT_NOT_FOUND);
        const products = createProductsAdminRepository(tx);
        const takenElsewhere =
          fields.sku !== before.sku && (variants.some((v) => v.sku === fields.sku) || (await products.takenBy("sku", fields.sku)));
        if (takenElsewhere || fields.sku === part.sku) throw new ConflictError(SKU_TAKEN);
        // A new picture is one of the part's; the one the variant has is kept as it is (a seeded
        // colour's picture is no picture of the part's gallery), so a variant read is saved back.
        const newImage = fields.image && fields.image !== before.image;
        if (newImage && !(await products.imagesOf(productId)).some((image) => image.url === fields.image)) {
          throw new ConflictError(IMAGE_NOT_OF_PART);
        }
        const after = await createVariantsAdminRepository(tx).updateVariant(productId, fields.variantId, {
          sku: fields.sku,
          partNumber: fields.partNumber,
          priceCents: fields.price,
          discountCents: discountNow(fields, now()),
          salePriceCents: fields.salePrice ?? null,
          saleStartsAt: fields.salePrice === undefined ? null : (fields.saleStartsAt ?? null),
          saleEndsAt: fields.salePrice === undefined ? null : (fields.saleEndsAt ?? null),
          image: fields.image || null,
          weightGrams: fields.weightGrams ?? null,
          lengthMm: fields.lengthMm ?? null,
          widthMm: fields.widthMm ?? null,
          heightMm: fields.heightMm ?? null,
          costCents: fields.cost ?? null,
          gtin: fields.gtin ?? null,
        });
        await writeCodes(tx, productId);
        const picture = (row: typeof before) => ({
          sku: row.sku,
          partNumber: row.partNumber,
          priceCents: row.priceCents,
          discountCents: row.discountCents,
          salePriceCents: row.salePriceCents,
          saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
          saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
          image: row.image,
          weightGrams: row.weightGrams,
          lengthMm: row.lengthMm,
          widthMm: row.widthMm,
          heightMm: row.heightMm,
          costCents: row.costCents,
          gtin: row.gtin,
        });
        await recordAudit(tx, actor, {
          action: "variant.update",
          entityType: "product",
          entityId: String(productId),
          before: { variantId: before.id, ...picture(before) },
          after: { variantId: before.id, ...picture(after!) },
        });
      });
    },
  };
}
