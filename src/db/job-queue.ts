// The shop's one durable job queue (decision 034): background work (an import's check and apply,
// a mail's send, a CDN purge, the sweeps that ran on timers) is a row in the database, taken by
// one process, tried again with backoff when it fails, and taken again after a restart. pg-boss
// keeps the rows in its own schema; PGlite runs the same SQL through pg-boss's PGlite adapter.
import { fromPglite, PgBoss } from "pg-boss";

import type { JobState } from "../domain/schemas/admin.ts";
import type { DatabaseHandle } from "./client.ts";

/** pg-boss's schema: its tables live apart from the shop's, and migrate themselves. */
export const JOB_SCHEMA = "jobs";

/** A job's run: its data, and how many times it was tried before this one. */
export interface JobRun<T> {
  id: string;
  data: T;
  retryCount: number;
}

export interface JobOptions {
  /** Tries after the first failure; then the job is failed and stays listed with its error. */
  retryLimit?: number;
  /** The first retry's wait; each next one doubles (backoff). */
  retryDelaySeconds?: number;
  /** A run that takes longer is counted failed (and tried again). */
  expireInSeconds?: number;
  /**
   * Several processes (PostgreSQL): a run whose process stops sending heartbeats for this long is
   * tried again, instead of after `expireInSeconds`. At least 10.
   */
  heartbeatSeconds?: number;
  /**
   * A cron expression, at most once a minute (pg-boss files each occurrence in a minute's slot, so
   * a six-field expression with seconds still runs once a minute): one process runs each tick.
   */
  schedule?: string;
  /**
   * A tick more often than a minute allows: each process enqueues the job this often under the
   * job's own name as its key, so one run waits or runs at a time whatever the number of
   * processes. For work that is safe to run again at once (a sweep, the mail dispatch).
   */
  everySeconds?: number;
  /** How long a completed job stays listed; a week unless said. */
  keepCompletedSeconds?: number;
  /**
   * False when this process can queue the job but not do it (mail without SMTP_URL): it starts no
   * worker, so the jobs wait for a process that can. True unless said.
   */
  takenHere?: boolean;
}

export interface EnqueueOptions {
  /** At most one job of this key waiting or running: a second enqueue is a no-op. */
  singletonKey?: string;
  /** Overrides the definition's. */
  retryLimit?: number;
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobsPageQuery {
  state?: JobState | undefined;
  name?: string | undefined;
  page: number;
  limit: number;
}

export interface JobRow {
  id: string;
  name: string;
  state: JobState;
  /** Runs that failed so far. */
  retryCount: number;
  retryLimit: number;
  lastError: string | null;
  singletonKey: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  startAfter: Date;
}

interface Definition {
  handler: (run: JobRun<object>) => Promise<void>;
  options: JobOptions;
}

export interface JobQueueOptions {
  log: { error(detail: object, message: string): void; warn(detail: object, message: string): void };
  /** How often an idle worker asks for work, in seconds (PGlite also hears new jobs at once). */
  pollingIntervalSeconds?: number;
  /** pg-boss's schema, JOB_SCHEMA unless said (a test's own queue beside the app's). */
  schema?: string;
  /** How often stalled runs (heartbeats stopped, time run out) are looked for, in seconds. */
  superviseIntervalSeconds?: number;
}

/** The reason a run cut short by a stopped process is given, when it is tried again. */
export const STOPPED_PROCESS = "the process running this job stopped before it ended";

/** Reads pg-boss's error output (a serialized Error, or what a handler returned) as one line. */
function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === "object" && "message" in output && typeof output.message === "string") return output.message;
  return JSON.stringify(output).slice(0, 500);
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions) {
  const definitions = new Map<string, Definition>();
  const pglite = database.driver.kind === "pglite";
  const schema = options.schema ?? JOB_SCHEMA;
  const boss = new PgBoss({
    db:
      database.driver.kind === "pglite"
        ? fromPglite(database.driver.client)
        : {
            // The shop's own pool: its limits (statement timeout, connect wait) hold for pg-boss too.
            executeSql: (text: string, values?: unknown[]) =>
              database.driver.kind === "postgres" ? database.driver.pool.query(text, values) : Promise.reject(new Error("unreachable")),
          },
    ...(pglite ? { backend: "pglite" as const } : {}),
    schema,
    // Stalled runs (heartbeats stopped, time run out) are looked for on each queue this often: the
    // monitor's interval gates the supervise pass per queue, so both are set.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    cronMonitorIntervalSeconds: 5,
    cronWorkerIntervalSeconds: 2,
    useListenNotify: pglite,
  });
  boss.on("error", (error: unknown) => options.log.error({ err: error }, "the job queue failed"));
  let started = false;
  const ticks: NodeJS.Timeout[] = [];

  async function enqueue(name: string, data: object, enqueueOptions: EnqueueOptions = {}): Promise<string | null> {
    if (!definitions.has(name)) throw new Error(`no job is defined as ${name}`);
    return boss.send(name, data, {
      ...(enqueueOptions.singletonKey ? { singletonKey: enqueueOptions.singletonKey } : {}),
      ...(enqueueOptions.retryLimit !== undefined ? { retryLimit: enqueueOptions.retryLimit } : {}),
      ...(enqueueOptions.startAfterSeconds ? { startAfter: enqueueOptions.startAfterSeconds } : {}),
    });
  }

  return {
    /**
     * Declares a kind of job before the queue starts. The handler throws to fail the run (it is
     * tried again while its tries last); it must be safe to run twice, as a run cut short by a
     * stopped process is run again.
     */
    define<T extends object>(name: string, handler: (run: JobRun<T>) => Promise<void>, jobOptions: JobOptions = {}) {
      if (started) throw new Error(`job ${name} is defined after the queue started`);
      definitions.set(name, { handler: handler as (run: JobRun<object>) => Promise<void>, options: jobOptions });
      return {
        name,
        enqueue: (data: T, enqueueOptions?: EnqueueOptions) => enqueue(name, data, enqueueOptions),
      };
    },

    enqueue,

    /** Makes the schema (first start), the queues and their workers; schedules the recurring jobs. */
    async start(): Promise<void> {
      started = true;
      await boss.start();
      for (const [name, { options: jobOptions }] of definitions) {
        const queue = {
          // At most one job of a key waiting or running (an import, a mail, a sweep's tick).
          policy: "exclusive" as const,
          retryLimit: jobOptions.retryLimit ?? 3,
          retryDelay: jobOptions.retryDelaySeconds ?? 5,
          retryBackoff: true,
          expireInSeconds: jobOptions.expireInSeconds ?? 15 * 60,
          deleteAfterSeconds: jobOptions.keepCompletedSeconds ?? 7 * 24 * 3_600,
          // PGlite is one process: what it left running is taken again at start (below), not by heartbeat.
          ...(jobOptions.heartbeatSeconds && !pglite ? { heartbeatSeconds: jobOptions.heartbeatSeconds } : {}),
          notify: pglite,
        };
        if (await boss.getQueue(name)) {
          // A queue's policy and heartbeat are fixed when it is made; the rest follows the definition.
          const { policy: _policy, heartbeatSeconds: _heartbeat, ...updatable } = queue;
          await boss.updateQueue(name, updatable);
        } else await boss.createQueue(name, queue);
      }
      if (database.driver.kind === "pglite") {
        // The embedded database serves one process, this one: a job still active was cut short
        // by the process before, and is failed now so that its retries take it again.
        const stalled = await database.driver.client.query<{ id: string; name: string }>(
          `select id, name from ${schema}.job where state = 'active'`,
        );
        for (const job of stalled.rows) await boss.fail(job.name, job.id, { message: STOPPED_PROCESS });
      }
      for (const [name, { handler, options: jobOptions }] of definitions) {
        // A new job wakes a worker at once on PGlite (NOTIFY); a retry whose wait is over wakes
        // none, so the poll stays as frequent with NOTIFY as without.
        const polling = options.pollingIntervalSeconds ?? 2;
        const workOptions = { pollingIntervalSeconds: polling, notifyPollingIntervalSeconds: polling, batchSize: 1 };
        if (jobOptions.takenHere !== false) {
          await boss.work<object>(name, workOptions, async (jobs) => {
            for (const job of jobs) await handler({ id: job.id, data: job.data, retryCount: job.retryCount });
          });
        }
        if (jobOptions.schedule) await boss.schedule(name, jobOptions.schedule, {}, { key: name });
        else if (await boss.getSchedule(name, name)) await boss.unschedule(name, name);
        if (jobOptions.everySeconds) {
          const tick = setInterval(() => {
            enqueue(name, {}, { singletonKey: name }).catch((error: unknown) =>
              options.log.error({ err: error, job: name }, "a tick could not be queued"),
            );
          }, jobOptions.everySeconds * 1_000);
          tick.unref();
          ticks.push(tick);
        }
      }
    },

    /** Lets the runs under way end (up to `timeoutMs`), then stops; what is left is taken again at the next start. */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return;
      started = false;
      for (const tick of ticks.splice(0)) clearInterval(tick);
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
    },

    /** Every job, newest first, for staff: its tries and its last error. */
    async page(query: JobsPageQuery): Promise<{ rows: JobRow[]; total: number }> {
      const where: string[] = [];
      const values: unknown[] = [];
      if (query.state) {
        values.push(query.state);
        where.push(`state = $${values.length}`);
      }
      if (query.name) {
        values.push(query.name);
        where.push(`name = $${values.length}`);
      }
      const filter = where.length ? `where ${where.join(" and ")}` : "";
      const db = boss.getDb();
      const count = await db.executeSql(`select count(*)::int as total from ${schema}.job ${filter}`, values);
      values.push(query.limit, (query.page - 1) * query.limit);
      const { rows } = await db.executeSql(
        `select id, name, state, retry_count, retry_limit, output, singleton_key, created_on, started_on, completed_on, start_after
           from ${schema}.job ${filter}
          order by created_on desc, id
          limit $${values.length - 1} offset $${values.length}`,
        values,
      );
      return {
        total: (count.rows[0] as { total: number } | undefined)?.total ?? 0,
        rows: rows.map((row: Record<string, unknown>) => ({
          id: String(row.id),
          name: String(row.name),
          state: row.state as JobState,
          retryCount: Number(row.retry_count),
          retryLimit: Number(row.retry_limit),
          // pg-boss keeps a failed run's error as its output; a completed run's output is no error.
          lastError: row.state === "completed" ? null : errorOf(row.output),
          singletonKey: (row.singleton_key as string | null) ?? null,
          createdOn: new Date(row.created_on as string),
          startedOn: row.started_on ? new Date(row.started_on as string) : null,
          completedOn: row.completed_on ? new Date(row.completed_on as string) : null,
          startAfter: new Date(row.start_after as string),
        })),
      };
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
/** A job kind `define` returned: enqueues jobs of it. */
export type DefinedJob<T extends object> = { name: string; enqueue(data: T, options?: EnqueueOptions): Promise<string | null> };
