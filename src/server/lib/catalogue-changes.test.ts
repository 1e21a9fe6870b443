import { describe, expect, it, vi } from "vitest";

import { CatalogueChanges } from "./catalogue-changes.ts";

describe("a change committed after a later one", () => {
  it("is applied by the next read, before its notification comes, and a rolled-back number is waited for only a while", async () => {
    vi.useFakeTimers();
    try {
      const committed: { id: number; tags: string[] }[] = [];
      let given = 0;
      let reads = 0;
      const changes = new CatalogueChanges({
        version: async () => given,
        changes: async (after, upTo, also) => {
          reads += 1;
          return committed.filter((c) => (c.id > after && c.id <= upTo) || also.includes(c.id));
        },
      });
      const told: string[][] = [];
      changes.subscribe((tags) => told.push([...tags]));
      changes.listener().lost(true);
      await changes.sync();
      told.length = 0;

      // Two transactions take numbers 1 and 2; 2 commits first and is read, 1 is still open.
      const first = ++given;
      const second = ++given;
      committed.push({ id: second, tags: ["p2"] });
      await changes.sync();
      expect(told).toEqual([["p2"]]);

      // 1 commits; no notification has come, and the next read applies it.
      committed.push({ id: first, tags: ["p1", "u1"] });
      await changes.sync();
      expect(told).toEqual([["p2"], ["p1", "u1"]]);
      // Found, it is no longer asked for: a read with nothing new costs no query of the changes.
      const before = reads;
      await changes.sync();
      expect(reads).toBe(before);

      // A number whose transaction rolled back is asked for again for 30 s, then no longer.
      ++given;
      await changes.sync();
      const afterGap = reads;
      await changes.sync();
      expect(reads).toBe(afterGap + 1);
      vi.advanceTimersByTime(30_001);
      await changes.sync();
      await changes.sync();
      expect(reads).toBe(afterGap + 1);
      expect(told).toEqual([["p2"], ["p1", "u1"]]);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Rule 9: a database that does not answer (hung, not gone: its channel is still up) holds no kept
// answer. The read is waited for a moment, then goes on alone and applies what it finds.
describe("a database late to answer", () => {
  const LATE_AFTER_MS = 200;

  /** A source whose reads the test answers by hand, each with what was committed when it was asked. */
  function answeredByHand() {
    const committed: { id: number; tags: string[] }[] = [];
    const state = { given: 0 };
    const asked: (() => void)[] = [];
    const changes = new CatalogueChanges(
      {
        version: () => {
          const seen = state.given;
          return new Promise<number>((resolve) => asked.push(() => resolve(seen)));
        },
        changes: async (after, upTo) => committed.filter((c) => c.id > after && c.id <= upTo),
      },
      { lateAfterMs: LATE_AFTER_MS },
    );
    const told: string[][] = [];
    changes.subscribe((tags) => told.push([...tags]));
    changes.listener().lost(true);
    const change = (tags: string[]) => committed.push({ id: ++state.given, tags });
    return { changes, asked, told, change };
  }

  it("is caught up with when it answers in time", async () => {
    const { changes, asked, told, change } = answeredByHand();
    const first = changes.catchUp();
    asked.shift()!();
    expect(await first).toBe(true);
    change(["p1"]);
    const second = changes.catchUp();
    asked.shift()!();
    expect(await second).toBe(true);
    expect(told.slice(1)).toEqual([["p1"]]);
  });

  it("is called late after the limit, however many calls wait behind it; the read applies its changes when it returns, and the next call waits for a new one", async () => {
    const { changes, asked, told, change } = answeredByHand();
    const opening = changes.catchUp();
    asked.shift()!();
    await opening;
    change(["p1"]);

    const started = performance.now();
    expect(await changes.catchUp()).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LATE_AFTER_MS - 1);
    // Calls that come while the read still waits are late at once: none waits a limit of its own.
    const burst = performance.now();
    expect(await Promise.all([changes.catchUp(), changes.catchUp(), changes.catchUp()])).toEqual([false, false, false]);
    expect(performance.now() - burst).toBeLessThan(LATE_AFTER_MS);
    expect(told.slice(1)).toEqual([]);

    // The database answers: the first read applies the change it finds when it returns...
    change(["p2"]);
    asked.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(told.slice(1)).toEqual([["p1"]]);
    // ...and a call now waits for a read that starts after it: the one the burst queued is under way.
    const next = changes.catchUp();
    asked.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toHaveLength(1);
    asked.shift()!();
    expect(await next).toBe(true);
    expect(told.slice(1)).toEqual([["p1"], ["p2"]]);
  });

  it("is called late when the read fails, and the next call reads again", async () => {
    let failing = true;
    const changes = new CatalogueChanges(
      { version: async () => (failing ? Promise.reject(new Error("statement timeout")) : 0), changes: async () => [] },
      { lateAfterMs: LATE_AFTER_MS },
    );
    changes.listener().lost(true);
    expect(await changes.catchUp()).toBe(false);
    failing = false;
    expect(await changes.catchUp()).toBe(true);
  });
});
