import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { checkoutBody } from "../../../../tests/helpers/checkout.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { testPaymentSessions } from "../../../db/tables.ts";

// With PUBLIC_URL unset, a shopper on 127.0.0.1 came back from paying to localhost and
// found an empty cart. The payment page and its return links now use the shopper's own origin,
// when it is loopback or allowed, and never an arbitrary Host header.

let t: TestApp;
let product: TestProduct;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: undefined as unknown as string, PORT: "3000", ALLOWED_ORIGINS: "https://parts.example" } });
  product = await createProduct(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function checkoutFrom(host: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/website/order/create-checkout-session",
    headers: { host },
    payload: checkoutBody(product, 1),
  });
  expect(response.statusCode).toBe(200);
  const { url, token } = response.json<{ url: string; token: string }>();
  const [session] = await t.database.db
    .select()
    .from(testPaymentSessions)
    .where(eq(testPaymentSessions.id, new URL(url).pathname.split("/").pop()!));
  return { url, token, successUrl: session!.successUrl, cancelUrl: session!.cancelUrl };
}

describe("payment return links without PUBLIC_URL", () => {
  it("send a shopper on 127.0.0.1 back to 127.0.0.1, through a payment page on 127.0.0.1", async () => {
    const { url, token, successUrl, cancelUrl } = await checkoutFrom("127.0.0.1:4000");
    expect(url.startsWith("http://127.0.0.1:4000/api/website/payments/test/")).toBe(true);
    expect(successUrl).toBe(`http://127.0.0.1:4000/cart/checkout/${token}`);
    expect(cancelUrl).toBe("http://127.0.0.1:4000/");
  });

  it("never follow a Host header that is neither loopback nor allowed", async () => {
    const { url, successUrl } = await checkoutFrom("evil.example");
    expect(new URL(url).origin).toBe("http://localhost:3000");
    expect(new URL(successUrl).origin).toBe("http://localhost:3000");
  });
});
