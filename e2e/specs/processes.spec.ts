import { connect } from "node:net";

import pg from "pg";

import { type ShopProcess, startShop } from "../../tests/helpers/shop-process.ts";
import { oneUnitCheckout } from "../../tests/helpers/shopper.ts";
import { expect, test } from "../fixtures/test.ts";

// What only real processes show (rule 9): several workers on one port surviving the loss of one,
// a graceful stop under load, and a client that sends its body too slowly. PostgreSQL only
// (playwright.config.ts): several processes share one database.

const MANY_CHECKOUTS = { RATE_LIMITS: "checkout.perAddress=100000/1h,checkout.global=100000/1h", PAYMENTS: "test" };

/** A part without options, stocked for a load test: every checkout holds a unit until it is paid or expires. */
async function aPartInStock(shop: ShopProcess, database: pg.Client): Promise<number> {
  const { data } = (await (await fetch(`${shop.url}/api/website/products/?limit=24`)).json()) as {
    data: { _id: number; options?: unknown[] }[];
  };
  const product = (data.find((p) => !p.options?.length) ?? data[0]!)._id;
  await database.query("update products set stock = stock + 100000 where id = $1", [product]);
  return product;
}

/** Sends checkouts from `clients` loops until `until()` is false, noting the tokens the shop acknowledged and the failures. */
async function placeOrders(
  shop: ShopProcess,
  product: number,
  clients: number,
  until: () => boolean,
  seen: { acknowledged: string[]; failures: string[] },
) {
  const { acknowledged, failures } = seen;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (until()) {
        try {
          // A request the shop never answers is a failure of its own kind, not a test that hangs.
          const response = await fetch(`${shop.url}/api/website/order/create-checkout-session`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(oneUnitCheckout(product)),
            signal: AbortSignal.timeout(15_000),
          });
          if (response.status === 200) acknowledged.push(((await response.json()) as { token: string }).token);
          else failures.push(String(response.status));
        } catch (error) {
          failures.push(
            error instanceof DOMException && error.name === "TimeoutError"
              ? "no answer"
              : String((error as { cause?: { code?: string } }).cause?.code ?? error),
          );
        }
      }
    }),
  );
}

test.describe("the shop as processes", () => {
  test("WEB_CONCURRENCY=2 loses a worker under load: every acknowledged order is kept, the shop answers on, and the worker is replaced", async () => {
    test.setTimeout(90_000);
    const shop = await startShop({ DATABASE_URL: process.env.E2E_DATABASE_URL!, WEB_CONCURRENCY: "2", ...MANY_CHECKOUTS });
    const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await database.connect();
    try {
      await expect.poll(() => shop.output().match(/worker \d+ listening/g)?.length ?? 0).toBe(2);
      const workers = [...shop.output().matchAll(/worker (\d+) listening/g)].map((m) => Number(m[1]));
      const product = await aPartInStock(shop, database);

      let killedAt = 0;
      const seen = { acknowledged: [] as string[], failures: [] as string[] };
      // The load goes on for two seconds after one worker is killed mid-way.
      const load = placeOrders(shop, product, 8, () => killedAt === 0 || Date.now() < killedAt + 2_000, seen);
      await expect.poll(() => seen.acknowledged.length).toBeGreaterThan(10);
      process.kill(workers[0]!, "SIGKILL");
      killedAt = Date.now();
      await load;
      const { acknowledged } = seen;
      // Requests cut with the worker fail at once (reset, closed socket); none is left hanging.
      expect(seen.failures.filter((f) => f === "no answer")).toEqual([]);

      const kept = await database.query<{ token: string }>("select token from orders where token = any($1)", [acknowledged]);
      expect(kept.rows.map((r) => r.token).sort()).toEqual([...acknowledged].sort());
      // The primary starts another worker, and both answer.
      await expect.poll(() => shop.output().match(/worker \d+ listening/g)?.length ?? 0, { timeout: 15_000 }).toBe(3);
      expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
      expect(shop.process.exitCode).toBeNull();
    } finally {
      await database.end();
      expect(await shop.stop()).toBe(0);
    }
  });

  test("a graceful stop under load loses nothing: every order the shop took was answered, every other request refused untaken", async () => {
    const shop = await startShop({ DATABASE_URL: process.env.E2E_DATABASE_URL!, SEED: "never", ...MANY_CHECKOUTS });
    const database = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await database.connect();
    try {
      const product = await aPartInStock(shop, database);
      const [{ started }] = (await database.query<{ started: Date }>("select now() as started")).rows as [{ started: Date }];
      const seen = { acknowledged: [] as string[], failures: [] as string[] };
      const load = placeOrders(shop, product, 6, () => shop.process.exitCode === null, seen);
      await expect.poll(() => seen.acknowledged.length).toBeGreaterThan(20);
      const stopped = shop.stop();
      await load;
      expect(await stopped).toBe(0);
      // Refused while closing (503) or before the connection was taken; never a server error.
      expect(seen.failures.filter((f) => !["503", "ECONNREFUSED", "ECONNRESET"].includes(f))).toEqual([]);
      // Every order written in that time is one the client heard of: no request was taken and then dropped.
      const written = await database.query<{ token: string }>("select token from orders where created_at >= $1", [started]);
      expect(written.rows.map((r) => r.token).sort()).toEqual([...seen.acknowledged].sort());
    } finally {
      await database.end();
      if (shop.process.exitCode === null) await shop.stop();
    }
  });

  test("a client that sends its body too slowly is cut off at REQUEST_TIMEOUT_MS, not much later", async () => {
    const shop = await startShop({
      DATABASE_URL: process.env.E2E_DATABASE_URL!,
      SEED: "never",
      REQUEST_TIMEOUT_MS: "2000",
      ...MANY_CHECKOUTS,
    });
    try {
      const url = new URL(shop.url);
      const socket = connect(Number(url.port), url.hostname);
      const started = Date.now();
      const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - started)));
      socket.on("error", () => {});
      socket.write("POST /api/website/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{");
      // One byte a second, for ever.
      const drip = setInterval(() => socket.write(" "), 1_000);
      const lived = await closed;
      clearInterval(drip);
      expect(lived).toBeLessThan(2_000 + 2_500);
    } finally {
      await shop.stop();
    }
  });
});
