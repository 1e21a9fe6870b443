import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createCustomer } from "../../../../tests/factories/customers.ts";
import { createOrder } from "../../../../tests/factories/orders.ts";
import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { api, type Customer, mailedToken, signUp, uniqueEmail, verifiedCustomer } from "../../../../tests/helpers/accounts.ts";
import { checkoutBody, orderByToken, SHOPPER_ADDRESS } from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orders } from "../../../db/tables.ts";
import type { OrderDto } from "../../../domain/schemas/order.ts";
import { LIMIT_DEFAULTS } from "../../lib/rate-limiter.ts";

let t: TestApp;
let product: TestProduct;
beforeAll(async () => {
  t = await buildTestApp();
  product = await createProduct(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

interface PlacedOrder {
  id: string;
  number: number;
}
interface OrderPage {
  data: { _id: string; number: number; cart: unknown[] }[];
  pagination: { limit: number; total: number; page: number; totalPages: number };
}

/** Places an order as the customer (or as a guest) under the e-mail. */
async function placeOrder(who: Customer | null, email: string): Promise<PlacedOrder> {
  const body = checkoutBody(product, 1, { shippingAddress: { ...SHOPPER_ADDRESS, email } });
  const response = await api(t.app, who, "POST", "/order/create-checkout-session", body);
  expect(response.statusCode).toBe(200);
  const order = await orderByToken(t.database.db, response.json<{ token: string }>().token);
  return { id: order.id, number: order.number };
}

const numbersOf = (response: { json(): unknown }) => (response.json() as OrderPage).data.map((o) => o.number);

describe("order history (GET /user/orders, spec §9: 8 per page)", () => {
  it("lists the customer's orders newest first, 8 a page, with their items", async () => {
    const customer = await createCustomer(t.database.db, { session: true });
    const placed: number[] = [];
    for (let i = 0; i < 9; i++)
      placed.push((await createOrder(t.database.db, { product, userId: customer.id, email: customer.email })).number);
    const first = await api(t.app, customer, "GET", "/user/orders");
    expect(first.json<OrderPage>().pagination).toEqual({ limit: 8, total: 9, page: 1, totalPages: 2 });
    expect(numbersOf(first)).toEqual(placed.slice(1).reverse());
    expect(first.json<OrderPage>().data[0]!.cart).toHaveLength(1);
    expect(numbersOf(await api(t.app, customer, "GET", "/user/orders?page=2"))).toEqual([placed[0]]);
    expect((await api(t.app, customer, "GET", "/user/orders?page=0")).statusCode).toBe(400);
    expect((await api(t.app, customer, "GET", "/user/orders?limit=500")).statusCode).toBe(400);
  });

  it("shows orders placed as a guest under the address only once it is verified", async () => {
    const email = uniqueEmail("guest-first");
    const guestOrder = await placeOrder(null, email);
    const customer = await signUp(t.app, { email });
    expect(numbersOf(await api(t.app, customer, "GET", "/user/orders"))).toEqual([]);
    expect((await api(t.app, customer, "GET", `/order/${guestOrder.id}`)).statusCode).toBe(404);
    expect((await api(t.app, customer, "GET", `/order/orders-by-email/${encodeURIComponent(email)}`)).statusCode).toBe(404);

    const token = await mailedToken(t.database.db, email, "/account/verify/");
    await api(t.app, null, "POST", `/user/register/${token}`);
    const login = await api(t.app, null, "POST", "/user/login", { email, password: customer.password });
    const verified = { ...customer, cookie: String(login.headers["set-cookie"]).split(";")[0]! };
    expect(numbersOf(await api(t.app, verified, "GET", "/user/orders"))).toEqual([guestOrder.number]);
    expect(numbersOf(await api(t.app, verified, "GET", `/order/orders-by-email/${encodeURIComponent(email.toUpperCase())}`))).toEqual([
      guestOrder.number,
    ]);
    expect((await api(t.app, verified, "GET", `/order/${guestOrder.id}`)).statusCode).toBe(200);
  });
});

describe("nobody else reaches a customer's orders (rule 5, 6)", () => {
  it("answers another customer and a guest 404 or 401 through every path, with changed ids and e-mails", async () => {
    const owner = await verifiedCustomer(t.app, t.database.db);
    const other = await verifiedCustomer(t.app, t.database.db);
    const order = await placeOrder(owner, owner.email);
    const byEmail = `/order/orders-by-email/${encodeURIComponent(owner.email)}`;

    for (const who of [other, null]) {
      expect((await api(t.app, who, "GET", `/order/${order.id}`)).statusCode).toBe(404);
      expect((await api(t.app, who, "GET", `/order/order-by-orderId/${order.number}`)).statusCode).toBe(who ? 404 : 401);
      expect((await api(t.app, who, "GET", byEmail)).statusCode).toBe(who ? 404 : 401);
    }
    expect((await api(t.app, null, "GET", "/user/orders")).statusCode).toBe(401);
    expect(numbersOf(await api(t.app, other, "GET", "/user/orders"))).toEqual([]);
    expect((await api(t.app, other, "GET", `/order/${order.id}?token=${"x".repeat(40)}`)).statusCode).toBe(404);
    expect((await api(t.app, other, "GET", "/order/orders-by-email/not-an-email")).statusCode).toBe(400);

    expect((await api(t.app, owner, "GET", `/order/${order.id}`)).json()).toMatchObject({ _id: order.id, number: order.number });
    expect((await api(t.app, owner, "GET", `/order/order-by-orderId/${order.number}`)).json()).toMatchObject({ _id: order.id });
    expect(numbersOf(await api(t.app, owner, "GET", byEmail))).toEqual([order.number]);
  });
});

describe("/track-order (POST /order/track)", () => {
  it("shows the status for the number with its e-mail, and not found for any other pairing", async () => {
    const email = uniqueEmail("tracker");
    const order = await placeOrder(null, email);
    const other = await placeOrder(null, uniqueEmail("someone"));
    const found = await api(t.app, null, "POST", "/order/track", { number: order.number, email: email.toUpperCase() });
    expect(found.json()).toEqual({
      number: order.number,
      status: "PENDING",
      paymentStatus: "unpaid",
      createdAt: expect.any(String),
      total: expect.any(Number),
      currency: "USD",
      quantity: 1,
      shipment: null,
      timeline: [{ kind: "placed", at: expect.any(String), detail: "", actor: null, data: null }],
    });
    const wrong = await api(t.app, null, "POST", "/order/track", { number: other.number, email });
    expect(wrong.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Failed to get order" });
    expect((await api(t.app, null, "POST", "/order/track", { number: "abc", email })).statusCode).toBe(400);
    expect((await api(t.app, null, "POST", "/order/track", { number: order.number, email: "nope" })).statusCode).toBe(400);
  });

  it(`is rate limited per client: ${LIMIT_DEFAULTS["track.perAddress"].max} lookups, then 429`, async () => {
    const response = () =>
      t.app.inject({ method: "POST", url: "/api/website/order/track", remoteAddress: "203.0.113.9", payload: { number: 1, email: "a@b" } });
    for (let i = 0; i < LIMIT_DEFAULTS["track.perAddress"].max; i++) expect((await response()).statusCode).toBe(404);
    expect((await response()).statusCode).toBe(429);
  });
});

describe("a guest's order link (its token, rule 6)", () => {
  async function guestOrder(): Promise<{ id: string; token: string }> {
    const response = await api(
      t.app,
      null,
      "POST",
      "/order/create-checkout-session",
      checkoutBody(product, 1, { shippingAddress: { ...SHOPPER_ADDRESS, email: uniqueEmail("guest") } }),
    );
    const { token } = response.json<{ token: string }>();
    return { id: (await orderByToken(t.database.db, token)).id, token };
  }
  const placedAgo = (id: string, interval: string) =>
    t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - ${interval}::interval` })
      .where(eq(orders.id, id));
  const read = (order: { id: string; token: string }) =>
    t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${order.token}` });

  it("shows the whole order for a day after it was placed", async () => {
    const order = await guestOrder();
    const body = (await read(order)).json<OrderDto>();
    expect(body.shippingAddress).toMatchObject({ address1: SHOPPER_ADDRESS.address1, phone: SHOPPER_ADDRESS.phone });
    expect(body.user_info.email).toContain("@");
  });

  it("then leaves out the customer's address, phone and e-mail", async () => {
    const order = await guestOrder();
    await placedAgo(order.id, "2 days");
    const answer = await read(order);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<OrderDto>();
    expect(body.shippingAddress).toMatchObject({ firstName: SHOPPER_ADDRESS.firstName, address1: "", phone: "", email: "", postcode: "" });
    expect(body.billingAddress).toMatchObject({ address1: "", phone: "", email: "" });
    expect(body.user_info).toMatchObject({ email: "", contact: "", address: "" });
    expect(JSON.stringify(body)).not.toContain(SHOPPER_ADDRESS.phone);
    expect((await t.app.services.orders.orderByToken(order.token)).user_info.email).toBe("");
  });

  it("stops working after 90 days", async () => {
    const order = await guestOrder();
    await placedAgo(order.id, "91 days");
    expect((await read(order)).statusCode).toBe(404);
    await expect(t.app.services.orders.orderByToken(order.token)).rejects.toMatchObject({ statusCode: 404 });
  });
});
