import { inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import {
  checkoutBody,
  createCheckout,
  mailsKeyed,
  orderByToken,
  ordersByIds,
  postTestWebhook,
  productState,
  setStock,
  testPaymentEvent,
} from "../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../db/client.ts";
import { orderEvents } from "../../db/tables.ts";

// ARCHITECTURE rule 9: a lost database gives fast 503s, not crashes, and an order the shopper was
// told about is never lost. PostgreSQL only: PGlite lives in this process and cannot be cut off.

const BUYERS = 60;
const STOCK = 100;
const CUT_FOR_MS = 2_000;

let t: TestApp;
let admin: pg.Client;
let databaseName: string;
let product: TestProduct;

/** Ends every connection of the test database but the admin's own; the count of those ended. */
async function cutConnections(): Promise<number> {
  const result = await admin.query<{ ended: boolean }>(
    "select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
    [databaseName],
  );
  return result.rows.filter((row) => row.ended).length;
}

const nameOf = async (app: TestApp) => (await rowsOf<{ name: string }>(app.database.db, sql`select current_database() as name`))[0]!.name;
const urlOf = (name: string) => Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` }).toString();

/** Waits (bounded) until the shop says its database answers again. */
async function readyAgain(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode !== 200) {
    if (Date.now() > deadline) throw new Error("the shop did not become ready again within 15 s");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  databaseName = await nameOf(t);
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  product = await createProduct(t.database.db);
  await setStock(t.database.db, product.id, STOCK);
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe("the database drops every connection while 60 payments are in flight (rule 9)", () => {
  it("keeps the process up, answers 503 with Retry-After, and after recovery applies each payment exactly once", async () => {
    const checkouts = [];
    for (let i = 0; i < BUYERS; i++) checkouts.push(await createCheckout(t.app, checkoutBody(product, 1)));
    const orders = await Promise.all(checkouts.map((c) => orderByToken(t.database.db, c.token)));
    const events = orders.map((order, i) => testPaymentEvent(`evt_cut_${i}`, order.paymentSessionId!));
    const before = await productState(t.database.db, product.id);

    // The cutter ends every connection again and again while the webhooks run.
    let cutting = true;
    let ended = 0;
    const cutter = (async () => {
      const until = Date.now() + CUT_FOR_MS;
      while (cutting && Date.now() < until) ended += await cutConnections();
    })();
    const first = await Promise.all(events.map((event) => postTestWebhook(t.app, event)));
    cutting = false;
    await cutter;

    // The faults really happened, and every caller heard a clear answer.
    expect(ended).toBeGreaterThan(0);
    const statuses = first.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const refused = first.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.headers["retry-after"]).toBeDefined();
      expect(response.json()).toMatchObject({ statusCode: 503, error: "Service Unavailable" });
    }

    // The provider retries what was not acknowledged, once the shop is ready again.
    await readyAgain();
    let pending = events.filter((_, i) => first[i]!.statusCode !== 200);
    for (let round = 0; pending.length > 0 && round < 5; round++) {
      const retried = await Promise.all(pending.map((event) => postTestWebhook(t.app, event)));
      pending = pending.filter((_, i) => retried[i]!.statusCode !== 200);
    }
    expect(pending).toEqual([]);
    // A second delivery of everything changes nothing.
    const replays = await Promise.all(events.map((event) => postTestWebhook(t.app, event)));
    expect(replays.map((r) => r.json<{ outcome: string }>().outcome)).toEqual(Array(BUYERS).fill("replayed"));

    const ids = orders.map((o) => o.id);
    const after = await ordersByIds(t.database.db, ids);
    expect(after.map((o) => o.paymentStatus)).toEqual(Array(BUYERS).fill("paid"));
    const items = await rowsOf<{ orderId: string; count: number }>(
      t.database.db,
      sql`select order_id as "orderId", count(*)::int as count from order_items where order_id in ${ids} group by order_id`,
    );
    expect(items).toHaveLength(BUYERS);
    // Each payment took its held units, once.
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - BUYERS,
      reserved: before.reserved - BUYERS,
      salesCount: before.salesCount + BUYERS,
    });
    const paidEvents = await t.database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(paidEvents.filter((e) => e.kind === "paid")).toHaveLength(BUYERS);
    const confirmations = await mailsKeyed(t.database.db, "order-confirmation:", ids);
    expect(new Set(confirmations.map((m) => m.dedupeKey)).size).toBe(BUYERS);
    expect(confirmations).toHaveLength(BUYERS);
  });

  it("answers 503 with Retry-After within the statement timeout when a lock is never released", async () => {
    const slow = await buildTestApp({ env: { DB_STATEMENT_TIMEOUT_MS: "500" } });
    // The other app has its own copy of the database: lock its products table from outside.
    const locker = new pg.Client({ connectionString: urlOf(await nameOf(slow)) });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table products in access exclusive mode");
      const started = Date.now();
      const response = await slow.app.inject({ method: "GET", url: "/api/website/products/?limit=4" });
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBeDefined();
      expect(took).toBeLessThan(500 + 1_000);
    } finally {
      await locker.query("rollback").catch(() => {});
      await locker.end();
      await slow.close();
    }
  });
});
