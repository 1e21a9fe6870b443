import { sql } from "drizzle-orm";

import { type Database, rowsOf } from "../../../db/client.ts";

export interface CatalogueChange {
  id: number;
  tags: string[];
}

/**
 * The catalogue's version and its changes (migrations 0013 and 0026): the sequence every change to
 * what guests see moves on, and what each change named. Reading a sequence takes no lock and sees
 * changes of other transactions at once.
 */
export function createCatalogueVersionRepository(db: Database) {
  return {
    /** The last number given (0 before the first). */
    async current(): Promise<number> {
      const [row] = await rowsOf<{ version: string | number }>(
        db,
        sql`select case when is_called then last_value else last_value - 1 end as version from catalogue_version`,
      );
      return Number(row!.version);
    },

    /** The changes numbered after `after` up to `upTo`, and those named in `also` (committed late). */
    async changes(after: number, upTo: number, also: readonly number[]): Promise<CatalogueChange[]> {
      const rows = await rowsOf<{ id: string | number; tags: string[] }>(
        db,
        sql`select id, tags from catalogue_changes
            where (id > ${after} and id <= ${upTo}) or id = any(${sql.raw(`'{${also.filter(Number.isSafeInteger).join(",")}}'`)}::bigint[])
            order by id`,
      );
      return rows.map((row) => ({ id: Number(row.id), tags: row.tags }));
    },

    /** Claims a change for the CDN's purge: true for the one process that claims it first. */
    async claimPurge(id: number): Promise<boolean> {
      const rows = await rowsOf<{ id: string | number }>(
        db,
        sql`update catalogue_changes set purged = true where id = ${id} and not purged returning id`,
      );
      return rows.length > 0;
    },
  };
}
