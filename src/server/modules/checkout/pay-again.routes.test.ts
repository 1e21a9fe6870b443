import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { checkoutBody, createCheckout, orderByToken, productState, setStock } from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orderPaymentSessions, products, testPaymentSessions } from "../../../db/tables.ts";

// An order whose payment was declined or abandoned is paid again from its page: the
// same order, a new session, prices and stock checked again. Or it expires and gives back only
// what it still holds.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const sessionOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const pay = (sessionId: string, card: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/website/payments/test/${sessionId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `action=pay&card=${card}`,
  });
const payAgain = (token: string) => t.app.inject({ method: "POST", url: "/api/website/order/pay-again", payload: { token } });

describe("paying an order again", () => {
  it("opens a new session for the same order after a declined card; the old one can no longer take money; the new one pays", async () => {
    const product = await createProduct(t.database.db);
    const checkout = await createCheckout(t.app, checkoutBody(product, 2));
    const first = sessionOf(checkout.url);
    expect((await pay(first, "4000000000000002")).statusCode).toBe(402);
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("failed");

    const again = await payAgain(checkout.token);
    expect(again.statusCode).toBe(200);
    const { url, number } = again.json<{ url: string; number: number }>();
    expect(number).toBe(checkout.number);
    const second = sessionOf(url);
    expect(second).not.toBe(first);
    const [old] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, first));
    expect(old!.status).toBe("canceled");
    expect((await pay(first, "4242424242424242")).statusCode).toBe(402);

    expect((await pay(second, "4242424242424242")).statusCode).toBe(303);
    const order = await orderByToken(t.database.db, checkout.token);
    expect(order).toMatchObject({ paymentStatus: "paid", paymentSessionId: second, stockState: "taken" });
    const sessions = await t.database.db.select().from(orderPaymentSessions).where(eq(orderPaymentSessions.orderId, order.id));
    expect(sessions.map((s) => s.sessionId).sort()).toEqual([first, second].sort());
    // Paid: nothing more to pay.
    expect((await payAgain(checkout.token)).json()).toMatchObject({ statusCode: 409 });
    expect((await productState(t.database.db, product.id)).reserved).toBe(0);
  });

  it("refuses when a price changed or the part is gone, holding nothing", async () => {
    const product = await createProduct(t.database.db);
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    await pay(sessionOf(checkout.url), "4000000000000002");
    await t.database.db
      .update(products)
      .set({ priceCents: product.priceCents + 500 })
      .where(eq(products.id, product.id));
    expect((await payAgain(checkout.token)).json()).toMatchObject({ statusCode: 409, message: expect.stringContaining("price") });
    await t.database.db.update(products).set({ priceCents: product.priceCents }).where(eq(products.id, product.id));
    // Its hold ran out and the last unit was sold to someone else.
    await t.app.services.orders.releaseExpiredHolds(new Date(Date.now() + 24 * 3_600_000));
    await setStock(t.database.db, product.id, 0);
    expect((await payAgain(checkout.token)).json()).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining("no longer in stock"),
    });
    // The declined session's hold was given back and nothing was held again.
    expect((await productState(t.database.db, product.id)).reserved).toBe(0);
  });

  it("answers 404 for a token that is no order's", async () => {
    expect((await payAgain("x".repeat(43))).statusCode).toBe(404);
    expect((await payAgain("short")).statusCode).toBe(400);
  });
});

describe("unpaid orders expire", () => {
  it("cancels an order unpaid past the limit, giving back only the units it still holds", async () => {
    const product = await createProduct(t.database.db);
    const checkout = await createCheckout(t.app, checkoutBody(product, 2));
    expect((await productState(t.database.db, product.id)).reserved).toBe(2);
    const placed = (await orderByToken(t.database.db, checkout.token)).createdAt;
    // Not yet: within the limit.
    await t.app.services.orders.expireUnpaid(48, new Date(placed.getTime() + 47 * 3_600_000));
    expect((await orderByToken(t.database.db, checkout.token)).status).toBe("PENDING");
    await t.app.services.orders.expireUnpaid(48, new Date(placed.getTime() + 49 * 3_600_000));
    expect(await orderByToken(t.database.db, checkout.token)).toMatchObject({ status: "CANCELLED", stockState: "released" });
    expect((await productState(t.database.db, product.id)).reserved).toBe(0);
    // A later payment on its session is refunded at once, taking nothing.
    const stock = await productState(t.database.db, product.id);
    expect((await pay(sessionOf(checkout.url), "4242424242424242")).statusCode).toBe(303);
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("refunded");
    expect(await productState(t.database.db, product.id)).toEqual(stock);
  });
});
