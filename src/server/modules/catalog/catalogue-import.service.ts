// The catalog's face for the catalogue import (decision 033): the catalogue files module stages and
// checks a file in its own transaction, then asks the catalog, on that transaction, what the file
// changes and to write it. The ledger's rows the import makes are named by the same settings as
// the editor's and a feed's (the stock ledger's setContext).
import type { Executor } from "../../../db/client.ts";
import { createCatalogueImportRepository } from "./catalogue-import.repository.ts";
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

    /** Writes the fitment a staged fitment file states. */
    async applyFitment(actor: CatalogActor, note: string): Promise<void> {
      await nameLedger(actor, note);
      await repository.mergeFitment();
    },
  };
}

export type CatalogueImport = ReturnType<typeof catalogueImportOn>;
