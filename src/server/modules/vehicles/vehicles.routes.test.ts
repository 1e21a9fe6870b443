import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { vinPatterns } from "../../../db/seed/data/vin-patterns.ts";
import { seedIfEmpty } from "../../../db/seed/seed.ts";
import { fitment, products, vehicleVinPatterns } from "../../../db/tables.ts";
import { type Vehicle, VehicleSchema, type VinLookup } from "../../../domain/schemas/vehicle.ts";

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
    expect(await getJson("/vehicles/99999999")).toEqual({
      status: 404,
      body: { statusCode: 404, error: "Not Found", message: "Vehicle Not Found" },
    });
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
    const universal = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.universal, true))
      .orderBy(asc(products.id))
      .limit(2);
    const unfitted = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.universal, false),
          notExists(
            db
              .select({ one: sql`1` })
              .from(fitment)
              .where(and(eq(fitment.productId, products.id), eq(fitment.vehicleId, vehicle.id))),
          ),
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

describe("GET /vehicles/vin/:vin (the VIN lookup)", () => {
  const lookup = (vin: string) => getJson<VinLookup>(`/vehicles/vin/${encodeURIComponent(vin)}`);
  const names = (body: VinLookup) => body.vehicles.map((v) => `${v.year} ${v.make} ${v.model} ${v.engineCode}`);

  it("finds a 1993 Land Cruiser 80 by its US VIN: Toyota, the 1FZ-FE that position 4 names", async () => {
    const { status, body } = await lookup("JT3DJ81W7P0023824");
    expect(status).toBe(200);
    expect(body).toMatchObject({ vin: "JT3DJ81W7P0023824", wmi: "JT3", manufacturer: "Toyota", modelYear: 1993, checkDigit: "valid" });
    expect(names(body)).toEqual(["1993 Toyota Land Cruiser 80 1FZ-FE"]);
    expect(body.vehicles[0]).toEqual(VehicleSchema.parse(body.vehicles[0]));
  });

  it("reads the VIN as typed: lower case and spaces around it", async () => {
    const { status, body } = await lookup("  1c4hjxdg0pw670851 ");
    expect(status).toBe(200);
    expect(body).toMatchObject({ vin: "1C4HJXDG0PW670851", manufacturer: "Jeep", modelYear: 2023 });
    expect(names(body)).toEqual(["2023 Jeep Wrangler JL Pentastar 3.6"]);
  });

  it.each([
    ["JTEBU5JRXJ5543007", ["2018 Toyota 4Runner N280 1GR-FE"]],
    ["1C6HJTAG9RL133873", ["2024 Jeep Gladiator JT Pentastar 3.6"]],
    ["3C6RR7KT9EG288687", ["2014 RAM 1500 DS HEMI 5.7"]],
    ["1FMEE5DPXMLA66891", ["2021 Ford Bronco EcoBoost 2.7 V6"]],
    ["JN8AY2NCXK9582915", ["2019 Nissan Patrol Y62 VK56VD"]],
    ["XTA212140F2218002", ["2015 Lada Niva Legend VAZ-21214"]],
    ["WV1ZZZ2HZB8005243", ["2011 Volkswagen Amarok 1st Gen EA189 2.0 BiTDI"]],
  ])("finds %s", async (vin, expected) => {
    const { status, body } = await lookup(vin);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it("answers every engine of the year when the VIN does not name the engine: the shopper chooses", async () => {
    const { body } = await lookup("XTT316300C0006693");
    expect(body).toMatchObject({ manufacturer: "UAZ", modelYear: 2012, checkDigit: "not-applicable" });
    expect(names(body).sort()).toEqual(["2012 UAZ Patriot ZMZ-409", "2012 UAZ Patriot ZMZ-514"]);
    const ranger = await lookup("MNAUMFF50GW541289");
    expect(names(ranger.body).sort()).toEqual(["2016 Ford Ranger PX P4AT", "2016 Ford Ranger PX P5AT"]);
  });

  it("takes the older reading of position 10 when only it is in the catalogue: a Defender's M is 1991, not 2021", async () => {
    const { body } = await lookup("SALLDHMF8MA965676");
    expect(body).toMatchObject({ manufacturer: "Land Rover", modelYear: 1991, checkDigit: "not-applicable" });
    expect(names(body)).toEqual(["1991 Land Rover Defender 90/110 200Tdi"]);
  });

  it("answers a valid VIN the catalogue has no vehicle for with no vehicles (spec §8: unable to find vehicle by VIN)", async () => {
    expect(await lookup("1FTMW1T88MFA00001")).toEqual({
      status: 200,
      body: { vin: "1FTMW1T88MFA00001", wmi: "1FT", manufacturer: "Ford", modelYear: 2021, checkDigit: "valid", vehicles: [] },
    });
    expect((await lookup("1HGCM82633A004352")).body).toMatchObject({ manufacturer: null, modelYear: 2003, vehicles: [] });
    // A Prado built for markets outside North America: no model year in position 10.
    expect((await lookup("JTEBH3FJ60K093139")).body).toMatchObject({ manufacturer: "Toyota", modelYear: null, vehicles: [] });
  });

  it.each([
    ["a short VIN", "JT3DJ81W7P002382", "A VIN has 17 characters; this one has 16."],
    ["a long VIN", "JT3DJ81W7P00238245", "A VIN has 17 characters; this one has 18."],
    ["the letter O", "JT3DJ81W7P0O23824", 'A VIN has only digits and the letters A-Z without I, O and Q; this one has "O".'],
    ["the letters I and Q", "1C4HJXDGQPW67085I", 'A VIN has only digits and the letters A-Z without I, O and Q; this one has "Q", "I".'],
    ["a dash", "JT3-DJ81W7P002382", 'A VIN has only digits and the letters A-Z without I, O and Q; this one has "-".'],
    [
      "a North American VIN with a wrong check digit",
      "1C4HJXDG1PW670851",
      "The check digit (position 9) of this North American VIN should be 0, not 1: a character is mistyped.",
    ],
  ])("answers 400 for %s, saying which rule it breaks", async (_name, vin, message) => {
    expect(await lookup(vin)).toEqual({ status: 400, body: { statusCode: 400, error: "Bad Request", message } });
  });

  it("answers 400 in JSON for a blank VIN", async () => {
    const { status, body } = await lookup(" ");
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, error: "Bad Request", message: "A VIN has 17 characters; this one has 0." });
  });
});

describe("the VIN patterns in the database", () => {
  it("are seeded with the catalogue, and added to a database seeded before they existed", async () => {
    const db = t.database.db;
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(vehicleVinPatterns))[0]!.n;
    expect(await count()).toBe(vinPatterns.length);
    await db.delete(vehicleVinPatterns);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await count()).toBe(vinPatterns.length);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await count()).toBe(vinPatterns.length);
  });
});
