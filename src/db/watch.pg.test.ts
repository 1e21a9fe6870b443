import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../tests/helpers/test-database.ts";
import { type DatabaseHandle, rowsOf } from "./client.ts";
import { products } from "./tables.ts";

// The response cache hears the catalogue's changes on a connection of its own (decision 015).
// PostgreSQL only: PGlite's notifications never leave the process.

let database: DatabaseHandle;
const events: string[] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  stop = await database.watch("catalogue_changed", {
    heard: (table) => events.push(`heard ${table}`),
    lost: (listening) => events.push(listening ? "listening" : "lost"),
  });
});
afterAll(async () => {
  await stop();
  await database.close();
});

/** A change a guest sees (a price): the triggers notify with the change's number. */
const touchAProduct = () =>
  database.db
    .update(products)
    .set({ priceCents: sql`${products.priceCents} + 1` })
    .where(eq(products.id, 1));
const heard = () => events.filter((event) => event.startsWith("heard"));

describe("watching the catalogue", () => {
  it("hears a committed change, and nothing of one rolled back", async () => {
    await expect.poll(() => events).toContain("listening");
    await database.db
      .transaction(async (tx) => {
        await tx
          .update(products)
          .set({ priceCents: sql`${products.priceCents} + 1` })
          .where(eq(products.id, 1));
        throw new Error("roll back");
      })
      .catch(() => {});
    await touchAProduct();
    await expect.poll(() => heard()).toHaveLength(1);
    expect(heard()[0]).toMatch(/^heard \d+$/);
  });

  it("says when its connection broke, listens again, and hears changes after", async () => {
    events.length = 0;
    const [row] = await rowsOf<{ ended: number }>(
      database.db,
      sql`select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %') t`,
    );
    expect(row?.ended).toBe(1);
    await expect.poll(() => events.slice(0, 2), { timeout: 10_000 }).toEqual(["lost", "listening"]);
    await touchAProduct();
    await expect.poll(() => heard()).toHaveLength(1);
  });
});
