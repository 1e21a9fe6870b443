import { sql } from "drizzle-orm";

import { type Database, rowsOf } from "../../../db/client.ts";

/**
 * The catalogue's version (migration 0013): a sequence every change to what guests see moves on.
 * Reading a sequence takes no lock and sees changes of other transactions at once.
 */
export function createCatalogueVersionRepository(db: Database) {
  return {
    async current(): Promise<string> {
      const [row] = await rowsOf<{ version: string | number }>(db, sql`select last_value as version from catalogue_version`);
      return String(row!.version);
    },
  };
}
