import { sql } from "drizzle-orm";
import pg from "pg";

import type { DatabaseHandle } from "../../src/db/client.ts";
import { databaseUrl } from "./postgres-databases.ts";

// What a test of "N at once" needs to show that the N really met: that they were in flight
// together (any database), and on PostgreSQL that they queued on a row lock.

export interface Burst<T> {
  results: T[];
  /** The most calls that had started and not yet finished at one moment. */
  mostInFlight: number;
}

/** Starts every call before any is awaited, and measures how many were in flight together. */
export async function allAtOnce<T>(calls: readonly (() => Promise<T>)[]): Promise<Burst<T>> {
  let inFlight = 0;
  let mostInFlight = 0;
  const results = await Promise.all(
    calls.map(async (call) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        return await call();
      } finally {
        inFlight -= 1;
      }
    }),
  );
  return { results, mostInFlight };
}

/** The same call made `count` times, all at once. */
export const sameCallAtOnce = <T>(count: number, call: () => Promise<T>): Promise<Burst<T>> =>
  allAtOnce(Array.from({ length: count }, () => call));

export interface LockedBurst<T> extends Burst<T> {
  /** How many of the burst's transactions were seen waiting for the row lock at once. */
  waitingOnLock: number;
}

const POLL_MS = 5;

/**
 * PostgreSQL only: holds a lock on one row of `table` while the burst starts, and lets go only
 * once `waiters` of the burst's transactions are waiting for it (wait_event 'transactionid' or
 * 'tuple' in pg_stat_activity), so that they provably contend for that row; then the burst runs on
 * as it would have. Throws, saying what the database was doing, when they never queue up there
 * (e.g. when the calls are made one by one).
 */
export async function burstOnLockedRow<T>(
  database: DatabaseHandle,
  lock: { table: string; id: number },
  calls: readonly (() => Promise<T>)[],
  { waiters, timeoutMs = 10_000 }: { waiters: number; timeoutMs?: number },
): Promise<LockedBurst<T>> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== "postgres" || !testUrl) throw new Error("burstOnLockedRow needs the tests on PostgreSQL");
  // node-postgres answers execute() with its QueryResult.
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as pg.QueryResult<{ name: string }>;
  const name = rows[0]!.name;
  const holder = new pg.Client({ connectionString: databaseUrl(testUrl, name) });
  await holder.connect();
  let burst: Promise<Burst<T>> | undefined;
  try {
    await holder.query("begin");
    await holder.query(`select 1 from ${pg.escapeIdentifier(lock.table)} where id = $1 for update`, [lock.id]);
    burst = allAtOnce(calls);
    let waitingOnLock = 0;
    const deadline = Date.now() + timeoutMs;
    while (waitingOnLock < waiters && Date.now() < deadline) {
      // Inside a transaction pg_stat_activity is read once and cached: each poll asks afresh.
      await holder.query("select pg_stat_clear_snapshot()");
      const { rows } = await holder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event in ('transactionid', 'tuple')`,
      );
      waitingOnLock = Math.max(waitingOnLock, rows[0]!.waiting);
      // Polls the state the burst is meant to reach; the deadline bounds the wait.
      if (waitingOnLock < waiters) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (waitingOnLock < waiters) {
      await holder.query("select pg_stat_clear_snapshot()");
      const { rows: activity } = await holder.query<{ state: string; wait: string | null; query: string }>(
        `select state, wait_event_type || ':' || wait_event as wait, left(query, 100) as query from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      throw new Error(
        `${waitingOnLock} of the burst's transactions waited for the locked ${lock.table} row, not ${waiters}; the database was doing:\n` +
          activity.map((a) => `${a.state} ${a.wait ?? "-"} ${a.query}`).join("\n"),
      );
    }
    await holder.query("rollback");
    return { ...(await burst), waitingOnLock };
  } finally {
    await holder.end();
    // Let a failed attempt's requests finish before the test reports, whatever they answered.
    await burst?.catch(() => undefined);
  }
}

export interface RowLockWatch {
  /** Stops watching; how often a transaction was seen holding a changed row of the table while it waited for this process. */
  stop(): Promise<{ sightings: number; looks: number }>;
}

/**
 * PostgreSQL only: watches, until stopped, for a transaction that has changed a row of `table`
 * (it holds that row locked) and sits idle waiting for this process to send its next statement
 * or its COMMIT. Under a rush on one row, every such moment is time every other writer of the
 * row queues for, however busy this process is.
 */
export async function watchRowsHeldAcrossRoundTrips(database: DatabaseHandle, table: string): Promise<RowLockWatch> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (database.kind !== "postgres" || !testUrl) throw new Error("watchRowsHeldAcrossRoundTrips needs the tests on PostgreSQL");
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as pg.QueryResult<{ name: string }>;
  const watcher = new pg.Client({ connectionString: databaseUrl(testUrl, rows[0]!.name) });
  await watcher.connect();
  let watching = true;
  let sightings = 0;
  let looks = 0;
  const looking = (async () => {
    while (watching) {
      // The locks are read first (pg_locks takes them all at once), then each holder's state:
      // one idle since before this look began held its lock while idle. Read the other way round,
      // a holder that just sent its next statement would be counted.
      const { rows: held } = await watcher.query<{ held: number }>(
        `with holders as materialized (
           select pid from pg_locks
            where database = (select oid from pg_database where datname = current_database())
              and relation = $1::regclass and mode = 'RowExclusiveLock' and pid <> pg_backend_pid())
         select count(*)::int as held from holders h, lateral pg_stat_get_activity(h.pid) a
          where a.state = 'idle in transaction' and a.state_change < statement_timestamp()`,
        [table],
      );
      looks += 1;
      sightings += held[0]!.held;
      // Looks again at the next turn: the watch runs for as long as the burst does.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      watching = false;
      await looking;
      await watcher.end();
      return { sightings, looks };
    },
  };
}
