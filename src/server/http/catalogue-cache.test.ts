import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type TestProduct } from "../../../tests/factories/products.ts";
import { createVehicle, type TestVehicle } from "../../../tests/factories/vehicles.ts";
import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { rowsOf } from "../../db/client.ts";
import { auditLog, fitment, products } from "../../db/tables.ts";
import { CATALOGUE_CHANNEL } from "../lib/catalogue-changes.ts";
import { createCatalogueVersionService } from "../modules/catalog/index.ts";

// Decision 015: the catalogue's answers are kept until the catalogue changes, and a change is
// never missed: an edit made by anyone (another process, the database itself) shows at once.

/**
 * Tables whose changes no kept answer shows: customers' own data, orders, payments, mail, the
 * audit, and the tables derived from the catalogue's in the same transaction. Every other table
 * must tell the cache (migration 0013); a new table is in neither list until someone decides.
 */
const UNSHOWN_TABLES = [
  "__drizzle_migrations",
  "account_tokens",
  "addresses",
  "admin_idempotency",
  "api_tokens",
  "audit_log",
  // Asked for by one shopper; the product page's kept answer never shows who is waiting.
  "back_in_stock_requests",
  // A bulk edit's record and its rows' former values: the parts it changes tell the cache themselves.
  "bulk_edit_rows",
  "bulk_edits",
  // What the catalogue's changes showed: written by their triggers, read by the shop's processes.
  "catalogue_changes",
  // One customer's own cart and wishlist, never in a kept answer.
  "cart_lines",
  "catalogue_imports",
  "catalogue_pictures",
  "checkout_requests",
  // A discount shows only in a cart's totals, which are never kept.
  "discount_uses",
  "discounts",
  "garage_vehicles",
  "invoice_counters",
  "invoices",
  "listing_counts",
  "newsletter_subscriptions",
  "order_events",
  "order_items",
  "order_payment_sessions",
  "order_refunds",
  "orders",
  "outbox_mails",
  "payment_events",
  // Written only by triggers on products, product_images and fitment, which tell the cache; read only by the back office.
  "product_gaps",
  // Written only by a trigger on products, in the statement that renames a part, which tells the cache.
  "product_slug_redirects",
  "search_misses",
  "search_postings",
  "search_words",
  // The seed's part drawings as WebP, made from seed_images (which tells) when first asked for; a path's picture never changes.
  "seed_image_renditions",
  "product_title_search",
  "sessions",
  // Read by the checkout for one shopper's cart at each request; no kept answer shows shipping.
  "shipping_methods",
  "shipping_zones",
  // Printed on invoices only, each frozen when issued; no kept answer shows them.
  "shop_legal_details",
  // Written by triggers on products and product_variants, which tell the cache themselves.
  "stock_movements",
  "test_payment_refunds",
  "test_payment_sessions",
  "users",
  "wishlist_items",
  // The owner's vehicle list: the storefront reads the vehicles derived from it in the same
  // transaction (vehicle-list.service.ts), and the vehicles tell the cache.
  "vehicle_base_vehicles",
  "vehicle_engines",
  "vehicle_generations",
  "vehicle_makes",
  "vehicle_models",
  "vehicle_listings",
];

let t: TestApp;
let product: TestProduct;
let vehicle: TestVehicle;

const get = (url: string) => t.app.inject({ method: "GET", url });
/**
 * Asks until the answer comes from the cache: on PostgreSQL the notification of the test's own
 * last edit may still be on its way, and an answer rendered before it arrives is not kept.
 */
const keptAnswer = async (url: string) => {
  await expect.poll(async () => (await get(url)).headers["x-cache"], { timeout: 5_000 }).toBe("hit");
  return get(url);
};
const listingFor = (vehicleId: number) => `/api/website/products/?limit=100&filter_vehicle=${vehicleId}`;
const totalOf = (body: string) => (JSON.parse(body) as { pagination: { total: number } }).pagination.total;

beforeAll(async () => {
  t = await buildTestApp();
  vehicle = await createVehicle(t.database.db);
  product = await createProduct(t.database.db, { fits: [vehicle.id], price: 4_500 });
});
afterAll(() => t.close());

describe("kept catalogue answers", () => {
  it("sends an answer again, the same, until the catalogue changes", async () => {
    const first = await get(`/api/website/products/${product.slug}`);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await keptAnswer(`/api/website/products/${product.slug}`);
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
  });

  it("shows a price edit, a hidden part and a fitment edit on the very next request", async () => {
    const url = `/api/website/products/${product.slug}`;
    await keptAnswer(url);
    await t.database.db.update(products).set({ priceCents: 5_100 }).where(eq(products.id, product.id));
    const edited = await get(url);
    expect(edited.headers["x-cache"]).toBe("miss");
    expect(edited.json()).toMatchObject({ prices: { price: 51 } });

    const other = await createVehicle(t.database.db);
    const before = totalOf((await keptAnswer(listingFor(other.id))).body);
    await t.database.db.insert(fitment).values({ productId: product.id, vehicleId: other.id });
    expect(totalOf((await get(listingFor(other.id))).body)).toBe(before + 1);

    const fitting = totalOf((await keptAnswer(listingFor(vehicle.id))).body);
    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, product.id));
    expect(totalOf((await get(listingFor(vehicle.id))).body)).toBe(fitting - 1);
    expect((await get(url)).statusCode).toBe(404);
    await t.database.db.update(products).set({ status: "show" }).where(eq(products.id, product.id));
  });

  it("keeps its answers through changes no answer shows: those move no version and notify no one", async () => {
    const heard: string[] = [];
    const stop = await t.database.watch(CATALOGUE_CHANNEL, { heard: (id) => heard.push(id), lost: () => {} });
    const version = createCatalogueVersionService(t.database.db).current;
    const before = await version();
    await t.database.db
      .insert(auditLog)
      .values({ actorEmail: "staff@shop.test", action: "test.nothing-shown", entityType: "cache", entityId: "1" });
    // Units that stay in their band show nowhere either.
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock}`, salesCount: sql`${products.salesCount} + 1` })
      .where(eq(products.id, product.id));
    expect(await version()).toBe(before);
    // Notifications come in the order their transactions committed: once a later change to a
    // product is heard, the others would have been heard before it.
    await t.database.db.update(products).set({ priceCents: 4_600 }).where(eq(products.id, product.id));
    await expect.poll(() => heard).toHaveLength(1);
    expect(Number(heard[0])).toBe(Number(before) + 1);
    await stop();
  });

  it("keeps apart answers that differ only in their query", async () => {
    const english = await get("/api/website/products/?limit=3&sort=title-asc&locale=en");
    const arabic = await get("/api/website/products/?limit=3&sort=title-asc&locale=ar");
    expect((await get("/api/website/products/?limit=3&sort=title-asc&locale=ar")).body).toBe(arabic.body);
    expect((await get("/api/website/products/?limit=3&sort=title-asc&locale=en")).body).toBe(english.body);
  });

  it("every table either tells the cache of its changes or holds nothing a kept answer shows", async () => {
    const tables = await rowsOf<{ name: string; tells: boolean }>(
      t.database.db,
      sql`select c.relname as name,
                 exists (select 1 from pg_trigger g where g.tgrelid = c.oid
                         and g.tgname in (c.relname || '_catalogue_changed', c.relname || '_catalogue_update')) as tells
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')
          order by 1`,
    );
    const undecided = tables.filter((table) => !table.tells && !UNSHOWN_TABLES.includes(table.name)).map((table) => table.name);
    expect(undecided).toEqual([]);
    const tellingAndUnshown = tables.filter((table) => table.tells && UNSHOWN_TABLES.includes(table.name)).map((table) => table.name);
    expect(tellingAndUnshown).toEqual([]);
    expect(tables.filter((table) => table.tells).map((table) => table.name)).toContain("products");
  });
});
