import { and, asc, desc, eq, exists, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct, type ProductInput, type TestProduct } from "../../../../tests/factories/products.ts";
import { createVehicle, type TestVehicle } from "../../../../tests/factories/vehicles.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { fitment, products, vehicles } from "../../../db/tables.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import type { VehicleFilter } from "../../../domain/filters.ts";
import { slugify } from "../../../domain/slugify.ts";
import { createVehiclePagesRepository } from "./vehicle-pages.repository.ts";
import { VEHICLE_PAGE_PARTS, type VehiclePage } from "./vehicle-pages.service.ts";

// The pages of a vehicle model and of each of its years list what fits that model's
// vehicles (vehicle_listings rows of their ids), never universal parts nor another model's.

let t: TestApp;
/** A model of its own: 2019 with engine A, 2020 with engines A and B. */
let a2019: TestVehicle;
let a2020: TestVehicle;
let b2020: TestVehicle;
/** Another model of the same make, same year. */
let other: TestVehicle;
let parts: Record<"only2019" | "onlyB2020" | "otherModel" | "universal" | "hidden", TestProduct>;

const MAKE = "Pagetest Motors";
const makeSlug = slugify(MAKE);

const page = (modelSlug: string, year?: string, make = makeSlug) => t.app.services.vehiclePages.page(make, modelSlug, year);
/** The shop's listing of a category narrowed by a vehicle filter, as a vehicle page's link opens it. */
const listingOf = (category: string, vehicle: VehicleFilter, limit = 100) =>
  t.app.services.catalog.listProducts({ sort: "default", limit, page: 1, locale: "en", filters: { category, vehicle } });
const ids = (found: VehiclePage) => found.products.map((product) => product.id);

/** The seeded Toyota Hilux N80's vehicle ids. */
async function hiluxN80(): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.make, "Toyota"), eq(vehicles.model, "Hilux N80")));
  return rows.map((row) => row.id);
}

/** The slow reference: shown parts, not universal, with a fitment row for one of the vehicles, most popular first. */
async function referencePopular(vehicleIds: number[]): Promise<number[]> {
  const { db } = t.database;
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.status, "show"),
        eq(products.universal, false),
        exists(
          db
            .select({ one: fitment.productId })
            .from(fitment)
            .where(and(eq(fitment.productId, products.id), inArray(fitment.vehicleId, vehicleIds))),
        ),
      ),
    )
    .orderBy(desc(products.featured), desc(products.salesCount), asc(products.id))
    .limit(VEHICLE_PAGE_PARTS);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  a2019 = await createVehicle(db, { make: MAKE, year: 2019, engine: "2.8L I4 turbo-diesel", engineCode: "A28", chassis: "PT1, PT2" });
  a2020 = await createVehicle(db, {
    make: MAKE,
    model: a2019.model,
    year: 2020,
    engine: a2019.engine,
    engineCode: "A28",
    chassis: "PT1, PT2",
  });
  b2020 = await createVehicle(db, {
    make: MAKE,
    model: a2019.model,
    year: 2020,
    engine: "4.0L V6 petrol",
    engineCode: "B40",
    chassis: "PT2",
  });
  other = await createVehicle(db, { make: MAKE, year: 2020 });
  // Featured, so that each is among the shop's most popular parts: the model's must be found
  // there and the others must be told apart there.
  const featured = (overrides: Partial<ProductInput>) => createProduct(db, { featured: true, ...overrides });
  parts = {
    only2019: await featured({ fits: [a2019.id], category: "clutch-kits" }),
    onlyB2020: await featured({ fits: [b2020.id], category: "flywheels" }),
    otherModel: await featured({ fits: [other.id], category: "fuel-filters" }),
    universal: await featured({ universal: true, category: "fuel-pumps" }),
    hidden: await featured({ fits: [a2019.id, a2020.id, b2020.id], status: "hide", category: "clutch-kits" }),
  };
});
afterAll(async () => {
  await t?.close();
});

describe("a model's page", () => {
  it("lists the parts that fit any of its vehicles, not another model's, not universal or hidden parts", async () => {
    const found = await page(slugify(a2019.model));
    expect(found).toMatchObject({ make: MAKE, model: a2019.model, year: null, path: `/vehicles/${makeSlug}/${slugify(a2019.model)}` });
    expect(ids(found)).toEqual(expect.arrayContaining([parts.only2019.id, parts.onlyB2020.id]));
    expect(ids(found)).not.toContain(parts.otherModel.id);
    expect(ids(found)).not.toContain(parts.universal.id);
    expect(ids(found)).not.toContain(parts.hidden.id);
    // The other model's page, for contrast, lists its part and not these.
    const otherPage = await page(slugify(other.model));
    expect(ids(otherPage)).toEqual([parts.otherModel.id]);
  });

  it("names every year with its page, its engines with the years they were offered, and its chassis codes", async () => {
    const found = await page(slugify(a2019.model));
    const path = `/vehicles/${makeSlug}/${slugify(a2019.model)}`;
    expect(found.years).toEqual([
      { year: 2019, path: `${path}/2019` },
      { year: 2020, path: `${path}/2020` },
    ]);
    expect(found.engines).toEqual([
      { engine: "2.8L I4 turbo-diesel", engineCode: "A28", yearFrom: 2019, yearTo: 2020, vehicle: null },
      { engine: "4.0L V6 petrol", engineCode: "B40", yearFrom: 2020, yearTo: 2020, vehicle: null },
    ]);
    expect(found.chassis).toEqual(["PT1", "PT2"]);
    expect(found.vehicleFilter).toBe(`${makeSlug}.${slugify(a2019.model)}`);
  });

  it("lists the departments and categories that hold its parts, each counted as its listing counts it", async () => {
    const found = await page(slugify(a2019.model));
    expect(found.departments.map((d) => [d.slug, d.categories.map((c) => c.slug)])).toEqual([["clutches", ["clutch-kits", "flywheels"]]]);
    for (const entry of found.departments.flatMap((d) => [d, ...d.categories])) {
      expect(entry.count, entry.slug).toBe((await listingOf(entry.slug, found.vehicleFilter)).pagination.total);
    }
  });

  it("shows the most popular fitting parts first (featured, then sales, then the oldest), at most eight", async () => {
    const { db } = t.database;
    const vehicle = await createVehicle(db, { make: MAKE, year: 2022 });
    const made: { id: number; featured: boolean; sales: number }[] = [];
    for (const [sales, featured] of [
      [5, false],
      [0, false],
      [12, false],
      [7, false],
      [7, false],
      [1, true],
      [30, false],
      [2, false],
      [9, false],
      [3, true],
    ] as const) {
      const part = await createProduct(db, { fits: [vehicle.id], featured });
      await db.update(products).set({ salesCount: sales }).where(eq(products.id, part.id));
      made.push({ id: part.id, featured, sales });
    }
    const expected = made
      .sort((x, y) => Number(y.featured) - Number(x.featured) || y.sales - x.sales || x.id - y.id)
      .slice(0, VEHICLE_PAGE_PARTS)
      .map((part) => part.id);
    expect(ids(await page(slugify(vehicle.model)))).toEqual(expected);
  });

  it("lists the same parts as a reference query over fitment for a seeded model (Toyota Hilux N80)", async () => {
    const found = await page("hilux-n80", undefined, "toyota");
    const reference = await referencePopular(await hiluxN80());
    expect(reference).toHaveLength(VEHICLE_PAGE_PARTS);
    expect(ids(found)).toEqual(reference);
    expect(found.departments.length).toBeGreaterThan(0);
    expect(found.years.map((y) => y.year)).toContain(2020);
  });
});

describe("the most popular parts of a model's vehicles", () => {
  it("are the same whether walked from the shop's most popular parts, read from each vehicle's range, or both", async () => {
    const { db } = t.database;
    const walking = createVehiclePagesRepository(db);
    const ranges = createVehiclePagesRepository(db, { popularityWalk: 0 });
    const shortWalk = createVehiclePagesRepository(db, { popularityWalk: 5 });
    const hilux = await hiluxN80();
    expect(hilux.length).toBeGreaterThan(20);
    for (const vehicleIds of [hilux, hilux.slice(0, 1), [a2019.id, a2020.id, b2020.id], [other.id]]) {
      const reference = await referencePopular(vehicleIds);
      expect(await walking.popularParts(vehicleIds, VEHICLE_PAGE_PARTS)).toEqual(reference);
      expect(await ranges.popularParts(vehicleIds, VEHICLE_PAGE_PARTS)).toEqual(reference);
      expect(await shortWalk.popularParts(vehicleIds, VEHICLE_PAGE_PARTS)).toEqual(reference);
    }
  });
});

describe("a model year's page", () => {
  it("lists that year's engines, each its vehicle with the number of parts that fit it, and only that year's parts", async () => {
    const found = await page(slugify(a2019.model), "2020");
    expect(found.year).toBe(2020);
    expect(found.engines).toEqual([
      { engine: "2.8L I4 turbo-diesel", engineCode: "A28", yearFrom: 2020, yearTo: 2020, vehicle: { id: a2020.id, parts: 0 } },
      { engine: "4.0L V6 petrol", engineCode: "B40", yearFrom: 2020, yearTo: 2020, vehicle: { id: b2020.id, parts: 1 } },
    ]);
    expect(ids(found)).toEqual([parts.onlyB2020.id]);
    // Every year of the model stays named, for the links between them.
    expect(found.years.map((y) => y.year)).toEqual([2019, 2020]);
    expect(found.vehicleFilter).toBe(`${makeSlug}.${slugify(a2019.model)}.2020`);
  });

  it("of a single vehicle names the year, and counts each category as the listing narrowed to that year counts it", async () => {
    const found = await page(slugify(a2019.model), "2019");
    expect(found.vehicleFilter).toBe(`${makeSlug}.${slugify(a2019.model)}.2019`);
    expect(found.engines).toEqual([
      { engine: "2.8L I4 turbo-diesel", engineCode: "A28", yearFrom: 2019, yearTo: 2019, vehicle: { id: a2019.id, parts: 1 } },
    ]);
    expect(found.departments.map((d) => [d.slug, d.categories.map((c) => c.slug)])).toEqual([["clutches", ["clutch-kits"]]]);
    // The listing of the year is the listing of its one vehicle.
    for (const entry of found.departments.flatMap((d) => [d, ...d.categories])) {
      expect(entry.count, entry.slug).toBe((await listingOf(entry.slug, found.vehicleFilter)).pagination.total);
      expect(entry.count, entry.slug).toBe((await listingOf(entry.slug, a2019.id)).pagination.total);
    }
    expect(ids(found)).toEqual([parts.only2019.id]);
  });
});

describe("the listings a vehicle page links to", () => {
  /** Of the listed parts, those that neither fit one of the vehicles nor every vehicle. */
  async function strangers(productIds: number[], vehicleIds: number[]): Promise<number[]> {
    if (productIds.length === 0) return [];
    const { db } = t.database;
    const fitting = await db
      .select({ id: fitment.productId })
      .from(fitment)
      .where(and(inArray(fitment.productId, productIds), inArray(fitment.vehicleId, vehicleIds)));
    const universal = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, productIds), eq(products.universal, true)));
    const fits = new Set([...fitting, ...universal].map((row) => row.id));
    return productIds.filter((id) => !fits.has(id));
  }

  it("hold the parts of the model's vehicles, or of the year's, and universal parts; never another model's", async () => {
    const { db } = t.database;
    const otherClutch = await createProduct(db, { fits: [other.id], category: "clutch-kits" });
    const model = slugify(a2019.model);
    const cases: [VehicleFilter, TestProduct[], TestProduct[]][] = [
      [`${makeSlug}.${model}`, [parts.only2019, parts.onlyB2020], [otherClutch, parts.hidden]],
      [`${makeSlug}.${model}.2020`, [parts.onlyB2020], [parts.only2019, otherClutch]],
      [`${makeSlug}.${model}.2019`, [parts.only2019], [parts.onlyB2020, otherClutch]],
    ];
    for (const [vehicle, fitting, others] of cases) {
      const listed = (await listingOf("clutches", vehicle)).data.map((product) => product.id);
      expect(listed, String(vehicle)).toEqual(expect.arrayContaining(fitting.map((part) => part.id)));
      for (const part of others) expect(listed, String(vehicle)).not.toContain(part.id);
      // Universal parts stay, as under one vehicle.
      const { data } = await listingOf("fuel-pumps", vehicle);
      expect(data.map((product) => product.id)).toContain(parts.universal.id);
    }
    // A model the catalogue does not have narrows to the universal parts, as an unknown vehicle id does.
    const unknown = await listingOf("fuel-pumps", `${makeSlug}.no-such-model`);
    expect(unknown.pagination.total).toBe((await listingOf("fuel-pumps", 999_999_999)).pagination.total);
    expect(unknown.data.every((product) => product.universal)).toBe(true);
  });

  it("answer the same through the API, whose filter_vehicle takes a model or a model year", async () => {
    const key: VehicleFilter = `${makeSlug}.${slugify(a2019.model)}.2020`;
    const response = await t.app.inject({ url: `/api/website/products/?filter_category=clutches&filter_vehicle=${key}&limit=100` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { _id: number }[]; pagination: { total: number }; filters: { slug: string; value: unknown }[] }>();
    expect(body.pagination.total).toBe((await listingOf("clutches", key)).pagination.total);
    expect(body.data.map((product) => product._id)).toContain(parts.onlyB2020.id);
    expect(body.data.map((product) => product._id)).not.toContain(parts.only2019.id);
    expect(body.filters.find((filter) => filter.slug === "vehicle")?.value).toBe(key);
    for (const bad of ["toyota..2020", "toyota.hilux-n80.20", "Toyota.Hilux", "a.b.2020.c"]) {
      const refused = await t.app.inject({ url: `/api/website/products/?filter_vehicle=${encodeURIComponent(bad)}` });
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it("of the seeded Toyota Hilux N80 hold only its parts and universal ones, as many as its pages say", async () => {
    const hilux = await hiluxN80();
    const years = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.make, "Toyota"), eq(vehicles.model, "Hilux N80"), eq(vehicles.year, 2016)));
    for (const [found, vehicleIds] of [
      [await page("hilux-n80", undefined, "toyota"), hilux],
      [await page("hilux-n80", "2016", "toyota"), years.map((row) => row.id)],
    ] as const) {
      const clutch = found.departments.flatMap((d) => d.categories).find((c) => c.slug === "clutch-hydraulics");
      expect(clutch, found.vehicleFilter).toBeDefined();
      const listing = await listingOf("clutch-hydraulics", found.vehicleFilter);
      expect(listing.pagination.total).toBe(clutch!.count);
      expect(
        await strangers(
          listing.data.map((product) => product.id),
          vehicleIds,
        ),
        found.vehicleFilter,
      ).toEqual([]);
      // The whole category holds other models' parts (a Jimny's, a Defender's) that these listings leave out.
      const whole = await t.app.services.catalog.listProducts({
        sort: "default",
        limit: 100,
        page: 1,
        locale: "en",
        filters: { category: "clutch-hydraulics" },
      });
      expect(whole.pagination.total).toBeGreaterThan(listing.pagination.total);
    }
  });
});

describe("an address that is no vehicle's page", () => {
  it("is not found: an unknown make, model or year, a year not of four digits, a malformed or very long slug", async () => {
    const model = slugify(a2019.model);
    const cases: [string, string, string | undefined][] = [
      ["no-such-make", model, undefined],
      [makeSlug, "no-such-model", undefined],
      [makeSlug, slugify(other.model).replace(/-\d+$/, ""), undefined],
      [makeSlug, model, "2018"],
      [makeSlug, model, "0"],
      [makeSlug, model, "20201"],
      [makeSlug, model, "20x0"],
      [makeSlug, model, "-2020"],
      [makeSlug.toUpperCase(), model, undefined],
      [makeSlug, `${model}-`, undefined],
      [makeSlug, "x".repeat(5_000), undefined],
      ["a".repeat(200), model, undefined],
      [makeSlug, "'; drop table vehicles; --", undefined],
      ["toyota", model, undefined],
    ];
    for (const [make, modelSlug, year] of cases) {
      await expect(page(modelSlug, year, make), `${make}/${modelSlug.slice(0, 40)}/${year}`).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});
