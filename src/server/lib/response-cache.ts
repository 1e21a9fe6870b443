// Answers that are the same for every guest (a product page, a listing, the products API) are
// kept in memory and sent again until what they show changes (decision 015). Each kept answer
// names what it shows (src/domain/shown-tags.ts); the catalogue's changes (catalogue-changes.ts)
// name what they changed, and the answers tagged so are forgotten. Before a kept answer is sent,
// the changes committed so far are read, so an edit shows on the very next request even before
// its notification arrives; a process keeps nothing while it cannot hear them. While the database
// is late to tell them (hung, or its network dropping packets), a kept answer is sent as it is, and
// the changes are applied when the read returns (catchUp). An answer older than the age limit is
// rendered again anyway: what depends on the clock is never older than that.
import { pipeline, type Readable, Transform } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { EVERYTHING_TAG, WHOLE_CATALOGUE_TAG } from "../../domain/shown-tags.ts";
import type { CatalogueChanges } from "./catalogue-changes.ts";
import { KeptByTags } from "./kept-by-tags.ts";

export interface CachedAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed, each encoding once, when first asked for (off the main thread). */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
  /** What it shows: a change naming one of these forgets it. */
  tags: readonly string[];
}

/** A request whose answer may be kept: its key, and the forgettings' mark when it began. */
export interface CacheSlot {
  key: string;
  forgotten: number;
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
  readonly #changes: Pick<CatalogueChanges, "catchUp" | "listening">;
  readonly #answers: KeptByTags<CachedAnswer>;

  /** `changes` tells what changed (catalogue-changes.ts); wire its subscription to `forget`. */
  constructor(limits: ResponseCacheLimits, changes: Pick<CatalogueChanges, "catchUp" | "listening">, now: () => number = Date.now) {
    this.limits = limits;
    this.#changes = changes;
    this.#answers = new KeptByTags({ maxSize: limits.maxBytes, maxAgeMs: limits.maxAgeMs }, now);
  }

  get size(): { answers: number; bytes: number } {
    const { entries, size } = this.#answers.size;
    return { answers: entries, bytes: size };
  }

  get #keeping(): boolean {
    return this.#changes.listening && this.limits.maxBytes > 0;
  }

  /**
   * The answer kept under `key` if it is still true (or the changes are late to be read: then as
   * it is), else the slot this request's own answer may be kept under; null when nothing can be
   * kept now (changes are not heard, or cannot be read: the request is rendered as if there were
   * no cache).
   */
  async lookup(key: string): Promise<{ kept: CachedAnswer } | { slot: CacheSlot } | null> {
    if (!this.#keeping) return null;
    const caughtUp = await this.#changes.catchUp();
    if (!this.#keeping) return null;
    const kept = this.#answers.get(key);
    if (kept) return { kept };
    return caughtUp ? { slot: { key, forgotten: this.#answers.mark } } : null;
  }

  /** Keeps an answer rendered under `slot`; false when a change it shows came meanwhile, or it is too large. */
  put(slot: CacheSlot, rendered: CachedAnswer): boolean {
    if (!this.#keeping || rendered.bytes > this.limits.maxAnswerBytes) return false;
    return this.#answers.put(slot.key, slot.forgotten, rendered, rendered.tags, rendered.bytes);
  }

  /** Compresses a kept answer's body; its size counts against the memory while it is kept. */
  async encode(key: string, answer: CachedAnswer, encoder: (body: Buffer) => Promise<Buffer>): Promise<Buffer> {
    const encoded = await encoder(answer.body);
    answer.bytes += encoded.length;
    this.#answers.grow(key, answer, encoded.length);
    return encoded;
  }

  /** Forgets the answers that show any of `tags` (all of them for `*`), and any being rendered now that do. */
  forget(tags: readonly string[]): void {
    this.#answers.forget(tags);
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

/**
 * What a shared cache (a CDN, a reverse proxy) is told of an answer kept for every guest: it may
 * keep it as long as this process would, and must forget it when a change names one of its keys
 * (the purge hook, cdn-purge.ts). Browsers ask again each time.
 */
function sharedCacheControl(maxAgeMs: number): string {
  const seconds = Math.floor(maxAgeMs / 1000);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}

/** The surrogate key every kept answer carries: a change that forgets everything purges it. */
export const SHOP_SURROGATE_KEY = "shop";

/** The keys a shared cache purges an answer by: its tags, `*` being the shop's own key. */
export function surrogateKeysOf(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => (tag === EVERYTHING_TAG ? SHOP_SURROGATE_KEY : tag)))];
}

function answerOf(
  reply: FastifyReply,
  body: Buffer,
  tags: readonly string[],
  options: { securityPolicy: string | undefined; cacheControl: string },
): CachedAnswer {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNSHARED_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  if (options.securityPolicy) headers["content-security-policy"] = options.securityPolicy;
  headers["cache-control"] = options.cacheControl;
  return { statusCode: reply.statusCode, headers, body, encoded: {}, bytes: body.length, tags };
}

declare module "fastify" {
  interface FastifyRequest {
    /** A guest's GET that may be kept: its key and the forgettings before it began. */
    cacheSlot: CacheSlot | null;
    /** What this answer shows, as named by its route (`showsOn`); null: it names nothing. */
    shownTags: string[] | null;
  }
}

/**
 * Names what an answer shows (src/domain/shown-tags.ts): it is kept until a change names one of
 * these. An answer that names nothing is forgotten by every change to any part. A route that
 * shows nothing of the parts (an information page) names an empty list.
 */
export function showsOn(request: FastifyRequest, tags: readonly string[]): void {
  request.shownTags = [...(request.shownTags ?? []), ...tags];
}

export interface CacheAnswersOptions {
  /** The answer's key: everything the answer depends on. null: this request is not kept. */
  keyOf(request: FastifyRequest): string | null;
  /** What besides the encoding a shared cache must key the answer on (pages: language and cookies). */
  vary?: string;
  /** Pages: the Content-Security-Policy a kept page is sent with, from its body. */
  securityPolicyOf?: (body: Buffer, request: FastifyRequest) => string;
}

/**
 * Sends kept answers in this scope, and keeps the 200s it renders that set no cookie. The hooks
 * run after the scope's own onRequest hooks (so a page's nonce is known) and before compression.
 */
export function cacheAnswers(scope: FastifyInstance, cache: ResponseCache, options: CacheAnswersOptions): void {
  if (!scope.hasRequestDecorator("cacheSlot")) scope.decorateRequest("cacheSlot", null);
  if (!scope.hasRequestDecorator("shownTags")) scope.decorateRequest("shownTags", null);
  const cacheControl = sharedCacheControl(cache.limits.maxAgeMs);
  const vary = ["accept-encoding", ...(options.vary ? [options.vary] : [])].join(", ");

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
    reply.code(kept.statusCode).headers(kept.headers).header("x-cache", "hit").header("vary", vary);
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
    const tags = request.shownTags ?? [WHOLE_CATALOGUE_TAG];
    const keys = surrogateKeysOf([...tags, EVERYTHING_TAG]);
    reply.header("x-cache", "miss").header("vary", vary).header("surrogate-key", keys.join(" ")).header("cache-tag", keys.join(","));
    // A page is sent with this request's nonce: a shared cache gets it once it is kept, with the
    // hashes of its scripts instead (a nonce sent to many is a known one).
    const html = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    const own = reply.getHeader("cache-control");
    const keptCacheControl = own === undefined ? cacheControl : String(own);
    if (own === undefined) reply.header("cache-control", html ? "private, no-cache" : cacheControl);
    const keep = (body: Buffer) => {
      cache.put(
        slot,
        answerOf(reply, body, tags, { securityPolicy: options.securityPolicyOf?.(body, request), cacheControl: keptCacheControl }),
      );
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

/** A response cache that forgets by these changes (watch `changes.listener()`). */
export function createCatalogueCache(limits: ResponseCacheLimits, changes: CatalogueChanges): ResponseCache {
  const cache = new ResponseCache(limits, changes);
  changes.subscribe((tags) => cache.forget(tags));
  return cache;
}
