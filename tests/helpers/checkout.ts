import { eq, inArray, like, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

import type { Database } from "../../src/db/client.ts";
import { orders, outboxMails, products } from "../../src/db/tables.ts";
import type { CheckoutSessionInput } from "../../src/domain/schemas/checkout.ts";
import { signPayload } from "../../src/server/modules/payments/index.ts";
import type { TestProduct } from "../factories/products.ts";
import { SHOPPER_ADDRESS } from "./shopper.ts";
import { TEST_SECRET } from "./test-app.ts";

// Checkout bodies, calls and look-ups shared by the checkout and payment tests; the parts they
// buy come from tests/factories.

/** The first value of each of the product's options: a complete, valid choice. */
export function firstChoices(product: TestProduct): Record<string, string> {
  return Object.fromEntries(product.options.map((o) => [o.slug, o.values[0]!]));
}

export { SHOPPER_ADDRESS };

/** A valid checkout of `quantity` units of the product. */
export function checkoutBody(product: TestProduct, quantity = 1, overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
  return {
    items: [{ product: product.id, options: firstChoices(product), quantity }],
    shippingAddress: { ...SHOPPER_ADDRESS },
    deliverMethod: "standard",
    ...overrides,
  };
}

export function postCheckout(app: FastifyInstance, body: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/website/order/create-checkout-session", payload: body as object });
}

export interface CheckoutSession {
  url: string;
  token: string;
  number: number;
}

/** Creates a checkout session and fails the test unless it succeeds. */
export async function createCheckout(app: FastifyInstance, body: unknown): Promise<CheckoutSession> {
  const response = await postCheckout(app, body);
  if (response.statusCode !== 200) throw new Error(`checkout failed with ${response.statusCode}: ${response.body}`);
  return response.json<CheckoutSession>();
}

export async function orderByToken(db: Database, token: string) {
  const [order] = await db.select().from(orders).where(eq(orders.token, token));
  if (!order) throw new Error("no order for this token");
  return order;
}

export async function countOrders(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(orders);
  return row!.count;
}

/** A part's stock, the units held for open payment sessions, and its sales. */
export async function productState(db: Database, id: number): Promise<{ stock: number; reserved: number; salesCount: number }> {
  const [row] = await db
    .select({ stock: products.stock, reserved: products.reserved, salesCount: products.salesCount })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

export async function setStock(db: Database, id: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, id));
}

/** Outbox mails whose dedupe key starts with the prefix (e.g. "order-confirmation:"). */
export async function mailsKeyed(db: Database, prefix: string, orderIds?: string[]) {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(like(outboxMails.dedupeKey, `${prefix}%`));
  return orderIds ? rows.filter((row) => orderIds.some((id) => row.dedupeKey === `${prefix}${id}`)) : rows;
}

export async function ordersByIds(db: Database, ids: string[]) {
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The test provider's webhook secret, as services.ts derives it from the app secret. */
export const TEST_WEBHOOK_SECRET = `${TEST_SECRET}:test-payments`;

/** A test-provider event as its hosted page sends it. */
export function testPaymentEvent(id: string, sessionId: string, type = "checkout.session.completed"): string {
  return JSON.stringify({ id, type, data: { sessionId } });
}

/** POSTs a raw body to the test provider's webhook, signed with the right secret unless told otherwise. */
export function postTestWebhook(
  app: FastifyInstance,
  rawBody: string,
  signature: string | null = signPayload(rawBody, TEST_WEBHOOK_SECRET),
) {
  return app.inject({
    method: "POST",
    url: "/api/website/payments/webhook/test",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "overland-signature": signature }) },
    payload: rawBody,
  });
}
