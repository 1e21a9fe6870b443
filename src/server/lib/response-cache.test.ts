import { describe, expect, it } from "vitest";

import { changesOf } from "../../../tests/helpers/catalogue-changes.ts";
import { CatalogueChanges } from "./catalogue-changes.ts";
import { type CachedAnswer, ResponseCache } from "./response-cache.ts";

const answer = (body: string, tags: string[] = ["p1"]): CachedAnswer => ({
  statusCode: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.from(body),
  encoded: {},
  bytes: Buffer.byteLength(body),
  tags,
});

/** A cache whose changes and clock the test moves; heard on its channel. */
function cacheOf(limits: Partial<ResponseCache["limits"]> = {}) {
  const db = changesOf();
  const clock = { now: 0 };
  const changes = new CatalogueChanges(db.source);
  const cache = new ResponseCache({ maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 60_000, ...limits }, changes, () => clock.now);
  changes.subscribe((tags) => cache.forget(tags));
  const channel = changes.listener();
  channel.lost(true);
  return { cache, channel, clock, db, changes };
}

async function render(cache: ResponseCache, key: string, body: string, tags?: string[]): Promise<boolean> {
  const found = await cache.lookup(key);
  if (!found || !("slot" in found)) throw new Error(`expected a slot for ${key}`);
  return cache.put(found.slot, answer(body, tags));
}

async function sent(cache: ResponseCache, key: string): Promise<string | null> {
  const found = await cache.lookup(key);
  return found && "kept" in found ? found.kept.body.toString() : null;
}

describe("the response cache", () => {
  it("sends a kept answer again until a change names what it shows, even before the change is heard", async () => {
    const { cache, db } = cacheOf();
    expect(await sent(cache, "a")).toBeNull();
    expect(await render(cache, "a", "page a", ["p1", "c3"])).toBe(true);
    expect(await render(cache, "b", "page b", ["p2"])).toBe(true);
    expect(await sent(cache, "a")).toBe("page a");
    db.change(["p2", "c4", "all"]); // committed, its notification not yet heard
    expect(await sent(cache, "a")).toBe("page a");
    expect(await sent(cache, "b")).toBeNull();
    db.change(["p9", "c3"]);
    expect(await sent(cache, "a")).toBeNull();
  });

  it("forgets everything for a change of everything", async () => {
    const { cache, db } = cacheOf();
    await render(cache, "a", "page a", []);
    await render(cache, "b", "page b", ["p2"]);
    db.change(["*"]);
    expect(await sent(cache, "a")).toBeNull();
    expect(await sent(cache, "b")).toBeNull();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it("keeps nothing rendered across a change that names what it shows, and keeps what it does not name", async () => {
    const { cache, db } = cacheOf();
    const a = await cache.lookup("a");
    const b = await cache.lookup("b");
    db.change(["p1"]);
    await cache.lookup("c"); // the change is read
    expect(a && "slot" in a && cache.put(a.slot, answer("stale a", ["p1", "c3"]))).toBe(false);
    expect(b && "slot" in b && cache.put(b.slot, answer("page b", ["p2"]))).toBe(true);
  });

  it("reads a change numbered before one it read but committed after it when its notification comes", async () => {
    const { cache, channel, db } = cacheOf();
    await render(cache, "a", "page a", ["p1"]);
    const early = db.give(); // a long import's statement
    db.change(["p5"]); // a sale's, committed first
    expect(await sent(cache, "a")).toBe("page a");
    db.commit(early, ["p1"]);
    channel.heard(String(early));
    await expect.poll(() => sent(cache, "a")).toBeNull();
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
    const { cache, clock } = cacheOf({ maxAgeMs: 1_000 });
    await render(cache, "a", "page a");
    clock.now = 1_000;
    expect(await sent(cache, "a")).toBe("page a");
    clock.now = 1_001;
    expect(await sent(cache, "a")).toBeNull();
    expect(cache.size.bytes).toBe(0);
  });

  it("lets the least recently sent answers go past its memory, and never keeps one too large", async () => {
    const { cache, db } = cacheOf({ maxBytes: 30, maxAnswerBytes: 20 });
    await render(cache, "a", "a".repeat(10));
    await render(cache, "b", "b".repeat(10), ["p2"]);
    expect(await sent(cache, "a")).not.toBeNull(); // a is now more recent than b
    await render(cache, "c", "c".repeat(10));
    await render(cache, "d", "d".repeat(10));
    expect(await sent(cache, "b")).toBeNull();
    expect(await sent(cache, "a")).not.toBeNull();
    expect(cache.size.bytes).toBeLessThanOrEqual(30);
    expect(await render(cache, "e", "e".repeat(21))).toBe(false);
    db.change(["p1"]); // a, c and d show it; the index forgot b when it went
    expect(await sent(cache, "a")).toBeNull();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it("keeps nothing when given no memory, and renders as if there were no cache when changes cannot be read", async () => {
    const { cache } = cacheOf({ maxBytes: 0 });
    expect(await cache.lookup("a")).toBeNull();
    const away = new CatalogueChanges({ version: () => Promise.reject(new Error("database away")), changes: async () => [] });
    const failing = new ResponseCache({ maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 1_000 }, away);
    away.listener().lost(true);
    expect(await failing.lookup("a")).toBeNull();
  });

  it("lets requests that arrive together share a read, never one that began before them", async () => {
    const db = changesOf();
    const reads: { resolve: () => void }[] = [];
    const changes = new CatalogueChanges({
      version: () => {
        const seen = db.state.given; // what a read sees is what was committed when it started
        return new Promise<number>((resolve) => reads.push({ resolve: () => resolve(seen) }));
      },
      changes: db.source.changes,
    });
    const cache = new ResponseCache({ maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 60_000 }, changes);
    changes.subscribe((tags) => cache.forget(tags));
    changes.listener().lost(true);
    const first = cache.lookup("a");
    reads[0]!.resolve();
    const kept = await first;
    expect(kept && "slot" in kept && cache.put(kept.slot, answer("page a", ["p1"]))).toBe(true);

    const second = cache.lookup("a");
    db.change(["p1"]); // committed while the second read is in flight
    const burst = Array.from({ length: 20 }, () => cache.lookup("a"));
    expect(reads).toHaveLength(2);
    reads[1]!.resolve();
    expect(await second).toMatchObject({ kept: {} }); // its read began before the change
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toHaveLength(3);
    reads[2]!.resolve();
    const found = await Promise.all(burst);
    expect(found.every((f) => f !== null && "slot" in f)).toBe(true);
    expect(db.state.reads).toBe(1); // the rows were read once, by the read that saw them
  });

  it("sends what it keeps as it is while the changes are late to be read, keeps nothing new, and forgets what the late read finds", async () => {
    const db = changesOf();
    let hung: (() => void)[] | null = null;
    const changes = new CatalogueChanges(
      {
        version: () => {
          const seen = db.state.given;
          return hung ? new Promise<number>((resolve) => hung!.push(() => resolve(seen))) : Promise.resolve(seen);
        },
        changes: db.source.changes,
      },
      { lateAfterMs: 100 },
    );
    const cache = new ResponseCache({ maxBytes: 1_000, maxAnswerBytes: 400, maxAgeMs: 60_000 }, changes);
    changes.subscribe((tags) => cache.forget(tags));
    changes.listener().lost(true);
    await render(cache, "a", "page a", ["p1"]);

    hung = [];
    db.change(["p1"]); // committed while the database does not answer
    expect(await sent(cache, "a")).toBe("page a");
    expect(await cache.lookup("b")).toBeNull(); // rendered as if there were no cache
    const waiting = hung;
    hung = null;
    for (const answer of waiting) answer();
    await expect.poll(() => sent(cache, "a")).toBeNull();
  });
});
