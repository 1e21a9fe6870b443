import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../../db/client.ts";
import { products } from "../../../db/tables.ts";

// A vehicle page counts each category over every part of its vehicles; the counts are kept data,
// forgotten when a part changes (catalog-kept.test.ts shows when they are read), then counted again.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("a model's category counts", () => {
  it("are kept while the catalogue is unchanged, and follow it once it changes", async () => {
    const ids = (
      await rowsOf<{ id: number }>(t.database.db, sql`select id from vehicles where make = 'Toyota' and model = 'Hilux N80' order by id`)
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    const { catalog } = t.app.services;
    const first = await catalog.listingCountsByCategory(ids);
    // The same vehicles in another order are the same model, counted the same.
    expect(await catalog.listingCountsByCategory([...ids].reverse())).toEqual(first);

    const [part] = await rowsOf<{ id: number; category_id: number }>(
      t.database.db,
      sql`select p.id, p.category_id from products p join fitment f on f.product_id = p.id
          where f.vehicle_id = ${ids[0]!} and p.status = 'show' and not p.universal order by p.id limit 1`,
    );
    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, part!.id));
    const after = await catalog.listingCountsByCategory(ids);
    expect(after.get(part!.category_id) ?? 0).toBe(first.get(part!.category_id)! - 1);
  });
});
