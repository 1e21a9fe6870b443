import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { adminApi, api, type Customer } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, mailsKeyed, orderByToken, postCheckout } from "../../../../tests/helpers/checkout.ts";
import { placeOrder } from "../../../../tests/helpers/orders.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { exchangeRates, orderItems, products, testPaymentRefunds, testPaymentSessions } from "../../../db/tables.ts";
import type { AdminOrder } from "../../../domain/schemas/admin.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import type { ShippingQuote } from "../../../domain/schemas/shipping.ts";

// An order in the shopper's currency (decision 043): priced in it before tax, kept with its rate,
// paid and refunded in it, shown in it without converting again; a part's own price in it wins.

let t: TestApp;
let staff: Customer;
let part: TestProduct;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffMember(t.app, t.database.db, "staff");
  part = await createProduct(t.database.db, { price: 12_345, discount: 0, stock: 100 });
});
afterAll(async () => {
  await t?.close();
});

const quote = async (product: TestProduct, quantity: number, currency?: string) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/order/shipping-offers",
    payload: {
      items: [{ product: product.id, quantity, options: {} }],
      country: "Australia",
      state: "NT",
      deliverMethod: "standard",
      ...(currency ? { currency } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShippingQuote>();
};

const sessionOf = async (url: string) => {
  const id = new URL(url).pathname.split("/").pop()!;
  const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
  return session!;
};

describe("an order in the shopper's currency", () => {
  it("is priced in EUR before tax, keeps EUR and its rate, and opens the payment in EUR for the total the quote showed", async () => {
    const shown = await quote(part, 3, "EUR");
    // 123.45 dollars at 0.92 is 113.574 euros: 113.57 a unit; delivery's 25 dollars is 23 euros.
    expect(shown).toMatchObject({
      currency: "EUR",
      offers: expect.arrayContaining([expect.objectContaining({ code: "standard", price: 23 })]),
    });
    expect(shown.totals).toMatchObject({ items: [{ price: 113.57, total: 340.71 }], subtotal: 340.71, shipping: 23, total: 363.71 });
    // Australia's GST is in the prices: worked out on the euro amounts, once.
    expect(shown.totals!.taxLines).toEqual([{ name: "GST", rate: 20, included: true, amount: 60.62 }]);

    const response = await postCheckout(t.app, { ...checkoutBody(part, 3), currency: "EUR" });
    expect(response.statusCode, response.body).toBe(200);
    const { token, url } = response.json<{ token: string; url: string }>();
    const order = await orderByToken(t.database.db, token);
    expect(order).toMatchObject({
      currency: "EUR",
      exchangeRateMicros: 920_000,
      totalCents: 36_371,
      subtotalCents: 34_071,
      shippingCents: 2_300,
    });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ unitPriceCents: 11_357, totalCents: 34_071 });
    expect(await sessionOf(url)).toMatchObject({ currency: "EUR", amountCents: 36_371 });

    // Its pages say EUR and the amounts as charged, not converted again.
    const read = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${token}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<OrderDto>()).toMatchObject({ currency: "EUR", total: 363.71, subTotal: 340.71, cart: [{ price: 113.57 }] });
  });

  it("is in US dollars at rate 1 when the shopper names no currency", async () => {
    const shown = await quote(part, 1);
    expect(shown.currency).toBe("USD");
    const response = await postCheckout(t.app, checkoutBody(part, 1));
    const order = await orderByToken(t.database.db, response.json<{ token: string }>().token);
    expect(order).toMatchObject({ currency: "USD", exchangeRateMicros: 1_000_000, totalCents: 12_345 + 2_500 });
    expect(order.totalCents / 100).toBe(shown.totals!.total);
  });

  it("refuses a currency the shop does not charge in", async () => {
    const response = await postCheckout(t.app, { ...checkoutBody(part, 1), currency: "JPY" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/currency/) });
  });

  it("charges a part its own EUR price instead of the conversion, and converts it for a shopper paying in pounds", async () => {
    const own = await createProduct(t.database.db, { price: 10_000, discount: 0, stock: 20 });
    await t.database.db.update(products).set({ priceEur: "99.90" }).where(eq(products.id, own.id));
    const shown = await quote(own, 2, "EUR");
    expect(shown.totals).toMatchObject({ items: [{ price: 99.9, total: 199.8 }], subtotal: 199.8 });
    const response = await postCheckout(t.app, { ...checkoutBody(own, 2), currency: "EUR" });
    expect(response.statusCode, response.body).toBe(200);
    const { token, url } = response.json<{ token: string; url: string }>();
    const order = await orderByToken(t.database.db, token);
    expect(order).toMatchObject({ currency: "EUR", subtotalCents: 19_980, totalCents: 19_980 + 2_300 });
    expect(await sessionOf(url)).toMatchObject({ currency: "EUR", amountCents: 22_280 });
    // Without a price of its own in pounds, the dollar price is converted (100 at 0.78).
    expect((await quote(own, 1, "GBP")).totals?.items).toEqual([{ price: 78, total: 78 }]);

    // The API says so beside the dollar price.
    const read = await t.app.inject({ method: "GET", url: `/api/website/products/${own.slug}` });
    expect(read.json<{ prices: unknown }>().prices).toEqual({ price: 100, discount: 0, currency: "USD", own: { EUR: 99.9 } });
  });

  it("pays an EUR order again in EUR at its frozen rate, though the owner changed the rate since", async () => {
    const response = await postCheckout(t.app, { ...checkoutBody(part, 1), currency: "EUR" });
    const { token, url } = response.json<{ token: string; url: string }>();
    const placed = await orderByToken(t.database.db, token);
    const declined = await t.app.inject({
      method: "POST",
      url: `/api/website/payments/test/${new URL(url).pathname.split("/").pop()!}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay&card=4000000000000002",
    });
    expect(declined.statusCode).toBe(402);
    await t.database.db.update(exchangeRates).set({ rateMicros: 990_000 }).where(eq(exchangeRates.currencyCode, "EUR"));
    try {
      const again = await t.app.inject({ method: "POST", url: "/api/website/order/pay-again", payload: { token } });
      expect(again.statusCode, again.body).toBe(200);
      expect(await sessionOf(again.json<{ url: string }>().url)).toMatchObject({ currency: "EUR", amountCents: placed.totalCents });
      expect(await orderByToken(t.database.db, token)).toMatchObject({ exchangeRateMicros: 920_000, totalCents: placed.totalCents });
    } finally {
      await t.database.db.update(exchangeRates).set({ rateMicros: 920_000 }).where(eq(exchangeRates.currencyCode, "EUR"));
    }
  });

  it("takes a fixed-amount code off an EUR cart converted at the order's rate, and compares its minimum in euros", async () => {
    const owner = await staffMember(t.app, t.database.db, "owner", "Olga Owner");
    const made = await adminApi(t.app, owner, "POST", "/discounts", {
      code: "TEN-OFF-EUR",
      title: { en: "Ten dollars off" },
      kind: "fixed",
      amount: 10,
      minSubtotal: 200,
    });
    expect(made.statusCode, made.body).toBe(201);
    const withCode = async (quantity: number) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/website/order/shipping-offers",
        payload: {
          items: [{ product: part.id, quantity, options: {} }],
          country: "Australia",
          state: "NT",
          deliverMethod: "standard",
          currency: "EUR",
          discountCode: "TEN-OFF-EUR",
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShippingQuote>();
    };
    // Two units are 227.14 euros, above the 200 dollars' minimum at 0.92 (184 euros): 10 dollars are 9.20 euros off.
    expect((await withCode(2)).totals).toMatchObject({
      subtotal: 227.14,
      discount: 9.2,
      discounts: [{ code: "TEN-OFF-EUR", amount: 9.2 }],
    });
    // One unit is 113.57 euros, under the minimum: refused.
    expect((await withCode(1)).discountCode).toMatchObject({ code: "TEN-OFF-EUR", refusal: "minimum" });
  });

  it("refunds an EUR order in EUR: the provider gives back the order's euro cents and the mail says euros", async () => {
    const { number, order, sessionId } = await placeOrder(t.app, t.database.db, {
      product: part,
      body: { ...checkoutBody(part, 2), currency: "EUR" },
    });
    expect(order).toMatchObject({ currency: "EUR", paymentStatus: "paid" });
    const refunded = await api(t.app, staff, "POST", `/order/${number}`, { action: "refund", idempotencyKey: `eur-${process.pid}` });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const body = refunded.json<AdminOrder>();
    expect(body).toMatchObject({ currency: "EUR", paymentStatus: "refunded", refunded: order.totalCents / 100 });
    const refunds = await t.database.db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.sessionId, sessionId));
    expect(refunds.map((refund) => refund.amountCents)).toEqual([order.totalCents]);
    expect(await sessionOf(`http://shop.test/${sessionId}`)).toMatchObject({ currency: "EUR", refundedCents: order.totalCents });
    const [mail] = await mailsKeyed(t.database.db, `order-refund:${body.refunds[0]!.id}`);
    expect(mail!.text).toContain(`€${(order.totalCents / 100).toFixed(2)}`);
  });
});
