import type { Database } from "../../../db/client.ts";
import { createCatalogueVersionRepository } from "./catalogue-version.repository.ts";

/**
 * The catalogue's version: it moves on with every change to what guests see. The response cache
 * keys kept answers on it, and the catalog keeps a model's counts until it moves.
 */
export function createCatalogueVersionService(db: Database) {
  const version = createCatalogueVersionRepository(db);
  return {
    current: (): Promise<string> => version.current(),
  };
}

export type CatalogueVersionService = ReturnType<typeof createCatalogueVersionService>;
