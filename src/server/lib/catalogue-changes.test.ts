import { describe, expect, it } from "vitest";

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
