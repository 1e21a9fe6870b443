// A part sold in variants is priced on its variants only: what the shop shows as its price (the
// listing card, the price filter, the product API, the page's JSON-LD) is its cheapest variant's
// selling price, which is what the cheapest cart line is charged, now and after any edit
// (migration 0028, decision 022). A property test over random variants, sales and windows.
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../../tests/factories/products.ts";
import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { staffMember } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, MANY_CUSTOMERS_FROM_ONE_ADDRESS, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { productVariants } from "../../../db/tables.ts";
import { amountFromCents } from "../../../domain/money.ts";
import { sellingPriceCents } from "../../../domain/pricing.ts";
import type { CreatedApiToken } from "../../../domain/schemas/api-tokens.ts";
import type { AdminProduct } from "../../../domain/schemas/catalog-admin.ts";
import { productJsonLd } from "../../../domain/structured-data.ts";

/**
 * 1,000 random edits on the embedded database; 100 on PostgreSQL, whose pass proves the same SQL
 * under its own pool and locks (the rule itself does not change with the database).
 */
const CASES = process.env.TEST_DATABASE_URL ? 100 : 1_000;

/** The category the property's parts are in: its listing, narrowed to a price, shows their cards. */
const CATEGORY = "clutch-kits";

let t: TestApp;
let owner: Customer;
const parts: TestProduct[] = [];

/** A seeded generator (mulberry32): a failing case is found again by its seed, printed with it. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

let token = "";
/** The admin API as another system (an ERP) calls it, with a catalogue token. */
const admin = (method: InjectOptions["method"], url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });

beforeAll(async () => {
  // A thousand edits a minute, from one caller: more than the admin API lets one caller make.
  t = await buildTestApp({ env: { RATE_LIMITS: `${MANY_CUSTOMERS_FROM_ONE_ADDRESS},adminApi.perCaller=100000/1m` } });
  owner = await staffMember(t.app, t.database.db, "owner", "Olive Owner");
  const made = await t.app.inject({
    method: "POST",
    url: "/api/admin/tokens",
    headers: { cookie: owner.cookie },
    payload: { name: "ERP", permissions: ["catalog.read", "catalog.write"] },
  });
  token = made.json<CreatedApiToken>().secret;
  for (let i = 0; i < 4; i++) {
    parts.push(
      await createProduct(t.database.db, {
        category: CATEGORY,
        price: 124_900,
        options: [{ slug: "size", values: ["a", "b", "c"] }],
        variants: [
          { options: { size: "a" }, stock: 5, price: 119_900 },
          { options: { size: "b" }, stock: 5, price: 129_900 },
          { options: { size: "c" }, stock: 0, price: 139_900, discount: 10_000 },
        ],
      }),
    );
  }
});

afterAll(async () => {
  await t?.close();
});

/** What the cheapest cart line of the part is charged, from what checkout prices it by. */
async function cheapestCartLine(productId: number): Promise<number> {
  const { variantsById } = await t.app.services.catalog.productsToPrice([productId]);
  return Math.min(...(variantsById.get(productId) ?? []).map((variant) => sellingPriceCents(variant)));
}

/** The part's card in a listing narrowed to the dollars around `cents`, or why there is none. */
async function cardPrice(part: TestProduct, cents: number, narrowedBy: string) {
  const dollars = cents / 100;
  const listing = (
    await t.app.inject({ url: `/api/website/products/?${narrowedBy}&filter_price=${Math.floor(dollars)}-${Math.ceil(dollars)}&limit=100` })
  ).json<{ data: { _id: number; prices: { price: number; discount: number } }[] }>();
  const card = listing.data.find((row) => row._id === part.id);
  return card ? sellingCentsOf(card.prices) : "not in the listing narrowed to its price";
}

const sellingCentsOf = (prices: { price: number; discount: number }) => Math.round((prices.price - prices.discount) * 100);

/**
 * The lowest price the shop shows for the part, read where a shopper or a search engine reads it:
 * the product API, its category's listing narrowed to the price, the page and its JSON-LD; and,
 * when `searched`, the search results narrowed to the price (the search reads its own query, and
 * costs a case the most: it is read on every eighth).
 */
async function shownPrices(part: TestProduct, expected: number, searched: boolean) {
  const api = (await t.app.inject({ url: `/api/website/products/${part.slug}` })).json<{ prices: { price: number; discount: number } }>();
  const page = await t.app.services.catalog.productBySlug(part.slug);
  const offers = productJsonLd(page, "http://shop.test", "en").offers as { price: string };
  return {
    api: sellingCentsOf(api.prices),
    listing: await cardPrice(part, expected, `filter_category=${CATEGORY}`),
    ...(searched ? { search: await cardPrice(part, expected, `q=${encodeURIComponent(part.slug.toUpperCase())}`) } : {}),
    page: sellingPriceCents(page),
    jsonLd: Math.round(Number(offers.price) * 100),
  };
}

describe("a part sold in variants shows the price its cheapest cart line is charged", () => {
  it(`holds over ${CASES} random edits of variants' prices, sales and windows, and of the part`, async () => {
    const seed = Number(process.env.PROPERTY_SEED ?? Date.now() % 1_000_000);
    const random = randomFrom(seed);
    const hour = 3_600_000;
    const moment = (from: number) => new Date(Date.now() + from * hour).toISOString();
    for (let run = 0; run < CASES; run++) {
      const part = parts[random.int(0, parts.length - 1)]!;
      const variant = part.variants[random.int(0, part.variants.length - 1)]!;
      const kind = random.next();
      let edit: string;
      if (kind < 0.6) {
        // A variant priced again, on sale or not, its window past, running, to come or open.
        const price = random.int(1_000, 200_000);
        const onSale = random.next() < 0.6;
        const salePrice = random.int(500, price - 1);
        const windows = [{}, { saleStartsAt: moment(-2), saleEndsAt: moment(2) }, { saleEndsAt: moment(-1) }, { saleStartsAt: moment(1) }];
        const window = onSale ? windows[random.int(0, windows.length - 1)]! : {};
        const body = {
          sku: variant.sku,
          partNumber: variant.partNumber,
          price: amountFromCents(price),
          ...(onSale ? { salePrice: amountFromCents(salePrice), ...window } : {}),
        };
        edit = `variant ${variant.sku} ${JSON.stringify(body)}`;
        const saved = await admin("PUT", `/products/${part.id}/variants/${variant.id}`, body);
        expect(saved.statusCode, `${edit}: ${saved.body}`).toBe(200);
      } else if (kind < 0.8) {
        // The part saved as read (the API offers it no price), or with a price of its own: refused.
        const read = (await admin("GET", `/products/${part.id}`)).json<AdminProduct>();
        expect(read.fields.price).toBeUndefined();
        const ownPrice = random.next() < 0.5;
        const fields = ownPrice ? { ...read.fields, price: amountFromCents(random.int(1_000, 200_000)) } : read.fields;
        edit = `part ${part.slug} saved ${ownPrice ? "with a price" : "as read"}`;
        const saved = await admin("PUT", `/products/${part.id}`, { version: read.version, fields });
        if (ownPrice) expect(saved.json(), edit).toMatchObject({ statusCode: 400, message: "PRICED_BY_VARIANTS" });
        else expect(saved.statusCode, `${edit}: ${saved.body}`).toBe(200);
      } else {
        // Time passes: a running sale's window closes, and the sale clock sweeps.
        edit = `sale of ${variant.sku} ends`;
        await t.database.db
          .update(productVariants)
          .set({ saleEndsAt: sql`now() - interval '1 second'`, saleStartsAt: null })
          .where(eq(productVariants.id, variant.id));
        await t.app.services.catalogAdmin.applySaleWindows();
      }
      const charged = await cheapestCartLine(part.id);
      const searched = run % 8 === 0;
      const shown = await shownPrices(part, charged, searched);
      expect(shown, `seed ${seed}, case ${run}, after ${edit}`).toEqual({
        api: charged,
        listing: charged,
        ...(searched ? { search: charged } : {}),
        page: charged,
        jsonLd: charged,
      });
    }
    // A thousand edits, each read back four ways, take a minute or two on a busy two-core machine.
  }, 400_000);

  it("puts a variant on sale through the admin API, and the part shows it as its sale: from $1,099 with the compare-at $1,199", async () => {
    const part = await createProduct(t.database.db, {
      options: [{ slug: "size", values: ["a", "b"] }],
      variants: [
        { options: { size: "a" }, stock: 5, price: 119_900 },
        { options: { size: "b" }, stock: 5, price: 129_900 },
      ],
    });
    const [cheap] = part.variants;
    const saved = await admin("PUT", `/products/${part.id}/variants/${cheap!.id}`, {
      sku: cheap!.sku,
      partNumber: cheap!.partNumber,
      price: 1_199,
      salePrice: 1_099,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = saved.json<AdminProduct>();
    expect(product.sellingPrice).toBe(1_099);
    expect(product.variants[0]).toMatchObject({ price: 1_199, salePrice: 1_099, sellingPrice: 1_099 });
    const api = (await t.app.inject({ url: `/api/website/products/${part.slug}` })).json<{ prices: { price: number; discount: number } }>();
    expect(api.prices).toMatchObject({ price: 1_199, discount: 100 });
    expect(await cheapestCartLine(part.id)).toBe(109_900);
  });

  it("refuses a part-level price or sale for a part sold in variants (400 PRICED_BY_VARIANTS) and keeps its variants' price", async () => {
    const part = parts[0]!;
    const read = (await admin("GET", `/products/${part.id}`)).json<AdminProduct>();
    const before = await cheapestCartLine(part.id);
    const refused = await admin("PUT", `/products/${part.id}`, { version: read.version, fields: { ...read.fields, price: 1_249 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message: "PRICED_BY_VARIANTS" });
    const api = (await t.app.inject({ url: `/api/website/products/${part.slug}` })).json<{ prices: { price: number; discount: number } }>();
    expect(Math.round((api.prices.price - api.prices.discount) * 100)).toBe(before);
  });
});
