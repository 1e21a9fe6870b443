// What a failed query means for the caller, whichever driver (pg, PGlite) and however Drizzle wraps it.

// The database is away, overloaded or did not answer in time: worth a retry in a moment (rule 9).
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "57P01", // admin_shutdown: the connection was ended (failover, pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting or shutting down
  "08000",
  "08001",
  "08003",
  "08004",
  "08006", // connection exceptions
  "53300", // too_many_connections
  "57014", // query_canceled: statement_timeout, including a wait for a lock
  "55P03", // lock_not_available: lock_timeout
  "40001", // serialization_failure: a retry succeeds
  "40P01", // deadlock_detected: a retry succeeds
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable|Client was closed|connection error/i;

/** The error and its causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function* causesOf(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; typeof e === "object" && e !== null && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    yield e;
}

/** True when the query failed because the database could not serve it now, not because of what it asked. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causesOf(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(String((e as { message?: unknown }).message ?? ""))) return true;
  }
  return false;
}

/** True for PostgreSQL's unique_violation (23505), from pg or PGlite, bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of causesOf(error)) if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}

/** True for PostgreSQL's check_violation (23514) of one of the named constraints, from pg or PGlite, bare or wrapped. */
export function isCheckViolation(error: unknown, constraints: readonly string[]): boolean {
  for (const e of causesOf(error)) {
    if ((e as { code?: unknown }).code !== "23514") continue;
    const constraint = (e as { constraint?: unknown }).constraint;
    const message = String((e as { message?: unknown }).message ?? "");
    return constraints.some((name) => constraint === name || message.includes(`"${name}"`));
  }
  return false;
}
