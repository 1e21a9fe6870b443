import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct, type TestVariant, type VariantInput } from "../../../../tests/factories/products.ts";
import {
  checkoutBody,
  createCheckout,
  orderByToken,
  postCheckout,
  postTestWebhook,
  productState,
  testPaymentEvent,
} from "../../../../tests/helpers/checkout.ts";
import { allAtOnce, burstOnLockedRow } from "../../../../tests/helpers/contention.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { orderItems, orders, productVariants } from "../../../db/tables.ts";
import type { ProductDetail } from "../../../domain/schemas/catalog.ts";

// Decision 022: a product sold in variants is priced, held, sold and given back as the variant
// its options name; the product's own units are the sum of its variants'.

let t: TestApp;
/** A tyre in two sizes, two treads: four variants, one combination (35 in, M/T) not sold. */
let tyre: TestProduct;

const SIZES = { small: "265-70-r16", big: "265-75-r16" } as const;

beforeAll(async () => {
  t = await buildTestApp();
  tyre = await tyreIn([
    { options: { size: SIZES.small, tread: "at" }, stock: 40, price: 24_995 },
    { options: { size: SIZES.big, tread: "at" }, stock: 6, price: 26_495, discount: 1_500 },
    { options: { size: SIZES.small, tread: "mt" }, stock: 12, price: 27_995 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

function tyreIn(variants: VariantInput[]) {
  return createProduct(t.database.db, {
    title: "Test all-season tyre",
    price: 24_995,
    options: [
      { slug: "size", values: [SIZES.small, SIZES.big] },
      { slug: "tread", values: ["at", "mt"] },
    ],
    variants,
  });
}

const variantOf = (product: TestProduct, options: Record<string, string>): TestVariant =>
  product.variants.find((v) => Object.entries(options).every(([k, value]) => v.options[k] === value))!;

/** A checkout of one line of the product in the given option values. */
const bodyFor = (product: TestProduct, options: Record<string, string>, quantity = 1) => {
  const body = checkoutBody(product, quantity);
  return { ...body, items: [{ product: product.id, options, quantity }] };
};

async function variantState(id: number) {
  const [row] = await t.database.db
    .select({ quantity: productVariants.quantity, reserved: productVariants.reserved })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  return row!;
}

describe("a product sold in variants (decision 022)", () => {
  it("shows each variant with its options, number, SKU, price and units, and counts their units as the product's", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/website/products/${tyre.slug}` });
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDetail>();
    expect(product.stock).toBe(40 + 6 + 12);
    const big = variantOf(tyre, { size: SIZES.big, tread: "at" });
    expect(product.variants).toHaveLength(3);
    expect(product.variants[1]).toEqual({
      id: big.id,
      productId: big.partNumber,
      sku: big.sku,
      price: 264.95,
      discount: 15,
      image: null,
      quantity: 6,
      options: { size: SIZES.big, tread: "at" },
    });
  });

  it("prices the line as the chosen variant, records its SKU and number on the order, and holds its units only", async () => {
    const big = variantOf(tyre, { size: SIZES.big, tread: "at" });
    const small = variantOf(tyre, { size: SIZES.small, tread: "at" });
    const before = await productState(t.database.db, tyre.id);
    const session = await createCheckout(t.app, bodyFor(tyre, big.options, 2));
    const order = await orderByToken(t.database.db, session.token);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({
      variantId: big.id,
      unitPriceCents: big.sellingCents,
      totalCents: 2 * big.sellingCents,
      product: expect.objectContaining({ sku: big.sku, partNumber: big.partNumber }),
      options: [
        { name: "size", value: SIZES.big },
        { name: "tread", value: "at" },
      ],
    });
    expect(order.subtotalCents).toBe(2 * big.sellingCents);
    expect(await variantState(big.id)).toEqual({ quantity: 6, reserved: 2 });
    expect(await variantState(small.id)).toEqual({ quantity: 40, reserved: 0 });
    expect(await productState(t.database.db, tyre.id)).toMatchObject({ stock: before.stock, reserved: before.reserved + 2 });

    // Paid: the variant's units leave its shelf, and the product's with them; the sale counts.
    const paid = await postTestWebhook(t.app, testPaymentEvent(`evt_variant_${order.id}`, order.paymentSessionId!));
    expect(paid.json<{ outcome: string }>().outcome).toBe("paid");
    expect(await variantState(big.id)).toEqual({ quantity: 4, reserved: 0 });
    expect(await productState(t.database.db, tyre.id)).toEqual({
      stock: before.stock - 2,
      reserved: before.reserved,
      salesCount: before.salesCount + 2,
    });

    // The order as the customer reads it names the variant.
    const read = await t.app.inject({ method: "GET", url: `/api/website/order/${order.id}?token=${encodeURIComponent(session.token)}` });
    expect(read.json<{ cart: { product: { sku: string } }[] }>().cart[0]!.product.sku).toBe(big.sku);
  });

  it("refuses a combination the product is not sold in, and values or options it does not have", async () => {
    const notSold = await postCheckout(t.app, bodyFor(tyre, { size: SIZES.big, tread: "mt" }));
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: "items.0.options Test all-season tyre is not sold in this combination",
    });
    const forged = await postCheckout(t.app, bodyFor(tyre, { size: "999-99-r99", tread: "at" }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toBe("items.0.options.size has no value 999-99-r99");
    const half = await postCheckout(t.app, bodyFor(tyre, { size: SIZES.small }));
    expect(half.statusCode).toBe(400);
    expect(half.json<{ message: string }>().message).toBe("items.0.options.tread is required");
  });

  it("tells what is left of the variant, whatever the product's other variants hold", async () => {
    const part = await tyreIn([
      { options: { size: SIZES.small, tread: "at" }, stock: 50, price: 20_000 },
      { options: { size: SIZES.big, tread: "at" }, stock: 1, price: 21_000 },
    ]);
    const short = await postCheckout(t.app, bodyFor(part, { size: SIZES.big, tread: "at" }, 2));
    expect(short.statusCode).toBe(409);
    expect(short.json<{ message: string }>().message).toBe(`Only 1 of ${part.title} (${SIZES.big}, at) left in stock`);
    // Two lines of the same variant count together.
    const body = bodyFor(part, { size: SIZES.big, tread: "at" });
    const twoLines = await postCheckout(t.app, { ...body, items: [body.items[0], body.items[0]] });
    expect(twoLines.statusCode).toBe(409);
    expect((await productState(t.database.db, part.id)).reserved).toBe(0);
  });

  it("gives a withdrawn or expired hold back to the variant it came from", async () => {
    const part = await tyreIn([
      { options: { size: SIZES.small, tread: "at" }, stock: 3, price: 20_000 },
      { options: { size: SIZES.big, tread: "at" }, stock: 3, price: 21_000 },
    ]);
    const big = variantOf(part, { size: SIZES.big });
    const session = await createCheckout(t.app, bodyFor(part, big.options, 3));
    expect(await variantState(big.id)).toEqual({ quantity: 3, reserved: 3 });
    expect((await postCheckout(t.app, bodyFor(part, big.options, 1))).statusCode).toBe(409);
    await t.database.db
      .update(orders)
      .set({ stockHeldUntil: sql`now() - interval '1 second'` })
      .where(eq(orders.token, session.token));
    expect(await t.app.services.orders.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect(await variantState(big.id)).toEqual({ quantity: 3, reserved: 0 });
    expect(await productState(t.database.db, part.id)).toMatchObject({ stock: 6, reserved: 0 });
  });
});

const BUYERS = 20;
const LAST_UNITS = 3;

describe(`${BUYERS} shoppers buy a variant's last ${LAST_UNITS} units at once (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it(`holds ${LAST_UNITS}, refuses the rest, oversells nothing, and leaves the other variant alone`, async () => {
    const part = await tyreIn([
      { options: { size: SIZES.small, tread: "at" }, stock: 30, price: 20_000 },
      { options: { size: SIZES.big, tread: "at" }, stock: LAST_UNITS, price: 21_000 },
    ]);
    const big = variantOf(part, { size: SIZES.big });
    const small = variantOf(part, { size: SIZES.small });
    // The shoppers of the big size race each other; two of the small size run among them.
    const buyers = [
      ...Array.from({ length: BUYERS }, () => () => postCheckout(t.app, bodyFor(part, big.options, 1))),
      ...Array.from({ length: 2 }, () => () => postCheckout(t.app, bodyFor(part, small.options, 1))),
    ];
    // On PostgreSQL their transactions provably queue on the product's row, which every writer of
    // its variants locks first.
    const burst =
      t.database.kind === "postgres"
        ? await burstOnLockedRow(t.database, { table: "products", id: part.id }, buyers, { waiters: 10 })
        : await allAtOnce(buyers);
    expect(burst.mostInFlight).toBe(BUYERS + 2);
    const answers = burst.results;
    const bigAnswers = answers.slice(0, BUYERS);
    expect(bigAnswers.filter((a) => a.statusCode === 200)).toHaveLength(LAST_UNITS);
    for (const refused of bigAnswers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/is out of stock$|^Only \d of .* left in stock$/);
    }
    expect(answers.slice(BUYERS).map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await variantState(big.id)).toEqual({ quantity: LAST_UNITS, reserved: LAST_UNITS });
    expect(await variantState(small.id)).toEqual({ quantity: 30, reserved: 2 });
    expect(await productState(t.database.db, part.id)).toMatchObject({ stock: 30 + LAST_UNITS, reserved: LAST_UNITS + 2 });

    // They all pay at once: exactly the last units are sold.
    const held = await Promise.all(
      answers.filter((a) => a.statusCode === 200).map((a) => orderByToken(t.database.db, a.json<{ token: string }>().token)),
    );
    const payments = await allAtOnce(
      held.map((order, i) => () => postTestWebhook(t.app, testPaymentEvent(`evt_variant_rush_${i}`, order.paymentSessionId!))),
    );
    expect(payments.results.map((r) => r.json<{ outcome: string }>().outcome)).toEqual(Array(LAST_UNITS + 2).fill("paid"));
    expect(await variantState(big.id)).toEqual({ quantity: 0, reserved: 0 });
    expect(await variantState(small.id)).toEqual({ quantity: 28, reserved: 0 });
    expect(await productState(t.database.db, part.id)).toMatchObject({ stock: 28, reserved: 0 });
  });
});

describe("listing filters match what a variant sells (decision 022)", () => {
  it("lists a part under a size or a colour only while a variant in it has units left, and counts it so", async () => {
    const part = await createProduct(t.database.db, {
      title: "Test jacket",
      options: [
        { slug: "size", values: ["test-m", "test-xl"] },
        { slug: "color", type: "color", values: ["test-olive", "test-navy"] },
      ],
      variants: [
        { options: { size: "test-m", color: "test-olive" }, stock: 4, price: 12_000 },
        { options: { size: "test-xl", color: "test-olive" }, stock: 0, price: 12_500 },
        { options: { size: "test-m", color: "test-navy" }, stock: 0, price: 12_000 },
        { options: { size: "test-xl", color: "test-navy" }, stock: 0, price: 12_500 },
      ],
    });
    type Listing = { data: { _id: number }[]; filters: { slug: string; items?: { slug: string; count: number }[] }[] };
    const list = async (query: string) => {
      const response = await t.app.inject({ method: "GET", url: `/api/website/products/?limit=100&${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<Listing>();
    };
    const ids = (body: Listing) => body.data.map((p) => p._id);
    const facet = (body: Listing, slug: string) =>
      Object.fromEntries(body.filters.find((f) => f.slug === slug)!.items!.map((i) => [i.slug, i.count]));

    expect(ids(await list("filter_size=test-m"))).toEqual([part.id]);
    expect(ids(await list("filter_size=test-xl"))).toEqual([]);
    expect(ids(await list("filter_color=test-olive"))).toEqual([part.id]);
    expect(ids(await list("filter_color=test-navy"))).toEqual([]);
    // Both filters at once: olive in M is sold; the facets count under the other filter.
    const both = await list("filter_size=test-m&filter_color=test-olive");
    expect(ids(both)).toEqual([part.id]);
    expect(facet(both, "size")).toMatchObject({ "test-m": 1 });
    expect(facet(both, "size")["test-xl"]).toBeUndefined();
    expect(facet(both, "color")).toMatchObject({ "test-olive": 1 });

    // A forged value is refused, as every list filter's.
    const forged = await t.app.inject({ method: "GET", url: "/api/website/products/?filter_size=%27%3Bdrop" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toBe("filter_size must be a comma-separated list of slugs");
  });
});
