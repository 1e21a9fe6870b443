import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { api, type Customer, sessionCookieOf, signUp } from "../../../../tests/helpers/accounts.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import type { CheckedCart } from "../../../domain/schemas/carts.ts";

// Two devices of one customer change the cart at the same moment: no line is lost, no quantity
// is counted twice, and no call fails. On PostgreSQL, with a pool of real connections.

let t: TestApp;
let parts: TestProduct[];
beforeAll(async () => {
  t = await buildTestApp();
  parts = [];
  for (let i = 0; i < 12; i++) parts.push(await createProduct(t.database.db, { price: 1000 + i, stock: 500 }));
});
afterAll(async () => {
  await t?.close();
});

async function secondDevice(customer: Customer): Promise<Customer> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/user/login",
    payload: { email: customer.email, password: customer.password },
  });
  return { ...customer, cookie: sessionCookieOf(response)! };
}

describe("a cart changed from two devices at once", () => {
  it("keeps every line and every unit added, with no failed call", async () => {
    const phone = await signUp(t.app);
    const desktop = await secondDevice(phone);
    const shared = parts[0]!;
    const calls = [
      // Both devices add the same line, ten times each.
      ...Array.from(
        { length: 20 },
        (_, i) => () =>
          api(t.app, i % 2 ? phone : desktop, "POST", "/user/cart/items", { product: shared.id, options: {}, quantity: 1, price: 1000 }),
      ),
      // Each device adds lines of its own.
      ...parts.slice(1).map(
        (part, i) => () =>
          api(t.app, i % 2 ? phone : desktop, "POST", "/user/cart/items", {
            product: part.id,
            options: {},
            quantity: 2,
            price: part.sellingCents,
          }),
      ),
      // A merge and openings of the cart in the middle of it all.
      () => api(t.app, desktop, "POST", "/user/cart/merge", { items: [{ product: shared.id, options: {}, quantity: 5, price: 1000 }] }),
      () => api(t.app, phone, "POST", "/user/cart/check"),
      () => api(t.app, desktop, "POST", "/user/cart/check"),
    ];
    const burst = await allAtOnce(calls);
    expect(burst.mostInFlight).toBeGreaterThan(10);
    expect(burst.results.map((r) => r.statusCode).filter((code) => code !== 200)).toEqual([]);

    const cart = (await api(t.app, phone, "GET", "/user/cart")).json() as CheckedCart;
    expect(cart.items.map((item) => [item.product.id, item.quantity])).toEqual(
      expect.arrayContaining([[shared.id, 25], ...parts.slice(1).map((part) => [part.id, 2])]),
    );
    expect(cart.items).toHaveLength(parts.length);
  });
});
