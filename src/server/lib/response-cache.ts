// Answers that are the same for every guest (a product page, a listing, the products API) are
// kept in memory and sent again until the catalogue changes (decision 015). Triggers on the
// catalogue's tables (migration 0013) move the sequence catalogue_version on and notify every
// process at commit. A process forgets everything when it hears a change, and keeps nothing
// while it cannot hear. A kept answer is sent only while the version is still the one read before
// it was rendered, so an edit shows on the very next request even before its notification
// arrives. An answer older than the age limit is rendered again anyway: what depends on the
// clock (a sale's end) is never older than that.
import { pipeline, type Readable, Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import type { ChannelListener } from "../../db/client.ts";

export const CATALOGUE_CHANNEL = "catalogue_changed";

export interface CachedAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed, each encoding once, when first asked for (off the main thread). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
  /** The catalogue's version read before it was rendered. */
  version: string;
  storedAt: number;
}

/** A request whose answer may be kept: its key, and what the cache was when it began. */
export interface CacheSlot {
  key: string;
  generation: number;
  version: string;
}

export interface ResponseCacheLimits {
  /** All answers together; the least recently sent go first. 0 keeps nothing. */
  maxBytes: number;
  /** An answer larger than this is not kept. */
  maxAnswerBytes: number;
  /** An answer is rendered again after this long, changed or not. */
  maxAgeMs: number;
}

export class ResponseCache {
  readonly limits: ResponseCacheLimits;
  readonly #readVersion: () => Promise<string>;
  readonly #now: () => number;
  readonly #answers = new Map<string, CachedAnswer>();
  #bytes = 0;
  #generation = 0;
  #listening = false;
  /** The version read in flight, and the one that starts after it for those who came meanwhile. */
  #reading: Promise<string> | null = null;
  #nextReading: Promise<string> | null = null;

  /** `readVersion` reads the catalogue's version (catalogue-version.repository.ts). */
  constructor(limits: ResponseCacheLimits, readVersion: () => Promise<string>, now: () => number = Date.now) {
    this.limits = limits;
    this.#readVersion = readVersion;
    this.#now = now;
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.#answers.size, bytes: this.#bytes };
  }

  /**
   * The answer kept under `key` if it is still true, else the slot this request's own answer may
   * be kept under; null when nothing can be kept now (the channel is not heard, or the version
   * cannot be read: the request is rendered as if there were no cache).
   */
  async lookup(key: string): Promise<{ kept: CachedAnswer } | { slot: CacheSlot } | null> {
    if (!this.#listening) return null;
    const generation = this.#generation;
    let version: string;
    try {
      version = await this.#versionNow();
    } catch {
      return null;
    }
    const answer = this.#answers.get(key);
    if (answer) {
      this.#answers.delete(key);
      if (answer.version === version && generation === this.#generation && this.#now() - answer.storedAt <= this.limits.maxAgeMs) {
        this.#answers.set(key, answer); // now the most recently used
        return { kept: answer };
      }
      this.#bytes -= answer.bytes;
    }
    return { slot: { key, generation, version } };
  }

  /**
   * The version as of now: a read that starts after this call, so it sees every change committed
   * before it. Requests that arrive together share one read (a burst of twenty costs two).
   */
  #versionNow(): Promise<string> {
    if (!this.#reading) return this.#startReading();
    this.#nextReading ??= this.#reading.then(
      () => this.#afterReading(),
      () => this.#afterReading(),
    );
    return this.#nextReading;
  }

  #afterReading(): Promise<string> {
    this.#nextReading = null;
    return this.#startReading();
  }

  #startReading(): Promise<string> {
    const reading = this.#readVersion();
    this.#reading = reading;
    const done = () => {
      if (this.#reading === reading) this.#reading = null;
    };
    reading.then(done, done);
    return reading;
  }

  /** Keeps an answer rendered under `slot`; false when it may be stale or is too large. */
  put(slot: CacheSlot, rendered: Omit<CachedAnswer, "version" | "storedAt">): boolean {
    if (!this.#listening || slot.generation !== this.#generation) return false;
    if (rendered.bytes > this.limits.maxAnswerBytes || rendered.bytes > this.limits.maxBytes) return false;
    const previous = this.#answers.get(slot.key);
    if (previous) {
      this.#answers.delete(slot.key);
      this.#bytes -= previous.bytes;
    }
    this.#answers.set(slot.key, { ...rendered, version: slot.version, storedAt: this.#now() });
    this.#bytes += rendered.bytes;
    for (const [oldKey, old] of this.#answers) {
      if (this.#bytes <= this.limits.maxBytes) break;
      this.#answers.delete(oldKey);
      this.#bytes -= old.bytes;
    }
    return true;
  }

  /** Compresses a kept answer's body; its size counts against the memory while it is kept. */
  async encode(key: string, answer: CachedAnswer, encoder: (body: Buffer) => Promise<Buffer>): Promise<Buffer> {
    const encoded = await encoder(answer.body);
    if (this.#answers.get(key) === answer) {
      answer.bytes += encoded.length;
      this.#bytes += encoded.length;
    }
    return encoded;
  }

  /** Forgets every answer, and any being rendered now. */
  clear(): void {
    this.#generation += 1;
    this.#answers.clear();
    this.#bytes = 0;
  }

  /** Wires the cache to the database's channel: a change clears it, a broken channel stops it. */
  listener(): ChannelListener {
    return {
      heard: () => this.clear(),
      lost: (listening) => {
        this.#listening = listening && this.limits.maxBytes > 0;
        this.clear();
      },
    };
  }
}

/** Headers of a kept answer that belong to one sending only. */
const UNSHARED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "content-security-policy",
  "x-request-id",
  "x-cache",
]);

type Encoding = "br" | "gzip";

// @fastify/compress (app.ts) compresses what is rendered per request at a low level; an answer
// kept for many is compressed once, off the main thread, so brotli gets a higher one.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const ENCODERS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 6 }),
};
/** Below this, an answer is sent as it is (as @fastify/compress's threshold in app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send: brotli, else gzip, when the client accepts it (q > 0). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const entry of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = entry.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

function answerOf(reply: FastifyReply, body: Buffer, securityPolicy: string | undefined): Omit<CachedAnswer, "version" | "storedAt"> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNSHARED_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  if (securityPolicy) headers["content-security-policy"] = securityPolicy;
  return { statusCode: reply.statusCode, headers, body, encoded: {}, bytes: body.length };
}

declare module "fastify" {
  interface FastifyRequest {
    /** A guest's GET that may be kept: its key and the cache's generation when it began. */
    cacheSlot: CacheSlot | null;
  }
}

export interface CacheAnswersOptions {
  /** The answer's key: everything the answer depends on. null: this request is not kept. */
  keyOf(request: FastifyRequest): string | null;
  /** Pages: the Content-Security-Policy a kept page is sent with, from its body. */
  securityPolicyOf?: (body: Buffer, request: FastifyRequest) => string;
}

/**
 * Sends kept answers in this scope, and keeps the 200s it renders that set no cookie. The hooks
 * run after the scope's own onRequest hooks (so a page's nonce is known) and before compression.
 */
export function cacheAnswers(scope: FastifyInstance, cache: ResponseCache, options: CacheAnswersOptions): void {
  if (!scope.hasRequestDecorator("cacheSlot")) scope.decorateRequest("cacheSlot", null);

  scope.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET") return;
    const key = options.keyOf(request);
    if (key === null) return;
    const found = await cache.lookup(key);
    if (found === null) return;
    if ("slot" in found) {
      request.cacheSlot = found.slot;
      return;
    }
    const { kept } = found;
    reply.code(kept.statusCode).headers(kept.headers).header("x-cache", "hit").header("vary", "accept-encoding");
    const encoding = kept.bytes >= COMPRESS_FROM_BYTES ? chosenEncoding(request.headers["accept-encoding"]) : null;
    if (!encoding) return reply.send(kept.body);
    const encoded = (kept.encoded[encoding] ??= cache.encode(key, kept, ENCODERS[encoding]));
    try {
      return reply.header("content-encoding", encoding).send(await encoded);
    } catch {
      delete kept.encoded[encoding]; // tried again by the next sending
      return reply.removeHeader("content-encoding").send(kept.body);
    }
  });

  scope.addHook("onSend", async (request, reply, payload) => {
    const slot = request.cacheSlot;
    if (!slot || reply.statusCode !== 200 || reply.hasHeader("set-cookie") || reply.hasHeader("x-cache")) return payload;
    // An answer marked for its receiver alone (plugins/private-answers.ts) is never shared.
    if (/\b(?:private|no-store)\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    reply.header("x-cache", "miss");
    const keep = (body: Buffer) => {
      cache.put(slot, answerOf(reply, body, options.securityPolicyOf?.(body, request)));
    };
    if (typeof payload === "string" || Buffer.isBuffer(payload)) {
      keep(Buffer.from(payload));
      return payload;
    }
    if (!isReadable(payload)) return payload;
    // A streamed page passes through as it comes, and is kept only when it ended whole.
    const chunks: Buffer[] = [];
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer | string, _encoding, done) {
        const piece = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        size += piece.length;
        if (size <= cache.limits.maxAnswerBytes) chunks.push(piece);
        done(null, piece);
      },
      flush(done) {
        if (size <= cache.limits.maxAnswerBytes) keep(Buffer.concat(chunks, size));
        done();
      },
    });
    return pipeline(payload, tap, () => {});
  });
}

function isReadable(payload: unknown): payload is Readable {
  return typeof payload === "object" && payload !== null && typeof (payload as Readable).pipe === "function";
}
