import { mkdirSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";

import * as tables from "./tables.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Fails fast when the database cannot answer (readiness). */
  ping(): Promise<void>;
  /**
   * Runs fn while holding a cluster-wide lock, so that several processes starting together
   * migrate and seed once. fn gets a database bound to the locking connection.
   */
  withStartupLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tarball. */
  dump?: () => Promise<Blob | File>;
}

export interface DatabaseOptions {
  /** postgres://... ; absent: embedded PGlite. */
  url?: string | undefined;
  /** PGlite's folder; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (tests copy one migrated database). */
  loadDataDir?: Blob | File | undefined;
  poolMax?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
}

const STARTUP_LOCK_KEY = 7_382_001; // any constant; names our migrate-and-seed lock

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? "./data", options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | File | undefined): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema: tables, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite is one connection in this process: nothing else can race us.
    withStartupLock: (fn) => fn(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  // Rule 9: every wait has a limit.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    idle_in_transaction_session_timeout: 30_000,
    query_timeout: (options.statementTimeoutMs ?? 15_000) + 1_000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema: tables, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    withStartupLock: async (fn) => {
      const client = await pool.connect();
      try {
        // Migrations may take longer than a request's statement limit.
        await client.query("set statement_timeout = 0");
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        const locked = drizzlePg({ client, schema: tables, casing: "snake_case" }) as unknown as Database;
        return await fn(locked);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        await client.query("reset statement_timeout").catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Rows of a raw query, whichever driver runs it. */
export async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
