// A bulk load's indexes and keys set aside and built again once at the end (the trade-size seeds):
// building an index over the loaded rows at once is many times faster than keeping it in step row
// by row, and a foreign key is checked once, by a join, rather than by a trigger per row.
import { sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../client.ts";

export interface SetAside {
  table: string;
  /** Statements that put back what was dropped, in order: keys, then indexes, then foreign keys. */
  restore: string[];
}

/** Drops the indexes and keys of `table` (not its primary key when `keepPrimaryKey`) and says how to restore them. */
export async function setAside(db: Executor, table: string, keepPrimaryKey: boolean): Promise<SetAside> {
  const constraints = await rowsOf<{ name: string; type: string; definition: string }>(
    db,
    sql`select conname as name, contype as type, pg_get_constraintdef(oid) as definition
        from pg_constraint where conrelid = ${table}::regclass and contype in ('p', 'u', 'f')`,
  );
  const indexes = await rowsOf<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = ${table}
          and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`,
  );
  const dropped = constraints.filter((c) => !(keepPrimaryKey && c.type === "p"));
  const keys = dropped.filter((c) => c.type !== "f");
  const foreign = dropped.filter((c) => c.type === "f");
  for (const c of foreign) await db.execute(sql.raw(`alter table ${table} drop constraint "${c.name}"`));
  for (const c of keys) await db.execute(sql.raw(`alter table ${table} drop constraint "${c.name}"`));
  for (const i of indexes) await db.execute(sql.raw(`drop index "${i.name}"`));
  return {
    table,
    restore: [
      ...keys.map((c) => `alter table ${table} add constraint "${c.name}" ${c.definition}`),
      ...indexes.map((i) => i.definition),
      ...foreign.map((c) => `alter table ${table} add constraint "${c.name}" ${c.definition}`),
    ],
  };
}

/** Builds again what `setAside` dropped, table by table, saying how long each took. */
export async function restoreSetAside(
  db: Executor,
  kind: "pglite" | "postgres",
  setAsides: readonly SetAside[],
  progress: (message: string) => void,
): Promise<void> {
  if (kind === "postgres") await db.execute(sql`set maintenance_work_mem = '512MB'`);
  for (const { table, restore: statements } of setAsides) {
    const started = Date.now();
    for (const statement of statements) await db.execute(sql.raw(statement));
    progress(`Built the indexes and keys of ${table} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}
