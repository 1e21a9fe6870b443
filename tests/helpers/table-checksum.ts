import { sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../src/db/client.ts";

/**
 * A checksum of whole tables' rows, each table's in a stable order: equal sums, equal contents.
 * What a test compares before and after something that must change nothing (a refused import).
 */
export async function tablesChecksum(db: Executor, tables: readonly string[]): Promise<string> {
  const sums: string[] = [];
  for (const table of tables) {
    if (!/^[a-z_]+$/.test(table)) throw new Error(`not a table name: ${table}`);
    const [row] = await rowsOf<{ sum: string | null }>(
      db,
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`),
    );
    sums.push(`${table}:${row?.sum}`);
  }
  return sums.join(" ");
}
