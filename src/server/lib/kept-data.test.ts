import { describe, expect, it } from "vitest";

import { changesOf, heardChanges } from "../../../tests/helpers/catalogue-changes.ts";
import { CatalogueChanges } from "./catalogue-changes.ts";
import { KeptData, type KeptDataLimits, type KeptReader } from "./kept-data.ts";

/** Kept data on changes the test makes, and a clock it moves. */
function keptOf(limits: Partial<KeptDataLimits> = {}) {
  const { db, changes, channel } = heardChanges();
  const clock = { now: 0 };
  const kept = new KeptData({ maxBytes: 10_000, maxAgeMs: 60_000, ...limits }, changes, () => clock.now);
  changes.subscribe((tags) => kept.forget(tags));
  return { kept, db, channel, clock };
}

/** A read that counts how often it ran and gives what the "database" holds now. */
function counted<V>(shows: string[], value: () => V) {
  const read = async () => {
    read.runs += 1;
    return { value: value(), shows };
  };
  read.runs = 0;
  return read;
}

/** What a reader gives for `key`, reading `value` (as showing `shows`) when it keeps nothing for it. */
async function valueOf<V>(reader: KeptReader<V>, key: string, shows: string[], value: () => V): Promise<V> {
  return (await reader(key, counted(shows, value))).value;
}

describe("kept data", () => {
  it("reads once until a change names what it shows, even before the change is heard", async () => {
    const { kept, db } = keptOf();
    const part = kept.kind<{ price: number }>("part");
    let price = 40;
    const read = counted(["p1", "c3"], () => ({ price }));

    expect((await part("a", read)).value).toEqual({ price: 40 });
    expect((await part("a", read)).value).toEqual({ price: 40 });
    expect(read.runs).toBe(1);

    db.change(["p2", "c4"]); // another part, another category
    expect((await part("a", read)).value.price).toBe(40);
    expect(read.runs).toBe(1);

    price = 41;
    db.change(["p1"]); // not notified: read by the next request
    expect((await part("a", read)).value).toEqual({ price: 41 });
    expect(read.runs).toBe(2);
    expect((await part("a", read)).shows).toEqual(["p1", "c3"]);
  });

  it("keeps each kind's keys apart", async () => {
    const { kept } = keptOf();
    const listing = kept.kind<string>("listing");
    const product = kept.kind<string>("product");
    await valueOf(listing, "x", ["c1"], () => "a listing");
    expect(await valueOf(product, "x", ["p1"], () => "a product")).toBe("a product");
    expect(await valueOf(listing, "x", ["c1"], () => "not read")).toBe("a listing");
  });

  it("does not keep what a change overtook while it was being read", async () => {
    const { kept, db } = keptOf();
    const part = kept.kind<number>("part");
    let price = 40;
    let release!: () => void;
    const slow = async () => {
      const seen = price;
      await new Promise<void>((resolve) => (release = resolve));
      return { value: seen, shows: ["p1"] };
    };
    const reading = part("a", slow);
    await new Promise((resolve) => setImmediate(resolve));
    price = 41;
    db.change(["p1"]);
    await valueOf(part, "b", ["p9"], () => 0); // another request reads the change meanwhile
    release();
    expect((await reading).value).toBe(40); // its own request began before the change
    expect(await valueOf(part, "a", ["p1"], () => price)).toBe(41);
  });

  it("lets requests that arrive together share one read, but not one that began before a change", async () => {
    const { kept, db } = keptOf();
    const part = kept.kind<number>("part");
    let release!: () => void;
    let runs = 0;
    const slow = async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { value: runs, shows: ["p1"] };
    };
    const together = [part("a", slow), part("a", slow), part("a", slow)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(1);
    release();
    expect((await Promise.all(together)).map((shown) => shown.value)).toEqual([1, 1, 1]);

    db.change(["p1"]);
    const first = part("a", slow);
    await new Promise((resolve) => setImmediate(resolve));
    const releaseFirst = release;
    db.change(["p1"]);
    const after = part("a", async () => ({ value: 99, shows: ["p1"] }));
    releaseFirst();
    expect((await first).value).toBe(2);
    expect((await after).value).toBe(99);
  });

  it("gives what it keeps frozen, so that no request changes what another reads", async () => {
    const { kept } = keptOf();
    const part = kept.kind<{ images: string[] }>("part");
    const shown = await valueOf(part, "a", ["p1"], () => ({ images: ["front.webp"] }));
    expect(() => shown.images.push("back.webp")).toThrow(TypeError);
    expect((await valueOf(part, "a", ["p1"], () => ({ images: [] }))).images).toEqual(["front.webp"]);
  });

  it("does not keep a failed read", async () => {
    const { kept } = keptOf();
    const part = kept.kind<number>("part");
    await expect(part("a", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await valueOf(part, "a", ["p1"], () => 7)).toBe(7);
  });

  it("reads again after the age limit, and lets the least recently read go first when memory is full", async () => {
    // Each value counts its JSON (10 bytes) and its key ("text", a separator and its name: 6).
    const { kept, clock } = keptOf({ maxBytes: 35, maxAgeMs: 1_000 });
    const text = kept.kind<string>("text");
    const keep = (key: string, value: string) => valueOf(text, key, ["p1"], () => value);
    await keep("a", "aaaaaaaa");
    await keep("b", "bbbbbbbb");
    expect(await keep("a", "not read")).toBe("aaaaaaaa"); // a is now the most recently read
    await keep("c", "cccccccc"); // b goes
    expect(kept.size).toEqual({ values: 2, bytes: 32 });
    expect(await keep("a", "again")).toBe("aaaaaaaa");
    expect(await keep("b", "b again")).toBe("b again");
    clock.now = 1_001;
    expect(await keep("a", "a later")).toBe("a later");
  });

  it("keeps nothing without memory, while changes are not heard, or when they cannot be read", async () => {
    const none = keptOf({ maxBytes: 0 });
    const read = counted(["p1"], () => 1);
    await none.kept.kind<number>("part")("a", read);
    await none.kept.kind<number>("part")("a", read);
    expect(read.runs).toBe(2);

    const deaf = new KeptData({ maxBytes: 10_000, maxAgeMs: 60_000 }, new CatalogueChanges(changesOf().source));
    const deafRead = counted(["p1"], () => 1);
    await deaf.kind<number>("part")("a", deafRead);
    await deaf.kind<number>("part")("a", deafRead);
    expect(deafRead.runs).toBe(2);

    const away = new CatalogueChanges({ version: () => Promise.reject(new Error("database away")), changes: async () => [] });
    away.listener().lost(true);
    const failing = new KeptData({ maxBytes: 10_000, maxAgeMs: 60_000 }, away);
    const awayRead = counted(["p1"], () => 1);
    await failing.kind<number>("part")("a", awayRead);
    await failing.kind<number>("part")("a", awayRead);
    expect(awayRead.runs).toBe(2);
  });

  it("forgets everything when the channel is lost", async () => {
    const { kept, channel } = keptOf();
    const read = counted(["p1"], () => 1);
    await kept.kind<number>("part")("a", read);
    channel.lost(true);
    await kept.kind<number>("part")("a", read);
    expect(read.runs).toBe(2);
  });

  it("gives what it keeps while the changes are late to be read, reads without keeping what it does not, and forgets what the late read finds", async () => {
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
    const kept = new KeptData({ maxBytes: 10_000, maxAgeMs: 60_000 }, changes);
    changes.subscribe((tags) => kept.forget(tags));
    changes.listener().lost(true);
    const part = kept.kind<number>("part");
    let price = 40;
    expect(await valueOf(part, "a", ["p1"], () => price)).toBe(40);

    hung = [];
    price = 45;
    db.change(["p1"]); // committed while the database does not answer
    expect(await valueOf(part, "a", ["p1"], () => price)).toBe(40);
    const unseen = counted(["p2"], () => 1);
    await part("b", unseen);
    await part("b", unseen);
    expect(unseen.runs).toBe(2);
    const waiting = hung;
    hung = null;
    for (const answer of waiting) answer();
    await expect.poll(() => valueOf(part, "a", ["p1"], () => price)).toBe(45);
  });
});
