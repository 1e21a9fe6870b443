import { and, asc, eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { api, type Customer, signUp } from "../../../../tests/helpers/accounts.ts";
import { adminInject, appWithCatalogueStaff } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog, vehicleEngines, vehicleGenerations, vehicles } from "../../../db/tables.ts";
import type { AdminVehicleGenerationDetail, AdminVehicleMake } from "../../../domain/schemas/vehicle-list.ts";
import { createVehicleListRepository } from "./vehicle-list.repository.ts";
import { deriveVehicles } from "./vehicle-list.service.ts";

// The vehicle list through the admin API: a make, a generation and an engine added give the
// storefront's picker its vehicles; years extended gain vehicles, years taken away lose them or
// hide those in use; what is in use is hidden, never removed; each change is audited.

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
let serial = 0;
const unique = (name: string) => `${name} ${process.pid}-${++serial}`;

async function newGeneration(years: [number, number] = [2022, 2025]) {
  const make = await call(catalog, { method: "POST", url: "/vehicle-makes", payload: { name: unique("Ineos") } });
  expect(make.statusCode).toBe(201);
  const { id: makeId, name: makeName } = make.json<AdminVehicleMake>();
  const generation = await call(catalog, {
    method: "POST",
    url: "/vehicle-generations",
    payload: { makeId, model: "Grenadier", name: "Grenadier Station Wagon", chassis: "SW", yearFrom: years[0], yearTo: years[1] },
  });
  expect(generation.statusCode).toBe(201);
  const generationId = generation.json<{ id: number }>().id;
  const engine = await call(catalog, {
    method: "POST",
    url: `/vehicle-generations/${generationId}/engines`,
    payload: {
      code: "B57",
      label: { en: "3.0L I6 turbo-diesel", ru: "3,0 л I6 турбодизель", ar: "" },
      fuel: "diesel",
      displacementCc: 2993,
      powerKw: 183,
    },
  });
  expect(engine.statusCode).toBe(201);
  return { makeId, makeName, generationId, engineId: engine.json<{ id: number }>().id };
}

const yearsOf = async (make: string) =>
  (
    await t.database.db
      .select({ year: vehicles.year, hidden: vehicles.hidden })
      .from(vehicles)
      .where(eq(vehicles.make, make))
      .orderBy(asc(vehicles.year))
  ).map((row) => `${row.year}${row.hidden ? " hidden" : ""}`);
const pickerMakes = async (year: number) =>
  (await t.app.inject({ method: "GET", url: `/api/website/vehicles/makes?year=${year}` })).json<string[]>();

describe("the vehicle list in the admin API (/api/admin/vehicle-*)", () => {
  it("adds a make, a generation and an engine: one vehicle per model year, in the storefront's picker with the engine's label and code", async () => {
    const { makeName, generationId } = await newGeneration();
    expect(await yearsOf(makeName)).toEqual(["2022", "2023", "2024", "2025"]);
    expect(await pickerMakes(2024)).toContain(makeName);
    const shown = await t.app.inject({
      method: "GET",
      url: `/api/website/vehicles?year=2024&make=${encodeURIComponent(makeName)}&model=Grenadier%20Station%20Wagon`,
    });
    expect(shown.json()).toEqual([expect.objectContaining({ engine: "3.0L I6 turbo-diesel (B57)", engineCode: "B57", year: 2024 })]);
    const detail = (
      await call(catalog, { method: "GET", url: `/vehicle-generations/${generationId}` })
    ).json<AdminVehicleGenerationDetail>();
    expect(detail).toMatchObject({
      make: makeName,
      model: "Grenadier",
      name: "Grenadier Station Wagon",
      yearFrom: 2022,
      yearTo: 2025,
      engines: 1,
    });
    expect(detail.engineList[0]).toMatchObject({
      code: "B57",
      label: { en: "3.0L I6 turbo-diesel", ru: "3,0 л I6 турбодизель" },
      fuel: "diesel",
      inUse: 0,
    });

    // The fitment editor names the engine in the staff member's language, from the list.
    const part = await createProduct(t.database.db);
    await call(catalog, {
      method: "POST",
      url: `/products/${part.id}/fitment`,
      payload: { make: makeName, model: "Grenadier Station Wagon", yearFrom: 2022, yearTo: 2023, engines: ["B57"] },
    });
    const fitted = (await call(catalog, { method: "GET", url: `/products/${part.id}/fitment` })).json<{
      groups: { lines: { engine: string; engineName: unknown }[] }[];
    }>();
    expect(fitted.groups[0]!.lines[0]).toMatchObject({
      engine: "3.0L I6 turbo-diesel (B57)",
      engineName: { en: "3.0L I6 turbo-diesel", ru: "3,0 л I6 турбодизель" },
    });
    const choices = await call(catalog, {
      method: "GET",
      url: `/fitment/vehicles?make=${encodeURIComponent(makeName)}&model=Grenadier%20Station%20Wagon`,
    });
    expect(choices.json()).toMatchObject({ engines: [{ code: "B57", name: { ru: "3,0 л I6 турбодизель" } }] });
  });

  it("extends a generation's years with a vehicle each; shortens them, keeping the fitted year hidden and removing the rest", async () => {
    const { makeName, generationId } = await newGeneration();
    const fields = { model: "Grenadier", name: "Grenadier Station Wagon", chassis: "SW" };
    const extended = await call(catalog, {
      method: "PUT",
      url: `/vehicle-generations/${generationId}`,
      payload: { ...fields, yearFrom: 2022, yearTo: 2027 },
    });
    expect(extended.statusCode).toBe(204);
    expect(await yearsOf(makeName)).toEqual(["2022", "2023", "2024", "2025", "2026", "2027"]);
    expect(await pickerMakes(2027)).toContain(makeName);

    // A part fitted to 2026, a customer's garage holding 2027.
    const part = await createProduct(t.database.db);
    const fitted = await call(catalog, {
      method: "POST",
      url: `/products/${part.id}/fitment`,
      payload: { make: makeName, model: "Grenadier Station Wagon", yearFrom: 2026, yearTo: 2026, engines: ["B57"] },
    });
    expect(fitted.statusCode).toBe(200);
    const [of2027] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.make, makeName), eq(vehicles.year, 2027)));
    const customer = await signUp(t.app);
    expect((await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: of2027!.id })).statusCode).toBe(200);

    const shortened = await call(catalog, {
      method: "PUT",
      url: `/vehicle-generations/${generationId}`,
      payload: { ...fields, yearFrom: 2023, yearTo: 2025 },
    });
    expect(shortened.statusCode).toBe(204);
    // 2022 went; 2026 (fitted) and 2027 (in a garage) stay, hidden from the picker.
    expect(await yearsOf(makeName)).toEqual(["2023", "2024", "2025", "2026 hidden", "2027 hidden"]);
    expect(await pickerMakes(2026)).not.toContain(makeName);
    const garage = (await api(t.app, customer, "GET", "/user/vehicles")).json<{ items: { id: number }[] }>();
    expect(garage.items.map((v) => v.id)).toEqual([of2027!.id]);

    // Extended again, the hidden years are shown again, the same vehicles (the fitment and the garage keep their ids).
    await call(catalog, {
      method: "PUT",
      url: `/vehicle-generations/${generationId}`,
      payload: { ...fields, yearFrom: 2023, yearTo: 2027 },
    });
    expect(await yearsOf(makeName)).toEqual(["2023", "2024", "2025", "2026", "2027"]);
    const [again2027] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.make, makeName), eq(vehicles.year, 2027)));
    expect(again2027!.id).toBe(of2027!.id);
  });

  it("refuses to delete an engine in use (hide it instead) and a make or generation that is not empty; hides a make from the picker", async () => {
    const { makeId, makeName, generationId, engineId } = await newGeneration();
    const part = await createProduct(t.database.db);
    await call(catalog, {
      method: "POST",
      url: `/products/${part.id}/fitment`,
      payload: { make: makeName, model: "Grenadier Station Wagon", yearFrom: 2022, yearTo: 2025, engines: ["B57"] },
    });
    const refused = await call(catalog, { method: "DELETE", url: `/vehicle-engines/${engineId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "VEHICLE_IN_USE" });
    expect((await call(catalog, { method: "DELETE", url: `/vehicle-generations/${generationId}` })).json()).toMatchObject({
      message: "VEHICLE_NOT_EMPTY",
    });
    expect((await call(catalog, { method: "DELETE", url: `/vehicle-makes/${makeId}` })).json()).toMatchObject({
      message: "VEHICLE_NOT_EMPTY",
    });

    expect((await call(catalog, { method: "PUT", url: `/vehicle-makes/${makeId}/hidden`, payload: { hidden: true } })).statusCode).toBe(
      204,
    );
    expect(await pickerMakes(2024)).not.toContain(makeName);
    expect(await yearsOf(makeName)).toEqual(["2022 hidden", "2023 hidden", "2024 hidden", "2025 hidden"]);
    // The part still fits its vehicles.
    const [vehicle] = await t.database.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.make, makeName)).limit(1);
    const fits = await t.app.inject({ method: "GET", url: `/api/website/vehicles/${vehicle!.id}/fitment?products=${part.id}` });
    expect(fits.json()).toEqual({ vehicleId: vehicle!.id, fits: [part.id] });
    await call(catalog, { method: "PUT", url: `/vehicle-makes/${makeId}/hidden`, payload: { hidden: false } });
    expect(await pickerMakes(2024)).toContain(makeName);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "vehicle-make"), eq(auditLog.entityId, String(makeId))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action)).toEqual(["vehicle-make.create", "vehicle-make.hide", "vehicle-make.show"]);
  });

  it("deletes an unused engine with its vehicles, then the empty generation and make", async () => {
    const { makeId, makeName, generationId, engineId } = await newGeneration();
    expect((await call(catalog, { method: "DELETE", url: `/vehicle-engines/${engineId}` })).statusCode).toBe(204);
    expect(await yearsOf(makeName)).toEqual([]);
    expect((await call(catalog, { method: "DELETE", url: `/vehicle-generations/${generationId}` })).statusCode).toBe(204);
    expect((await call(catalog, { method: "DELETE", url: `/vehicle-makes/${makeId}` })).statusCode).toBe(204);
    expect((await call(catalog, { method: "GET", url: "/vehicle-makes" })).json<AdminVehicleMake[]>().map((m) => m.id)).not.toContain(
      makeId,
    );
  });

  it("renames a make and a generation: their vehicles take the new names", async () => {
    const { makeId, makeName, generationId } = await newGeneration();
    const renamed = `${makeName} Automotive`;
    expect(
      (await call(catalog, { method: "PUT", url: `/vehicle-makes/${makeId}`, payload: { name: renamed, vcdbId: 9_999_000 + serial } }))
        .statusCode,
    ).toBe(204);
    await call(catalog, {
      method: "PUT",
      url: `/vehicle-generations/${generationId}`,
      payload: { model: "Grenadier", name: "Grenadier SW", chassis: "", yearFrom: 2022, yearTo: 2025 },
    });
    const rows = await t.database.db
      .selectDistinct({ make: vehicles.make, model: vehicles.model })
      .from(vehicles)
      .where(eq(vehicles.make, renamed));
    expect(rows).toEqual([{ make: renamed, model: "Grenadier SW" }]);
    expect(await yearsOf(makeName)).toEqual([]);
  });

  it("refuses what does not hold: a name taken, an engine outside its generation's years, years reversed, an unknown row, a VCdb id taken", async () => {
    const { makeId, makeName, generationId } = await newGeneration();
    const taken = await call(catalog, { method: "POST", url: "/vehicle-makes", payload: { name: makeName.toUpperCase() } });
    expect([taken.statusCode, taken.json().message]).toEqual([409, "VEHICLE_MAKE_TAKEN"]);
    const twin = await call(catalog, {
      method: "POST",
      url: "/vehicle-generations",
      payload: { makeId, model: "Other", name: "grenadier station wagon", yearFrom: 2020, yearTo: 2021 },
    });
    expect([twin.statusCode, twin.json().message]).toEqual([409, "VEHICLE_GENERATION_TAKEN"]);
    const outside = await call(catalog, {
      method: "POST",
      url: `/vehicle-generations/${generationId}/engines`,
      payload: { code: "N57", label: { en: "3.0L V6" }, fuel: "diesel", yearFrom: 2010, yearTo: 2012 },
    });
    expect([outside.statusCode, outside.json().message]).toEqual([400, "VEHICLE_ENGINE_YEARS"]);
    const reversed = await call(catalog, {
      method: "PUT",
      url: `/vehicle-generations/${generationId}`,
      payload: { model: "Grenadier", name: "Grenadier Station Wagon", yearFrom: 2025, yearTo: 2020 },
    });
    expect(reversed.statusCode).toBe(400);
    const duplicate = await call(catalog, {
      method: "POST",
      url: `/vehicle-generations/${generationId}/engines`,
      payload: { code: "b57", label: { en: "Same engine" }, fuel: "diesel" },
    });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, "VEHICLE_ENGINE_TAKEN"]);
    expect((await call(catalog, { method: "GET", url: "/vehicle-generations/2147483647" })).statusCode).toBe(404);
    expect((await call(catalog, { method: "PUT", url: "/vehicle-engines/2147483647/hidden", payload: { hidden: true } })).statusCode).toBe(
      404,
    );
    const vcdb = 8_888_000 + serial;
    await call(catalog, { method: "PUT", url: `/vehicle-makes/${makeId}`, payload: { name: makeName, vcdbId: vcdb } });
    const other = await call(catalog, { method: "POST", url: "/vehicle-makes", payload: { name: unique("Other"), vcdbId: vcdb } });
    expect([other.statusCode, other.json().message]).toEqual([409, "VEHICLE_VCDB_TAKEN"]);
  });

  it("is staff's with the catalogue's permission: another role and a guest are refused", async () => {
    const denied = await call(staff, { method: "POST", url: "/vehicle-makes", payload: { name: unique("Denied") } });
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/vehicle-makes" })).statusCode).toBe(401);
  });
});

describe("the seeded vehicle list", () => {
  it("holds every seeded vehicle: each has its engine, and deriving the list again changes nothing", async () => {
    const db = t.database.db;
    const [missing] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(sql`${vehicles.engineId} is null`);
    expect(missing!.count).toBe(0);
    const before = await db.select().from(vehicles).orderBy(asc(vehicles.id));
    const generations = await db.select({ id: vehicleGenerations.id }).from(vehicleGenerations);
    expect(generations.length).toBeGreaterThanOrEqual(88);
    await db.transaction((tx) =>
      deriveVehicles(
        createVehicleListRepository(tx),
        generations.map((g) => g.id),
      ),
    );
    expect(await db.select().from(vehicles).orderBy(asc(vehicles.id))).toEqual(before);
    const [engines] = await db.select({ count: sql<number>`count(*)::int` }).from(vehicleEngines);
    expect(engines!.count).toBeGreaterThan(200);
  });
});
