import { mkdirSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

import { sealingClient } from "./commit-with.ts";
import { isDatabaseUnavailable } from "./errors.ts";
import { PreparingClient } from "./preparing-client.ts";
import * as tables from "./tables.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof tables>;

/** An open transaction (or savepoint) of either driver: it queries like the database and nests with .transaction(). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a repository queries: the database, or a transaction a service opened on it. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The driver under Drizzle, for what runs SQL of its own (the job queue, src/db/job-queue.ts). */
  driver: { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };
  /** Fails fast when the database cannot answer (readiness). */
  ping(): Promise<void>;
  /**
   * Runs fn while holding a cluster-wide lock, so that several processes starting together
   * migrate and seed once. fn gets a database bound to the locking connection.
   */
  withStartupLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Hears a channel the database notifies on (NOTIFY, sent at commit). `heard` runs once per
   * notification; `lost` runs when notifications may have been missed (the listening connection
   * broke, or has just come back), so that what they would have cleared is cleared. Returns the
   * way to stop listening. PostgreSQL listens on a connection of its own and reconnects.
   */
  watch(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a gzipped tarball. */
  dump?: () => Promise<Blob | File>;
  /**
   * Bulk load (the trade-size seed): COPY into `table` from text-format chunks, each a whole
   * number of lines. No statement limit applies: a load of millions of rows takes minutes.
   */
  copyFrom(table: string, columns: readonly string[], chunks: AsyncIterable<string> | Iterable<string>): Promise<void>;
}

export interface ChannelListener {
  heard(payload: string): void;
  /** Notifications may have been missed; `listening` says whether they are heard again. */
  lost(listening: boolean): void;
}

/** Told of a connection the database dropped (logged by the server; the pool discards the client). */
export type ConnectionErrorListener = (error: Error) => void;

export interface DatabaseOptions {
  /** postgres://... ; absent: embedded PGlite. */
  url?: string | undefined;
  /** PGlite's folder; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  /** PGlite only: start from this dump of a data folder (tests copy one migrated database). */
  loadDataDir?: Blob | File | undefined;
  poolMax?: number;
  statementTimeoutMs?: number;
  /** The longest a query waits for a pooled connection, or for a new one to connect (DB_CONNECTION_WAIT_MS). */
  connectTimeoutMs?: number;
  onConnectionError?: ConnectionErrorListener;
}

const STARTUP_LOCK_KEY = 7_382_001; // any constant; names our migrate-and-seed lock
/** The longest a start-up step (waiting for the lock, a migration, the trade seed's index build) may take. */
const STARTUP_LIMIT_MS = 60 * 60_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir ?? "./data", options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | File | undefined): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite({ client, schema: tables, casing: "snake_case" });
  return {
    db,
    kind: "pglite",
    driver: { kind: "pglite", client },
    ping: async () => {
      await client.query("select 1");
    },
    // PGlite is one connection in this process: nothing else can race us.
    withStartupLock: (fn) => fn(db),
    // One connection in this process: a notification is never missed.
    watch: async (channel, listener) => {
      const stop = await client.listen(channel, (payload) => listener.heard(payload));
      listener.lost(true);
      return () => stop();
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir("gzip"),
    // PGlite reads COPY's input from a blob it mounts at /dev/blob.
    copyFrom: async (table, columns, chunks) => {
      for await (const chunk of chunks) {
        await client.query(`copy ${table} (${columns.join(", ")}) from '/dev/blob'`, [], { blob: new Blob([chunk]) });
      }
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  // Rule 9: every wait has a limit. The server cancels a statement (or a wait for a lock) at
  // statement_timeout; the client gives up at the same moment when the server does not answer at all.
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: 30_000,
    query_timeout: statementTimeoutMs,
    // JIT compiling a listing's query costs 5-7 ms and saves nothing on queries that read an
    // index range: the shop's queries are all short (docs/performance.md).
    options: "-c jit=off",
  });
  const onConnectionError = options.onConnectionError ?? (() => {});
  // A client that loses its server emits 'error'; unheard, Node ends the process. The pool listens
  // to idle clients only, so every client gets a listener for its whole life: one checked out inside
  // a transaction (or waiting for a row lock) fails its query instead, and the pool discards it.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
  });
  const db = drizzlePg({ client: pool, schema: tables, casing: "snake_case" });
  // Drizzle's transaction on a pool checks a client out and never gives it back when BEGIN itself
  // fails (a connection cut at that moment): a handful of faults would leak the whole pool, and
  // the shop would not recover. Transactions run on a client checked out here instead, given back
  // in every case, and destroyed when its connection broke.
  const transactionOnPool: typeof db.transaction = async (run, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      // Its COMMIT may carry the transaction's last statements (commit-with.ts).
      const sealing = sealingClient(client);
      const onClient = drizzlePg({ client: sealing.client, schema: tables, casing: "snake_case" });
      return await onClient.transaction((tx) => {
        sealing.opened(tx);
        return run(tx);
      }, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  };
  db.transaction = transactionOnPool;
  return {
    db,
    kind: "postgres",
    driver: { kind: "postgres", pool },
    ping: async () => {
      await pool.query("select 1");
    },
    withStartupLock: async (fn) => {
      // Its own connection, outside the pool and its request-sized limits: waiting for another
      // process's migration, a migration that derives tables from twenty million rows, or the
      // trade seed's index builds take minutes. Still bounded (rule 9), by STARTUP_LIMIT_MS.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
        statement_timeout: STARTUP_LIMIT_MS,
        query_timeout: STARTUP_LIMIT_MS,
        options: "-c jit=off",
      });
      client.on("error", onConnectionError);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        const locked = drizzlePg({ client, schema: tables, casing: "snake_case" });
        return await fn(locked);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    copyFrom: async (table, columns, chunks) => {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query("set statement_timeout = 0");
        const sink = client.query(copyFrom(`copy ${table} (${columns.join(", ")}) from stdin`));
        await pipeline(Readable.from(chunks), sink);
        await client.query("reset statement_timeout");
      } catch (error) {
        // A COPY cut off mid-stream leaves the connection unusable: the pool drops it.
        failure = error as Error;
        throw error;
      } finally {
        client.release(failure);
      }
    },
    watch: (channel, listener) => watchChannel(url, channel, listener, options),
    close: () => pool.end(),
  };
}

/** The longest wait between two attempts to listen again after the connection broke. */
const WATCH_RETRY_MAX_MS = 10_000;

/**
 * LISTEN on a connection outside the pool, kept for the process's life: when it breaks, `lost`
 * says so at once (whatever it would have heard may be missed) and it connects again, with a
 * growing pause, until it is stopped.
 */
async function watchChannel(
  url: string,
  channel: string,
  listener: ChannelListener,
  options: DatabaseOptions,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = 250;
  const report = (error: unknown) => options.onConnectionError?.(error as Error);

  const attempt = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000 });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel) listener.heard(message.payload ?? "");
    });
    next.on("error", (error) => {
      report(error);
      broken(next);
    });
    next.on("end", () => broken(next));
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      broken(next);
      throw error;
    }
    pause = 250;
    listener.lost(true);
  };
  // Once per connection (its error and its end both land here): say so, and try again later.
  const broken = (which: pg.Client) => {
    if (stopped || which !== client) return;
    client = undefined;
    listener.lost(false);
    which.end().catch(() => {});
    retry = setTimeout(() => void attempt().catch(report), pause);
    retry.unref();
    pause = Math.min(pause * 2, WATCH_RETRY_MAX_MS);
  };

  // A database that cannot be reached now is retried: until then `lost(false)` stands.
  await attempt().catch(report);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw query, whichever driver runs it. */
export async function rowsOf<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
