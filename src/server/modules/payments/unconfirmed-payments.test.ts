import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import {
  checkoutBody,
  createCheckout,
  mailsKeyed,
  orderByToken,
  postTestWebhook,
  productState,
} from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orderPaymentSessions, orders, testPaymentSessions } from "../../../db/tables.ts";
import { ServiceUnavailableError } from "../../../domain/errors.ts";

// Rule 3: the verified webhook, or a server-side read of the payment session, marks an order paid.
// A payment the provider took while the shop could not be told (its database cut: the webhook got
// a 503, and the test provider does not send it again) is applied when the shopper comes back or
// pays again, and by the sweeps, through the webhook's own path: once, whichever comes first.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** What the test provider tried to deliver while the shop could not be told. */
let undelivered: { rawBody: string; signature: string }[] = [];

/** The shop answers the provider's webhook with a 503, as it does while its database is cut. */
function webhookFails(): void {
  t.app.services.testProvider!.onWebhook(async (rawBody, signature) => {
    undelivered.push({ rawBody, signature });
    throw new ServiceUnavailableError("Service unavailable");
  });
}

/** The shop hears its webhooks again, as services.ts wires them. */
function webhookWorks(): void {
  t.app.services.testProvider!.onWebhook(async (rawBody, signature) => {
    await t.app.services.payments.handleWebhook("test", rawBody, signature);
  });
}

beforeEach(() => {
  undelivered = [];
  webhookWorks();
});

const sessionOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const pay = (sessionId: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/website/payments/test/${sessionId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "action=pay&card=4242424242424242",
  });

/** Moves an order's hold into the past, as if its payment session had waited too long. */
const expireHold = (token: string) =>
  t.database.db
    .update(orders)
    .set({ stockHeldUntil: sql`now() - interval '1 second'` })
    .where(eq(orders.token, token));

async function sessionStatus(sessionId: string): Promise<string> {
  const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, sessionId));
  return session!.status;
}

/** A checkout of `quantity` units paid at the provider while the shop could not be told of it. */
async function paidUnheard(quantity = 1) {
  const product = await createProduct(t.database.db);
  const before = await productState(t.database.db, product.id);
  const checkout = await createCheckout(t.app, checkoutBody(product, quantity));
  webhookFails();
  const paid = await pay(sessionOf(checkout.url));
  webhookWorks();
  // The provider took the money and sends the shopper back, as Stripe does whatever its webhook met.
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`http://shop.test/cart/checkout/${checkout.token}`);
  expect(await sessionStatus(sessionOf(checkout.url))).toBe("paid");
  const order = await orderByToken(t.database.db, checkout.token);
  expect([order.paymentStatus, order.stockState]).toEqual(["unpaid", "held"]);
  expect(undelivered).toHaveLength(1);
  return { product, before, checkout, order };
}

/** Paid once: units taken once, one confirmation to the customer, one note to the shop. */
async function expectPaidOnce(token: string, product: { id: number }, before: { stock: number; salesCount: number }, quantity = 1) {
  const order = await orderByToken(t.database.db, token);
  expect([order.status, order.paymentStatus, order.stockState]).toEqual(["PENDING", "paid", "taken"]);
  expect(await productState(t.database.db, product.id)).toEqual({
    stock: before.stock - quantity,
    reserved: 0,
    salesCount: before.salesCount + quantity,
  });
  expect(await mailsKeyed(t.database.db, "order-confirmation:", [order.id])).toHaveLength(1);
  expect(await mailsKeyed(t.database.db, "order-new:", [order.id])).toHaveLength(1);
}

describe("a payment the test provider took while the shop could not be told (rule 3)", () => {
  it("is applied once when the shopper comes back: paying again on the page and returning read the provider's session", async () => {
    const { product, before, checkout } = await paidUnheard(2);

    // Paying again on the provider's page sends the shopper back to the shop, which asks the provider.
    const again = await pay(sessionOf(checkout.url));
    expect(again.headers.location).toBe(`http://shop.test/cart/checkout/${checkout.token}`);
    await t.app.services.orders.confirmOnReturn(checkout.token);
    await expectPaidOnce(checkout.token, product, before, 2);

    // Coming back again changes nothing.
    await t.app.services.orders.confirmOnReturn(checkout.token);
    await expectPaidOnce(checkout.token, product, before, 2);
  });

  it("is applied when the order is paid again from its page, and no new session opens", async () => {
    const { product, before, checkout, order } = await paidUnheard();
    const payAgain = await t.app.inject({ method: "POST", url: "/api/website/order/pay-again", payload: { token: checkout.token } });
    expect(payAgain.json()).toMatchObject({ statusCode: 409, message: expect.stringContaining("went through") });
    await expectPaidOnce(checkout.token, product, before);
    const sessions = await t.database.db.select().from(orderPaymentSessions).where(eq(orderPaymentSessions.orderId, order.id));
    expect(sessions).toHaveLength(1);
  });

  it("is applied by the sweep of expired holds, which releases the holds nobody paid", async () => {
    const { product, before, checkout } = await paidUnheard();
    const other = await createProduct(t.database.db);
    const abandoned = await createCheckout(t.app, checkoutBody(other, 1));
    await expireHold(checkout.token);
    await expireHold(abandoned.token);

    await t.app.services.orders.releaseExpiredHolds();

    // Its units were taken by the payment, never given back while the provider says paid.
    await expectPaidOnce(checkout.token, product, before);
    expect(await orderByToken(t.database.db, abandoned.token)).toMatchObject({ paymentStatus: "unpaid", stockState: "released" });
    expect(await productState(t.database.db, other.id)).toMatchObject({ reserved: 0 });
  });

  it("changes nothing when its webhook arrives after the sweep applied it: no second mail, units taken once", async () => {
    const { product, before, checkout } = await paidUnheard();
    await expireHold(checkout.token);
    await t.app.services.orders.releaseExpiredHolds();
    await expectPaidOnce(checkout.token, product, before);

    const [late] = undelivered;
    const delivered = await postTestWebhook(t.app, late!.rawBody, late!.signature);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<{ outcome: string }>().outcome).toBe("unchanged");
    await expectPaidOnce(checkout.token, product, before);
    // Delivered again: the same event is a replay.
    expect((await postTestWebhook(t.app, late!.rawBody, late!.signature)).json<{ outcome: string }>().outcome).toBe("replayed");
    await expectPaidOnce(checkout.token, product, before);
  });

  it("is applied by the sweep of orders left unpaid, instead of cancelling the order", async () => {
    const { product, before, checkout, order } = await paidUnheard();
    await t.app.services.orders.expireUnpaid(48, new Date(order.createdAt.getTime() + 49 * 3_600_000));
    await expectPaidOnce(checkout.token, product, before);
  });
});
