import { createHash } from "node:crypto";

import type { Database } from "../../../db/client.ts";
import { ConflictError } from "../../../domain/errors.ts";
import { createIdempotencyRepository } from "./idempotency.repository.ts";

/** How long a key holds its answer: a day, as the API's documentation says. */
export const IDEMPOTENCY_KEPT_MS = 24 * 3_600_000;
/** A key whose request was never answered (its process stopped) is free again after this. */
const ABANDONED_AFTER_MS = 10 * 60_000;
/** How often a process clears the keys whose day is over. */
const PURGE_EVERY_MS = 60_000;

/** Idempotency-Key: letters, digits and `-_.:` (a UUID, a feed's batch name), up to 255. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{1,255}$/;

export const IDEMPOTENCY_KEY_REUSED = "This Idempotency-Key was already used with another request; send a new key with a new request.";
export const IDEMPOTENCY_KEY_RUNNING = "A request with this Idempotency-Key is still running; retry once it has been answered.";
export const IDEMPOTENCY_KEY_INVALID = "The Idempotency-Key must be 1 to 255 letters, digits or -_.: characters.";

/** What a request is, for telling a retry from another request under the same key. */
export interface IdempotentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** JSON with every object's keys in order: the same body, however its keys were ordered, hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

export const requestHashOf = (request: IdempotentRequest) =>
  createHash("sha256")
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest("hex");

export type IdempotencyStart = { run: true } | { run: false; statusCode: number; body: unknown };

/**
 * The admin API's Idempotency-Keys (docs/decisions/027-api-tokens.md): a write sent again with
 * its key answers what the first did, once, whichever process receives it; the key is claimed in
 * the database before the write runs, so two at once cannot both run.
 */
export function createIdempotencyService(db: Database) {
  const keys = createIdempotencyRepository(db);
  let purgedAt = 0;

  return {
    /**
     * Claims the caller's key for this request (run it), or answers what the key already holds:
     * its stored answer for the same request (replay), 409 for another request under it or for
     * one still running.
     */
    async begin(caller: string, key: string, request: IdempotentRequest): Promise<IdempotencyStart> {
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await keys.deleteOlderThan(IDEMPOTENCY_KEPT_MS);
      }
      const requestHash = requestHashOf(request);
      if (await keys.claim(caller, key, requestHash, IDEMPOTENCY_KEPT_MS, ABANDONED_AFTER_MS)) return { run: true };
      const held = await keys.get(caller, key);
      // Let go between the two reads by a first request that failed just now: the retry may run.
      if (!held) throw new ConflictError(IDEMPOTENCY_KEY_RUNNING);
      if (held.requestHash !== requestHash) throw new ConflictError(IDEMPOTENCY_KEY_REUSED);
      if (held.statusCode === null) throw new ConflictError(IDEMPOTENCY_KEY_RUNNING);
      return { run: false, statusCode: held.statusCode, body: held.body };
    },

    /** Keeps the answer the request got, for its retries. */
    async finish(caller: string, key: string, statusCode: number, body: unknown): Promise<void> {
      await keys.answer(caller, key, statusCode, body);
    },

    /** The request failed on the shop's side: its key is let go, so that a retry runs it again. */
    async release(caller: string, key: string): Promise<void> {
      await keys.release(caller, key);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
