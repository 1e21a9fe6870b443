import { and, asc, eq, inArray } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { createVehicle } from "../../../../tests/factories/vehicles.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { adminInject, appWithCatalogueStaff } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, fitment, fitmentNotes, products, vehicles } from "../../../db/tables.ts";
import type { AdminFitment, FitmentChange } from "../../../domain/schemas/fitment-admin.ts";

// A part's fitment through the admin API, as the back office's page and another system change it:
// added by model, years and engines; refused when the vehicle is not the catalogue's; copied from
// another part; universal; removed by model. The storefront's listing follows at once.

let t: TestApp;
let catalog: Customer;
let staff: Customer;
beforeAll(async () => {
  ({ t, catalog, staff } = await appWithCatalogueStaff());
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Customer, options: InjectOptions) => adminInject(t.app, who, options);

async function hiluxIds(years: [number, number], engineCode: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: vehicles.id, year: vehicles.year })
    .from(vehicles)
    .where(and(eq(vehicles.make, "Toyota"), eq(vehicles.model, "Hilux N80"), eq(vehicles.engineCode, engineCode)))
    .orderBy(asc(vehicles.id));
  return rows.filter((row) => row.year >= years[0] && row.year <= years[1]).map((row) => row.id);
}

const rowsOf = async (productId: number) =>
  (await t.database.db.select({ id: fitment.vehicleId }).from(fitment).where(eq(fitment.productId, productId)))
    .map((row) => row.id)
    .sort((a, b) => a - b);

const auditOf = (productId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(productId))))
    .orderBy(asc(auditLog.id));

/** Parts priced as no seeded part is, so that a vehicle's listing of them is short. */
const PRICED_APART = 987_654;

const listingFor = async (vehicleId: number) => {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/website/products/?limit=100&filter_vehicle=${vehicleId}&filter_price=9876-9877`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { _id: number }[]; pagination: { total: number } }>();
};

describe("the fitment editor's API (/api/admin/products/{id}/fitment)", () => {
  it("adds the Hilux N80 2015-2024 with the 1GD-FTV: exactly those vehicles, audited, and the vehicle's listing holds the part at once", async () => {
    const part = await createProduct(t.database.db, { title: "Fitment editor bull bar", price: PRICED_APART });
    const expected = await hiluxIds([2015, 2024], "1GD-FTV");
    expect(expected).toHaveLength(10);
    const before = await listingFor(expected[3]!);
    expect(before.data.map((p) => p._id)).not.toContain(part.id);

    const response = await call(catalog, {
      method: "POST",
      url: `/products/${part.id}/fitment`,
      payload: {
        make: "Toyota",
        model: "Hilux N80",
        yearFrom: 2015,
        yearTo: 2024,
        engines: ["1GD-FTV"],
        note: { en: "2-inch lift only", ru: "Только с лифтом 2 дюйма", ar: "" },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<FitmentChange>()).toEqual({ added: 10, changed: 0, removed: 0, count: 10 });
    expect(await rowsOf(part.id)).toEqual(expected);

    const [note] = await t.database.db.select().from(fitmentNotes).where(eq(fitmentNotes.slug, "2-inch-lift-only"));
    expect(note?.note).toMatchObject({ en: "2-inch lift only", ru: "Только с лифтом 2 дюйма" });

    const after = await listingFor(expected[3]!);
    expect(after.data.map((p) => p._id)).toContain(part.id);

    const [entry] = await auditOf(part.id);
    expect(entry).toMatchObject({ action: "fitment.add", actorEmail: catalog.email, before: { fitment: 0 } });
    expect(entry?.after).toMatchObject({ fitment: 10, added: { count: 10, vehicleIds: expected }, engines: ["1GD-FTV"] });

    const view = await call(catalog, { method: "GET", url: `/products/${part.id}/fitment` });
    const shown = view.json<AdminFitment>();
    expect(shown.count).toBe(10);
    expect(shown.groups).toHaveLength(1);
    expect(shown.groups[0]).toMatchObject({ make: "Toyota", model: "Hilux N80", rows: 10, note: { slug: "2-inch-lift-only" } });
    expect(shown.groups[0]!.lines[0]).toMatchObject({ engineCode: "1GD-FTV", years: [{ from: 2015, to: 2024 }] });
  });

  it("refuses a range outside the model's years, an unknown make or model and an engine the model lacks, changing nothing", async () => {
    const part = await createProduct(t.database.db);
    const add = (body: Record<string, unknown>) =>
      call(catalog, {
        method: "POST",
        url: `/products/${part.id}/fitment`,
        payload: { make: "Toyota", model: "Hilux N80", yearFrom: 2015, yearTo: 2020, engines: ["1GD-FTV"], ...body },
      });
    for (const [body, message] of [
      [{ yearFrom: 1990 }, "FITMENT_YEARS_OUTSIDE"],
      [{ make: "Tatra" }, "FITMENT_UNKNOWN_MAKE"],
      [{ model: "Hilux N999" }, "FITMENT_UNKNOWN_MODEL"],
      [{ engines: ["1HZ"] }, "FITMENT_NO_ENGINE"],
      [{ yearFrom: 2020, yearTo: 2016 }, "FITMENT_YEARS_REVERSED"],
    ] as const) {
      const response = await add(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await rowsOf(part.id)).toEqual([]);
    expect(await auditOf(part.id)).toEqual([]);
  });

  it("copies another part's fitment by its SKU or part number, adding to this part's or replacing it", async () => {
    const db = t.database.db;
    const [a, b, c] = await Promise.all([1, 2, 3].map((year) => createVehicle(db, { year: 2000 + year })));
    const source = await createProduct(db, { fits: [a!.id, b!.id] });
    const target = await createProduct(db, { fits: [c!.id] });
    const [sourceRow] = await db
      .select({ sku: products.sku, partNumber: products.partNumber })
      .from(products)
      .where(eq(products.id, source.id));

    const added = await call(catalog, { method: "POST", url: `/products/${target.id}/fitment/copy`, payload: { from: sourceRow!.sku } });
    expect(added.json<FitmentChange>()).toEqual({ added: 2, changed: 0, removed: 0, count: 3 });
    expect(await rowsOf(target.id)).toEqual([a!.id, b!.id, c!.id].sort((x, y) => x - y));

    await db.delete(fitment).where(and(eq(fitment.productId, source.id), inArray(fitment.vehicleId, [b!.id])));
    const replaced = await call(catalog, {
      method: "POST",
      url: `/products/${target.id}/fitment/copy`,
      payload: { from: sourceRow!.partNumber, mode: "replace" },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<FitmentChange>()).toMatchObject({ added: 0, removed: 2, count: 1 });
    expect(await rowsOf(target.id)).toEqual([a!.id]);

    const unknown = await call(catalog, {
      method: "POST",
      url: `/products/${target.id}/fitment/copy`,
      payload: { from: "NO-SUCH-SKU-XYZ" },
    });
    expect(unknown.json<{ message: string }>().message).toBe("FITMENT_SOURCE_UNKNOWN");
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(["fitment.copy.add", "fitment.copy.replace"]);
  });

  it("marks a part universal, so every vehicle's listing holds it, and not universal again", async () => {
    const db = t.database.db;
    const vehicle = await createVehicle(db);
    const part = await createProduct(db, { price: PRICED_APART });
    const set = (universal: boolean) => call(catalog, { method: "PUT", url: `/products/${part.id}/universal`, payload: { universal } });

    expect((await set(true)).json()).toEqual({ universal: true });
    expect((await listingFor(vehicle.id)).data.map((p) => p._id)).toContain(part.id);
    expect((await set(false)).statusCode).toBe(200);
    expect((await listingFor(vehicle.id)).data.map((p) => p._id)).not.toContain(part.id);
    expect((await auditOf(part.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ["fitment.universal", { universal: true }],
      ["fitment.universal", { universal: false }],
    ]);
  });

  it("removes a whole model's group, one engine's rows or one year's, and leaves the rest", async () => {
    const db = t.database.db;
    const model = `Removal ${Date.now()}`;
    const rows = await Promise.all(
      [2018, 2019, 2020].flatMap((year) => [
        createVehicle(db, { make: "Testmake", model, year, engineCode: "AAA", engine: "Petrol (AAA)" }),
        createVehicle(db, { make: "Testmake", model, year, engineCode: "BBB", engine: "Diesel (BBB)" }),
      ]),
    );
    const other = await createVehicle(db);
    const part = await createProduct(db, { fits: [...rows.map((v) => v.id), other.id] });
    const remove = (payload: Record<string, unknown>) =>
      call(catalog, { method: "DELETE", url: `/products/${part.id}/fitment`, payload: { make: "Testmake", model, ...payload } });

    expect((await remove({ engine: "AAA", year: 2019 })).json<FitmentChange>()).toMatchObject({ removed: 1, count: 6 });
    expect((await remove({ engine: "BBB" })).json<FitmentChange>()).toMatchObject({ removed: 3, count: 3 });
    expect((await remove({})).json<FitmentChange>()).toMatchObject({ removed: 2, count: 1 });
    expect(await rowsOf(part.id)).toEqual([other.id]);
  });

  it("lets the catalog role change fitment and refuses the staff role (403)", async () => {
    const part = await createProduct(t.database.db);
    const read = await call(staff, { method: "GET", url: `/products/${part.id}/fitment` });
    expect(read.statusCode).toBe(403);
    const write = await call(staff, { method: "PUT", url: `/products/${part.id}/universal`, payload: { universal: true } });
    expect(write.statusCode).toBe(403);
    expect((await call(catalog, { method: "GET", url: `/products/${part.id}/fitment` })).statusCode).toBe(200);
    const choices = await call(catalog, { method: "GET", url: "/fitment/vehicles?make=Toyota&model=Hilux%20N80" });
    expect(choices.json()).toMatchObject({
      years: { from: 2015 },
      engines: expect.arrayContaining([expect.objectContaining({ code: "1GD-FTV" })]),
    });
  });
});
