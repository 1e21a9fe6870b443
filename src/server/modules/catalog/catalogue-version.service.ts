import type { Database } from "../../../db/client.ts";
import { createCatalogueVersionRepository } from "./catalogue-version.repository.ts";

export type { CatalogueChange } from "./catalogue-version.repository.ts";

/**
 * The catalogue's version: it moves on with every change to what guests see, and each change says
 * what it changed. The response cache forgets by it, and the catalog keeps a model's counts until
 * it moves.
 */
export function createCatalogueVersionService(db: Database) {
  const version = createCatalogueVersionRepository(db);
  return {
    current: async (): Promise<string> => String(await version.current()),
    version: version.current,
    changes: version.changes,
    claimPurge: version.claimPurge,
  };
}

export type CatalogueVersionService = ReturnType<typeof createCatalogueVersionService>;
