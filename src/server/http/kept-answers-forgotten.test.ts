import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import { placeOrder } from "../../../tests/helpers/orders.ts";
import { publishReviewsAtOnce } from "../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../db/client.ts";
import { categories, products } from "../../db/tables.ts";
import { availabilityFromStock, type StockAvailability } from "../../domain/stock.ts";

// Decision 015: a change forgets only the kept answers that show what it changed. A sale that
// leaves a part's units in their band forgets only the part's own answers (they show the count);
// one that sells it out, a review and a price edit forget the part's answers and its category's
// listings, and keep everything else.

let t: TestApp;
let part: TestProduct;
let sibling: TestProduct;
let other: TestProduct;
let urls: Record<"part" | "sibling" | "other" | "listing" | "otherListing" | "categories" | "brands", string>;

const get = (url: string) => t.app.inject({ method: "GET", url });
const cacheOf = async (url: string) => (await get(url)).headers["x-cache"];

/** Asks each until it comes from the cache (on PostgreSQL a test's own last edit may still be on its way). */
async function keepAll(): Promise<void> {
  for (const url of Object.values(urls)) await expect.poll(() => cacheOf(url), { timeout: 5_000 }).toBe("hit");
}

/** Which answers are sent from the cache on the very next request, and which are rendered again. */
async function keptNow(): Promise<Record<keyof typeof urls, boolean>> {
  const entries = await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, (await cacheOf(url)) === "hit"] as const));
  return Object.fromEntries(entries) as Record<keyof typeof urls, boolean>;
}

beforeAll(async () => {
  t = await buildTestApp();
  await publishReviewsAtOnce(t.app, t.database.db);
  // 30 units: in stock, between the low (under 20) and high (over 40) bands.
  part = await createProduct(t.database.db, { category: "clutch-kits", stock: 30 });
  sibling = await createProduct(t.database.db, { category: "clutch-kits" });
  other = await createProduct(t.database.db, { category: "fuel-filters" });
  urls = {
    part: `/api/website/products/${part.slug}`,
    sibling: `/api/website/products/${sibling.slug}`,
    other: `/api/website/products/${other.slug}`,
    listing: "/api/website/products/?filter_category=clutch-kits&limit=50",
    otherListing: "/api/website/products/?filter_category=fuel-filters&limit=50",
    categories: "/api/website/categories",
    brands: "/api/website/brands",
  };
});
afterAll(() => t.close());

describe("kept answers, as the shop sells", () => {
  it("forgets only the part's own answer, which shows its units, for a sale that leaves them in their band", async () => {
    await keepAll();
    await placeOrder(t.app, t.database.db, { product: part, quantity: 2 });
    expect(await keptNow()).toEqual({
      part: false,
      sibling: true,
      other: true,
      listing: true,
      otherListing: true,
      categories: true,
      brands: true,
    });
    expect((await get(urls.part)).json()).toMatchObject({ stock: 28 });
  });

  it("forgets the part and its category's listings when a sale sells it out", async () => {
    await keepAll();
    await placeOrder(t.app, t.database.db, { product: part, quantity: 28 });
    expect(await keptNow()).toEqual({
      part: false,
      sibling: true,
      other: true,
      listing: false,
      otherListing: true,
      categories: true,
      brands: true,
    });
    expect((await get(urls.part)).json()).toMatchObject({ stock: 0 });
  });

  it("forgets the reviewed part and its category's listings when a review is posted", async () => {
    await keepAll();
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/website/reviews/product/${sibling.id}`,
      payload: { author: "Dana Driver", rating: 4, content: "Fits my Hilux and bites well." },
    });
    expect(posted.statusCode).toBe(201);
    expect(await keptNow()).toEqual({
      part: true,
      sibling: false,
      other: true,
      listing: false,
      otherListing: true,
      categories: true,
      brands: true,
    });
    expect((await get(urls.sibling)).json()).toMatchObject({ reviews: 1, rating: 4 });
  });

  it("forgets the edited part and its category's listings when its price changes", async () => {
    await keepAll();
    await t.database.db.update(products).set({ priceCents: 2_345 }).where(eq(products.id, other.id));
    expect(await keptNow()).toEqual({
      part: true,
      sibling: true,
      other: false,
      listing: true,
      otherListing: false,
      categories: true,
      brands: true,
    });
    expect((await get(urls.other)).json()).toMatchObject({ prices: { price: 23.45 } });
    const listed = (await get(urls.otherListing)).json() as { data: { _id: number; prices: { price: number } }[] };
    expect(listed.data.find((p) => p._id === other.id)?.prices.price).toBe(23.45);
  });

  it("reads the stock bands in the database as the pages show them", async () => {
    const units = Array.from({ length: 61 }, (_, i) => i - 1);
    const rows = await rowsOf<{ units: number; band: number }>(
      t.database.db,
      sql`select u as units, stock_band(u) as band from unnest(${sql.raw(`'{${units.join(",")}}'`)}::int[]) u`,
    );
    const bands: StockAvailability[] = ["out-of-stock", "low-stock", "in-stock", "high-stock"];
    expect(rows.map((row) => bands[row.band])).toEqual(units.map(availabilityFromStock));
  });

  it("forgets everything when a category changes", async () => {
    await keepAll();
    await t.database.db.update(categories).set({ icon: "wrench" }).where(eq(categories.slug, "fuel-filters"));
    expect(await keptNow()).toEqual({
      part: false,
      sibling: false,
      other: false,
      listing: false,
      otherListing: false,
      categories: false,
      brands: false,
    });
  });

  it("forgets what the pages are rendered from by the same changes, for pages no answer is kept of", async () => {
    const { catalog } = t.app.services;
    // A part's page data is the part kept with its related parts, and a page of its reviews kept apart.
    const partOf = async (slug: string) => (await catalog.productPage(slug, 1, 8)).value.product;
    const reads = {
      part: () => partOf(sibling.slug),
      other: () => partOf(other.slug),
      listing: () => catalog.listProducts({ sort: "default", limit: 50, page: 1, locale: "en", filters: { category: "clutch-kits" } }),
      otherListing: () =>
        catalog.listProducts({ sort: "default", limit: 50, page: 1, locale: "en", filters: { category: "fuel-filters" } }),
    };
    type Name = keyof typeof reads;
    const names = Object.keys(reads) as Name[];
    // Kept: read twice, the same value (on PostgreSQL a test's own last edit may still be on its way).
    const kept = new Map<Name, unknown>();
    for (const name of names) {
      await expect.poll(async () => (await reads[name]()) === (await reads[name]()), { timeout: 5_000 }).toBe(true);
      kept.set(name, await reads[name]());
    }
    const keptNow = async () =>
      Object.fromEntries(await Promise.all(names.map(async (name) => [name, (await reads[name]()) === kept.get(name)])));

    await t.database.db.update(products).set({ priceCents: 3_456 }).where(eq(products.id, other.id));
    expect(await keptNow()).toEqual({ part: true, other: false, listing: true, otherListing: false });
    expect((await reads.other()).priceCents).toBe(3_456);
    expect((await reads.otherListing()).data.find((p) => p.id === other.id)?.priceCents).toBe(3_456);

    // A sale within the band: the part's own page data (it shows the units), not its listing.
    for (const name of names) kept.set(name, await reads[name]());
    await placeOrder(t.app, t.database.db, { product: sibling, quantity: 1 });
    expect(await keptNow()).toEqual({ part: false, other: true, listing: true, otherListing: true });
    expect((await reads.part()).stock).toBe(99);

    // A review: the part's page data and its reviews, read on the next request.
    const reviewsOf = async () => (await catalog.productPage(other.slug, 1, 8)).value.reviews;
    const before = await reviewsOf();
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/website/reviews/product/${other.id}`,
      payload: { author: "Sam Sandy", rating: 5, content: "Clean fuel, no more stutter." },
    });
    expect(posted.statusCode).toBe(201);
    const after = await reviewsOf();
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.data[0]?.content).toBe("Clean fuel, no more stutter.");
    expect((await reads.other()).reviewCount).toBe(before.pagination.total + 1);
  });
});
