import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { rowsOf } from "../../../db/client.ts";
import { orderEvents, products } from "../../../db/tables.ts";
import {
  checkoutBody,
  createCheckout,
  findProduct,
  mailsKeyed,
  orderByToken,
  ordersByIds,
  postTestWebhook,
  productState,
  setStock,
  testPaymentEvent,
  type CheckoutProduct,
} from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";

// ARCHITECTURE rule 10: concurrency tests run on PostgreSQL with parallel connections
// (TEST_DATABASE_URL; the test database has a pool of 25). Without it they run on PGlite, one
// connection, where they prove the logic of the race but not the row locks.

const SHOPPERS = 20;
const STOCK = 3;

let t: TestApp;
let product: CheckoutProduct;

beforeAll(async () => {
  t = await buildTestApp();
  product = await findProduct(t.database.db, { withOptions: false, minStock: 1 });
});
afterAll(async () => {
  await t?.close();
});

describe(`${SHOPPERS} shoppers pay for the last ${STOCK} units at once (rule 2, rule 4; ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it(`sells exactly ${STOCK}, flags the other ${SHOPPERS - STOCK} refund_due, and never takes the stock below 0`, async () => {
    await setStock(t.database.db, product.id, STOCK);
    const before = await productState(t.database.db, product.id);
    expect(before.stock).toBe(STOCK);

    // Stock is not reserved at checkout: every shopper gets a session.
    const checkouts = [];
    for (let i = 0; i < SHOPPERS; i++) checkouts.push(await createCheckout(t.app, checkoutBody(product, 1)));
    const orders = await Promise.all(checkouts.map((c) => orderByToken(t.database.db, c.token)));
    expect(orders.every((o) => o.paymentStatus === "unpaid")).toBe(true);

    // The provider confirms all of them at the same moment.
    const responses = await Promise.all(
      orders.map((order, i) => postTestWebhook(t.app, testPaymentEvent(`evt_race_${i}`, order.paymentSessionId!))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(SHOPPERS).fill(200));
    const outcomes = responses.map((r) => r.json<{ outcome: string }>().outcome);
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(STOCK);
    expect(outcomes.filter((o) => o === "refund_due")).toHaveLength(SHOPPERS - STOCK);

    const ids = orders.map((o) => o.id);
    const after = await ordersByIds(t.database.db, ids);
    const paid = after.filter((o) => o.paymentStatus === "paid").map((o) => o.id);
    const refundDue = after.filter((o) => o.paymentStatus === "refund_due").map((o) => o.id);
    expect(paid).toHaveLength(STOCK);
    expect(refundDue).toHaveLength(SHOPPERS - STOCK);
    // A refund_due order was paid: the shop keeps it and knows when (rule 9: never lose an order).
    expect(after.every((o) => o.paidAt instanceof Date)).toBe(true);

    expect(await productState(t.database.db, product.id)).toEqual({ stock: 0, salesCount: before.salesCount + STOCK });

    const confirmations = await mailsKeyed(t.database.db, "order-confirmation:", ids);
    const shortfalls = await mailsKeyed(t.database.db, "order-stock-shortfall:", ids);
    expect(confirmations.map((m) => m.dedupeKey).sort()).toEqual(paid.map((id) => `order-confirmation:${id}`).sort());
    expect(shortfalls.map((m) => m.dedupeKey).sort()).toEqual(refundDue.map((id) => `order-stock-shortfall:${id}`).sort());
    expect(shortfalls.every((m) => m.to === t.env.SHOP_EMAIL && m.subject.startsWith("Refund due"))).toBe(true);

    const events = await t.database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids));
    expect(events.filter((e) => e.kind === "paid")).toHaveLength(STOCK);
    expect(events.filter((e) => e.kind === "stock_shortfall")).toHaveLength(SHOPPERS - STOCK);
  });

  it("delivering every webhook a second time, all at once, changes nothing and sends no second mail", async () => {
    // The orders of the first test: those of this product.
    const orders = await rowsOf<{ id: string; sessionId: string; paymentStatus: string }>(
      t.database.db,
      sql`select o.id, o.payment_session_id as "sessionId", o.payment_status as "paymentStatus"
          from orders o join order_items i on i.order_id = o.id where i.product_id = ${product.id} order by o.number`,
    );
    expect(orders).toHaveLength(SHOPPERS);
    const ids = orders.map((o) => o.id);
    const stateBefore = await productState(t.database.db, product.id);
    const mailsBefore = (await mailsKeyed(t.database.db, "order-", ids)).length;

    const replays = await Promise.all(orders.map((o, i) => postTestWebhook(t.app, testPaymentEvent(`evt_race_${i}`, o.sessionId))));
    const fresh = await Promise.all(orders.map((o, i) => postTestWebhook(t.app, testPaymentEvent(`evt_race_again_${i}`, o.sessionId))));
    expect(replays.map((r) => r.json<{ outcome: string }>().outcome)).toEqual(Array(SHOPPERS).fill("replayed"));
    expect(fresh.map((r) => r.json<{ outcome: string }>().outcome)).toEqual(Array(SHOPPERS).fill("unchanged"));

    expect(await productState(t.database.db, product.id)).toEqual(stateBefore);
    expect((await mailsKeyed(t.database.db, "order-", ids)).length).toBe(mailsBefore);
    const statuses = (await ordersByIds(t.database.db, ids)).map((o) => o.paymentStatus).sort();
    expect(statuses).toEqual(orders.map((o) => o.paymentStatus).sort());
  });

  it("two shoppers racing for one unit on the hosted page: one pays, the other is refund_due", async () => {
    const other = await findProduct(t.database.db, { withOptions: false, minStock: 1, skip: [product.id] });
    await setStock(t.database.db, other.id, 1);
    const [a, b] = [await createCheckout(t.app, checkoutBody(other, 1)), await createCheckout(t.app, checkoutBody(other, 1))];
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const pages = await Promise.all(
      [a, b].map((c) => t.app.inject({ method: "POST", url: new URL(c.url).pathname, headers: form, payload: "action=pay&card=4242424242424242" })),
    );
    expect(pages.map((p) => p.statusCode)).toEqual([303, 303]);
    const statuses = [(await orderByToken(t.database.db, a.token)).paymentStatus, (await orderByToken(t.database.db, b.token)).paymentStatus].sort();
    expect(statuses).toEqual(["paid", "refund_due"]);
    expect((await productState(t.database.db, other.id)).stock).toBe(0);
  });

  it("the database itself refuses a negative stock (check backstop)", async () => {
    const refused = await t.database.db
      .update(products)
      .set({ stock: -1 })
      .where(eq(products.id, product.id))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(String((refused?.cause as Error | undefined)?.message ?? refused?.message)).toContain("products_stock_nonnegative");
    expect((await productState(t.database.db, product.id)).stock).toBe(0);
  });
});
