import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { api, type Customer, sessionCookieOf, signUp } from "../../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { products } from "../../../db/tables.ts";
import { MAX_LINE_QUANTITY } from "../../../domain/checkout.ts";
import type { CheckedCart, WishlistDto } from "../../../domain/schemas/carts.ts";

let t: TestApp;
let part: TestProduct;
let other: TestProduct;
let sized: TestProduct;
beforeAll(async () => {
  t = await buildTestApp();
  part = await createProduct(t.database.db, { price: 1999, stock: 50 });
  other = await createProduct(t.database.db, { price: 500, stock: 200 });
  sized = await createProduct(t.database.db, {
    options: [{ slug: "size", values: ["m", "l"] }],
    variants: [
      { options: { size: "m" }, stock: 4, price: 3000 },
      { options: { size: "l" }, stock: 0, price: 3200 },
    ],
  });
});
afterAll(async () => {
  await t?.close();
});

const cartOf = (response: { json(): unknown }) => response.json() as CheckedCart;
const lines = (cart: CheckedCart) =>
  cart.items.map((item) => [item.product.id, item.options.map((o) => o.valueSlug).join(","), item.quantity]);
const line = (product: TestProduct, quantity: number, options: Record<string, string> = {}) => ({
  product: product.id,
  options,
  quantity,
  price: product.sellingCents,
});

/** The same customer signing in on another device: a session of its own. */
async function signInAgain(customer: Customer): Promise<Customer> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/user/login",
    payload: { email: customer.email, password: customer.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { ...customer, cookie: sessionCookieOf(response)! };
}

describe("the cart that follows a signed-in customer (decision 042)", () => {
  it("keeps the lines on the server: a line added on one device is in the other's cart", async () => {
    const phone = await signUp(t.app);
    await api(t.app, phone, "POST", "/user/cart/items", line(part, 2));
    await api(t.app, phone, "POST", "/user/cart/items", line(sized, 1, { size: "m" }));
    const desktop = await signInAgain(phone);
    const cart = cartOf(await api(t.app, desktop, "GET", "/user/cart"));
    expect(lines(cart)).toEqual([
      [part.id, "", 2],
      [sized.id, "m", 1],
    ]);
    expect(cart.items[1]).toMatchObject({ price: 3000, total: 3000, available: 4, options: [{ optionSlug: "size", valueSlug: "m" }] });
    // Adding the same line adds to it; setting and removing name the line by part and options.
    expect(lines(cartOf(await api(t.app, desktop, "POST", "/user/cart/items", line(part, 3))))[0]).toEqual([part.id, "", 5]);
    await api(t.app, desktop, "PUT", "/user/cart/items", { product: part.id, options: {}, quantity: 7 });
    const removed = cartOf(await api(t.app, phone, "DELETE", "/user/cart/items", { product: sized.id, options: { size: "m" } }));
    expect(lines(removed)).toEqual([[part.id, "", 7]]);
    expect(cartOf(await api(t.app, phone, "DELETE", "/user/cart")).items).toEqual([]);
  });

  it("merges a guest's cart on sign-in: quantities of a line summed up to the line limit, lines not sold dropped", async () => {
    const customer = await signUp(t.app);
    await api(t.app, customer, "POST", "/user/cart/items", line(part, 2));
    await api(t.app, customer, "POST", "/user/cart/items", line(other, 90));
    const merged = cartOf(
      await api(t.app, customer, "POST", "/user/cart/merge", {
        items: [
          line(part, 3),
          line(other, 20),
          line(sized, 1, { size: "m" }),
          line(sized, 1, { size: "xl" }),
          { product: 2_000_000_000, options: {}, quantity: 1, price: 100 },
        ],
      }),
    );
    expect(lines(merged)).toEqual([
      [part.id, "", 5],
      [other.id, "", MAX_LINE_QUANTITY],
      [sized.id, "m", 1],
    ]);
    // A guest with nothing to bring changes nothing.
    expect(lines(cartOf(await api(t.app, customer, "POST", "/user/cart/merge", { items: [] })))).toEqual(lines(merged));
  });

  it("refuses what is not a cart line with JSON {statusCode, error, message}", async () => {
    const customer = await signUp(t.app);
    for (const quantity of [0, MAX_LINE_QUANTITY + 1, 1.5, "two"]) {
      const refused = await api(t.app, customer, "POST", "/user/cart/items", { ...line(part, 1), quantity });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.any(String) });
    }
    const unknown = await api(t.app, customer, "POST", "/user/cart/items", { ...line(part, 1), product: 2_000_000_000 });
    expect(unknown.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Product not found" });
    const badChoice = await api(t.app, customer, "POST", "/user/cart/items", line(sized, 1, { size: "xl" }));
    expect(badChoice.statusCode).toBe(400);
    const tooMany = await api(t.app, customer, "POST", "/user/cart/merge", { items: Array.from({ length: 51 }, () => line(part, 1)) });
    expect(tooMany.statusCode).toBe(400);

    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/website/user/cart/items",
      headers: { cookie: customer.cookie, "content-type": "application/json" },
      payload: '{"product": 1, "quantity":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.any(String) });
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/website/user/cart/merge",
      headers: { cookie: customer.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ items: [{ ...line(part, 1), options: { note: "x".repeat(60_000) } }] }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: "Payload Too Large", message: expect.any(String) });
    expect(cartOf(await api(t.app, customer, "GET", "/user/cart")).items).toEqual([]);
  });

  it("is the customer's own: a guest gets 401 on every path, another customer's calls touch only their own cart", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    await api(t.app, owner, "POST", "/user/cart/items", line(part, 4));
    for (const [method, url, body] of [
      ["GET", "/user/cart"],
      ["POST", "/user/cart/check"],
      ["POST", "/user/cart/items", line(part, 1)],
      ["PUT", "/user/cart/items", { product: part.id, options: {}, quantity: 1 }],
      ["DELETE", "/user/cart/items", { product: part.id, options: {} }],
      ["DELETE", "/user/cart"],
      ["POST", "/user/cart/merge", { items: [line(part, 1)] }],
      ["GET", "/user/wishlist"],
      ["POST", "/user/wishlist", { product: part.id }],
      ["DELETE", `/user/wishlist/${part.id}`],
      ["POST", "/user/wishlist/merge", { products: [part.id] }],
    ] as const) {
      expect([method, url, (await api(t.app, null, method, url, body)).statusCode]).toEqual([method, url, 401]);
    }
    // The same line named by someone else: not found in their cart, the owner's untouched.
    expect((await api(t.app, intruder, "PUT", "/user/cart/items", { product: part.id, options: {}, quantity: 1 })).statusCode).toBe(404);
    await api(t.app, intruder, "DELETE", "/user/cart/items", { product: part.id, options: {} });
    await api(t.app, intruder, "DELETE", "/user/cart");
    expect(cartOf(await api(t.app, intruder, "GET", "/user/cart")).items).toEqual([]);
    expect(lines(cartOf(await api(t.app, owner, "GET", "/user/cart")))).toEqual([[part.id, "", 4]]);
  });
});

describe("opening the cart checks each line again and says what changed (decision 042)", () => {
  it("tells a price change, fewer units left and a part no longer sold, once, and settles the cart", async () => {
    const customer = await signUp(t.app);
    const pricey = await createProduct(t.database.db, { price: 1000, stock: 10 });
    const scarce = await createProduct(t.database.db, { price: 800, stock: 10 });
    const gone = await createProduct(t.database.db, { price: 600, stock: 10 });
    for (const [product, quantity] of [
      [pricey, 1],
      [scarce, 6],
      [gone, 1],
    ] as const)
      await api(t.app, customer, "POST", "/user/cart/items", line(product, quantity));
    await t.database.db.update(products).set({ priceCents: 1250 }).where(eq(products.id, pricey.id));
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));
    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, gone.id));

    const opened = cartOf(await api(t.app, customer, "POST", "/user/cart/check"));
    expect(opened.changes.map((c) => [c.name.en, c.change])).toEqual([
      [pricey.title, { kind: "price", from: 1000, to: 1250 }],
      [scarce.title, { kind: "quantity", from: 6, to: 2 }],
      [gone.title, { kind: "unavailable" }],
    ]);
    expect(lines(opened)).toEqual([
      [pricey.id, "", 1],
      [scarce.id, "", 2],
    ]);
    expect(opened.items[0]).toMatchObject({ price: 1250, total: 1250 });
    // Told once: the next opening (on any device) has nothing new to say.
    const again = cartOf(await api(t.app, customer, "POST", "/user/cart/check"));
    expect(again.changes).toEqual([]);
    expect(lines(again)).toEqual(lines(opened));
  });

  it("checks a guest's cart from the browser the same way, writing nothing and keeping the browser's ids", async () => {
    const soldOut = await createProduct(t.database.db, { price: 700, stock: 0 });
    const checked = cartOf(
      await api(t.app, null, "POST", "/cart/check", {
        items: [
          { id: 3, ...line(part, 2), price: part.sellingCents + 100 },
          { id: 4, ...line(soldOut, 1) },
          { id: 7, ...line(sized, 9, { size: "m" }) },
        ],
      }),
    );
    expect(checked.items.map((item) => [item.id, item.quantity, item.price])).toEqual([
      [3, 2, part.sellingCents],
      [7, 4, 3000],
    ]);
    expect(checked.changes.map((c) => [c.lineId, c.change.kind])).toEqual([
      [3, "price"],
      [4, "soldOut"],
      [7, "quantity"],
    ]);
    expect(checked.changes[2]!.options).toEqual([{ en: "m" }]);
  });
});

describe("the wishlist that follows a signed-in customer", () => {
  it("adds, merges a guest's as the union, removes; each answer is the whole list", async () => {
    const customer = await signUp(t.app);
    const wishlistOf = (response: { json(): unknown }) => (response.json() as WishlistDto).items.map((p) => p.id);
    expect(wishlistOf(await api(t.app, customer, "POST", "/user/wishlist", { product: part.id }))).toEqual([part.id]);
    expect(wishlistOf(await api(t.app, customer, "POST", "/user/wishlist", { product: part.id }))).toEqual([part.id]);
    const merged = await api(t.app, customer, "POST", "/user/wishlist/merge", { products: [other.id, part.id, 2_000_000_000] });
    expect(wishlistOf(merged)).toEqual([part.id, other.id]);
    expect((merged.json() as WishlistDto).items[0]).toMatchObject({ slug: part.slug, priceCents: part.priceCents });
    const desktop = await signInAgain(customer);
    expect(wishlistOf(await api(t.app, desktop, "DELETE", `/user/wishlist/${part.id}`))).toEqual([other.id]);
    const unknown = await api(t.app, customer, "POST", "/user/wishlist", { product: 2_000_000_000 });
    expect(unknown.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Product not found" });
    const intruder = await signUp(t.app);
    await api(t.app, intruder, "DELETE", `/user/wishlist/${other.id}`);
    expect(wishlistOf(await api(t.app, customer, "GET", "/user/wishlist"))).toEqual([other.id]);
  });
});
