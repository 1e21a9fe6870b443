import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import {
  checkoutBody,
  createCheckout,
  mailsKeyed,
  orderByToken,
  postTestWebhook,
  productState,
  TEST_WEBHOOK_SECRET,
  testPaymentEvent,
} from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orders, outboxMails, paymentEvents, testPaymentSessions } from "../../../db/tables.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import { signPayload } from "./webhook-signature.ts";

let t: TestApp;
let product: TestProduct;

beforeAll(async () => {
  t = await buildTestApp();
  product = await createProduct(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The path of the hosted payment page, from the absolute url the checkout answered. */
const pagePath = (url: string) => new URL(url).pathname;

function submitPaymentPage(url: string, form: string) {
  return t.app.inject({ method: "POST", url: pagePath(url), headers: FORM, payload: form });
}

async function outboxCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(outboxMails);
  return row!.count;
}

async function readOrder(token: string): Promise<OrderDto> {
  const order = await orderByToken(t.database.db, token);
  const response = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${token}` });
  expect(response.statusCode).toBe(200);
  return response.json<OrderDto>();
}

describe("test provider: paying on the hosted page", () => {
  it("shows the payment page with the server's total", async () => {
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, checkout.token);
    const page = await t.app.inject({ method: "GET", url: pagePath(checkout.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain(`Overland order ${checkout.number}`);
    expect(page.body).toContain(`$${(order.totalCents / 100).toFixed(2)}`);
    expect(page.body).toContain(`action="${pagePath(checkout.url)}"`);
  });

  it("pays with 4242: 303 back to the checkout, order paid, stock taken, sale counted, one confirmation mail", async () => {
    const quantity = 2;
    const before = await productState(t.database.db, product.id);
    const checkout = await createCheckout(t.app, checkoutBody(product, quantity));
    const order = await orderByToken(t.database.db, checkout.token);

    const response = await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242&expiry=12%20%2F%2034&cvc=123");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://shop.test/cart/checkout/${checkout.token}`);

    const paid = await orderByToken(t.database.db, checkout.token);
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect((await readOrder(checkout.token)).paymentStatus).toBe("paid");
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - quantity,
      reserved: before.reserved,
      salesCount: before.salesCount + quantity,
    });

    const mails = await mailsKeyed(t.database.db, "order-confirmation:", [order.id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "ada@example.com", subject: `Overland order ${checkout.number} confirmed` });
    expect(mails[0]!.text).toContain(`http://shop.test/cart/checkout/${checkout.token}`);
  });

  it("confirms in the language the shopper ordered in: Arabic right to left, its part number isolated", async () => {
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/website/order/create-checkout-session",
      payload: checkoutBody(product, 1) as object,
      headers: { cookie: "lang=ar" },
    });
    const checkout = placed.json<{ url: string; token: string; number: number }>();
    await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242");
    const order = await orderByToken(t.database.db, checkout.token);
    const [mail] = await mailsKeyed(t.database.db, "order-confirmation:", [order.id]);
    expect(mail?.subject).toBe(`تم تأكيد طلبك من Overland رقم ${checkout.number}`);
    expect(mail?.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail?.text).toContain(`شكرًا لطلبك رقم ${checkout.number}`);
    // The test part has an English name only: it stands in, with its part number isolated beside it.
    expect(mail?.text).toContain(`1 × ${product.title} (\u2068PN-${product.slug.toUpperCase()}\u2069)`);
    expect(mail?.text).toContain(`http://shop.test/cart/checkout/${checkout.token}`);
  });

  it("accepts the card number with spaces, as shoppers type it", async () => {
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    const response = await submitPaymentPage(checkout.url, "action=pay&card=4242+4242+4242+4242");
    expect(response.statusCode).toBe(303);
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("paid");
  });

  it("after payment the page returns to the checkout, and a second submission charges nothing more", async () => {
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242");
    const afterFirst = await productState(t.database.db, product.id);
    const mails = await outboxCount();

    const again = await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242");
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`http://shop.test/cart/checkout/${checkout.token}`);
    const page = await t.app.inject({ method: "GET", url: pagePath(checkout.url) });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`http://shop.test/cart/checkout/${checkout.token}`);
    expect(await productState(t.database.db, product.id)).toEqual(afterFirst);
    expect(await outboxCount()).toBe(mails);
  });

  it("declines 4000000000000002 with a 402 page: payment failed, stock unchanged, no mail; then 4242 still pays", async () => {
    const before = await productState(t.database.db, product.id);
    const mails = await outboxCount();
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));

    const declined = await submitPaymentPage(checkout.url, "action=pay&card=4000000000000002");
    expect(declined.statusCode).toBe(402);
    expect(declined.headers["content-type"]).toMatch(/^text\/html/);
    expect(declined.body).toContain("declined");
    expect(declined.body).toContain('role="alert"');
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("failed");
    // The session stays open for another card: its units stay held, none taken.
    expect(await productState(t.database.db, product.id)).toEqual({ ...before, reserved: before.reserved + 1 });
    expect(await outboxCount()).toBe(mails);

    const paid = await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242");
    expect(paid.statusCode).toBe(303);
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("paid");
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - 1,
      reserved: before.reserved,
      salesCount: before.salesCount + 1,
    });
  });

  it.each([
    ["4000000000009995", "insufficient funds"],
    ["1234567890123456", "invalid"],
    ["5555555555554444", "Use a test card"],
    ["", "invalid"],
  ])("refuses card %s with a 402 page saying %s", async (card, words) => {
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    const response = await submitPaymentPage(checkout.url, `action=pay&card=${card}`);
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain(words);
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).not.toBe("paid");
  });

  it("cancel returns 303 to the shop's root and leaves the order unpaid; the page then sends back to the shop", async () => {
    const before = await productState(t.database.db, product.id);
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    const response = await submitPaymentPage(checkout.url, "action=cancel");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("http://shop.test/");
    const cancelled = await orderByToken(t.database.db, checkout.token);
    // Unpaid, and its held units are back on the shelf (decision 003).
    expect([cancelled.paymentStatus, cancelled.stockState]).toEqual(["unpaid", "released"]);
    expect(await productState(t.database.db, product.id)).toEqual(before);

    const page = await t.app.inject({ method: "GET", url: pagePath(checkout.url) });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe("http://shop.test/");

    // A canceled session cannot be paid any more, and says so rather than pretending success.
    const late = await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242");
    expect(late.statusCode).toBe(402);
    expect(late.body).toContain("This payment was cancelled.");
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("unpaid");
    expect(await productState(t.database.db, product.id)).toEqual(before);
  });

  it("answers an unknown payment session with 404 and a malformed one with 400", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/website/payments/test/tps_doesnotexist0000" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/website/payments/test/nope" })).statusCode).toBe(400);
  });

  it("refuses a form posted from another site", async () => {
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    const response = await t.app.inject({
      method: "POST",
      url: pagePath(checkout.url),
      headers: { ...FORM, origin: "https://evil.example", host: "shop.test" },
      payload: "action=pay&card=4242424242424242",
    });
    expect(response.statusCode).toBe(403);
    expect((await orderByToken(t.database.db, checkout.token)).paymentStatus).toBe("unpaid");
  });
});

describe("test provider webhook: only a verified event marks an order paid (rule 3)", () => {
  async function unpaidOrder() {
    const checkout = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, checkout.token);
    return { checkout, order, sessionId: order.paymentSessionId! };
  }

  it.each([
    ["missing", null],
    ["garbage", "nonsense"],
    ["signed with another secret", "other-secret"],
    ["signed over another body", "other-body"],
    ["too old", "old"],
  ] as const)("refuses a %s signature with 401 and changes nothing", async (_name, kind) => {
    const { order, sessionId } = await unpaidOrder();
    const before = await productState(t.database.db, product.id);
    const mails = await outboxCount();
    const body = testPaymentEvent(`evt_bad_${kind}`, sessionId);
    const now = Math.floor(Date.now() / 1000);
    const signature =
      kind === null
        ? null
        : kind === "nonsense"
          ? "t=123,v1=abc"
          : kind === "other-secret"
            ? signPayload(body, "not-the-secret")
            : kind === "other-body"
              ? signPayload(testPaymentEvent("evt_other", sessionId), TEST_WEBHOOK_SECRET)
              : signPayload(body, TEST_WEBHOOK_SECRET, now - 3600);

    const response = await postTestWebhook(t.app, body, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    expect((await orderByToken(t.database.db, order.token)).paymentStatus).toBe("unpaid");
    expect(await productState(t.database.db, product.id)).toEqual(before);
    expect(await outboxCount()).toBe(mails);
    const events = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, `evt_bad_${kind}`));
    expect(events).toEqual([]);
  });

  it("a replayed checkout.session.completed (same event id) takes the stock once and mails once (rule 4)", async () => {
    const { order, sessionId } = await unpaidOrder();
    const before = await productState(t.database.db, product.id);
    const body = testPaymentEvent("evt_replayed_once", sessionId);

    const first = await postTestWebhook(t.app, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: "paid" });
    const second = await postTestWebhook(t.app, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, outcome: "replayed" });

    expect((await orderByToken(t.database.db, order.token)).paymentStatus).toBe("paid");
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - 1,
      reserved: before.reserved - 1,
      salesCount: before.salesCount + 1,
    });
    expect(await mailsKeyed(t.database.db, "order-confirmation:", [order.id])).toHaveLength(1);
  });

  it("another event id for an already paid session changes nothing (status transition guard)", async () => {
    const { order, sessionId } = await unpaidOrder();
    expect((await postTestWebhook(t.app, testPaymentEvent("evt_guard_first", sessionId))).json()).toMatchObject({ outcome: "paid" });
    const afterPaid = await productState(t.database.db, product.id);
    const paidAt = (await orderByToken(t.database.db, order.token)).paidAt;

    const second = await postTestWebhook(t.app, testPaymentEvent("evt_guard_second", sessionId));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ received: true, outcome: "unchanged" });
    const failedLate = await postTestWebhook(t.app, testPaymentEvent("evt_guard_failed", sessionId, "checkout.session.payment_failed"));
    expect(failedLate.json()).toEqual({ received: true, outcome: "unchanged" });

    const after = await orderByToken(t.database.db, order.token);
    expect(after.paymentStatus).toBe("paid");
    expect(after.paidAt).toEqual(paidAt);
    expect(await productState(t.database.db, product.id)).toEqual(afterPaid);
    expect(await mailsKeyed(t.database.db, "order-confirmation:", [order.id])).toHaveLength(1);
  });

  it("a signed checkout.session.payment_failed marks the payment failed without touching the stock", async () => {
    const { order, sessionId } = await unpaidOrder();
    const before = await productState(t.database.db, product.id);
    const response = await postTestWebhook(t.app, testPaymentEvent("evt_failed_1", sessionId, "checkout.session.payment_failed"));
    expect(response.json()).toEqual({ received: true, outcome: "failed" });
    expect((await orderByToken(t.database.db, order.token)).paymentStatus).toBe("failed");
    expect(await productState(t.database.db, product.id)).toEqual(before);
  });

  it("records an event of a type the shop does not act on, once, and changes no order", async () => {
    const { order, sessionId } = await unpaidOrder();
    const body = testPaymentEvent("evt_other_type", sessionId, "customer.created");
    expect((await postTestWebhook(t.app, body)).json()).toEqual({ received: true, outcome: "ignored" });
    expect((await orderByToken(t.database.db, order.token)).paymentStatus).toBe("unpaid");
  });

  it("acknowledges a signed event for a session that is not ours, once, so the provider stops retrying", async () => {
    const response = await postTestWebhook(t.app, testPaymentEvent("evt_unknown_session", "tps_no_such_session_0000"));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: "ignored" });
    const recorded = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, "evt_unknown_session"));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.orderId).toBeNull();
  });

  it.each([
    ["not JSON", "this is not json"],
    ["JSON null", "null"],
    ["a JSON list", "[]"],
    ["an event without its session", JSON.stringify({ id: "evt_no_session", type: "checkout.session.completed" })],
    [
      "an event whose session is a number",
      JSON.stringify({ id: "evt_number", type: "checkout.session.completed", data: { sessionId: 7 } }),
    ],
    ["an event without its id", JSON.stringify({ type: "customer.created", data: {} })],
  ])("answers a correctly signed body that is %s with 400 and its JSON error, and changes nothing", async (_name, body) => {
    const { order } = await unpaidOrder();
    const before = await productState(t.database.db, product.id);
    const response = await postTestWebhook(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "The body is not a test payment event" });
    expect((await orderByToken(t.database.db, order.token)).paymentStatus).toBe("unpaid");
    expect(await productState(t.database.db, product.id)).toEqual(before);
  });

  it("answers an unknown provider with 400", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/website/payments/webhook/paypal",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(400);
  });

  it("a Stripe webhook is refused with 404 while Stripe is not configured", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/website/payments/webhook/stripe",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(404);
  });

  it("the hosted page's payment and the signed webhook are the same path: the page records a payment event", async () => {
    const { checkout, order } = await unpaidOrder();
    await submitPaymentPage(checkout.url, "action=pay&card=4242424242424242");
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id));
    expect(events.map((e) => [e.provider, e.type])).toEqual([["test", "paid"]]);
    const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, order.paymentSessionId!));
    expect(session!.status).toBe("paid");
    const [row] = await t.database.db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("paid");
  });
});
