import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import {
  checkoutBody,
  countOrders,
  createCheckout,
  firstChoices,
  orderByToken,
  postCheckout,
  productState,
  SHOPPER_ADDRESS,
} from "../../../../tests/helpers/checkout.ts";
import { sameCallAtOnce } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orderItems, testPaymentSessions } from "../../../db/tables.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import { IDEMPOTENCY_KEY_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED } from "./checkout.service.ts";

let t: TestApp;
let plain: TestProduct; // no options, not on sale
let onSale: TestProduct; // no options, discounted
let withOptions: TestProduct;

beforeAll(async () => {
  t = await buildTestApp();
  // The file opens dozens of checkouts, each holding its units until paid or released (decision 003).
  plain = await createProduct(t.database.db, { stock: 1000, price: 4500 });
  onSale = await createProduct(t.database.db, { stock: 1000, price: 12_900, discount: 1_350 });
  withOptions = await createProduct(t.database.db, {
    stock: 1000,
    options: [
      { slug: "colour", type: "color", values: ["black", "sand"] },
      { slug: "size", values: ["m", "l", "xl"] },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

async function countPaymentSessions(): Promise<number> {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(testPaymentSessions);
  return row!.count;
}

describe("POST /order/create-checkout-session", () => {
  it("opens the test provider's payment page for a pending, unpaid order the shopper can read with its token", async () => {
    const response = await postCheckout(t.app, checkoutBody(plain, 2));
    expect(response.statusCode).toBe(200);
    const body = response.json<{ url: string; token: string; number: number }>();
    expect(Object.keys(body).sort()).toEqual(["number", "token", "url"]);
    expect(body.url).toMatch(/^http:\/\/shop\.test\/api\/website\/payments\/test\/tps_[A-Za-z0-9_-]+$/);
    expect(body.token.length).toBeGreaterThanOrEqual(32);
    expect(body.number).toBeGreaterThanOrEqual(100001);

    const order = await orderByToken(t.database.db, body.token);
    expect(order).toMatchObject({
      number: body.number,
      status: "PENDING",
      paymentStatus: "unpaid",
      paymentProvider: "test",
      email: SHOPPER_ADDRESS.email,
    });
    expect(body.url.endsWith(`/${order.paymentSessionId}`)).toBe(true);

    const read = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${encodeURIComponent(body.token)}` });
    expect(read.statusCode).toBe(200);
    const dto = read.json<OrderDto>();
    expect(dto).toMatchObject({
      _id: order.id,
      number: body.number,
      orderId: String(body.number),
      status: "PENDING",
      paymentStatus: "unpaid",
      quantity: 2,
    });
    expect(dto.cart).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: plain.id }), quantity: 2, price: plain.sellingCents / 100 }),
    ]);
    expect(dto.user_info).toMatchObject({
      name: "Ada Lovelace",
      email: SHOPPER_ADDRESS.email,
      suburb: SHOPPER_ADDRESS.suburb,
      zipCode: SHOPPER_ADDRESS.postcode,
    });
  });

  it("holds the units at checkout without taking them: only a paid order takes stock (decision 003)", async () => {
    const before = await productState(t.database.db, plain.id);
    const { token } = await createCheckout(t.app, checkoutBody(plain, 3));
    expect(await productState(t.database.db, plain.id)).toEqual({ ...before, reserved: before.reserved + 3 });
    const order = await orderByToken(t.database.db, token);
    expect(order.stockState).toBe("held");
    expect(order.stockHeldUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it("hides the order from a reader without its token (rule 6)", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(plain, 1));
    const order = await orderByToken(t.database.db, token);
    const noToken = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}` });
    const wrongToken = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${"x".repeat(43)}` });
    expect(noToken.statusCode).toBe(404);
    expect(wrongToken.statusCode).toBe(404);
  });

  it("records the chosen option values on the order line", async () => {
    const { token } = await createCheckout(t.app, checkoutBody(withOptions, 1));
    const order = await orderByToken(t.database.db, token);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line!.productId).toBe(withOptions.id);
    expect(line!.options).toHaveLength(withOptions.options.length);
  });

  it("snapshots each line's product with its first image, so the order keeps its picture", async () => {
    const checkout = await createCheckout(t.app, checkoutBody(plain, 1));
    const order = await orderByToken(t.database.db, checkout.token);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const [firstImage] = await t.database.db
      .execute(sql`select url from product_images where product_id = ${plain.id} order by position limit 1`)
      .then((r) => (r as unknown as { rows: { url: string }[] }).rows);
    expect(firstImage).toBeDefined();
    expect(line!.product.image).toBe(firstImage!.url);
  });

  it("takes the product as an id, {id} or {_id}", async () => {
    for (const product of [plain.id, { id: plain.id }, { _id: plain.id }]) {
      const response = await postCheckout(t.app, { ...checkoutBody(plain, 1), items: [{ product, quantity: 1 }] });
      expect(response.statusCode, JSON.stringify(product)).toBe(200);
    }
  });

  it("refuses a product id the database cannot hold (2147483648) with 400, not 500", async () => {
    for (const product of [2_147_483_648, { id: 2_147_483_648 }, { _id: 9_007_199_254_740_991 }]) {
      const response = await postCheckout(t.app, { ...checkoutBody(plain, 1), items: [{ product, quantity: 1 }] });
      expect(response.statusCode, JSON.stringify(product)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    }
  });
});

describe("the server is the only authority on price (rule 1): price tampering", () => {
  it("ignores a client price 0.01, total 0.01 and shipping 0 and prices the order from the database", async () => {
    const quantity = 3;
    const tampered = {
      ...checkoutBody(onSale, quantity),
      items: [{ product: onSale.id, options: {}, quantity, price: 0.01, total: 0.01 }],
      shipping: 0,
      total: 0.01,
      subTotal: 0.01,
    };
    const { token } = await createCheckout(t.app, tampered);
    const order = await orderByToken(t.database.db, token);

    const subtotal = onSale.sellingCents * quantity;
    // Australia (spec §9's 20%) shows GST in its prices and charges it on delivery too (decision 040).
    const tax = Math.round(((subtotal + 2500) * 20) / 120);
    expect(onSale.sellingCents).toBe(onSale.priceCents - onSale.discountCents);
    expect(order).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: 2500,
      taxCents: tax,
      taxIncludedCents: tax,
      totalCents: subtotal + 2500,
    });

    const read = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${token}` });
    expect(read.json<OrderDto>()).toMatchObject({
      subTotal: subtotal / 100,
      shippingCost: 25,
      tax: tax / 100,
      taxLines: [{ name: "GST", rate: 20, included: true, amount: tax / 100 }],
      total: (subtotal + 2500) / 100,
    });
    expect(read.json<OrderDto>().cart[0]).toMatchObject({ price: onSale.sellingCents / 100, quantity, total: subtotal / 100 });

    // The payment page charges the server's total, not the client's.
    const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, order.paymentSessionId!));
    expect(session!.amountCents).toBe(order.totalCents);
  });

  it("ignores the client's return URLs and user id", async () => {
    const { token } = await createCheckout(t.app, {
      ...checkoutBody(plain, 1),
      successUrl: "https://evil.example/steal",
      cancelUrl: "https://evil.example/",
      userId: "00000000-0000-0000-0000-000000000000",
    });
    const order = await orderByToken(t.database.db, token);
    expect(order.userId).toBeNull();
    const [session] = await t.database.db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, order.paymentSessionId!));
    expect(session).toMatchObject({ successUrl: `http://shop.test/cart/checkout/${token}`, cancelUrl: "http://shop.test/" });
  });

  it("charges express delivery 45 and collection from the store nothing", async () => {
    const express = await orderByToken(
      t.database.db,
      (await createCheckout(t.app, checkoutBody(plain, 1, { deliverMethod: "express" }))).token,
    );
    const pickup = await orderByToken(
      t.database.db,
      (await createCheckout(t.app, checkoutBody(plain, 1, { deliverMethod: "pickup" }))).token,
    );
    expect(express.shippingCents).toBe(4500);
    expect(pickup.shippingCents).toBe(0);
    expect(pickup.totalCents).toBe(plain.sellingCents);
    expect(pickup.taxIncludedCents).toBe(Math.round((plain.sellingCents * 20) / 120));
  });

  it("sums several lines of the same product, each priced by the server", async () => {
    const body = {
      ...checkoutBody(plain),
      items: [
        { product: plain.id, quantity: 1 },
        { product: plain.id, quantity: 2 },
        { product: onSale.id, quantity: 1 },
      ],
    };
    const order = await orderByToken(t.database.db, (await createCheckout(t.app, body)).token);
    expect(order.subtotalCents).toBe(plain.sellingCents * 3 + onSale.sellingCents);
  });
});

describe("checkout validation: 400 with a message naming the field", () => {
  // [case, body, the field and, where the message is ours, the message]
  const cases: [string, () => unknown, string][] = [
    ["no items", () => ({ ...checkoutBody(plain), items: [] }), "items must hold at least one item"],
    ["missing items", () => ({ shippingAddress: SHOPPER_ADDRESS }), "items"],
    ["missing shipping address", () => ({ items: [{ product: plain.id, quantity: 1 }] }), "shippingAddress"],
    [
      "missing first name",
      () => ({ ...checkoutBody(plain), shippingAddress: { ...SHOPPER_ADDRESS, firstName: undefined } }),
      "shippingAddress.firstName",
    ],
    [
      "blank suburb",
      () => ({ ...checkoutBody(plain), shippingAddress: { ...SHOPPER_ADDRESS, suburb: "  " } }),
      "shippingAddress.suburb is required",
    ],
    [
      "bad e-mail",
      () => ({ ...checkoutBody(plain), shippingAddress: { ...SHOPPER_ADDRESS, email: "ada.example.com" } }),
      "shippingAddress.email must be an e-mail address",
    ],
    [
      "bad phone",
      () => ({ ...checkoutBody(plain), shippingAddress: { ...SHOPPER_ADDRESS, phone: "call me" } }),
      "shippingAddress.phone must be a phone number",
    ],
    ["missing product", () => ({ ...checkoutBody(plain), items: [{ quantity: 1 }] }), "items.0.product"],
    ["missing quantity", () => ({ ...checkoutBody(plain), items: [{ product: plain.id }] }), "items.0.quantity"],
    ["quantity 0", () => ({ ...checkoutBody(plain), items: [{ product: plain.id, quantity: 0 }] }), "items.0.quantity must be at least 1"],
    [
      "quantity 1.5",
      () => ({ ...checkoutBody(plain), items: [{ product: plain.id, quantity: 1.5 }] }),
      "items.0.quantity must be a whole number",
    ],
    ["quantity as text", () => ({ ...checkoutBody(plain), items: [{ product: plain.id, quantity: "2" }] }), "items.0.quantity"],
    [
      "quantity over 99",
      () => ({ ...checkoutBody(plain), items: [{ product: plain.id, quantity: 100 }] }),
      "items.0.quantity must be at most 99",
    ],
    ["unknown delivery method", () => ({ ...checkoutBody(plain), deliverMethod: "drone" }), "deliverMethod"],
    [
      "unknown product",
      () => ({ ...checkoutBody(plain), items: [{ product: 99_999_999, quantity: 1 }] }),
      "items.0.product Product not found",
    ],
  ];

  it.each(cases)("rejects %s", async (_name, body, field) => {
    const response = await postCheckout(t.app, body());
    expect(response.statusCode).toBe(400);
    const error = response.json<{ statusCode: number; error: string; message: string }>();
    expect(error).toMatchObject({ statusCode: 400, error: "Bad Request" });
    expect(error.message).toContain(field);
  });

  it("names the line of an unknown product", async () => {
    const response = await postCheckout(t.app, {
      ...checkoutBody(plain),
      items: [
        { product: plain.id, quantity: 1 },
        { product: 99_999_999, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("items.1.product Product not found");
  });

  it("product options: each option is required (spec §5)", async () => {
    const [first, ...rest] = withOptions.options;
    const options = Object.fromEntries(rest.map((o) => [o.slug, o.values[0]!]));
    const response = await postCheckout(t.app, {
      ...checkoutBody(withOptions),
      items: [{ product: withOptions.id, options, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(`items.0.options.${first!.slug} is required`);
  });

  it("rejects an option value the product does not have", async () => {
    const slug = withOptions.options[0]!.slug;
    const options = { ...firstChoices(withOptions), [slug]: "no-such-value" };
    const response = await postCheckout(t.app, {
      ...checkoutBody(withOptions),
      items: [{ product: withOptions.id, options, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(`items.0.options.${slug} has no value no-such-value`);
  });

  it("rejects an option the product does not have", async () => {
    const response = await postCheckout(t.app, {
      ...checkoutBody(plain),
      items: [{ product: plain.id, options: { size: "xl" }, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain("items.0.options.size");
  });

  it("writes nothing for a rejected checkout", async () => {
    const orders = await countOrders(t.database.db);
    const sessions = await countPaymentSessions();
    await postCheckout(t.app, { ...checkoutBody(plain), items: [{ product: 99_999_999, quantity: 1 }] });
    await postCheckout(t.app, { ...checkoutBody(plain), items: [{ product: plain.id, quantity: 0 }] });
    expect(await countOrders(t.database.db)).toBe(orders);
    expect(await countPaymentSessions()).toBe(sessions);
  });
});

describe("checkout of more than the stock: 409 and nothing written", () => {
  it("refuses a product that is out of stock", async () => {
    const product = await createProduct(t.database.db, { stock: 0 });
    const orders = await countOrders(t.database.db);
    const sessions = await countPaymentSessions();

    const response = await postCheckout(t.app, checkoutBody(product, 1));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ statusCode: 409, error: "Conflict", message: `${product.title} is out of stock` });
    expect(await countOrders(t.database.db)).toBe(orders);
    expect(await countPaymentSessions()).toBe(sessions);
  });

  it("refuses more units than are left, counting every line of the product", async () => {
    const product = await createProduct(t.database.db, { stock: 2 });
    const orders = await countOrders(t.database.db);

    const tooMany = await postCheckout(t.app, checkoutBody(product, 3));
    const splitLines = await postCheckout(t.app, {
      ...checkoutBody(product),
      items: [
        { product: product.id, quantity: 1 },
        { product: product.id, quantity: 2 },
      ],
    });
    for (const response of [tooMany, splitLines]) {
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(`Only 2 of ${product.title} left in stock`);
    }
    expect(await countOrders(t.database.db)).toBe(orders);

    expect((await postCheckout(t.app, checkoutBody(product, 2))).statusCode).toBe(200);
    expect(await countOrders(t.database.db)).toBe(orders + 1);
  });

  it("refuses a hidden product as not found", async () => {
    const product = await createProduct(t.database.db, { status: "hide" });
    const response = await postCheckout(t.app, checkoutBody(product, 1));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe("items.0.product Product not found");
  });
});

describe("Idempotency-Key on create-checkout-session (a retried or double-clicked checkout)", () => {
  const withKey = (key: string, body: unknown, remoteAddress = "198.51.100.140") =>
    t.app.inject({
      method: "POST",
      url: "/api/website/order/create-checkout-session",
      remoteAddress,
      headers: { "idempotency-key": key },
      payload: body as object,
    });
  const ordersWithToken = async (tokens: string[]) => (await Promise.all(tokens.map((token) => orderByToken(t.database.db, token)))).length;

  it("answers a repeat with the same key and body with the first order and payment page: one order", async () => {
    const body = checkoutBody(plain, 1);
    const first = await withKey("retry-1", body);
    const again = await withKey("retry-1", body);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    const count = await countOrders(t.database.db);
    await withKey("retry-1", body);
    expect(await countOrders(t.database.db)).toBe(count);
  });

  it("opens one order when two requests with one key race", async () => {
    const before = await countOrders(t.database.db);
    const body = checkoutBody(plain, 2);
    const { results: answers, mostInFlight } = await sameCallAtOnce(5, () => withKey("race-1", body));
    expect(mostInFlight).toBe(5);
    const tokens = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json<{ token: string }>().token));
    expect(tokens.size).toBe(1);
    // Those that arrived while the first was still opening are told to retry, never given a second order.
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(answer.json()).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_KEY_IN_PROGRESS });
    expect(await countOrders(t.database.db)).toBe(before + 1);
    expect(await ordersWithToken([...tokens])).toBe(1);
  });

  it("refuses the same key with another body (409), and keeps keys of different clients apart", async () => {
    expect((await withKey("reuse-1", checkoutBody(plain, 1))).statusCode).toBe(200);
    const other = await withKey("reuse-1", checkoutBody(plain, 3));
    expect(other.json()).toMatchObject({ statusCode: 409, message: IDEMPOTENCY_KEY_REUSED });
    expect((await withKey("reuse-1", checkoutBody(plain, 3), "198.51.100.141")).statusCode).toBe(200);
  });

  it("refuses a malformed key with 400", async () => {
    expect((await withKey("not a key!", checkoutBody(plain, 1))).statusCode).toBe(400);
    expect((await withKey("k".repeat(201), checkoutBody(plain, 1))).statusCode).toBe(400);
  });
});
