import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import {
  checkoutBody,
  mailsKeyed,
  orderByToken,
  ordersByIds,
  postCheckout,
  postTestWebhook,
  productState,
  setStock,
  testPaymentEvent,
} from "../../../../tests/helpers/checkout.ts";
import { allAtOnce, watchRowsHeldAcrossRoundTrips } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";

// A rush on two hot parts (decision 003, rules 2 and 9), on PostgreSQL with the pool the shop
// opens in production (DB_POOL_MAX, DB_CONNECTION_WAIT_MS at their defaults): every buyer hears
// an order or "sold out", none a 503 for want of a database connection, and every order pays.
// What makes it hold: a part's row is locked only while the database commits a checkout or a
// payment (commit-with.ts), never while this process, busy with the rush, reads an answer late.

const BUYERS = 200;
/** Units of each part: fewer than the buyers who want it, so both sell out. */
const STOCK = 80;

let t: TestApp;
let parts: TestProduct[];

beforeAll(async () => {
  t = await buildTestApp({ productionPool: true });
  parts = [await createProduct(t.database.db), await createProduct(t.database.db)];
});
afterAll(async () => {
  await t?.close();
});

interface Buyer {
  checkout: LightMyRequestResponse;
  /** The order's payment, made as soon as its session opened (while the others still check out). */
  payment?: LightMyRequestResponse;
  orderId?: string;
}

describe(`${BUYERS} shoppers check out two parts at once, ${STOCK} units each, on the production pool`, () => {
  it(`gives ${2 * STOCK} an order that pays and tells the other ${BUYERS - 2 * STOCK} the part is sold out: no 503, no 500`, async () => {
    for (const part of parts) await setStock(t.database.db, part.id, STOCK);
    const before = await Promise.all(parts.map((part) => productState(t.database.db, part.id)));
    const wanted = (i: number) => parts[i % 2]!;

    const rowsHeld = await watchRowsHeldAcrossRoundTrips(t.database, "products");
    const burst = await allAtOnce(
      Array.from({ length: BUYERS }, (_, i) => async (): Promise<Buyer> => {
        const checkout = await postCheckout(t.app, checkoutBody(wanted(i), 1));
        if (checkout.statusCode !== 200) return { checkout };
        // The shopper pays at once: the test provider's signed webhook, as its hosted page sends it.
        const order = await orderByToken(t.database.db, checkout.json<{ token: string }>().token);
        const payment = await postTestWebhook(t.app, testPaymentEvent(`evt_rush_${i}`, order.paymentSessionId!));
        return { checkout, payment, orderId: order.id };
      }),
    );
    expect(burst.mostInFlight).toBe(BUYERS);
    const watched = await rowsHeld.stop();
    // No checkout or payment held a part's row while it waited for this process.
    expect(watched.looks).toBeGreaterThan(0);
    expect(watched.sightings).toBe(0);

    // What the shoppers heard: an order, or the part's sold-out refusal (409). Nothing else.
    const statuses = burst.results.map((buyer) => buyer.checkout.statusCode);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect({ orders: count(200), soldOut: count(409), other: statuses.filter((s) => s !== 200 && s !== 409) }).toEqual({
      orders: 2 * STOCK,
      soldOut: BUYERS - 2 * STOCK,
      other: [],
    });
    burst.results.forEach((buyer, i) => {
      if (buyer.checkout.statusCode !== 409) return;
      const title = wanted(i).title;
      expect(buyer.checkout.json<{ message: string }>().message).toMatch(
        new RegExp(`^(${title} is out of stock|Only \\d+ of ${title} left in stock)$`),
      );
    });

    // Every order paid, the first time its webhook came.
    const paid = burst.results.filter((buyer) => buyer.payment);
    expect(paid.map((buyer) => buyer.payment!.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(paid.map((buyer) => buyer.payment!.json<{ outcome: string }>().outcome).filter((o) => o !== "paid")).toEqual([]);
    const ids = paid.map((buyer) => buyer.orderId!);
    expect((await ordersByIds(t.database.db, ids)).filter((o) => o.paymentStatus !== "paid" || o.stockState !== "taken")).toEqual([]);
    for (const [i, part] of parts.entries()) {
      expect(await productState(t.database.db, part.id)).toEqual({ stock: 0, reserved: 0, salesCount: before[i]!.salesCount + STOCK });
    }
    expect(await mailsKeyed(t.database.db, "order-confirmation:", ids)).toHaveLength(2 * STOCK);
  });
});
