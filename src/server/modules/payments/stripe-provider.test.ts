import { randomBytes } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { adminApi, api } from "../../../../tests/helpers/accounts.ts";
import {
  checkoutBody,
  countOrders,
  createCheckout,
  mailsKeyed,
  orderByToken,
  postCheckout,
  productState,
} from "../../../../tests/helpers/checkout.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { discounts, orders } from "../../../db/tables.ts";
import type { AdminOrder } from "../../../domain/schemas/admin.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import { REFUND_REFUSED, REFUND_UNANSWERED } from "../orders/index.ts";

// The Stripe provider, through the official SDK, against a local fake of Stripe's HTTP API: the
// only test double of this suite, at the edge we do not own.

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form-encoded body as the SDK sends it: keys like line_items[0][price_data][unit_amount]. */
  form: Record<string, string>;
}

let fake: FastifyInstance;
let received: RecordedRequest[] = [];
let fakeAnswers: "session" | "error" = "session";
/** How the fake answers a refund: made, refused (a 4xx), or no usable answer (a 500). */
let refundAnswers: "refund" | "refuse" | "fail" = "refund";
/** Sessions the fake Stripe says were paid (a test marks them when it sends their completed event). */
const paidSessions = new Set<string>();
/** Sessions the fake Stripe expired. */
const expiredSessions = new Set<string>();
/** What each session the fake made says it charges, as Stripe keeps it; a test may change it. */
const sessionCharges = new Map<string, { amount_total: number; currency: string; client_reference_id: string; metadata: object }>();
/** How the fake answers a read of a session: the session, or no usable answer (a 500). */
let retrieveAnswers: "session" | "fail" = "session";

let t: TestApp;
let product: TestProduct;

beforeAll(async () => {
  fake = Fastify({ logger: false });
  fake.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  fake.post("/v1/checkout/sessions", async (request, reply) => {
    received.push({ method: request.method, url: request.url, headers: request.headers, form: request.body as Record<string, string> });
    if (fakeAnswers === "error") {
      return reply.code(500).send({ error: { type: "api_error", message: "Something went wrong on Stripe's end." } });
    }
    const id = `cs_test_${randomBytes(12).toString("hex")}`;
    const form = request.body as Record<string, string>;
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++)
      amount += Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]);
    sessionCharges.set(id, {
      amount_total: amount,
      currency: form["line_items[0][price_data][currency]"]!,
      client_reference_id: form.client_reference_id!,
      metadata: { orderId: form["metadata[orderId]"] },
    });
    return { id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}`, payment_status: "unpaid" };
  });
  fake.get("/v1/checkout/sessions/:id", async (request, reply) => {
    received.push({ method: request.method, url: request.url, headers: request.headers, form: {} });
    if (retrieveAnswers === "fail") {
      return reply
        .header("stripe-should-retry", "false")
        .code(500)
        .send({ error: { type: "api_error", message: "Something went wrong." } });
    }
    const { id } = request.params as { id: string };
    const paid = paidSessions.has(id);
    return {
      id,
      object: "checkout.session",
      livemode: false,
      status: paid ? "complete" : expiredSessions.has(id) ? "expired" : "open",
      payment_status: paid ? "paid" : "unpaid",
      payment_intent: `pi_for_${id}`,
      ...sessionCharges.get(id),
    };
  });
  fake.post("/v1/checkout/sessions/:id/expire", async (request) => {
    received.push({ method: request.method, url: request.url, headers: request.headers, form: {} });
    const { id } = request.params as { id: string };
    expiredSessions.add(id);
    return { id, object: "checkout.session", status: "expired", payment_status: "unpaid" };
  });
  fake.post("/v1/refunds", async (request, reply) => {
    received.push({ method: request.method, url: request.url, headers: request.headers, form: request.body as Record<string, string> });
    if (refundAnswers === "refuse") {
      return reply.code(400).send({ error: { type: "invalid_request_error", message: "Charge ch_1 has been disputed." } });
    }
    if (refundAnswers === "fail") {
      return reply
        .header("stripe-should-retry", "false")
        .code(500)
        .send({ error: { type: "api_error", message: "Something went wrong." } });
    }
    // Stripe answers a repeated Idempotency-Key with the first refund.
    const key = String(request.headers["idempotency-key"]);
    return { id: `re_${Buffer.from(key).toString("hex").slice(-24)}`, object: "refund", status: "succeeded" };
  });
  await fake.listen({ host: "127.0.0.1", port: 0 });
  const { port } = fake.server.address() as { port: number };

  t = await buildTestApp({
    env: { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_test", STRIPE_API_URL: `http://127.0.0.1:${port}` },
  });
  product = await createProduct(t.database.db, { price: 24_900, discount: 2_490 });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => {
  received = [];
  fakeAnswers = "session";
  refundAnswers = "refund";
  retrieveAnswers = "session";
});

function stripeWebhook(payload: string, signature: string | null) {
  return t.app.inject({
    method: "POST",
    url: "/api/website/payments/webhook/stripe",
    // As Stripe sends it, with the charset.
    headers: { "content-type": "application/json; charset=utf-8", ...(signature === null ? {} : { "stripe-signature": signature }) },
    payload,
  });
}

/** Stripe's checkout.session.completed for the order, as Stripe sends it; `changes` alter what it says it charged. */
function completedEvent(
  eventId: string,
  order: { id: string; paymentSessionId: string | null; totalCents: number },
  paymentStatus: "paid" | "unpaid" = "paid",
  changes: { amount_total?: number; currency?: string; client_reference_id?: string; livemode?: boolean } = {},
): string {
  const { livemode = false, ...session } = changes;
  return JSON.stringify({
    id: eventId,
    object: "event",
    livemode,
    type: "checkout.session.completed",
    data: {
      object: {
        id: order.paymentSessionId,
        object: "checkout.session",
        payment_status: paymentStatus,
        amount_total: order.totalCents,
        currency: "usd",
        client_reference_id: order.id,
        ...session,
      },
    },
  });
}

const sign = (payload: string, secret = "whsec_test") => Stripe.webhooks.generateTestHeaderString({ payload, secret });

/** An order of `quantity` units of the product, paid through Stripe's completed event. */
async function paidStripeOrder(quantity: number) {
  const { token } = await createCheckout(t.app, checkoutBody(product, quantity));
  const order = await orderByToken(t.database.db, token);
  const payload = completedEvent(`evt_${randomBytes(6).toString("hex")}`, order);
  expect((await stripeWebhook(payload, sign(payload))).statusCode).toBe(200);
  paidSessions.add(order.paymentSessionId!);
  return order;
}

describe("Stripe Checkout through a local fake of Stripe's API", () => {
  it("answers create-checkout-session with the url of the Stripe session", async () => {
    const response = await postCheckout(t.app, checkoutBody(product, 1));
    expect(response.statusCode).toBe(200);
    const { url, token } = response.json<{ url: string; token: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_[0-9a-f]+$/);

    const order = await orderByToken(t.database.db, token);
    expect(order).toMatchObject({ paymentProvider: "stripe", paymentMethod: "Card (Stripe)", paymentStatus: "unpaid", status: "PENDING" });
    expect(url.endsWith(`/${order.paymentSessionId}`)).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authorization).toBe("Bearer sk_test_x");
  });

  it("sends Stripe the line items priced from the database, never the client's tampered price (rule 1)", async () => {
    const quantity = 2;
    const tampered = {
      ...checkoutBody(product, quantity),
      items: [{ product: product.id, quantity, price: 0.01, total: 0.01 }],
      shipping: 0,
    };
    const { token } = await createCheckout(t.app, tampered);
    const order = await orderByToken(t.database.db, token);
    const form = received[0]!.form;

    expect(form).toMatchObject({
      mode: "payment",
      customer_email: "ada@example.com",
      client_reference_id: order.id,
      "metadata[orderId]": order.id,
      "metadata[orderNumber]": String(order.number),
      "line_items[0][quantity]": String(quantity),
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": String(product.sellingCents),
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][currency]": "usd",
      "line_items[1][price_data][unit_amount]": "2500",
      "line_items[1][price_data][product_data][name]": "Standard delivery",
      success_url: `http://shop.test/cart/checkout/${token}`,
      cancel_url: "http://shop.test/",
    });
    expect(form["line_items[0][price_data][product_data][name]"]).toBe(product.title);
    // Australia's GST is in the prices (decision 040): no line of its own.
    expect(order.taxIncludedCents).toBe(order.taxCents);
    expect(form["line_items[2][quantity]"]).toBeUndefined();

    // What Stripe will charge adds up to the order's total.
    const charged = [0, 1].reduce(
      (sum, i) => sum + Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]),
      0,
    );
    expect(charged).toBe(order.totalCents);
    expect(order.subtotalCents).toBe(product.sellingCents * quantity);
  });

  it("takes a discount off the lines Stripe charges, never as a negative line: a share that does not divide goes as one line", async () => {
    await t.database.db.insert(discounts).values({ code: "STRIPE15", title: { en: "15 off" }, kind: "percent", basisPoints: 1_500 });
    const { token } = await createCheckout(t.app, checkoutBody(product, 3, { discountCode: "stripe15" }));
    const order = await orderByToken(t.database.db, token);
    const form = received[0]!.form;
    // 3 × 224.10 is 672.30; 15% of it is 100.845, 100.85 to the cent, which 3 units do not share evenly.
    expect(order.discountCents).toBe(10_085);
    expect(form).toMatchObject({
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][unit_amount]": String(3 * product.sellingCents - 10_085),
      "line_items[0][price_data][product_data][name]": `${product.title} × 3`,
      "line_items[1][price_data][unit_amount]": "2500",
    });
    const lines = Object.keys(form).filter((key) => /^line_items\[\d+\]\[quantity\]$/.test(key)).length;
    const charged = Array.from({ length: lines }, (_, i) => i).reduce(
      (sum, i) => sum + Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]),
      0,
    );
    expect(charged).toBe(order.totalCents);
    expect(
      Object.keys(form)
        .filter((key) => key.endsWith("[unit_amount]"))
        .map((key) => Number(form[key]))
        .filter((amount) => amount < 0),
    ).toEqual([]);
  });

  it("sends an Idempotency-Key naming the order, so a retried request makes one Stripe session", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    expect(received[0]!.headers["idempotency-key"]).toBe(`order-${order.id}`);
  });

  it("a signed checkout.session.completed with payment_status paid marks the order paid, once", async () => {
    const before = await productState(t.database.db, product.id);
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    const payload = completedEvent("evt_stripe_paid_1", order);

    const response = await stripeWebhook(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: "paid" });
    const replay = await stripeWebhook(payload, sign(payload));
    expect(replay.json()).toEqual({ received: true, outcome: "replayed" });

    const read = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${token}` });
    expect(read.json<OrderDto>()).toMatchObject({ paymentStatus: "paid", paymentMethod: "Card (Stripe)" });
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - 1,
      reserved: before.reserved,
      salesCount: before.salesCount + 1,
    });
    expect(await mailsKeyed(t.database.db, "order-confirmation:", [order.id])).toHaveLength(1);
  });

  it.each([
    ["another amount", { amount_total: 1 }, "charged 1 cents"],
    ["another currency", { currency: "eur" }, "charged in eur"],
    ["another order's session", { client_reference_id: "00000000-0000-0000-0000-000000000000" }, "opened for order 00000000"],
    ["a live event for a test key", { livemode: true }, "live/test mode"],
  ] as const)("a signed event with %s never marks the order paid: it is recorded and the shop is told", async (_what, changes, reason) => {
    const before = await productState(t.database.db, product.id);
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    const payload = completedEvent(`evt_stripe_mismatch_${randomBytes(4).toString("hex")}`, order, "paid", changes);
    expect((await stripeWebhook(payload, sign(payload))).json()).toEqual({ received: true, outcome: "mismatch" });
    const after = await orderByToken(t.database.db, token);
    expect([after.paymentStatus, after.stockState]).toEqual(["unpaid", "held"]);
    expect(await productState(t.database.db, product.id)).toEqual({ ...before, reserved: before.reserved + 1 });
    const told = await mailsKeyed(t.database.db, "order-payment-mismatch:", [order.id]);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(reason);
    expect(await mailsKeyed(t.database.db, "order-confirmation:", [order.id])).toHaveLength(0);
  });

  it("a completed session whose payment is not yet paid (delayed methods) leaves the order unpaid", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    const payload = completedEvent("evt_stripe_unpaid_1", order, "unpaid");
    const response = await stripeWebhook(payload, sign(payload));
    expect(response.json()).toEqual({ received: true, outcome: "ignored" });
    expect((await orderByToken(t.database.db, token)).paymentStatus).toBe("unpaid");
  });

  it("refunds part of a paid order through Stripe's refunds API with the amount and an Idempotency-Key, once under replay", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 2));
    const order = await orderByToken(t.database.db, token);
    const payload = completedEvent(`evt_${randomBytes(6).toString("hex")}`, order);
    expect((await stripeWebhook(payload, sign(payload))).statusCode).toBe(200);
    paidSessions.add(order.paymentSessionId!);
    const staff = await staffMember(t.app, t.database.db, "staff");
    received = [];
    const refund = { action: "refund", lines: [{ line: 1, quantity: 1 }], idempotencyKey: "stripe-refund-key-1" };
    const first = await api(t.app, staff, "POST", `/order/${order.number}`, refund);
    expect(first.json()).toMatchObject({ paymentStatus: "partially_refunded", refundedQuantities: [1] });
    const again = await api(t.app, staff, "POST", `/order/${order.number}`, refund);
    expect(again.statusCode).toBe(200);
    const refunds = received.filter((r) => r.url === "/v1/refunds");
    expect(refunds).toHaveLength(1);
    const unit = 24_900 - 2_490;
    expect(refunds[0]!.form).toMatchObject({ payment_intent: `pi_for_${order.paymentSessionId}`, "metadata[orderId]": order.id });
    // One unit with its share of the tax: more than the unit, less than the whole order.
    expect(Number(refunds[0]!.form.amount)).toBeGreaterThanOrEqual(unit);
    expect(Number(refunds[0]!.form.amount)).toBeLessThan(order.totalCents);
    expect(refunds[0]!.headers["idempotency-key"]).toMatch(new RegExp(`^refund-${order.id}-`));
  });

  it("opens an EUR order's session in eur with the quote's amounts, takes its eur payment, and refunds it in eur", async () => {
    const { token } = await createCheckout(t.app, { ...checkoutBody(product, 1), currency: "EUR" });
    const order = await orderByToken(t.database.db, token);
    expect(order.currency).toBe("EUR");
    const form = received[0]!.form;
    // 224.10 dollars at 0.92 is 206.172 euros: 206.17; delivery's 25 dollars is 23 euros.
    expect(form).toMatchObject({
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "20617",
      "line_items[1][price_data][currency]": "eur",
      "line_items[1][price_data][unit_amount]": "2300",
    });
    expect(order.totalCents).toBe(20_617 + 2_300);
    // A payment said to be in dollars is not this order's; in euros it is.
    const inDollars = completedEvent(`evt_${randomBytes(6).toString("hex")}`, order);
    expect((await stripeWebhook(inDollars, sign(inDollars))).json()).toMatchObject({ outcome: "mismatch" });
    const inEuros = completedEvent(`evt_${randomBytes(6).toString("hex")}`, order, "paid", { currency: "eur" });
    expect((await stripeWebhook(inEuros, sign(inEuros))).json()).toMatchObject({ outcome: "paid" });
    paidSessions.add(order.paymentSessionId!);
    const staff = await staffMember(t.app, t.database.db, "staff");
    received = [];
    const refunded = await api(t.app, staff, "POST", `/order/${order.number}`, { action: "refund", idempotencyKey: "stripe-eur-refund" });
    expect(refunded.json()).toMatchObject({ currency: "EUR", paymentStatus: "refunded" });
    const refunds = received.filter((r) => r.url === "/v1/refunds");
    expect(refunds.map((r) => Number(r.form.amount))).toEqual([order.totalCents]);
  });

  it("refuses to refund in another currency than the payment was taken in", async () => {
    const order = await paidStripeOrder(1);
    // The session says it charged euros: a refund of this dollar order's cents would be wrong by the rate.
    sessionCharges.set(order.paymentSessionId!, { ...sessionCharges.get(order.paymentSessionId!)!, currency: "eur" });
    const staff = await staffMember(t.app, t.database.db, "staff");
    received = [];
    const refused = await api(t.app, staff, "POST", `/order/${order.number}`, {
      action: "refund",
      idempotencyKey: "stripe-wrong-currency",
    });
    expect(refused.json()).toMatchObject({ statusCode: 409 });
    expect(received.filter((r) => r.url === "/v1/refunds")).toEqual([]);
  });

  it("keeps a refund Stripe did not answer pending, holding its units; the same key, or the sweep, finishes it", async () => {
    const order = await paidStripeOrder(2);
    const staff = await staffMember(t.app, t.database.db, "staff");
    const refund = (idempotencyKey: string, quantity = 1) =>
      api(t.app, staff, "POST", `/order/${order.number}`, { action: "refund", lines: [{ line: 1, quantity }], idempotencyKey });
    refundAnswers = "fail";
    const unanswered = await refund("stripe-unanswered-1");
    expect(unanswered.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining(REFUND_UNANSWERED) });
    expect(unanswered.headers["retry-after"]).toBeDefined();
    // Its unit is held: two more cannot be refunded meanwhile.
    expect((await refund("stripe-unanswered-2", 2)).json()).toMatchObject({
      statusCode: 409,
      message: "Line 1 has 1 unit left to refund, not 2.",
    });
    refundAnswers = "refund";
    const finished = (await refund("stripe-unanswered-1")).json<AdminOrder>();
    expect(finished).toMatchObject({ paymentStatus: "partially_refunded", refundedQuantities: [1] });
    expect(finished.refunds.map((r) => r.state)).toEqual(["succeeded"]);

    // Nobody sends the next one again: the sweep asks Stripe under its key and counts it.
    refundAnswers = "fail";
    expect((await refund("stripe-unanswered-3")).statusCode).toBe(503);
    expect(await t.app.services.adminOrders.settleAbandonedRefunds(60_000)).toBe(0);
    refundAnswers = "refund";
    expect(await t.app.services.adminOrders.settleAbandonedRefunds(0)).toBe(1);
    const swept = (await adminApi(t.app, staff, "GET", `/orders/${order.number}`)).json<AdminOrder>();
    expect(swept).toMatchObject({ paymentStatus: "refunded", refundedQuantities: [2], refunded: order.totalCents / 100 });
    const keys = received.filter((r) => r.url === "/v1/refunds").map((r) => r.headers["idempotency-key"]);
    // Each refund asked Stripe under one key however often: two refunds, two keys.
    expect(new Set(keys).size).toBe(2);
  });

  it("fails a refund Stripe refuses, freeing its units; its key answers the refusal again", async () => {
    const order = await paidStripeOrder(1);
    const staff = await staffMember(t.app, t.database.db, "staff");
    const refund = (idempotencyKey: string) => api(t.app, staff, "POST", `/order/${order.number}`, { action: "refund", idempotencyKey });
    refundAnswers = "refuse";
    const refused = await refund("stripe-refused-1");
    expect(refused.json()).toMatchObject({ statusCode: 409, message: `${REFUND_REFUSED}: Charge ch_1 has been disputed.` });
    expect((await refund("stripe-refused-1")).json()).toMatchObject({ statusCode: 409, message: expect.stringContaining(REFUND_REFUSED) });
    refundAnswers = "refund";
    const done = (await refund("stripe-refused-2")).json<AdminOrder>();
    expect(done).toMatchObject({ paymentStatus: "refunded", refundedQuantities: [1] });
    expect(done.refunds.map((r) => r.state)).toEqual(["failed", "succeeded"]);
  });

  it("pays an order again with a new Stripe session after expiring the old one, and opens none when the old one was paid", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const first = (await orderByToken(t.database.db, token)).paymentSessionId!;
    received = [];
    const again = await t.app.inject({ method: "POST", url: "/api/website/order/pay-again", payload: { token } });
    expect(again.statusCode).toBe(200);
    expect(received.filter((r) => r.method === "POST").map((r) => r.url)).toEqual([
      `/v1/checkout/sessions/${first}/expire`,
      "/v1/checkout/sessions",
    ]);
    const second = (await orderByToken(t.database.db, token)).paymentSessionId!;
    expect(second).not.toBe(first);

    // The shopper paid the second session in another tab meanwhile: nothing new opens.
    paidSessions.add(second);
    const before = await productState(t.database.db, product.id);
    received = [];
    const refused = await t.app.inject({ method: "POST", url: "/api/website/order/pay-again", payload: { token } });
    expect(refused.json()).toMatchObject({ statusCode: 409, message: expect.stringContaining("went through") });
    expect(received.filter((r) => r.url === "/v1/checkout/sessions")).toHaveLength(0);
    // Its payment is read from Stripe and applied now: the units held take it, once.
    expect(await orderByToken(t.database.db, token)).toMatchObject({ paymentStatus: "paid", stockState: "taken" });
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - 1,
      reserved: before.reserved - 1,
      salesCount: before.salesCount + 1,
    });
  });

  it("an expired session gives its held units back and leaves the order unpaid", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    const payload = JSON.stringify({
      id: "evt_stripe_expired_1",
      object: "event",
      type: "checkout.session.expired",
      data: { object: { id: order.paymentSessionId, object: "checkout.session", payment_status: "unpaid" } },
    });
    expect((await stripeWebhook(payload, sign(payload))).json()).toEqual({ received: true, outcome: "closed" });
    const after = await orderByToken(t.database.db, token);
    expect([after.paymentStatus, after.stockState]).toEqual(["unpaid", "released"]);
  });

  it.each([
    ["missing", () => null],
    ["signed with another secret", (payload: string) => sign(payload, "whsec_other")],
    ["over another body", (payload: string) => sign(payload.replace("evt_", "evt_x"))],
    ["garbage", () => "t=1,v1=deadbeef"],
  ])("refuses a %s Stripe signature with 401 and leaves the order unpaid", async (_name, signatureOf) => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    const stock = await productState(t.database.db, product.id);
    const payload = completedEvent(`evt_stripe_bad_${randomBytes(4).toString("hex")}`, order);

    const response = await stripeWebhook(payload, signatureOf(payload));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: "Unauthorized" });
    expect((await orderByToken(t.database.db, token)).paymentStatus).toBe("unpaid");
    expect(await productState(t.database.db, product.id)).toEqual(stock);
  });

  it.each([
    ["not JSON", "this is not json"],
    ["JSON null", "null"],
    ["an event without its session", JSON.stringify({ id: "evt_stripe_no_session", object: "event", type: "checkout.session.completed" })],
    ["an event without its id", JSON.stringify({ object: "event", type: "customer.created", data: { object: {} } })],
  ])("answers a correctly signed body that is %s with 400 and its JSON error", async (_name, payload) => {
    const response = await stripeWebhook(payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: "The body is not a Stripe event" });
  });

  it("does not serve the test provider's page or accept its webhooks while Stripe is configured", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/website/payments/test/tps_0123456789abcdef" })).statusCode).toBe(404);
    const test = await t.app.inject({
      method: "POST",
      url: "/api/website/payments/webhook/test",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(test.statusCode).toBe(404);
  });

  it("when Stripe answers 500, answers 503 Failed to procceed and leaves no order behind", async () => {
    fakeAnswers = "error";
    const orders = await countOrders(t.database.db);

    const response = await postCheckout(t.app, checkoutBody(product, 1));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ statusCode: 503, error: "Service Unavailable", message: "Failed to procceed" });
    expect(await countOrders(t.database.db)).toBe(orders);

    // The SDK retried (maxNetworkRetries 2) with the same key, so Stripe could not make two sessions.
    expect(received.length).toBe(3);
    expect(new Set(received.map((r) => r.headers["idempotency-key"])).size).toBe(1);
  });
});

describe("a payment Stripe took whose webhook never reached the shop (rule 3: a server-side read of the session)", () => {
  /** Moves an order's hold into the past, as if its payment session had waited too long. */
  const expireHold = (token: string) =>
    t.database.db
      .update(orders)
      .set({ stockHeldUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.token, token));

  /** A checkout Stripe was paid for while the shop could not be told. */
  async function paidUnheard() {
    const before = await productState(t.database.db, product.id);
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    const order = await orderByToken(t.database.db, token);
    paidSessions.add(order.paymentSessionId!);
    return { before, token, order };
  }

  async function expectPaidOnce(token: string, before: { stock: number; reserved: number; salesCount: number }) {
    const order = await orderByToken(t.database.db, token);
    expect([order.paymentStatus, order.stockState]).toEqual(["paid", "taken"]);
    expect(await productState(t.database.db, product.id)).toEqual({
      stock: before.stock - 1,
      reserved: before.reserved,
      salesCount: before.salesCount + 1,
    });
    expect(await mailsKeyed(t.database.db, "order-confirmation:", [order.id])).toHaveLength(1);
  }

  it("is applied once when the shopper comes back, read from Stripe's session; its late webhook changes nothing", async () => {
    const { before, token, order } = await paidUnheard();
    await t.app.services.orders.confirmOnReturn(token);
    expect(received.filter((r) => r.method === "GET").map((r) => r.url)).toEqual([`/v1/checkout/sessions/${order.paymentSessionId}`]);
    await expectPaidOnce(token, before);

    const payload = completedEvent("evt_stripe_late_after_return", order);
    expect((await stripeWebhook(payload, sign(payload))).json()).toEqual({ received: true, outcome: "unchanged" });
    await expectPaidOnce(token, before);
  });

  it("is applied by the sweep of expired holds, which releases the holds whose sessions Stripe says are unpaid; a late webhook changes nothing", async () => {
    const { before, token, order } = await paidUnheard();
    const abandoned = await createCheckout(t.app, checkoutBody(product, 1));
    await expireHold(token);
    await expireHold(abandoned.token);

    await t.app.services.orders.releaseExpiredHolds();

    // Never given back while Stripe says paid: the payment took them.
    await expectPaidOnce(token, before);
    expect(await orderByToken(t.database.db, abandoned.token)).toMatchObject({ paymentStatus: "unpaid", stockState: "released" });
    const payload = completedEvent("evt_stripe_late_after_sweep", order);
    expect((await stripeWebhook(payload, sign(payload))).json()).toEqual({ received: true, outcome: "unchanged" });
    await expectPaidOnce(token, before);
  });

  it("checks what Stripe's session says it charged against the order, as a webhook's: another amount is not applied and the shop is told", async () => {
    const { token, order } = await paidUnheard();
    sessionCharges.set(order.paymentSessionId!, { ...sessionCharges.get(order.paymentSessionId!)!, amount_total: 1 });
    await t.app.services.orders.confirmOnReturn(token);
    expect((await orderByToken(t.database.db, token)).paymentStatus).toBe("unpaid");
    const told = await mailsKeyed(t.database.db, "order-payment-mismatch:", [order.id]);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("charged 1 cents");
  });

  it("keeps a hold whose session Stripe does not answer about until it does, then releases it if unpaid", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(product, 1));
    await expireHold(token);
    retrieveAnswers = "fail";
    await t.app.services.orders.releaseExpiredHolds();
    expect((await orderByToken(t.database.db, token)).stockState).toBe("held");
    retrieveAnswers = "session";
    await t.app.services.orders.releaseExpiredHolds();
    expect((await orderByToken(t.database.db, token)).stockState).toBe("released");
  });
});
