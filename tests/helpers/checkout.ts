import { and, asc, eq, gt, gte, inArray, like, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

import type { Database } from "../../src/db/client.ts";
import { orders, outboxMails, productOptions, productOptionValues, products } from "../../src/db/tables.ts";
import type { CheckoutSessionInput } from "../../src/domain/schemas/checkout.ts";
import { signPayload } from "../../src/server/modules/payments/webhook-signature.ts";
import { TEST_SECRET } from "./test-app.ts";

// Factories and look-ups shared by the checkout and payment tests. They read the seeded
// catalogue rather than assume ids, so a change of the seed does not break them.

export interface CheckoutProduct {
  id: number;
  title: string;
  stock: number;
  priceCents: number;
  discountCents: number;
  /** What the shop charges for one unit: price minus discount. */
  sellingCents: number;
  options: { slug: string; values: string[] }[];
}

/** A shown product of the seed: with or without options, on sale or not, with enough stock. */
const STOCKED_FOR_TESTS = 1_000;

export async function findProduct(
  db: Database,
  criteria: { withOptions: boolean; discounted?: boolean; minStock?: number; skip?: number[] },
): Promise<CheckoutProduct> {
  const hasOptions = sql`exists (select 1 from product_options o where o.product_id = ${products.id})`;
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      stock: products.stock,
      priceCents: products.priceCents,
      discountCents: products.discountCents,
    })
    .from(products)
    .where(
      and(
        eq(products.status, "show"),
        gte(products.stock, criteria.minStock ?? 10),
        criteria.withOptions ? hasOptions : sql`not ${hasOptions}`,
        criteria.discounted === undefined ? undefined : criteria.discounted ? gt(products.discountCents, 0) : eq(products.discountCents, 0),
      ),
    )
    .orderBy(asc(products.id))
    .limit(1 + (criteria.skip?.length ?? 0));
  const found = rows.find((r) => !criteria.skip?.includes(r.id));
  if (!found) throw new Error(`the seed has no product matching ${JSON.stringify(criteria)}`);
  // Every checkout holds its units until paid or released (decision 003): a test file opens
  // dozens, so the part is stocked well; tests about scarce stock set it with setStock.
  const row = { ...found, stock: Math.max(found.stock, STOCKED_FOR_TESTS) };
  if (row.stock !== found.stock) await setStock(db, row.id, row.stock);
  const optionRows = await db
    .select({ slug: productOptions.slug, value: productOptionValues.slug })
    .from(productOptions)
    .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(eq(productOptions.productId, row.id))
    .orderBy(asc(productOptions.position), asc(productOptionValues.position));
  const options: CheckoutProduct["options"] = [];
  for (const option of optionRows) {
    const known = options.find((o) => o.slug === option.slug);
    if (known) known.values.push(option.value);
    else options.push({ slug: option.slug, values: [option.value] });
  }
  return { ...row, title: row.title.en, sellingCents: row.priceCents - row.discountCents, options };
}

/** The first value of each of the product's options: a complete, valid choice. */
export function firstChoices(product: CheckoutProduct): Record<string, string> {
  return Object.fromEntries(product.options.map((o) => [o.slug, o.values[0]!]));
}

export const SHOPPER_ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  address1: "1 Track Road",
  suburb: "Alice Springs",
  postcode: "0870",
  state: "NT",
  email: "ada@example.com",
  phone: "+61 8 5550 1234",
} as const;

/** A valid checkout of `quantity` units of the product. */
export function checkoutBody(product: CheckoutProduct, quantity = 1, overrides: Partial<CheckoutSessionInput> = {}): CheckoutSessionInput {
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
