import { describe, expect, it } from "vitest";

import { type CachedAnswer, ResponseCache } from "./response-cache.ts";

const answer = (body: string): Omit<CachedAnswer, "version" | "storedAt"> => ({
  statusCode: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.from(body),
  encoded: {},
  bytes: Buffer.byteLength(body),
});

/** A cache whose catalogue version and clock the test moves; heard on its channel. */
function cacheOf(limits: Partial<ResponseCache["limits"]> = {}) {
  const state = { version: 1, now: 0 };
  const cache = new ResponseCache(
    { maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 60_000, ...limits },
    async () => String(state.version),
    () => state.now,
  );
  const channel = cache.listener();
  channel.lost(true);
  return { cache, channel, state };
}

async function render(cache: ResponseCache, key: string, body: string): Promise<boolean> {
  const found = await cache.lookup(key);
  if (!found || !("slot" in found)) throw new Error(`expected a slot for ${key}`);
  return cache.put(found.slot, answer(body));
}

async function sent(cache: ResponseCache, key: string): Promise<string | null> {
  const found = await cache.lookup(key);
  return found && "kept" in found ? found.kept.body.toString() : null;
}

describe("the response cache", () => {
  it("sends a kept answer again until the catalogue's version moves on", async () => {
    const { cache, state } = cacheOf();
    expect(await sent(cache, "a")).toBeNull();
    expect(await render(cache, "a", "page a")).toBe(true);
    expect(await sent(cache, "a")).toBe("page a");
    state.version += 1; // a change committed, its notification not yet heard
    expect(await sent(cache, "a")).toBeNull();
  });

  it("keeps nothing rendered across a change it heard, and forgets everything when it hears one", async () => {
    const { cache, channel } = cacheOf();
    await render(cache, "a", "page a");
    const found = await cache.lookup("b");
    channel.heard("products");
    expect(found && "slot" in found && cache.put(found.slot, answer("stale b"))).toBe(false);
    expect(await sent(cache, "a")).toBeNull();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it("keeps nothing while its channel is not heard, and starts empty when it is heard again", async () => {
    const { cache, channel } = cacheOf();
    await render(cache, "a", "page a");
    channel.lost(false);
    expect(await cache.lookup("a")).toBeNull();
    channel.lost(true);
    expect(await sent(cache, "a")).toBeNull();
    expect(await render(cache, "a", "page a again")).toBe(true);
  });

  it("renders an answer again after its age limit", async () => {
    const { cache, state } = cacheOf({ maxAgeMs: 1_000 });
    await render(cache, "a", "page a");
    state.now = 1_000;
    expect(await sent(cache, "a")).toBe("page a");
    state.now = 1_001;
    expect(await sent(cache, "a")).toBeNull();
    expect(cache.size.bytes).toBe(0);
  });

  it("lets the least recently sent answers go past its memory, and never keeps one too large", async () => {
    const { cache } = cacheOf({ maxBytes: 30, maxAnswerBytes: 20 });
    await render(cache, "a", "a".repeat(10));
    await render(cache, "b", "b".repeat(10));
    expect(await sent(cache, "a")).not.toBeNull(); // a is now more recent than b
    await render(cache, "c", "c".repeat(10));
    await render(cache, "d", "d".repeat(10));
    expect(await sent(cache, "b")).toBeNull();
    expect(await sent(cache, "a")).not.toBeNull();
    expect(cache.size.bytes).toBeLessThanOrEqual(30);
    expect(await render(cache, "e", "e".repeat(21))).toBe(false);
  });

  it("keeps nothing when given no memory, and renders as if there were no cache when the version cannot be read", async () => {
    const { cache } = cacheOf({ maxBytes: 0 });
    expect(await cache.lookup("a")).toBeNull();
    const failing = new ResponseCache({ maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 1_000 }, () =>
      Promise.reject(new Error("database away")),
    );
    failing.listener().lost(true);
    expect(await failing.lookup("a")).toBeNull();
  });

  it("lets requests that arrive together share a version read, never one that began before them", async () => {
    let version = 1;
    const reads: { resolve: () => void }[] = [];
    const cache = new ResponseCache({ maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 60_000 }, () => {
      const seen = version; // what a read sees is what was committed when it started
      return new Promise<string>((resolve) => reads.push({ resolve: () => resolve(String(seen)) }));
    });
    cache.listener().lost(true);
    const first = cache.lookup("a");
    version = 2; // committed while the first read is in flight
    const burst = Array.from({ length: 20 }, () => cache.lookup("a"));
    expect(reads).toHaveLength(1);
    reads[0]!.resolve();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(2);
    reads[1]!.resolve();
    const slots = await Promise.all(burst);
    expect(slots.map((found) => found && "slot" in found && found.slot.version)).toEqual(Array(20).fill("2"));
  });
});
