import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { type Customer } from "../../../../tests/helpers/accounts.ts";
import { type AdminCall, adminCall, appWithOwner } from "../../../../tests/helpers/staff.ts";
import { type TestApp } from "../../../../tests/helpers/test-app.ts";
import { productVariants } from "../../../db/tables.ts";
import type { AdminProduct } from "../../../domain/schemas/catalog-admin.ts";

// A variant's own weight and size (its part's where it has none), its cost and its barcode's
// number, saved through the admin API; the cost is staff's alone, the barcode's check digit checked.

let t: TestApp;
let owner: Customer;
let call: AdminCall;
beforeAll(async () => {
  ({ t, owner } = await appWithOwner());
  call = adminCall(t.app, owner);
});
afterAll(async () => {
  await t?.close();
});

describe("a variant's own fields and a part's cost and barcode", () => {
  it("keeps a variant's weight, size, cost and GTIN; empty means the part's; the shop never shows a cost", async () => {
    const part = await createProduct(t.database.db, {
      options: [{ slug: "size", values: ["s", "l"] }],
      variants: [
        { options: { size: "s" }, stock: 2, price: 12_000 },
        { options: { size: "l" }, stock: 2, price: 15_000 },
      ],
    });
    const variant = part.variants.find((each) => each.options.size === "l")!;
    const saved = await call("PUT", `/products/${part.id}/variants/${variant.id}`, {
      sku: variant.sku,
      partNumber: variant.partNumber,
      price: 150,
      weightGrams: 2_450,
      lengthMm: 1_200,
      widthMm: "",
      heightMm: 80,
      cost: 61.37,
      gtin: "4006381333931",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const large = saved.json<AdminProduct>().variants.find((each) => each.id === variant.id)!;
    expect(large).toMatchObject({ weightGrams: 2_450, lengthMm: 1_200, heightMm: 80, cost: 61.37, gtin: "4006381333931" });
    expect(large.widthMm).toBeUndefined();
    const small = saved.json<AdminProduct>().variants.find((each) => each.id !== variant.id)!;
    expect([small.weightGrams, small.cost, small.gtin]).toEqual([undefined, undefined, undefined]);

    // The cost is nowhere a shopper reads: the product's API and its page.
    const api = await t.app.inject({ method: "GET", url: `/api/website/products/${part.slug}` });
    expect(api.statusCode).toBe(200);
    expect(api.body).not.toContain("61.37");
    expect(api.body).not.toContain("6137");
    expect(api.body).not.toMatch(/cost/i);
  });

  it("keeps a part's own cost and barcode, and refuses a barcode with a wrong check digit at its field", async () => {
    const part = await createProduct(t.database.db);
    const read = (await call("GET", `/products/${part.id}`)).json<AdminProduct>();
    const saved = await call("PUT", `/products/${part.id}`, {
      version: read.version,
      fields: { ...read.fields, cost: 9.5, gtin: "0 36000 29145 2" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().fields).toMatchObject({ cost: 9.5, gtin: "036000291452" });
    const wrong = await call("PUT", `/products/${part.id}`, {
      version: saved.json<AdminProduct>().version,
      fields: { ...read.fields, gtin: "036000291453" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain("GTIN_CHECK");
    const bad = await call("PUT", `/products/${part.id}/variants/2147483000`, { sku: "X-1", partNumber: "X-1", price: 1, gtin: "12345" });
    expect(bad.statusCode).toBe(400);
  });

  it("saves every variant in one grid: prices, units through the ledger; a bad row changes nothing", async () => {
    const part = await createProduct(t.database.db, {
      options: [{ slug: "size", values: ["s", "m"] }],
      variants: [
        { options: { size: "s" }, stock: 3, price: 4_000 },
        { options: { size: "m" }, stock: 3, price: 5_000 },
      ],
    });
    const [s, m] = part.variants;
    const row = (variant: typeof s, fields: object) => ({ variantId: variant!.id, sku: variant!.sku, price: 40, units: 3, ...fields });
    const saved = await call("PUT", `/products/${part.id}/variants`, {
      rows: [
        row(s, { price: 42, salePrice: 39.5, units: 7, gtin: "96385074" }),
        row(m, { sku: `${m!.sku}-X`, price: 55, weightGrams: 900 }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<AdminProduct>();
    expect(after.variants.map((v) => [v.price, v.salePrice, v.units, v.gtin, v.weightGrams])).toEqual([
      [42, 39.5, 7, "96385074", undefined],
      [55, null, 3, undefined, 900],
    ]);
    expect(after.variants[1]!.sku).toBe(`${m!.sku}-X`);
    const ledger = (await call("GET", `/products/${part.id}/stock`)).json<{ data: { kind: string; note: string }[] }>();
    expect(ledger.data[0]).toMatchObject({ kind: "correction", note: "the variants' grid" });

    const twice = await call("PUT", `/products/${part.id}/variants`, { rows: [row(s, { sku: "SAME-1" }), row(m, { sku: "same-1" })] });
    expect(twice.statusCode).toBe(400);
    const other = await createProduct(t.database.db);
    const foreign = await call("PUT", `/products/${other.id}/variants`, { rows: [row(s, {})] });
    expect(foreign.statusCode).toBe(404);
    // One row asks for fewer units than an open payment holds: the other row is not saved either.
    await t.database.db.update(productVariants).set({ reserved: 2 }).where(eq(productVariants.id, m!.id));
    const held = await call("PUT", `/products/${part.id}/variants`, {
      rows: [row(s, { price: 99 }), row(m, { sku: `${m!.sku}-X`, units: 1 })],
    });
    expect([held.statusCode, held.json().message]).toEqual([409, "UNITS_HELD"]);
    expect((await call("GET", `/products/${part.id}`)).json<AdminProduct>().variants[0]!.price).toBe(42);
  });
});
