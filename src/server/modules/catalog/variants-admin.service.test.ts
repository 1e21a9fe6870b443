import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../../../tests/helpers/test-database.ts";
import { type DatabaseHandle, rowsOf } from "../../../db/client.ts";
import { productCodes, stockMovements } from "../../../db/tables.ts";
import { ProductFieldsSchema } from "../../../domain/schemas/catalog-admin.ts";
import { createCatalogService } from "./catalog.service.ts";
import { SKU_TAKEN } from "./catalogue-writes.ts";
import { createProductsAdminService } from "./products-admin.service.ts";
import { IMAGE_NOT_OF_PART, OPTION_EXISTS } from "./variants-admin.service.ts";

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
async function aPart(units: number) {
  serial += 1;
  const { brands, categories } = await admin.choices();
  return admin.create(
    actor,
    ProductFieldsSchema.parse({
      title: { en: `Variant bar ${serial}` },
      description: { en: "A bar in sizes." },
      slug: `variant-bar-${serial}`,
      partNumber: `VB-${serial}`,
      sku: `OV-VB-${serial}`,
      brandId: brands[0]!.id,
      categoryId: categories[0]!.id,
      status: "show",
      price: "200.00",
    }),
    units,
  );
}

const name = (en: string) => ({ en, ru: "", ar: "" });

describe("options and variants in the back office", () => {
  it("turns a part sold as one into a part sold in variants without losing a unit", async () => {
    const part = await aPart(7);
    await admin.addOption(actor, part.id, { name: name("Finish"), type: "default", value: { name: name("Black satin") } });
    const after = await admin.get(part.id);
    expect(after.options.map((o) => [o.slug, o.values.map((v) => v.slug)])).toEqual([["finish", ["black-satin"]]]);
    expect(after.variants.map((v) => [v.sku, v.partNumber, v.units, v.price])).toEqual([[`OV-VB-${serial}-BS`, `VB-${serial}-BS`, 7, 200]]);
    expect(after.units).toBe(7);
    const ledger = await database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, part.id))
      .orderBy(asc(stockMovements.id));
    expect(ledger.map((row) => [row.kind, row.variantId === null, row.unitsBefore, row.unitsAfter])).toEqual([
      ["opening", true, 0, 7],
      ["correction", true, 7, 0],
      ["opening", false, 0, 7],
    ]);
    await expect(admin.addOption(actor, part.id, { name: name("Finish"), type: "default", value: { name: name("Red") } })).rejects.toThrow(
      OPTION_EXISTS,
    );
  });

  it("makes the new combinations when a value or an option is added, each with its own numbers, searchable", async () => {
    const part = await aPart(0);
    await admin.addOption(actor, part.id, { name: name("Size"), type: "default", value: { name: name("Small") } });
    const size = (await admin.get(part.id)).options[0]!;
    await admin.addOptionValue(actor, part.id, { optionId: size.id, name: name("Large") });
    await admin.addOption(actor, part.id, { name: name("Colour"), type: "color", value: { name: name("Black"), color: "#111111" } });
    const colour = (await admin.get(part.id)).options[1]!;
    await admin.addOptionValue(actor, part.id, { optionId: colour.id, name: name("Sand"), color: "#c2b280" });
    const after = await admin.get(part.id);
    expect(after.variants.map((v) => v.options).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { size: "large", colour: "black" },
      { size: "large", colour: "sand" },
      { size: "small", colour: "black" },
      { size: "small", colour: "sand" },
    ]);
    expect(new Set(after.variants.map((v) => v.sku)).size).toBe(4);
    const codes = await database.db
      .select({ code: productCodes.code })
      .from(productCodes)
      .where(and(eq(productCodes.productId, part.id), eq(productCodes.kind, "variant")));
    expect(codes).toHaveLength(8);
    const catalog = createCatalogService(database.db, {
      limiters: undefined as never,
      vehiclesOfModel: async () => [],
    });
    const shown = await catalog.productBySlug(after.fields.slug);
    expect(shown.options.map((o) => o.slug)).toEqual(["size", "colour"]);
    expect(shown.variants).toHaveLength(4);
  });

  it("edits a variant's own numbers, price, sale and picture, refusing a SKU another part has or a picture not of the part", async () => {
    const part = await aPart(0);
    const other = await aPart(0);
    await admin.addOption(actor, part.id, { name: name("Side"), type: "default", value: { name: name("Left") } });
    const [variant] = (await admin.get(part.id)).variants;
    const edit = { variantId: variant!.id, sku: "OV-SIDE-LH", partNumber: "SD-LH", price: 25_000, salePrice: 22_000, image: "" };
    await admin.updateVariant(actor, part.id, edit);
    const after = (await admin.get(part.id)).variants[0]!;
    expect([after.sku, after.partNumber, after.price, after.salePrice]).toEqual(["OV-SIDE-LH", "SD-LH", 250, 220]);
    await expect(admin.updateVariant(actor, part.id, { ...edit, sku: other.fields.sku })).rejects.toThrow(SKU_TAKEN);
    await expect(admin.updateVariant(actor, part.id, { ...edit, image: "/media/uploads/not-ours-960.webp" })).rejects.toThrow(
      IMAGE_NOT_OF_PART,
    );
  });

  it("saves back a seeded variant as the admin API reads it, its colour's picture kept", async () => {
    // Seeded colours carry their own picture, none of the part's gallery.
    const [seeded] = await rowsOf<{ id: number }>(
      database.db,
      sql`select v.product_id as id from product_variants v
          where v.image is not null and not exists (select 1 from product_images i where i.product_id = v.product_id and i.url = v.image)
          order by v.product_id limit 1`,
    );
    expect(seeded).toBeDefined();
    const [variant] = (await admin.get(seeded!.id)).variants.filter((v) => v.image !== null);
    const fields = {
      variantId: variant!.id,
      sku: variant!.sku,
      partNumber: variant!.partNumber,
      price: Math.round(variant!.price * 100) + 1,
    };
    await admin.updateVariant(actor, seeded!.id, { ...fields, image: variant!.image! });
    const after = (await admin.get(seeded!.id)).variants.find((v) => v.id === variant!.id)!;
    expect([after.price, after.image]).toEqual([fields.price / 100, variant!.image]);
  });
});
