import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fitment, products } from "../../../db/tables.ts";
import type { Vehicle } from "../../../domain/schemas/vehicle.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";

let t: TestApp;
let vehicle: Vehicle;
beforeAll(async () => {
  t = await buildTestApp();
  const { body } = await getJson<Vehicle[]>("/vehicles?year=1995&make=Toyota&model=Land%20Cruiser%2080");
  vehicle = body[0]!;
});
afterAll(async () => {
  await t?.close();
});

async function getJson<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api/website${url}` });
  return { status: response.statusCode, body: response.json() as T };
}

describe("the vehicle selector's lists (spec §4: year, make, model, engine)", () => {
  it("lists years newest first, makes of a year, models of a year and make, one vehicle per engine", async () => {
    const years = await getJson<number[]>("/vehicles/years");
    expect(years.body).toContain(1995);
    expect(years.body).toEqual([...years.body].sort((a, b) => b - a));
    const makes = await getJson<string[]>("/vehicles/makes?year=1995");
    expect(makes.body).toContain("Toyota");
    const models = await getJson<string[]>("/vehicles/models?year=1995&make=Toyota");
    expect(models.body).toContain("Land Cruiser 80");
    const vehicles = await getJson<Vehicle[]>("/vehicles?year=1995&make=Toyota&model=Land%20Cruiser%2080");
    expect(vehicles.body.length).toBeGreaterThan(1);
    expect(new Set(vehicles.body.map((v) => v.engineCode)).size).toBe(vehicles.body.length);
    expect(vehicles.body.every((v) => v.year === 1995 && v.make === "Toyota" && v.model === "Land Cruiser 80")).toBe(true);
  });

  it("answers one vehicle by id, and 404 for an unknown one", async () => {
    expect(await getJson(`/vehicles/${vehicle.id}`)).toEqual({ status: 200, body: vehicle });
    expect(await getJson("/vehicles/99999999")).toEqual({ status: 404, body: { statusCode: 404, error: "Not Found", message: "Vehicle Not Found" } });
  });
});

describe("GET /vehicles/:id/fitment", () => {
  /** Non-universal products that have, or have not, a fitment row for the vehicle. */
  async function sampleProducts() {
    const db = t.database.db;
    const fitted = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(fitment, eq(fitment.productId, products.id))
      .where(and(eq(fitment.vehicleId, vehicle.id), eq(products.universal, false)))
      .orderBy(asc(products.id))
      .limit(2);
    const universal = await db.select({ id: products.id }).from(products).where(eq(products.universal, true)).orderBy(asc(products.id)).limit(2);
    const unfitted = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.universal, false),
          notExists(db.select({ one: sql`1` }).from(fitment).where(and(eq(fitment.productId, products.id), eq(fitment.vehicleId, vehicle.id)))),
        ),
      )
      .orderBy(asc(products.id))
      .limit(2);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    return { fitted: ids(fitted), universal: ids(universal), unfitted: ids(unfitted) };
  }

  it("answers the asked products that fit: those with a fitment row and universal ones", async () => {
    const { fitted, universal, unfitted } = await sampleProducts();
    expect(fitted).toHaveLength(2);
    expect(universal).toHaveLength(2);
    expect(unfitted).toHaveLength(2);
    const asked = [...unfitted, ...universal, ...fitted];
    const { status, body } = await getJson(`/vehicles/${vehicle.id}/fitment?products=${asked.join(",")}`);
    expect(status).toBe(200);
    expect(body).toEqual({ vehicleId: vehicle.id, fits: [...fitted, ...universal].sort((a, b) => a - b) });
  });

  it("agrees with the listing's vehicle filter: every part it lists fits", async () => {
    const { body: filtered } = await getJson<{ data: { _id: number }[] }>(`/products/?limit=100&filter_vehicle=${vehicle.id}`);
    const ids = filtered.data.map((p) => p._id).sort((a, b) => a - b);
    expect(ids).toHaveLength(100);
    const { body } = await getJson<{ fits: number[] }>(`/vehicles/${vehicle.id}/fitment?products=${ids.join(",")}`);
    expect(body.fits).toEqual(ids);
  });

  it("finds parts that fit and parts that do not on the first page of the shop", async () => {
    const { body: page } = await getJson<{ data: { _id: number }[] }>("/products/?limit=16");
    const ids = page.data.map((p) => p._id);
    const { body } = await getJson<{ fits: number[] }>(`/vehicles/${vehicle.id}/fitment?products=${ids.join(",")}`);
    expect(body.fits.length).toBeGreaterThan(0);
    expect(body.fits.length).toBeLessThan(ids.length);
  });

  it("leaves out ids of products that do not exist and asks each id once", async () => {
    const { universal } = await sampleProducts();
    const { status, body } = await getJson(`/vehicles/${vehicle.id}/fitment?products=${universal[0]},2000000000,${universal[0]}`);
    expect(status).toBe(200);
    expect(body).toEqual({ vehicleId: vehicle.id, fits: [universal[0]] });
  });

  it("accepts 100 ids", async () => {
    const ids = Array.from({ length: 100 }, (_, i) => i + 1);
    expect((await getJson(`/vehicles/${vehicle.id}/fitment?products=${ids.join(",")}`)).status).toBe(200);
  });

  it("answers 404 for an unknown vehicle", async () => {
    const { status, body } = await getJson("/vehicles/99999999/fitment?products=1,2");
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: 404, error: "Not Found", message: "Vehicle Not Found" });
  });

  it.each([
    ["no products parameter", ""],
    ["an empty list", "?products="],
    ["a word", "?products=abc"],
    ["an empty item", "?products=1,,2"],
    ["a negative id", "?products=-1"],
    ["a zero id", "?products=0"],
    ["a fraction", "?products=1.5"],
    ["an id past the integer range", "?products=99999999999"],
    ["101 ids", `?products=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`],
    ["a repeated parameter", "?products=1&products=2"],
  ])("answers 400 in JSON for %s", async (_name, query) => {
    const { status, body } = await getJson(`/vehicles/${vehicle.id}/fitment${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message: expect.stringContaining("products") });
  });

  it("answers 400 for a vehicle id that is not a number", async () => {
    const { status, body } = await getJson("/vehicles/land-cruiser/fitment?products=1");
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request" });
  });
});
