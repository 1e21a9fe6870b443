import { describe, expect, it, vi } from "vitest";

import { CatalogueChanges } from "./catalogue-changes.ts";

// What the catalog's own kept trees and counts read: how many changes of each reach were applied,
// as of the call (a change committed before it is counted even before its notification).
describe("the catalogue's changes, by reach", () => {
  it("counts a part's change as reaching parts only, a placement as placing, everything as all three", async () => {
    const committed: { id: number; tags: string[] }[] = [];
    let given = 0;
    const changes = new CatalogueChanges({
      version: async () => given,
      changes: async (after, upTo) => committed.filter((c) => c.id > after && c.id <= upTo),
    });
    const change = (tags: string[]) => committed.push({ id: ++given, tags });
    changes.listener().lost(true); // listening: everything before is forgotten, and counted once
    const counts = async () => ({
      everything: await changes.countOf("everything"),
      placement: await changes.countOf("placement"),
      parts: await changes.countOf("parts"),
    });
    expect(await counts()).toEqual({ everything: 1, placement: 1, parts: 1 });
    change(["p1", "c3", "all"]);
    expect(await counts()).toEqual({ everything: 1, placement: 1, parts: 2 });
    change(["p2", "c3", "all", "r3", "n"]);
    expect(await counts()).toEqual({ everything: 1, placement: 2, parts: 3 });
    change(["*"]);
    expect(await counts()).toEqual({ everything: 2, placement: 3, parts: 4 });
  });
});

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
