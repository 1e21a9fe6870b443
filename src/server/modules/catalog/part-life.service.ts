// A part's life past its editor: a duplicate to start the next part from (a draft without stock,
// sales or reviews), deletion (the row stays for the orders that name it, gone from everything
// else, its address answering 410) and restoring, and publishing at a scheduled time (the shop's
// publishing clock, every half minute). Each change runs under the part's row lock, with its audit row.
import type { Database, Transaction } from "../../../db/client.ts";
import { ConflictError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { inCatalogueTransaction } from "./catalogue-writes.ts";
import { createPartLifeRepository, type PartRow } from "./part-life.repository.ts";
import { createProductsAdminRepository } from "./products-admin.repository.ts";
import { createStockLedgerRepository } from "./stock-ledger.repository.ts";
import { createVariantsAdminRepository } from "./variants-admin.repository.ts";

export const PART_DELETED = "PART_DELETED";
export const PART_SHOWN = "PART_SHOWN";
export const PUBLISH_IN_PAST = "PUBLISH_IN_PAST";

/** What the shop's publishing clock is recorded as in the audit log: the shop itself, no one signed in. */
const SHOP_CLOCK: AuditActor = { id: null, email: "shop" };

const COPY_WORD: LocalizedText = { en: "copy", ru: "копия", ar: "نسخة" };

/** "Winch (copy)" in each language the title has. */
const copiedTitle = (title: LocalizedText): LocalizedText => ({
  en: title.en ? `${title.en} (${COPY_WORD.en})` : "",
  ru: title.ru ? `${title.ru} (${COPY_WORD.ru})` : "",
  ar: title.ar ? `${title.ar} (${COPY_WORD.ar})` : "",
});

export function createPartLifeService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  async function locked(tx: Transaction, id: number): Promise<PartRow> {
    const row = await createProductsAdminRepository(tx).lock(id);
    if (!row) throw new NotFoundError("Product Not Found");
    return row;
  }

  /** The first of `base`, `base-2`, `base-3`... that no part (nor variant, for a SKU) has. */
  async function unused(tx: Transaction, column: "slug" | "sku", base: string, taken: Set<string>): Promise<string> {
    const products = createProductsAdminRepository(tx);
    for (let n = 1; ; n++) {
      const value = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(value) && !(await products.takenBy(column, value))) {
        taken.add(value);
        return value;
      }
    }
  }

  return {
    /**
     * A new draft like the part: its fields, specifications, numbers, pictures, fitment, options
     * and variants (each with a SKU of its own), without units, sales, ratings or reviews. The new part's id.
     */
    async duplicatePart(actor: AuditActor, id: number): Promise<number> {
      return inCatalogueTransaction(db, async (tx) => {
        const source = await locked(tx, id);
        const life = createPartLifeRepository(tx);
        const products = createProductsAdminRepository(tx);
        const variants = createVariantsAdminRepository(tx);
        const taken = new Set<string>();
        const { id: _id, ...columns } = source;
        await createStockLedgerRepository(tx).setContext({ kind: "opening", actorId: actor.id, actor: actor.email });
        const copy = await life.insertCopy({
          ...columns,
          slug: await unused(tx, "slug", `${source.slug}-copy`, taken),
          sku: await unused(tx, "sku", `${source.sku}-COPY`, taken),
          title: copiedTitle(source.title),
          status: "draft",
          publishAt: null,
          stock: 0,
          reserved: 0,
          salesCount: 0,
          ratingAverage: 0,
          reviewCount: 0,
          version: 1,
          createdAt: now(),
          updatedAt: now(),
        });
        await life.copyRowsOf(id, copy.id);
        await products.replaceCodes(copy.id, await products.codesOf(id));
        await life.copyOptionsOf(id, copy.id);
        const sourceVariants = await variants.variantsOf(id);
        const copies = [];
        for (const { id: _variantId, reserved: _reserved, ...variant } of sourceVariants) {
          copies.push({ ...variant, productId: copy.id, sku: await unused(tx, "sku", `${variant.sku}-COPY`, taken), quantity: 0 });
        }
        await variants.insertVariants(copies);
        await variants.replaceVariantCodes(
          copy.id,
          copies.flatMap((variant) => [variant.partNumber, variant.sku]),
        );
        await createStockLedgerRepository(tx).setContext({ kind: "" });
        await recordAudit(tx, actor, {
          action: "product.duplicate",
          entityType: "product",
          entityId: String(copy.id),
          after: { from: id, slug: copy.slug, sku: copy.sku, variants: copies.map((variant) => variant.sku) },
        });
        return copy.id;
      });
    },

    /**
     * Deletes a part: off the storefront, its lists, feeds and files, its address answering 410;
     * its row, stock and history stay for the orders that name it, and staff may restore it.
     */
    async deletePart(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.status === "deleted") return;
        await createPartLifeRepository(tx).setStatus(id, "deleted");
        await recordAudit(tx, actor, {
          action: "product.delete",
          entityType: "product",
          entityId: String(id),
          before: { status: before.status, publishAt: before.publishAt?.toISOString() ?? null },
          after: { status: "deleted" },
        });
      });
    },

    /** A deleted part back in the back office, hidden until staff show it. */
    async restorePart(actor: AuditActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.status !== "deleted") return;
        await createPartLifeRepository(tx).setStatus(id, "hide");
        await recordAudit(tx, actor, {
          action: "product.restore",
          entityType: "product",
          entityId: String(id),
          before: { status: "deleted" },
          after: { status: "hide" },
        });
      });
    },

    /** When a draft or hidden part shows (null: not scheduled). A shown or deleted part is refused. */
    async schedulePart(actor: AuditActor, id: number, at: Date | null): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.status === "deleted") throw new ConflictError(PART_DELETED);
        if (at !== null && before.status === "show") throw new ConflictError(PART_SHOWN);
        if (at !== null && at.getTime() <= now().getTime()) throw new InvalidInputError(PUBLISH_IN_PAST);
        await createPartLifeRepository(tx).schedule(id, at);
        await recordAudit(tx, actor, {
          action: "product.schedule",
          entityType: "product",
          entityId: String(id),
          before: { publishAt: before.publishAt?.toISOString() ?? null },
          after: { publishAt: at?.toISOString() ?? null },
        });
      });
    },

    /** The publishing clock: shows the parts whose time has come, each audited as the shop's. How many. */
    async publishScheduled(): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await createPartLifeRepository(tx).publishDue(now());
        for (const part of due) {
          await recordAudit(tx, SHOP_CLOCK, {
            action: "product.publish",
            entityType: "product",
            entityId: String(part.id),
            before: { status: part.status },
            after: { status: "show" },
          });
        }
        return due.length;
      });
    },
  };
}

export type PartLifeService = ReturnType<typeof createPartLifeService>;
