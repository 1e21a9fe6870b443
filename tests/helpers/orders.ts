import type { FastifyInstance } from "fastify";

import type { Database } from "../../src/db/client.ts";
import type { CheckoutSessionInput } from "../../src/domain/schemas/checkout.ts";
import { createProduct, type TestProduct } from "../factories/products.ts";
import { checkoutBody, createCheckout, orderByToken } from "./checkout.ts";

/** An order as the shopper leaves it: placed through the checkout and, unless told, paid on the test provider's page. */
export async function placeOrder(
  app: FastifyInstance,
  db: Database,
  options: { quantity?: number; pay?: boolean; product?: TestProduct; email?: string; body?: CheckoutSessionInput } = {},
) {
  const product = options.product ?? (await createProduct(db));
  const body = options.body ?? checkoutBody(product, options.quantity ?? 2);
  if (options.email) body.shippingAddress.email = options.email;
  const checkout = await createCheckout(app, body);
  const sessionId = new URL(checkout.url).pathname.split("/").pop()!;
  if (options.pay !== false) {
    const paid = await app.inject({
      method: "POST",
      url: `/api/website/payments/test/${sessionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "action=pay&card=4242424242424242",
    });
    if (paid.statusCode !== 303) throw new Error(`payment failed with ${paid.statusCode}: ${paid.body}`);
  }
  return { ...checkout, sessionId, product, order: await orderByToken(db, checkout.token) };
}
