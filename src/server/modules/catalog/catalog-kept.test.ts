import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { type Database, rowsOf } from "../../../db/client.ts";
import { brands, categories, fitment, products } from "../../../db/tables.ts";
import { CatalogueChanges } from "../../lib/catalogue-changes.ts";
import { KeptData } from "../../lib/kept-data.ts";
import { createCatalogService } from "./catalog.service.ts";
import { createCatalogueVersionService } from "./catalogue-version.service.ts";

// The catalog service's category tree, brands and models' counts are kinds of kept data: read
// once, kept, and forgotten by the changes that could alter them (and only by those), whichever
// process made the change. Each "process" here is a catalog service with its own kept data and
// its own reading of the changes, on the one database; its queries are counted.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A process's catalog service, kept data and changes on the test database, and how many queries its catalog has sent. */
function aProcess() {
  const db = t.database.db;
  const sent = { queries: 0 };
  // Every query the catalog sends starts with a call on the database (select, execute...).
  const counting = new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        sent.queries += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as Database;
  const changes = new CatalogueChanges(createCatalogueVersionService(db));
  // Listening, without a channel: each read of the kept data reads what changed first.
  changes.listener().lost(true);
  const kept = new KeptData({ maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 }, changes);
  changes.subscribe((tags) => kept.forget(tags));
  const catalog = createCatalogService(counting, { limiters: undefined as never, vehiclesOfModel: async () => [], kept });
  /** How many queries `read` sent. */
  const queriesOf = async (read: () => Promise<unknown>): Promise<number> => {
    const before = sent.queries;
    await read();
    return sent.queries - before;
  };
  return { catalog, queriesOf };
}

/** A shown part that is not universal, with many units (a unit more stays within its band). */
async function aShownPart(): Promise<{ id: number; category_id: number; brand_id: number }> {
  const [part] = await rowsOf<{ id: number; category_id: number; brand_id: number }>(
    t.database.db,
    sql`select id, category_id, brand_id from products
        where status = 'show' and not universal and stock - reserved > 45 order by id limit 1`,
  );
  expect(part).toBeDefined();
  return part!;
}

const rootOf = (roots: readonly { _id: number; items: number; children: readonly unknown[] }[], categoryId: number) =>
  roots.find(function holds(category: { _id: number; children: readonly unknown[] }): boolean {
    return category._id === categoryId || (category.children as { _id: number; children: readonly unknown[] }[]).some(holds);
  });

describe("the category tree", () => {
  it("is read once, kept through a part's price, and read again when a part leaves it or a category is renamed, in every process", async () => {
    const one = aProcess();
    const other = aProcess();
    expect(await one.queriesOf(() => one.catalog.categories())).toBeGreaterThan(0);
    const roots = await one.catalog.categories();
    const [department] = roots;
    expect(department).toBeDefined();
    // Every use of the tree reads the kept one: the menu, a category's page, the crumbs.
    expect(await one.queriesOf(() => one.catalog.categories())).toBe(0);
    expect(await one.queriesOf(() => one.catalog.categoryBySlug(department!.slug))).toBe(0);
    await other.catalog.categories();

    const part = await aShownPart();
    const items = rootOf(roots, part.category_id)!.items;
    // A price shows on the part and its listings, not in the tree's counts.
    await t.database.db
      .update(products)
      .set({ priceCents: sql`${products.priceCents} + 100` })
      .where(eq(products.id, part.id));
    expect(await one.queriesOf(() => one.catalog.categories())).toBe(0);

    // Hidden, the part leaves its departments' counts (`n`), for both processes.
    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, part.id));
    expect(await one.queriesOf(() => one.catalog.categories())).toBeGreaterThan(0);
    expect(rootOf(await one.catalog.categories(), part.category_id)!.items).toBe(items - 1);
    expect(rootOf(await other.catalog.categories(), part.category_id)!.items).toBe(items - 1);
    await t.database.db.update(products).set({ status: "show" }).where(eq(products.id, part.id));

    // A category renamed (`*`) shows on the next read.
    const name = { ...department!.name, en: "Renamed department" };
    await t.database.db.update(categories).set({ name }).where(eq(categories.id, department!._id));
    expect((await one.catalog.categoryBySlug(department!.slug)).name.en).toBe("Renamed department");
    expect((await other.catalog.categories()).find((c) => c._id === department!._id)?.name.en).toBe("Renamed department");
    expect(await one.queriesOf(() => one.catalog.categories())).toBe(0);
  });
});

describe("the brands", () => {
  it("are read once, kept through a part's price, and read again when a brand changes, in every process", async () => {
    const one = aProcess();
    const other = aProcess();
    expect(await one.queriesOf(() => one.catalog.brands())).toBeGreaterThan(0);
    expect(await one.queriesOf(() => one.catalog.brands())).toBe(0);
    const [brand] = await other.catalog.brands();
    expect(brand).toBeDefined();

    const part = await aShownPart();
    await t.database.db
      .update(products)
      .set({ priceCents: sql`${products.priceCents} + 100` })
      .where(eq(products.id, part.id));
    expect(await one.queriesOf(() => one.catalog.brands())).toBe(0);

    await t.database.db.update(brands).set({ name: "Renamed brand" }).where(eq(brands.slug, brand!.slug));
    expect((await one.catalog.brands()).find((b) => b.slug === brand!.slug)?.name).toBe("Renamed brand");
    expect((await other.catalog.brands()).find((b) => b.slug === brand!.slug)?.name).toBe("Renamed brand");
    expect(await one.queriesOf(() => one.catalog.brands())).toBe(0);
  });
});

describe("a model's category counts", () => {
  it("are read once, kept through a part's units, and read again when a part's fitment changes, in every process", async () => {
    const one = aProcess();
    const other = aProcess();
    const ids = (
      await rowsOf<{ id: number }>(t.database.db, sql`select id from vehicles where make = 'Toyota' and model = 'Hilux N80' order by id`)
    ).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(await one.queriesOf(() => one.catalog.listingCountsByCategory(ids))).toBeGreaterThan(0);
    const counts = await one.catalog.listingCountsByCategory(ids);
    // The same vehicles in another order are the same model.
    expect(await one.queriesOf(() => one.catalog.listingCountsByCategory([...ids].reverse()))).toBe(0);
    await other.catalog.listingCountsByCategory(ids);

    // A shown part that fits none of the model's vehicles yet.
    const [part] = await rowsOf<{ id: number; category_id: number }>(
      t.database.db,
      sql`select p.id, p.category_id from products p
          where p.status = 'show' and not p.universal and p.stock - p.reserved > 45
            and not exists (select 1 from fitment f where f.product_id = p.id and f.vehicle_id in ${sql.raw(`(${ids.join(",")})`)})
          order by p.id limit 1`,
    );
    expect(part).toBeDefined();
    // Units that stay within their band show only on the part's own page.
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, part!.id));
    expect(await one.queriesOf(() => one.catalog.listingCountsByCategory(ids))).toBe(0);

    await t.database.db.insert(fitment).values({ vehicleId: ids[0]!, productId: part!.id });
    const before = counts.get(part!.category_id) ?? 0;
    expect((await one.catalog.listingCountsByCategory(ids)).get(part!.category_id)).toBe(before + 1);
    expect((await other.catalog.listingCountsByCategory(ids)).get(part!.category_id)).toBe(before + 1);
    expect(await one.queriesOf(() => one.catalog.listingCountsByCategory(ids))).toBe(0);
  });
});
