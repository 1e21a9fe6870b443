import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import { type DatabaseHandle, rowsOf } from "../../../db/client.ts";
import {
  auditLog,
  fitment,
  productCodes,
  productGaps,
  productImages,
  products,
  productSlugRedirects,
  stockMovements,
  vehicles,
} from "../../../db/tables.ts";
import { ConflictError, InvalidInputError } from "../../../domain/errors.ts";
import { type ProductFields, ProductFieldsSchema } from "../../../domain/schemas/catalog-admin.ts";
import { createCatalogService } from "./catalog.service.ts";
import { createProductsAdminRepository } from "./products-admin.repository.ts";
import {
  createProductsAdminService,
  discountNow,
  NOT_ENOUGH_UNITS,
  PRODUCT_CHANGED,
  SKU_TAKEN,
  SLUG_TAKEN,
  UNITS_HELD,
  VARIANT_REQUIRED,
} from "./products-admin.service.ts";
import { createStockService } from "./stock.service.ts";

let database: DatabaseHandle;
let admin: ReturnType<typeof createProductsAdminService>;
const actor = { id: null, email: "cli" };

beforeAll(async () => {
  database = await openTestDatabase();
  admin = createProductsAdminService(database.db);
});
afterAll(async () => {
  await database?.close();
});

let serial = 0;
async function fieldsFor(overrides: Record<string, unknown> = {}): Promise<ProductFields> {
  serial += 1;
  const { brands, categories } = await admin.choices();
  return ProductFieldsSchema.parse({
    title: { en: `Front bull bar ${serial}`, ru: `Передний кенгурятник ${serial}`, ar: "" },
    excerpt: { en: "Steel, winch ready." },
    description: { en: "A steel bull bar for the Hilux." },
    slug: `front-bull-bar-admin-${serial}`,
    partNumber: `BB-80${serial}-HX`,
    sku: `OV-BB-${serial}-ADM`,
    brandId: brands[0]!.id,
    categoryId: categories[0]!.id,
    status: "show",
    price: "1,299.00",
    oemCodes: [{ maker: "Toyota", code: `52101-0K${serial}` }],
    specs: [{ name: "Material", value: "Steel" }],
    ...overrides,
  });
}

const ledgerOf = (productId: number) =>
  database.db.select().from(stockMovements).where(eq(stockMovements.productId, productId)).orderBy(asc(stockMovements.id));

describe("the catalogue's back office: products", () => {
  it("creates a part the storefront sells at once, with its opening units in the ledger and the change in the audit", async () => {
    const created = await admin.create(actor, await fieldsFor(), 12);
    const catalog = createCatalogService(database.db, {
      limiters: undefined as never,
      vehiclesOfModel: async () => [],
    });
    const shown = await catalog.productBySlug(created.fields.slug);
    expect(shown.title.ru).toMatch(/Передний кенгурятник/);
    expect(shown.priceCents).toBe(129_900);
    expect(created.units).toBe(12);
    expect((await ledgerOf(created.id)).map((row) => [row.kind, row.unitsBefore, row.unitsAfter])).toEqual([["opening", 0, 12]]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(created.id))));
    expect(audit?.action).toBe("product.create");
    expect(audit?.after).toMatchObject({ sku: created.fields.sku, priceCents: 129_900, units: 12 });
  });

  it("refuses a SKU or a slug another part (or a variant) has", async () => {
    const first = await admin.create(actor, await fieldsFor());
    const variantPart = await createProduct(database.db, {
      options: [{ slug: "size", values: ["m"] }],
      variants: [{ options: { size: "m" }, stock: 1, price: 100 }],
    });
    await expect(admin.create(actor, await fieldsFor({ sku: first.fields.sku }))).rejects.toThrow(SKU_TAKEN);
    await expect(admin.create(actor, await fieldsFor({ sku: variantPart.variants[0]!.sku }))).rejects.toThrow(SKU_TAKEN);
    await expect(admin.create(actor, await fieldsFor({ slug: first.fields.slug }))).rejects.toThrow(SLUG_TAKEN);
  });

  it("refuses a save made on an older version, and records before and after of the one that won", async () => {
    const created = await admin.create(actor, await fieldsFor());
    const fields = ProductFieldsSchema.parse({
      ...created.fields,
      price: created.fields.price,
      title: { ...created.fields.title, en: "Renamed bar" },
    });
    const saved = await admin.update({ id: null, email: "first@shop.test" }, created.id, created.version, fields);
    expect(saved.version).toBe(created.version + 1);
    const late = ProductFieldsSchema.parse({ ...created.fields, price: 999 });
    const refusal = await admin
      .update({ id: null, email: "second@shop.test" }, created.id, created.version, late)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect((refusal as Error).message).toBe(PRODUCT_CHANGED);
    const stored = await admin.get(created.id);
    expect(stored.fields.title.en).toBe("Renamed bar");
    expect(stored.fields.price).toBe(1299);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.update"), eq(auditLog.entityId, String(created.id))));
    expect(audit?.before).toMatchObject({ title: { en: created.fields.title.en } });
    expect(audit?.after).toMatchObject({ title: { en: "Renamed bar" } });
  });

  it("keeps a renamed part's old slug as a redirect, and forgets it when another part takes the slug", async () => {
    const created = await admin.create(actor, await fieldsFor());
    const oldSlug = created.fields.slug;
    const renamed = await admin.update(
      actor,
      created.id,
      created.version,
      ProductFieldsSchema.parse({ ...created.fields, slug: `${oldSlug}-v2` }),
    );
    expect(await database.db.select().from(productSlugRedirects).where(eq(productSlugRedirects.slug, oldSlug))).toEqual([
      expect.objectContaining({ productId: created.id }),
    ]);
    const catalog = createCatalogService(database.db, {
      limiters: undefined as never,
      vehiclesOfModel: async () => [],
    });
    expect(await catalog.slugRedirect(oldSlug)).toBe(renamed.fields.slug);
    await admin.create(actor, await fieldsFor({ slug: oldSlug }));
    expect(await database.db.select().from(productSlugRedirects).where(eq(productSlugRedirects.slug, oldSlug))).toEqual([]);
  });

  it("writes OEM and cross-reference numbers normalised, so search finds them however typed", async () => {
    const created = await admin.create(
      actor,
      await fieldsFor({ oemCodes: [{ maker: "Toyota", code: "52101-0k 999" }], crossCodes: [{ maker: "ARB", code: "3414 420" }] }),
    );
    const codes = await database.db.select().from(productCodes).where(eq(productCodes.productId, created.id));
    expect(codes.map((c) => [c.kind, c.codeNormalized]).sort()).toEqual([
      ["cross", "3414420"],
      ["oem", "521010K999"],
    ]);
    for (const typed of ["521010k999", "52101 0K999", "3414-420"]) {
      const { data } = await admin.list({ q: typed, sort: "updated", page: 1 });
      expect(data.map((row) => row.id)).toContain(created.id);
    }
  });

  it("lists a search the same whether it matched few parts (read by id) or many (walked in the list's order)", async () => {
    // A part found by a number alone, beside the parts found by a title word.
    const numbered = await admin.create(actor, await fieldsFor({ partNumber: "BAR-99-NUM", sku: "OV-BAR-99-NUM" }), 0);
    await admin.create(actor, await fieldsFor({ status: "draft" }), 0);
    const few = createProductsAdminRepository(database.db);
    const many = createProductsAdminRepository(database.db, { fewMatches: 5 });
    for (const query of [
      { q: "bar", sort: "updated", page: 1 },
      { q: "bar", sort: "title", page: 2 },
      { q: "bar", sort: "sku", page: 1, state: "show" },
      { q: "bull bar", sort: "newest", page: 1, stock: "in" },
      // A common word that a filter narrows to a few parts again.
      { q: "bar", sort: "updated", page: 1, state: "draft" },
    ] as const) {
      const [byId, walked] = await Promise.all([few.page(query, 20, 10_001), many.page(query, 20, 10_001)]);
      expect(byId.rows.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(walked.rows.map((row) => row.id)).toEqual(byId.rows.map((row) => row.id));
      expect(byId.capped).toBe(false);
      // More than it counts: said as "more than"; else counted exactly.
      if (byId.total > 5) expect(walked).toMatchObject({ total: 5, capped: true });
      else expect([walked.total, walked.capped]).toEqual([byId.total, false]);
    }
    const [byId, walked] = await Promise.all([
      few.page({ q: "bar99", sort: "updated", page: 1 }, 20, 10_001),
      many.page({ q: "bar99", sort: "updated", page: 1 }, 20, 10_001),
    ]);
    expect(walked.rows.map((row) => row.id)).toEqual([numbered.id]);
    expect(byId.rows.map((row) => row.id)).toEqual([numbered.id]);
  });

  it("finds parts by title in any language and by part number typed loosely, and filters them", async () => {
    const created = await admin.create(actor, await fieldsFor({ status: "draft" }), 0);
    const byRussian = await admin.list({ q: "кенгурятник", state: "draft", sort: "updated", page: 1 });
    expect(byRussian.data.map((row) => row.id)).toContain(created.id);
    const loose = created.fields.partNumber.toLowerCase().replaceAll("-", " ");
    expect((await admin.list({ q: loose, sort: "updated", page: 1 })).data.map((row) => row.id)).toContain(created.id);
    const out = await admin.list({ stock: "out", lacking: "picture", state: "draft", sort: "newest", page: 1 });
    expect(out.data.map((row) => row.id)).toContain(created.id);
    expect(out.data.every((row) => row.available <= 0 && row.status === "draft")).toBe(true);
    const hidden = await admin.list({ state: "hide", sort: "updated", page: 1 });
    expect(hidden.data.map((row) => row.id)).not.toContain(created.id);
  });

  it("keeps what each part lacks as its pictures, fitment and universality change, and lists it the same few or many", async () => {
    const part = await admin.create(actor, await fieldsFor({ status: "draft" }), 0);
    const gapOf = async () => {
      const [row] = await database.db.select().from(productGaps).where(eq(productGaps.productId, part.id));
      return row ? { picture: row.picture, fitment: row.fitment } : null;
    };
    expect(await gapOf()).toEqual({ picture: true, fitment: true });
    const [vehicle] = await database.db.select({ id: vehicles.id }).from(vehicles).limit(1);
    await database.db.insert(fitment).values({ productId: part.id, vehicleId: vehicle!.id });
    expect(await gapOf()).toEqual({ picture: true, fitment: false });
    const [picture] = await database.db
      .insert(productImages)
      .values([0, 1].map((position) => ({ productId: part.id, position, url: `/media/gap-${part.id}-${position}.webp` })))
      .returning({ id: productImages.id });
    expect(await gapOf()).toBeNull();
    // One of two pictures removed: nothing lacking; the last: the gap is back.
    await database.db.delete(productImages).where(eq(productImages.id, picture!.id));
    expect(await gapOf()).toBeNull();
    await database.db.delete(productImages).where(eq(productImages.productId, part.id));
    expect(await gapOf()).toEqual({ picture: true, fitment: false });
    await database.db.delete(fitment).where(eq(fitment.productId, part.id));
    expect(await gapOf()).toEqual({ picture: true, fitment: true });
    // A universal part fits every vehicle without fitment rows; a sale, which changes no universality, reads nothing.
    await database.db.update(products).set({ universal: true }).where(eq(products.id, part.id));
    expect(await gapOf()).toEqual({ picture: true, fitment: false });
    await database.db.update(products).set({ universal: false }).where(eq(products.id, part.id));
    expect(await gapOf()).toEqual({ picture: true, fitment: true });

    const few = createProductsAdminRepository(database.db);
    const many = createProductsAdminRepository(database.db, { fewMatches: 1 });
    for (const query of [
      { lacking: "picture", sort: "updated", page: 1 },
      { lacking: "fitment", sort: "newest", page: 1, state: "draft" },
      { lacking: "fitment", sort: "title", page: 1, q: "bull bar" },
    ] as const) {
      const [byId, walked] = await Promise.all([few.page(query, 20, 10_001), many.page(query, 20, 10_001)]);
      expect(
        byId.rows.map((row) => row.id),
        JSON.stringify(query),
      ).toContain(part.id);
      expect(walked.rows.map((row) => row.id)).toEqual(byId.rows.map((row) => row.id));
    }
    // The list agrees with what the parts hold, whichever way it was kept.
    const lackingPictures = await rowsOf<{ id: number }>(
      database.db,
      sql`select p.id from products p where not exists (select 1 from product_images i where i.product_id = p.id) order by p.id`,
    );
    const kept = await database.db.select({ id: productGaps.productId }).from(productGaps).where(eq(productGaps.picture, true));
    expect(kept.map((row) => row.id).sort((a, b) => a - b)).toEqual(lackingPictures.map((row) => row.id));

    // The other way round: a picture first, then a vehicle.
    await database.db.insert(productImages).values({ productId: part.id, position: 0, url: `/media/gap-${part.id}.webp` });
    expect(await gapOf()).toEqual({ picture: false, fitment: true });
    await database.db.insert(fitment).values({ productId: part.id, vehicleId: vehicle!.id });
    expect(await gapOf()).toBeNull();
    await database.db.delete(products).where(eq(products.id, part.id));
    expect(await database.db.select().from(productGaps).where(eq(productGaps.productId, part.id))).toEqual([]);
  });

  it("counts at most ten thousand and says so", async () => {
    const everything = await admin.list({ sort: "sku", page: 1 });
    expect(everything.data).toHaveLength(50);
    expect(everything.pagination.total).toBeGreaterThan(1_000);
    expect(everything.totalCapped).toBe(false);
  });

  it("hides a part: it leaves the storefront and the audit says so", async () => {
    const created = await admin.create(actor, await fieldsFor());
    await admin.setStatus(actor, created.id, "hide");
    const catalog = createCatalogService(database.db, {
      limiters: undefined as never,
      vehiclesOfModel: async () => [],
    });
    await expect(catalog.productBySlug(created.fields.slug)).rejects.toThrow();
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.status"), eq(auditLog.entityId, String(created.id))));
    expect(audit?.after).toEqual({ status: "hide" });
  });
});

describe("sales with a window", () => {
  it("sells at the sale price only inside its window", () => {
    const at = new Date("2026-12-01T00:00:00Z");
    const sale = { price: 10_000, salePrice: 8_000 };
    expect(discountNow({ ...sale, saleStartsAt: undefined, saleEndsAt: undefined }, at)).toBe(2_000);
    expect(discountNow({ ...sale, saleStartsAt: new Date("2026-12-02T00:00:00Z"), saleEndsAt: undefined }, at)).toBe(0);
    expect(discountNow({ ...sale, saleStartsAt: undefined, saleEndsAt: at }, at)).toBe(0);
    expect(discountNow({ price: 10_000, salePrice: undefined, saleStartsAt: undefined, saleEndsAt: undefined }, at)).toBe(0);
  });

  it("opens a window that came due and closes one that ended, on the sale clock", async () => {
    const created = await admin.create(actor, await fieldsFor({ salePrice: "999", saleStartsAt: "2030-01-01T00:00:00Z" }));
    expect(created.sellingPrice).toBe(1299);
    await database.db
      .update(products)
      .set({ saleStartsAt: new Date(Date.now() - 60_000) })
      .where(eq(products.id, created.id));
    expect(await admin.applySaleWindows()).toBeGreaterThanOrEqual(1);
    expect((await admin.get(created.id)).sellingPrice).toBe(999);
    await database.db
      .update(products)
      .set({ saleEndsAt: new Date(Date.now() - 1_000), saleStartsAt: new Date(Date.now() - 120_000) })
      .where(eq(products.id, created.id));
    await admin.applySaleWindows();
    expect((await admin.get(created.id)).sellingPrice).toBe(1299);
  });

  it("refuses a sale price not below the price, and a window that ends before it starts", () => {
    expect(ProductFieldsSchema.safeParse({ ...fieldsShape(), salePrice: "20" }).error?.issues[0]?.message).toBe("SALE_NOT_BELOW_PRICE");
    expect(
      ProductFieldsSchema.safeParse({ ...fieldsShape(), salePrice: "5", saleStartsAt: "2026-12-02", saleEndsAt: "2026-12-01" }).error
        ?.issues[0]?.message,
    ).toBe("SALE_ENDS_BEFORE_START");
  });
});

function fieldsShape() {
  return {
    title: { en: "A part" },
    description: { en: "Its text" },
    slug: "a-part",
    partNumber: "AP-1",
    sku: "AP-1",
    brandId: 1,
    categoryId: 1,
    status: "show",
    price: "10",
  };
}

describe("the stock ledger", () => {
  it("records receipts, damage, counts, holds and sales, each with who and why, and units always equal the ledger", async () => {
    const created = await admin.create(actor, await fieldsFor(), 10);
    const staff = { id: null, email: "stock@shop.test" };
    await admin.changeStock(staff, created.id, { kind: "receipt", units: 5, note: "PO 1182" });
    await admin.changeStock(staff, created.id, { kind: "damage", units: 2, note: "bent in transit" });
    await admin.changeStock(staff, created.id, { kind: "correction", units: 11, note: "counted" });
    const stock = createStockService(database.db);
    await database.db.transaction((tx) => stock.hold(tx, [{ productId: created.id, variantId: null, quantity: 3 }]));
    await database.db.transaction((tx) => stock.takeHeld(tx, [{ productId: created.id, variantId: null, quantity: 3 }]));
    await database.db.transaction((tx) => stock.restock(tx, [{ productId: created.id, variantId: null, quantity: 1 }]));
    const rows = await ledgerOf(created.id);
    expect(rows.map((row) => [row.kind, row.unitsBefore, row.unitsAfter, row.heldBefore, row.heldAfter])).toEqual([
      ["opening", 0, 10, 0, 0],
      ["receipt", 10, 15, 0, 0],
      ["damage", 15, 13, 0, 0],
      ["correction", 13, 11, 0, 0],
      ["hold", 11, 11, 0, 3],
      ["sale", 11, 8, 3, 0],
      ["cancellation", 8, 9, 0, 0],
    ]);
    expect(rows.slice(1, 4).map((row) => [row.actor, row.note])).toEqual([
      ["stock@shop.test", "PO 1182"],
      ["stock@shop.test", "bent in transit"],
      ["stock@shop.test", "counted"],
    ]);
    const [units] = await rowsOf<{ stock: number }>(database.db, sql`select stock from products where id = ${created.id}`);
    expect(units?.stock).toBe(rows.reduce((sum, row) => sum + row.unitsAfter - row.unitsBefore, 0));
    const history = await admin.stockHistory(created.id, undefined, 1);
    expect(history.data[0]?.kind).toBe("cancellation");
    expect(history.pagination.total).toBe(7);
  });

  it("never takes units below those held for open payments, nor below zero", async () => {
    const created = await admin.create(actor, await fieldsFor(), 4);
    await database.db.transaction((tx) =>
      createStockService(database.db).hold(tx, [{ productId: created.id, variantId: null, quantity: 3 }]),
    );
    await expect(admin.changeStock(actor, created.id, { kind: "damage", units: 2, note: "" })).rejects.toThrow(UNITS_HELD);
    await expect(admin.changeStock(actor, created.id, { kind: "correction", units: 2, note: "" })).rejects.toThrow(UNITS_HELD);
    await admin.changeStock(actor, created.id, { kind: "damage", units: 1, note: "" });
    expect((await admin.get(created.id)).units).toBe(3);
    // More damaged than the shelf holds says so, whether or not units are held.
    await expect(admin.changeStock(actor, created.id, { kind: "damage", units: 5, note: "" })).rejects.toThrow(NOT_ENOUGH_UNITS);
    const unheld = await admin.create(actor, await fieldsFor(), 2);
    await expect(admin.changeStock(actor, unheld.id, { kind: "damage", units: 3, note: "" })).rejects.toThrow(NOT_ENOUGH_UNITS);
    expect((await admin.get(unheld.id)).units).toBe(2);
  });

  it("moves a variant's units, and asks which variant of a part sold in variants", async () => {
    const part = await createProduct(database.db, {
      options: [{ slug: "size", values: ["m", "l"] }],
      variants: [
        { options: { size: "m" }, stock: 2, price: 1000 },
        { options: { size: "l" }, stock: 3, price: 1100 },
      ],
    });
    const error = await admin.changeStock(actor, part.id, { kind: "receipt", units: 1, note: "" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as Error).message).toBe(VARIANT_REQUIRED);
    const large = part.variants.find((v) => v.options.size === "l")!;
    await admin.changeStock(actor, part.id, { variantId: large.id, kind: "receipt", units: 7, note: "" });
    const stored = await admin.get(part.id);
    expect(stored.units).toBe(12);
    expect(stored.variants.find((v) => v.id === large.id)?.units).toBe(10);
    const history = await admin.stockHistory(part.id, large.id, 1);
    expect(history.data.map((row) => [row.kind, row.variantSku, row.unitsAfter])).toEqual([
      ["receipt", large.sku, 10],
      ["opening", large.sku, 3],
    ]);
  });

  it("sets units from a feed by SKU, parts and variants alike, and says what it did not know or could not set", async () => {
    const plain = await admin.create(actor, await fieldsFor(), 5);
    const same = await admin.create(actor, await fieldsFor(), 8);
    const part = await createProduct(database.db, {
      options: [{ slug: "size", values: ["m"] }],
      variants: [{ options: { size: "m" }, stock: 2, price: 1000 }],
    });
    const held = await admin.create(actor, await fieldsFor(), 5);
    await database.db.transaction((tx) => createStockService(database.db).hold(tx, [{ productId: held.id, variantId: null, quantity: 4 }]));
    const result = await admin.setStockBySku(
      { id: null, email: "token:warehouse" },
      {
        items: [
          { sku: plain.fields.sku, units: 40 },
          { sku: same.fields.sku, units: 8 },
          { sku: part.variants[0]!.sku, units: 9 },
          { sku: "NO-SUCH-SKU", units: 1 },
          { sku: held.fields.sku, units: 1 },
        ],
        note: "nightly feed",
      },
    );
    expect(result).toEqual({ changed: 2, unchanged: 1, unknown: ["NO-SUCH-SKU"], refused: [{ sku: held.fields.sku, held: 4 }] });
    expect((await admin.get(plain.id)).units).toBe(40);
    expect((await admin.get(part.id)).units).toBe(9);
    const [row] = (await ledgerOf(plain.id)).slice(-1);
    expect([row?.kind, row?.actor, row?.note]).toEqual(["correction", "token:warehouse", "nightly feed"]);
  });
});
