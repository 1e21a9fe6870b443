import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import { type Customer, signUp } from "../../../tests/helpers/accounts.ts";
import { databaseUrl } from "../../../tests/helpers/postgres-databases.ts";
import { startTcpProxy } from "../../../tests/helpers/tcp-proxy.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, TEST_SECRET, type TestApp } from "../../../tests/helpers/test-app.ts";
import { type DatabaseHandle, openDatabase, rowsOf } from "../../db/client.ts";
import { products } from "../../db/tables.ts";
import { createApp } from "../app.ts";
import { type Env, parseEnv } from "../env.ts";

// Rule 9 and decision 015: a database that stops answering without closing anything (a hung
// server, a network that drops packets) holds no kept answer. The catalogue's version is waited
// for a moment, then the answer is sent from memory while the read goes on; a request that needs
// the database answers 503 within the request timeout, not after statement timeouts stacked one
// behind another; and once the database answers again, a change made meanwhile shows on the next
// request. The shop reaches its database through a hop the test hangs; the test's own edits go
// straight to it. PostgreSQL only: PGlite lives in this process and cannot hang.

let direct: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
let database: DatabaseHandle;
let shop: FastifyInstance;
let env: Env;
let customer: Customer;
let part: TestProduct;
let unseen: TestProduct;

const get = (url: string, options: Omit<InjectOptions, "method" | "url"> = {}) => shop.inject({ method: "GET", url, ...options });
const partUrl = () => `/api/website/products/${part.slug}`;
const priceOf = async (url: string) => (await get(url)).json<{ prices: { price: number } }>().prices.price;
const keptPage = async () => (await shop.services.catalog.productPage(part.slug, 1, 8)).value.product;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; took: number }> {
  const started = performance.now();
  const result = await work();
  return { result, took: performance.now() - started };
}

beforeAll(async () => {
  direct = await buildTestApp();
  const [row] = await rowsOf<{ name: string }>(direct.database.db, sql`select current_database() as name`);
  const target = new URL(process.env.TEST_DATABASE_URL!);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = Object.assign(new URL(databaseUrl(process.env.TEST_DATABASE_URL!, row!.name)), { host: `127.0.0.1:${proxy.port}` });
  // Limits short enough for a test, in the proportions of the defaults (statement 15 s, request 30 s).
  env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://shop.test",
    RATE_LIMITS: MANY_CUSTOMERS_FROM_ONE_ADDRESS,
    DB_POOL_MAX: "4",
    DB_STATEMENT_TIMEOUT_MS: "4000",
    DB_CONNECTION_WAIT_MS: "1000",
    REQUEST_TIMEOUT_MS: "6000",
  });
  database = await openDatabase({
    url: throughProxy.toString(),
    poolMax: env.DB_POOL_MAX,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DB_CONNECTION_WAIT_MS,
  });
  shop = await createApp({ env, database, secret: TEST_SECRET, storefront: false });
  await shop.ready();
  part = await createProduct(direct.database.db, { category: "clutch-kits", price: 4_000 });
  unseen = await createProduct(direct.database.db, { category: "fuel-filters", price: 5_000 });
  customer = await signUp(shop);
});
afterAll(async () => {
  proxy?.resume();
  await shop?.close();
  await database?.close();
  await proxy?.close();
  await direct?.close();
});

describe("the database hangs: it stops answering and closes nothing", () => {
  it("sends kept answers from memory at once, answers 503 within the request timeout, and shows a change made meanwhile once it is back", async () => {
    // Warm: the guests' answer and what pages are rendered from, both kept.
    await expect.poll(async () => (await get(partUrl())).headers["x-cache"], { timeout: 5_000 }).toBe("hit");
    await expect.poll(async () => (await keptPage()) === (await keptPage()), { timeout: 5_000 }).toBe(true);
    expect((await get("/api/website/user/me", { headers: { cookie: customer.cookie } })).statusCode).toBe(200);

    proxy.hang();
    // A request that needs the database: a signed-in customer's, and a part no one has asked for.
    let waiting = true;
    const needsDatabase = Promise.all([
      timed(() => get("/api/website/user/me", { headers: { cookie: customer.cookie } })),
      timed(() => get(`/api/website/products/${unseen.slug}`)),
    ]).finally(() => (waiting = false));
    // Kept answers asked for one after another all the while: none waits behind another's read.
    const kept = { answers: 0, sentAsKept: 0, slowestMs: 0 };
    const keptData = { reads: 0, given: 0, slowestMs: 0 };
    while (waiting) {
      const answer = await timed(() => get(partUrl()));
      kept.answers += 1;
      if (answer.result.statusCode === 200 && answer.result.headers["x-cache"] === "hit") kept.sentAsKept += 1;
      kept.slowestMs = Math.max(kept.slowestMs, answer.took);
      const data = await timed(() =>
        keptPage().then(
          () => true,
          () => false,
        ),
      );
      keptData.reads += 1;
      if (data.result) keptData.given += 1;
      keptData.slowestMs = Math.max(keptData.slowestMs, data.took);
    }
    const needed = await needsDatabase;

    for (const { result, took } of needed) {
      expect(result.statusCode).toBe(503);
      expect(result.headers["retry-after"]).toBeDefined();
      expect(took).toBeLessThan(env.REQUEST_TIMEOUT_MS);
    }
    // Every kept answer came from memory well within one statement timeout, however long the database hung.
    expect(kept.answers).toBeGreaterThan(1);
    expect(kept.sentAsKept).toBe(kept.answers);
    expect(kept.slowestMs).toBeLessThan(env.DB_STATEMENT_TIMEOUT_MS / 2);
    expect(keptData.given).toBe(keptData.reads);
    expect(keptData.slowestMs).toBeLessThan(env.DB_STATEMENT_TIMEOUT_MS / 2);

    // A change made while the shop cannot read it...
    await direct.database.db.update(products).set({ priceCents: 4_500 }).where(eq(products.id, part.id));
    proxy.resume();
    // ...shows on the first request once the shop's database answers again.
    await expect.poll(async () => (await get("/readyz")).statusCode, { timeout: 15_000 }).toBe(200);
    expect(await priceOf(partUrl())).toBe(45);
    expect((await keptPage()).priceCents).toBe(4_500);
    expect((await get("/api/website/user/me", { headers: { cookie: customer.cookie } })).statusCode).toBe(200);
  });
});
