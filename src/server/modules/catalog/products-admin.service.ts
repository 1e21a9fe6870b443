// The catalogue's back office: staff list, create, edit and hide parts, and move their units.
// Every change runs in one transaction with its audit row (before and after) and the storefront's
// derived tables, which triggers keep; the next request in any process shows it (decision 015).
import type { Database, Transaction } from "../../../db/client.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import { amountFromCents } from "../../../domain/money.ts";
import { PLAIN_PART_FIELDS, type PlainFields } from "../../../domain/part-fields.ts";
import { discountNow, sellingPriceCents } from "../../../domain/pricing.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import {
  type AdminProduct,
  type AdminProductQuery,
  type AdminProductRow,
  PRODUCT_COUNT_CAP,
  PRODUCT_PAGE_SIZE,
  type ProductFields,
  type StockChange,
  type StockFeed,
  type StockFeedResult,
  type StockMovement,
} from "../../../domain/schemas/catalog-admin.ts";
import type { ProductStatus } from "../../../domain/stock.ts";
import { paginate } from "../../lib/pagination.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { inCatalogueTransaction, SKU_TAKEN, SLUG_TAKEN } from "./catalogue-writes.ts";
import { createPartLifeService, PART_DELETED } from "./part-life.service.ts";
import { createProductPicturesAdminRepository } from "./product-pictures-admin.repository.ts";
import {
  type CodeRow,
  createProductsAdminRepository,
  type PlainColumns,
  type ProductColumns,
  type ProductRow,
} from "./products-admin.repository.ts";
import { createStockLedgerRepository, type UnitsChange } from "./stock-ledger.repository.ts";
import { createVariantsAdminRepository } from "./variants-admin.repository.ts";
import { createVariantsAdminService } from "./variants-admin.service.ts";

export { SKU_TAKEN, SLUG_TAKEN };

export const PRODUCT_CHANGED = "PRODUCT_CHANGED";
export const PRODUCT_NOT_FOUND = "Product Not Found";
export const UNITS_HELD = "UNITS_HELD";
/** A damage or count that would leave fewer than no units on the shelf, none of them held. */
export const NOT_ENOUGH_UNITS = "NOT_ENOUGH_UNITS";
export const VARIANT_REQUIRED = "VARIANT_REQUIRED";
export const PRICE_REQUIRED = "PRICE_REQUIRED";
/** A part sold in variants is priced, and put on sale, on its variants. */
export const PRICED_BY_VARIANTS = "PRICED_BY_VARIANTS";

/** Who changed the catalogue: a member of staff, or an API token acting for the owner. */
export type CatalogActor = AuditActor;

export { discountNow };

/** A part's own price, sale and window: a part sold as itself has them; one sold in variants does not. */
type OwnPrice = Pick<ProductFields, "salePrice" | "saleStartsAt" | "saleEndsAt"> & { price: number };

/**
 * The price a save writes. A part sold in variants keeps what its variants give it (the database
 * writes it so, migration 0028): a save may repeat that price and sale, as a read gave it, but
 * not name another. A part sold as itself needs its price.
 */
function ownPriceOf(fields: ProductFields, part: ProductRow, variants: number): OwnPrice {
  if (variants === 0) {
    if (fields.price === undefined) throw new InvalidInputError(PRICE_REQUIRED);
    return { price: fields.price, salePrice: fields.salePrice, saleStartsAt: fields.saleStartsAt, saleEndsAt: fields.saleEndsAt };
  }
  const given = fields.price !== undefined || fields.salePrice !== undefined || fields.saleStartsAt || fields.saleEndsAt;
  const shown = { price: part.priceCents, salePrice: part.discountCents > 0 ? part.priceCents - part.discountCents : undefined };
  if (given && (fields.price !== shown.price || fields.salePrice !== shown.salePrice || fields.saleStartsAt || fields.saleEndsAt)) {
    throw new InvalidInputError(PRICED_BY_VARIANTS);
  }
  return { ...shown, saleStartsAt: undefined, saleEndsAt: undefined };
}

function columnsOf(fields: ProductFields, price: OwnPrice, now: Date): ProductColumns {
  return {
    slug: fields.slug,
    sku: fields.sku,
    partNumber: fields.partNumber,
    codesNormalized: `${normalizePartCode(fields.partNumber)} ${normalizePartCode(fields.sku)}`,
    title: fields.title,
    excerpt: fields.excerpt,
    description: fields.description,
    categoryId: fields.categoryId,
    brandId: fields.brandId,
    status: fields.status,
    priceCents: price.price,
    discountCents: discountNow(price, now),
    salePriceCents: price.salePrice ?? null,
    saleStartsAt: price.salePrice === undefined ? null : (price.saleStartsAt ?? null),
    saleEndsAt: price.salePrice === undefined ? null : (price.saleEndsAt ?? null),
    tags: [...new Set(fields.tags)],
    costCents: fields.cost ?? null,
    gtin: fields.gtin ?? null,
    ...plainColumnsOf(fields),
  };
}

/** The plain fields as the row keeps them (part-fields.ts): a field left empty is null. */
function plainColumnsOf(fields: PlainFields): PlainColumns {
  return Object.fromEntries(PLAIN_PART_FIELDS.map(({ name }) => [name, fields[name] ?? null])) as PlainColumns;
}

/** The plain fields as the editor and the API give them: a null column is a field left empty. */
function plainFieldsOf(row: PlainColumns): PlainFields {
  return Object.fromEntries(PLAIN_PART_FIELDS.map(({ name }) => [name, row[name] ?? undefined])) as PlainFields;
}

const iso = (date: Date | null) => date?.toISOString();

/** The audit's picture of a product: what the editor writes, as plain values. */
function auditOf(row: ProductRow): Record<string, unknown> {
  return {
    version: row.version,
    slug: row.slug,
    sku: row.sku,
    partNumber: row.partNumber,
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    categoryId: row.categoryId,
    brandId: row.brandId,
    status: row.status,
    priceCents: row.priceCents,
    discountCents: row.discountCents,
    salePriceCents: row.salePriceCents,
    saleStartsAt: iso(row.saleStartsAt) ?? null,
    saleEndsAt: iso(row.saleEndsAt) ?? null,
    tags: row.tags,
    costCents: row.costCents,
    gtin: row.gtin,
    ...Object.fromEntries(PLAIN_PART_FIELDS.map(({ name }) => [name, row[name]])),
  };
}

/** The keys whose values differ between two audit pictures (what a save changed). */
export function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => key !== "version" && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function codeRowsOf(fields: ProductFields): CodeRow[] {
  return [
    ...fields.oemCodes.map((code) => ({ kind: "oem" as const, maker: code.maker, code: code.code })),
    ...fields.crossCodes.map((code) => ({ kind: "cross" as const, maker: code.maker, code: code.code })),
  ];
}

/** Spec names are kept per language: a name typed in English keeps its Russian and Arabic when it did not change. */
function specRowsOf(fields: ProductFields, stored: { name: { en: string; ru: string; ar: string }; value: string }[]) {
  const known = new Map(stored.map((spec) => [spec.name.en, spec.name]));
  return fields.specs.map((spec) => ({ name: known.get(spec.name) ?? { en: spec.name, ru: "", ar: "" }, value: spec.value }));
}

/** The values set, without the ones left empty (null: the part's, or none). */
function ownOf<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}

export function createProductsAdminService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const repository = createProductsAdminRepository(db);

  const writing = <T>(work: (tx: Transaction) => Promise<T>) => inCatalogueTransaction(db, work);

  async function refuseTaken(tx: Transaction, fields: ProductFields, exceptId?: number): Promise<void> {
    const products = createProductsAdminRepository(tx);
    if (await products.takenBy("sku", fields.sku, exceptId)) throw new ConflictError(SKU_TAKEN);
    if (await products.takenBy("slug", fields.slug, exceptId)) throw new ConflictError(SLUG_TAKEN);
  }

  async function toAdminProduct(row: ProductRow): Promise<AdminProduct> {
    const [specs, codes, images, variants, options, fitmentCount] = await Promise.all([
      repository.specsOf(row.id),
      repository.codesOf(row.id),
      createProductPicturesAdminRepository(db).picturesOf(row.id),
      createVariantsAdminRepository(db).variantsOf(row.id),
      createVariantsAdminRepository(db).optionsOf(row.id),
      repository.fitmentCount(row.id),
    ]);
    // A part seeded on sale has a discount and no sale price of its own: the editor shows it as one.
    const salePriceCents = row.salePriceCents ?? (row.discountCents > 0 ? row.priceCents - row.discountCents : null);
    // A part sold in variants has no price of its own to offer: its variants have theirs.
    const ownPrice =
      variants.length > 0
        ? {}
        : {
            price: amountFromCents(row.priceCents),
            salePrice: salePriceCents === null ? undefined : amountFromCents(salePriceCents),
            saleStartsAt: iso(row.saleStartsAt),
            saleEndsAt: iso(row.saleEndsAt),
          };
    return {
      id: row.id,
      version: row.version,
      fields: {
        title: { ru: "", ar: "", ...row.title },
        excerpt: { ru: "", ar: "", ...row.excerpt },
        description: { ru: "", ar: "", ...row.description },
        slug: row.slug,
        partNumber: row.partNumber,
        sku: row.sku,
        brandId: row.brandId,
        categoryId: row.categoryId,
        status: row.status === "deleted" ? "hide" : row.status,
        ...ownPrice,
        ...(row.costCents === null ? {} : { cost: amountFromCents(row.costCents) }),
        ...(row.gtin === null ? {} : { gtin: row.gtin }),
        tags: row.tags,
        ...plainFieldsOf(row),
        specs: specs.map((spec) => ({ name: spec.name.en, value: spec.value })),
        oemCodes: codes.filter((c) => c.kind === "oem").map(({ maker, code }) => ({ maker, code })),
        crossCodes: codes.filter((c) => c.kind === "cross").map(({ maker, code }) => ({ maker, code })),
      },
      sellingPrice: amountFromCents(row.priceCents - row.discountCents),
      universal: row.universal,
      units: row.stock,
      held: row.reserved,
      images,
      options: options.map(({ id, slug, type, name, values }) => ({
        id,
        slug,
        type,
        name,
        values: values.map((value) => ({ id: value.id, slug: value.slug, name: value.name, color: value.color })),
      })),
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        partNumber: v.partNumber,
        options: v.options,
        price: amountFromCents(v.priceCents),
        salePrice:
          v.salePriceCents !== null
            ? amountFromCents(v.salePriceCents)
            : v.discountCents > 0
              ? amountFromCents(v.priceCents - v.discountCents)
              : null,
        saleStartsAt: iso(v.saleStartsAt),
        saleEndsAt: iso(v.saleEndsAt),
        sellingPrice: amountFromCents(sellingPriceCents(v)),
        ...ownOf({ weightGrams: v.weightGrams, lengthMm: v.lengthMm, widthMm: v.widthMm, heightMm: v.heightMm, gtin: v.gtin }),
        ...(v.costCents === null ? {} : { cost: amountFromCents(v.costCents) }),
        image: v.image,
        units: v.quantity,
        held: v.reserved,
      })),
      fitmentCount,
      deleted: row.status === "deleted",
      publishAt: iso(row.publishAt) ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Moves one shelf inside the caller's transaction, the product's row locked first (decision 022). */
  async function moveShelf(tx: Transaction, actor: CatalogActor, productId: number, change: StockChange) {
    const ledger = createStockLedgerRepository(tx);
    await ledger.lockProducts([productId]);
    const before = await ledger.shelf(productId, change.variantId);
    if (!before) throw new NotFoundError(PRODUCT_NOT_FOUND);
    if (change.variantId === undefined && (await ledger.hasVariants(productId))) throw new InvalidInputError(VARIANT_REQUIRED);
    const delta: UnitsChange =
      change.kind === "correction" ? { to: change.units } : { by: change.kind === "damage" ? -change.units : change.units };
    await ledger.setContext({ kind: change.kind, actorId: actor.id, actor: actor.email, note: change.note });
    const after =
      change.variantId === undefined
        ? await ledger.moveProduct(productId, delta)
        : await ledger.moveVariant(productId, change.variantId, delta);
    await ledger.setContext({ kind: "" });
    if (!after) {
      // Refused by the shelf's floor: below zero whatever is held, or below the units held.
      const wanted = "to" in delta ? delta.to : before.units + delta.by;
      throw new ConflictError(wanted < 0 ? NOT_ENOUGH_UNITS : UNITS_HELD);
    }
    return { before, after };
  }

  return {
    /** Options, their values and the variants they make. */
    ...createVariantsAdminService(db, { now }),
    /** Duplicating, deleting and restoring a part, and publishing it at a time. */
    ...createPartLifeService(db, { now }),

    /** The staff list: 50 a page, searched and filtered; counted up to PRODUCT_COUNT_CAP. */
    async list(query: AdminProductQuery) {
      const { rows, total, capped } = await repository.page(query, PRODUCT_PAGE_SIZE, PRODUCT_COUNT_CAP + 1);
      const data: AdminProductRow[] = rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        sku: row.sku,
        partNumber: row.partNumber,
        status: row.status,
        brand: row.brand,
        category: row.category,
        price: amountFromCents(row.priceCents),
        salePrice: row.discountCents > 0 ? amountFromCents(row.priceCents - row.discountCents) : null,
        units: row.stock,
        available: row.stock - row.reserved,
        lowStockLevel: row.lowStockLevel,
        image: row.image,
        updatedAt: row.updatedAt.toISOString(),
      }));
      return { data, pagination: paginate(query.page, PRODUCT_PAGE_SIZE, total), totalCapped: capped };
    },

    /** The editor's whole product. */
    async get(id: number): Promise<AdminProduct> {
      const row = await repository.get(id);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return toAdminProduct(row);
    },

    /** The brands and categories the editor offers. */
    async choices() {
      const [brands, categories] = await Promise.all([repository.brandChoices(), repository.categoryChoices()]);
      return { brands, categories };
    },

    /** A new part, with the units it arrives with (its opening row in the ledger). */
    async create(actor: CatalogActor, fields: ProductFields, units = 0): Promise<AdminProduct> {
      const row = await writing(async (tx) => {
        await refuseTaken(tx, fields);
        const products = createProductsAdminRepository(tx);
        await createStockLedgerRepository(tx).setContext({ kind: "opening", actorId: actor.id, actor: actor.email });
        const created = await products.insert({ ...columnsOf(fields, ownPriceOf(fields, {} as ProductRow, 0), now()), stock: units });
        await products.replaceSpecs(created.id, specRowsOf(fields, []));
        await products.replaceCodes(created.id, codeRowsOf(fields));
        await recordAudit(tx, actor, {
          action: "product.create",
          entityType: "product",
          entityId: String(created.id),
          after: { ...auditOf(created), units },
        });
        return created;
      });
      return toAdminProduct(row);
    },

    /**
     * Saves the editor's fields over the version they were read at. A save made on an older
     * version is refused (409 PRODUCT_CHANGED): two members of staff never overwrite each other.
     */
    async update(actor: CatalogActor, id: number, version: number, fields: ProductFields): Promise<AdminProduct> {
      const row = await writing(async (tx) => {
        const products = createProductsAdminRepository(tx);
        const before = await products.lock(id);
        if (!before) throw new NotFoundError(PRODUCT_NOT_FOUND);
        if (before.status === "deleted") throw new ConflictError(PART_DELETED);
        if (before.version !== version) throw new ConflictError(PRODUCT_CHANGED);
        await refuseTaken(tx, fields, id);
        const storedSpecs = await products.specsOf(id);
        const variants = (await createVariantsAdminRepository(tx).variantsOf(id)).length;
        const after = await products.update(id, version, columnsOf(fields, ownPriceOf(fields, before, variants), now()));
        if (!after) throw new ConflictError(PRODUCT_CHANGED);
        await products.replaceSpecs(
          id,
          specRowsOf(
            fields,
            storedSpecs.map((s) => ({ ...s, name: { ru: "", ar: "", ...s.name } })),
          ),
        );
        await products.replaceCodes(id, codeRowsOf(fields));
        await recordAudit(tx, actor, {
          action: "product.update",
          entityType: "product",
          entityId: String(id),
          before: auditOf(before),
          after: auditOf(after),
        });
        return after;
      });
      return toAdminProduct(row);
    },

    /** Shows, hides or drafts a part (from the list or the editor), whatever version it is at. */
    async setStatus(actor: CatalogActor, id: number, status: ProductStatus): Promise<void> {
      await db.transaction(async (tx) => {
        const products = createProductsAdminRepository(tx);
        const before = await products.lock(id);
        if (!before) throw new NotFoundError(PRODUCT_NOT_FOUND);
        if (before.status === "deleted") throw new ConflictError(PART_DELETED);
        if (before.status === status) return;
        await products.setStatus(id, status);
        await recordAudit(tx, actor, {
          action: "product.status",
          entityType: "product",
          entityId: String(id),
          before: { status: before.status },
          after: { status },
        });
      });
    },

    /** One change of a part's or a variant's units by staff: a receipt, a count, damage or a return. */
    async changeStock(actor: CatalogActor, productId: number, change: StockChange) {
      return db.transaction(async (tx) => {
        const { before, after } = await moveShelf(tx, actor, productId, change);
        await recordAudit(tx, actor, {
          action: `stock.${change.kind}`,
          entityType: "product",
          entityId: String(productId),
          before: { variantId: change.variantId ?? null, units: before.units },
          after: { variantId: change.variantId ?? null, units: after.units, note: change.note },
        });
        return after;
      });
    },

    /**
     * A feed's units per SKU, in one transaction: the products' rows locked in id order first, so
     * checkouts and other feeds queue behind it instead of deadlocking. A SKU the shop does not
     * know, or units fewer than are held for open payments, is reported and the rest applied.
     */
    async setStockBySku(actor: CatalogActor, feed: StockFeed): Promise<StockFeedResult> {
      const wanted = new Map(feed.items.map((item) => [item.sku, item.units]));
      return db.transaction(async (tx) => {
        const ledger = createStockLedgerRepository(tx);
        await ledger.roomForFeed();
        const found = await ledger.shelvesBySku([...wanted.keys()]);
        await ledger.lockProducts([...new Set(found.map((shelf) => shelf.productId))].sort((a, b) => a - b));
        const shelves = await ledger.shelvesBySku(found.map((shelf) => shelf.sku));
        const known = new Set(shelves.map((shelf) => shelf.sku));
        const refused = shelves
          .filter((shelf) => wanted.get(shelf.sku)! < shelf.held)
          .map((shelf) => ({ sku: shelf.sku, held: shelf.held }));
        await ledger.setContext({ kind: "correction", actorId: actor.id, actor: actor.email, note: feed.note });
        const changed =
          (await ledger.setProductUnits(
            shelves.filter((s) => s.variantId === null).map((s) => ({ productId: s.productId, units: wanted.get(s.sku)! })),
          )) +
          (await ledger.setVariantUnits(
            shelves.filter((s) => s.variantId !== null).map((s) => ({ variantId: s.variantId!, units: wanted.get(s.sku)! })),
          ));
        await ledger.setContext({ kind: "" });
        await recordAudit(tx, actor, {
          action: "stock.feed",
          entityType: "stock",
          entityId: "feed",
          after: { items: feed.items.length, changed, note: feed.note },
        });
        return {
          changed,
          unchanged: shelves.length - changed - refused.length,
          unknown: [...wanted.keys()].filter((sku) => !known.has(sku)),
          refused,
        };
      });
    },

    /** A product's stock ledger, or one variant's, newest first. */
    async stockHistory(productId: number, variantId: number | undefined, page: number, limit = 25) {
      const { rows, total } = await createStockLedgerRepository(db).history(productId, variantId, page, limit);
      const data: StockMovement[] = rows.map((row) => ({
        id: row.id,
        variantId: row.variantId,
        variantSku: row.variantSku,
        kind: row.kind,
        unitsBefore: row.unitsBefore,
        unitsAfter: row.unitsAfter,
        heldBefore: row.heldBefore,
        heldAfter: row.heldAfter,
        actor: row.actor,
        note: row.note,
        at: row.createdAt.toISOString(),
      }));
      return { data, pagination: paginate(page, limit, total) };
    },

    /** Shown parts at or below their low-stock level, for the dashboard. */
    runningLow: (limit = 10) => createStockLedgerRepository(db).runningLow(limit),

    /** What a save changed, from its audit row's before and after. */
    changedKeys,

    /** Opens and closes sale windows that came due, of parts and of variants (the shop's sweeper calls it). */
    applySaleWindows: () => repository.applySaleWindows(),
  };
}

export type ProductsAdminService = ReturnType<typeof createProductsAdminService>;
