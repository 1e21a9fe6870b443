// One long transaction that loads rows with COPY on its own connection: a catalogue import
// (decision 028). The shop's pool gives a statement 15 seconds and its COPY helper runs outside any
// transaction; an import merges a hundred thousand parts in one transaction that may take minutes,
// and its staging tables (temporary, so the connection's own) must be loaded on that connection.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

import type { Database, Transaction } from "./client.ts";
import * as tables from "./tables.ts";

/** The longest one bulk statement may take (rule 9: every wait has a limit). */
const BULK_STATEMENT_LIMIT_MS = 60 * 60_000;

export interface BulkWork {
  tx: Transaction;
  /** COPY into `table` (text format) inside the transaction, from chunks of whole lines. */
  copy(table: string, columns: readonly string[], chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
}

/** How many transactions the database runs at once for one piece of work: PostgreSQL's pool two, PGlite one. */
export function concurrentTransactions(db: Database): number {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool ? 2 : 1;
}

/**
 * Runs `work` in one transaction on a connection of its own (PostgreSQL) or on the embedded
 * database (PGlite, which then answers nothing else until it ends). A process killed half way
 * leaves nothing: PostgreSQL rolls back a transaction whose connection went.
 */
export async function bulkTransaction<T>(db: Database, work: (bulk: BulkWork) => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return onOwnConnection(client, work);
  const pglite = client as PGlite;
  if (typeof pglite.transaction !== "function") throw new Error("bulkTransaction: unknown database driver");
  return db.transaction((tx) =>
    work({
      tx,
      copy: async (table, columns, chunks) => {
        // Drizzle's PGlite transaction runs on PGlite's own transaction object: COPY reads a mounted blob.
        const inner = (tx as unknown as { session: { client: PgliteTransaction } }).session.client;
        for await (const chunk of chunks) {
          await inner.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob'`, [], { blob: new Blob([chunk]) });
        }
      },
    }),
  );
}

async function onOwnConnection<T>(pool: pg.Pool, work: (bulk: BulkWork) => Promise<T>): Promise<T> {
  const { connectionString, ssl } = pool.options;
  const client = new pg.Client({
    connectionString,
    ...(ssl === undefined ? {} : { ssl }),
    connectionTimeoutMillis: 5_000,
    statement_timeout: BULK_STATEMENT_LIMIT_MS,
    query_timeout: BULK_STATEMENT_LIMIT_MS,
  });
  client.on("error", () => {});
  await client.connect();
  try {
    const db = drizzlePg({ client, schema: tables, casing: "snake_case" });
    return await db.transaction((tx) =>
      work({
        tx,
        copy: async (table, columns, chunks) => {
          await pipeline(Readable.from(chunks), client.query(copyFrom(`copy ${table} (${columns.join(", ")}) from stdin`)));
        },
      }),
    );
  } finally {
    await client.end().catch(() => {});
  }
}
