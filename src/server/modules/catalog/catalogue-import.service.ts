// The catalog's face for the catalogue import (decision 033): the catalogue files module stages and
// checks a file in its own transaction, then asks the catalog, on that transaction, what the file
// changes and to write it. The ledger's rows the import makes are named by the same settings as
// the editor's and a feed's (the stock ledger's setContext).
import type { Executor } from "../../../db/client.ts";
import { recordAudit } from "../audit/index.ts";
import { createCatalogueImportRepository, type ProductChangeRow } from "./catalogue-import.repository.ts";
import { createCatalogueTreeRepository } from "./catalogue-tree-admin.repository.ts";
import type { CatalogActor } from "./products-admin.service.ts";
import { createStockLedgerRepository } from "./stock-ledger.repository.ts";

/** The catalogue import's reads and writes of the catalog's tables, on the import's transaction. */
export function catalogueImportOn(tx: Executor) {
  const repository = createCatalogueImportRepository(tx);
  const ledger = createStockLedgerRepository(tx);
  const nameLedger = (actor: CatalogActor, note: string) =>
    ledger.setContext({ kind: "import", actorId: actor.id, actor: actor.email, note });
  return {
    /** Parts and variants created, changed and unchanged, of a staged products file whose columns are `present`. */
    productCounts: (present: ReadonlySet<string>) => repository.productCounts(present),

    /** Writes what a staged products file changes; its units move in the ledger as the import's, by `actor`. */
    async applyProducts(actor: CatalogActor, note: string, present: ReadonlySet<string>): Promise<void> {
      await nameLedger(actor, note);
      await repository.mergeProducts(present);
    },

    /**
     * Lists line by line what a staged products file would change: each differing field of each
     * part and variant (the shop's value and the file's), and what it would create. Answers how
     * many lines the list holds; read it with productChangesPage, in the same transaction.
     */
    listProductChanges: (present: ReadonlySet<string>) => repository.listProductChanges(present),
    productChangesPage: (offset: number, limit: number): Promise<ProductChangeRow[]> => repository.productChangesPage(offset, limit),

    /**
     * A brand a file names that the shop lacks, made for the import that asked ("create missing"),
     * in its transaction and with its audit entry. Its country is left for the editor to fill.
     */
    async createBrand(actor: CatalogActor, brand: { slug: string; name: string }, note: string): Promise<number> {
      const row = await createCatalogueTreeRepository(tx).insertBrand({ slug: brand.slug, name: brand.name.slice(0, 80), country: "" });
      await recordAudit(tx, actor, {
        action: "brand.create",
        entityType: "brand",
        entityId: String(row.id),
        after: { slug: row.slug, name: row.name, country: row.country, by: note },
      });
      return row.id;
    },

    /** A category a file names that the shop lacks, made under `parentId` (null: at the top), as createBrand makes a brand. */
    async createCategory(
      actor: CatalogActor,
      category: { slug: string; name: string; parentId: number | null },
      note: string,
    ): Promise<number> {
      const row = await createCatalogueTreeRepository(tx).insertCategory({
        slug: category.slug,
        name: { en: category.name.slice(0, 80) },
        parentId: category.parentId,
      });
      await recordAudit(tx, actor, {
        action: "category.create",
        entityType: "category",
        entityId: String(row.id),
        after: { slug: row.slug, name: row.name, parentId: row.parentId, position: row.position, hidden: row.hidden, by: note },
      });
      return row.id;
    },

    /** Writes the fitment a staged fitment file states. */
    async applyFitment(actor: CatalogActor, note: string): Promise<void> {
      await nameLedger(actor, note);
      await repository.mergeFitment();
    },
  };
}

export type CatalogueImport = ReturnType<typeof catalogueImportOn>;
export type { ProductChangeRow };
