import { createHash, type Hash } from "node:crypto";
import { Readable, Transform } from "node:stream";

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
  /** Parsed JSON, or raw bytes: a Buffer, a string, or a stream still coming (an upload). */
  body: unknown;
  /** The most a streamed body may hold (the route's body limit). */
  bodyLimit?: number;
}

/** Held by a key whose streamed body is still being read: its hash is known once it has been. */
const HASH_PENDING = "pending";

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

const hashOf = (request: IdempotentRequest): Hash => createHash("sha256").update(`${request.method} ${request.url}\n`);

/** A body of bytes is hashed by its bytes; parsed JSON by its canonical text (walking a stream would never end). */
export function requestHashOf(request: IdempotentRequest): string {
  const { body } = request;
  if (body instanceof Readable) throw new TypeError("A streamed body is hashed as it is read");
  const bytes = typeof body === "string" || body instanceof Uint8Array ? body : canonicalJson(body);
  return hashOf(request).update(bytes).digest("hex");
}

/** The stream to hand the handler in place of the body: it hashes the bytes as they pass. */
function hashedAsRead(body: Readable, hash: Hash): { body: Transform; digest(): string | undefined } {
  let digest: string | undefined;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      digest = hash.digest("hex");
      done();
    },
  });
  body.on("error", (error: Error) => through.destroy(error));
  body.pipe(through);
  return { body: through, digest: () => digest };
}

/** The hash of a streamed body read to its end; undefined once it holds more than `limit` bytes (the rest is left unread). */
function digestOfStream(body: Readable, hash: Hash, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let seen = 0;
    const stop = () => {
      body.off("data", onData);
      body.off("end", onEnd);
      body.off("error", reject);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) {
        stop();
        resolve(undefined);
      } else hash.update(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(hash.digest("hex"));
    };
    body.on("data", onData);
    body.once("end", onEnd);
    body.once("error", reject);
  });
}

export type IdempotencyStart =
  | {
      run: true;
      /** The body to hand the handler: the request's own, or, for a stream, one that hashes its bytes as they pass. */
      body: unknown;
      /** The request's hash, once its body has been read to its end (a stream's, by the handler); undefined before. */
      requestHash(): string | undefined;
    }
  | { run: false; statusCode: number; body: unknown };

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
     * one still running. A streamed body (an upload) is claimed before its bytes are read, and
     * its hash kept with its answer; a retry's bytes are read and hashed before its answer is
     * replayed.
     */
    async begin(caller: string, key: string, request: IdempotentRequest): Promise<IdempotencyStart> {
      if (Date.now() - purgedAt > PURGE_EVERY_MS) {
        purgedAt = Date.now();
        await keys.deleteOlderThan(IDEMPOTENCY_KEPT_MS);
      }
      const streamed = request.body instanceof Readable ? request.body : null;
      const requestHash = streamed ? HASH_PENDING : requestHashOf(request);
      if (await keys.claim(caller, key, requestHash, IDEMPOTENCY_KEPT_MS, ABANDONED_AFTER_MS)) {
        if (!streamed) return { run: true, body: request.body, requestHash: () => requestHash };
        const hashed = hashedAsRead(streamed, hashOf(request));
        return { run: true, body: hashed.body, requestHash: hashed.digest };
      }
      const held = await keys.get(caller, key);
      // Let go between the two reads by a first request that failed just now: the retry may run.
      if (!held || held.requestHash === HASH_PENDING) throw new ConflictError(IDEMPOTENCY_KEY_RUNNING);
      const sent = streamed ? await digestOfStream(streamed, hashOf(request), request.bodyLimit ?? Infinity) : requestHash;
      if (held.requestHash !== sent) throw new ConflictError(IDEMPOTENCY_KEY_REUSED);
      if (held.statusCode === null) throw new ConflictError(IDEMPOTENCY_KEY_RUNNING);
      return { run: false, statusCode: held.statusCode, body: held.body };
    },

    /** Keeps the answer the request got, and the request's hash, for its retries. */
    async finish(caller: string, key: string, requestHash: string, statusCode: number, body: unknown): Promise<void> {
      await keys.answer(caller, key, requestHash, statusCode, body);
    },

    /** The request failed on the shop's side: its key is let go, so that a retry runs it again. */
    async release(caller: string, key: string): Promise<void> {
      await keys.release(caller, key);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
