import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import { databaseUrl } from "../../../tests/helpers/postgres-databases.ts";
import { buildTestApp, TEST_SECRET, type TestApp } from "../../../tests/helpers/test-app.ts";
import { type DatabaseHandle, openDatabase, rowsOf } from "../../db/client.ts";
import { products } from "../../db/tables.ts";
import { createApp } from "../app.ts";

// Two processes of one shop on one PostgreSQL database, each keeping answers (decision 015): an
// edit is never missed, whichever process made it and whichever is asked next; a change numbered
// before another but committed after it is forgotten when its notification comes; and each
// change is sent to the CDN's purge hook once, by one of them.

let first: TestApp;
let secondDatabase: DatabaseHandle;
let second: FastifyInstance;
let purger: Server;
/** Each purge received: its keys, and the number of the change it was sent for. */
const purges: { keys: string; change: number }[] = [];
let part: TestProduct;
let other: TestProduct;

const get = (app: FastifyInstance, url: string) => app.inject({ method: "GET", url });
const priceOf = async (app: FastifyInstance, product: TestProduct) =>
  ((await get(app, `/api/website/products/${product.slug}`)).json() as { prices: { price: number } }).prices.price;
async function keep(app: FastifyInstance, url: string): Promise<void> {
  await expect.poll(async () => (await get(app, url)).headers["x-cache"], { timeout: 5_000 }).toBe("hit");
}

beforeAll(async () => {
  purger = createServer((request, response) => {
    if (request.method === "PURGE") {
      purges.push({ keys: String(request.headers["surrogate-key"]), change: Number(request.headers["x-catalogue-change"]) });
    }
    response.end("purged");
  });
  await new Promise<void>((resolve) => purger.listen(0, "127.0.0.1", resolve));
  const env = { CDN_PURGE_URL: `http://127.0.0.1:${(purger.address() as AddressInfo).port}/` };
  first = await buildTestApp({ env });
  const [row] = await rowsOf<{ name: string }>(first.database.db, sql`select current_database() as name`);
  secondDatabase = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, row!.name), poolMax: 5 });
  second = await createApp({ env: first.env, database: secondDatabase, secret: TEST_SECRET, storefront: false });
  await second.ready();
  part = await createProduct(first.database.db, { category: "clutch-kits", price: 4_000 });
  other = await createProduct(first.database.db, { category: "fuel-filters", price: 5_000 });
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
  await new Promise((resolve) => purger?.close(resolve));
});

describe("kept answers in two processes", () => {
  it("shows an edit made through one process on the other's very next request", async () => {
    const url = `/api/website/products/${part.slug}`;
    await keep(second, url);
    await keep(first.app, url);
    await first.database.db.update(products).set({ priceCents: 4_100 }).where(eq(products.id, part.id));
    expect(await priceOf(second, part)).toBe(41);
    await secondDatabase.db.update(products).set({ priceCents: 4_200 }).where(eq(products.id, part.id));
    expect(await priceOf(first.app, part)).toBe(42);
  });

  it("shows an edit made through one process in what the other renders its pages from, on its next read", async () => {
    const kept = async () => (await second.services.catalog.productPage(part.slug, 1, 8)).value.product;
    await expect.poll(async () => (await kept()) === (await kept()), { timeout: 5_000 }).toBe(true);
    await first.database.db.update(products).set({ priceCents: 4_150 }).where(eq(products.id, part.id));
    expect((await kept()).priceCents).toBe(4_150);
  });

  it("forgets a change committed after a later one once its notification comes", async () => {
    const url = `/api/website/products/${part.slug}`;
    await keep(second, url);
    // A long transaction numbers its change first and commits last.
    let numbered!: () => void;
    let commit!: () => void;
    const hasNumbered = new Promise<void>((resolve) => (numbered = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const long = first.database.db.transaction(async (tx) => {
      await tx.update(products).set({ priceCents: 4_300 }).where(eq(products.id, part.id));
      numbered();
      await mayCommit;
    });
    await hasNumbered;
    await first.database.db.update(products).set({ priceCents: 5_100 }).where(eq(products.id, other.id));
    expect(await priceOf(second, other)).toBe(51); // the later change is read...
    expect((await get(second, url)).headers["x-cache"]).toBe("hit"); // ...and the part is not changed yet
    commit();
    await long;
    await expect.poll(() => priceOf(second, part), { timeout: 5_000 }).toBe(43);
  });

  it("sends each change to the purge hook once, whichever process hears it first", async () => {
    const [start] = await rowsOf<{ id: number }>(first.database.db, sql`select coalesce(max(id), 0)::int as id from catalogue_changes`);
    await first.database.db.update(products).set({ priceCents: 4_400 }).where(eq(products.id, part.id));
    await secondDatabase.db.update(products).set({ priceCents: 5_200 }).where(eq(products.id, other.id));
    // An earlier test's purge may still be on its way: the purges counted are this test's changes'.
    const sent = () => purges.filter((purge) => purge.change > start!.id);
    await expect.poll(() => sent().length, { timeout: 5_000 }).toBe(2);
    expect(
      sent()
        .map((purge) => purge.keys.split(" "))
        .flat(),
    ).toEqual(expect.arrayContaining([`p${part.id}`, `p${other.id}`, "all"]));
    // Both processes have read both changes; neither sent one again.
    await priceOf(first.app, part);
    await priceOf(second, other);
    await new Promise<void>((resolve) => setImmediate(resolve));
    const claimed = await rowsOf<{ unclaimed: number }>(
      first.database.db,
      sql`select count(*)::int as unclaimed from catalogue_changes where id > ${start!.id} and not purged`,
    );
    expect(claimed[0]!.unclaimed).toBe(0);
    expect(sent()).toHaveLength(2);
  });
});
