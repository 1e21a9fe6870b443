import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createVehicle } from "../../../../tests/factories/vehicles.ts";
import { api, signUp } from "../../../../tests/helpers/accounts.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await buildTestApp();
  ids = [];
  for (let i = 0; i < 4; i++) ids.push((await createVehicle(t.database.db)).id);
});
afterAll(async () => {
  await t?.close();
});

interface Garage {
  items: { id: number; make: string }[];
  current: number | null;
}
const garageOf = (response: { json(): unknown }) => response.json() as Garage;

describe("the server garage (spec §3 Garage, §4 rules, §7 vehicle client)", () => {
  it("adds, chooses current, removes; each answer is the whole garage", async () => {
    const customer = await signUp(t.app);
    expect(garageOf(await api(t.app, customer, "GET", "/user/vehicles"))).toEqual({ items: [], current: null });
    await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: ids[0] });
    const second = garageOf(await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: ids[1], current: true }));
    expect(second.items.map((v) => v.id)).toEqual([ids[0], ids[1]]);
    expect(second.current).toBe(ids[1]);
    // Adding the same vehicle twice keeps one.
    expect(garageOf(await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: ids[0] })).items).toHaveLength(2);

    expect(garageOf(await api(t.app, customer, "POST", "/user/vehicles/current", { vehicleId: ids[0] })).current).toBe(ids[0]);
    // spec §4: setting current by an id not in the garage yields none.
    expect(garageOf(await api(t.app, customer, "POST", "/user/vehicles/current", { vehicleId: ids[3] })).current).toBeNull();
    await api(t.app, customer, "POST", "/user/vehicles/current", { vehicleId: ids[1] });
    // spec §4: removing the current vehicle leaves none current; the others stay.
    const removed = garageOf(await api(t.app, customer, "DELETE", `/user/vehicles/${ids[1]}`));
    expect(removed).toEqual({ items: [expect.objectContaining({ id: ids[0] })], current: null });
  });

  it("merges a guest's garage on sign-in: known vehicles once each, the guest's current one kept", async () => {
    const customer = await signUp(t.app);
    await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: ids[0], current: true });
    const merged = garageOf(
      await api(t.app, customer, "POST", "/user/vehicles/merge", { vehicleIds: [ids[0], ids[2], 2_000_000_000], current: ids[2] }),
    );
    expect(merged.items.map((v) => v.id)).toEqual([ids[0], ids[2]]);
    expect(merged.current).toBe(ids[2]);
    const unknownCurrent = garageOf(await api(t.app, customer, "POST", "/user/vehicles/merge", { vehicleIds: [], current: 2_000_000_000 }));
    expect(unknownCurrent.current).toBe(ids[2]);
  });

  it("refuses an unknown vehicle (404) and malformed input (400)", async () => {
    const customer = await signUp(t.app);
    const unknown = await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: 2_000_000_000 });
    expect(unknown.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Vehicle Not Found" });
    expect((await api(t.app, customer, "POST", "/user/vehicles", { vehicleId: "one" })).statusCode).toBe(400);
    expect(
      (await api(t.app, customer, "POST", "/user/vehicles/merge", { vehicleIds: Array.from({ length: 51 }, (_, i) => i + 1) })).statusCode,
    ).toBe(400);
    expect(garageOf(await api(t.app, customer, "GET", "/user/vehicles")).items).toEqual([]);
  });

  it("is the customer's own: a guest gets 401 on every path, another customer changes only their own garage", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    await api(t.app, owner, "POST", "/user/vehicles", { vehicleId: ids[0], current: true });
    for (const [method, url, body] of [
      ["GET", "/user/vehicles"],
      ["POST", "/user/vehicles", { vehicleId: ids[1] }],
      ["POST", "/user/vehicles/current", { vehicleId: ids[0] }],
      ["POST", "/user/vehicles/merge", { vehicleIds: [ids[1]], current: null }],
      ["DELETE", `/user/vehicles/${ids[0]}`],
    ] as const) {
      expect([method, url, (await api(t.app, null, method, url, body)).statusCode]).toEqual([method, url, 401]);
    }
    // The garage is keyed by the session: removing or choosing the owner's vehicle touches only the other's own garage.
    await api(t.app, other, "DELETE", `/user/vehicles/${ids[0]}`);
    await api(t.app, other, "POST", "/user/vehicles/current", { vehicleId: ids[0] });
    expect(garageOf(await api(t.app, other, "GET", "/user/vehicles"))).toEqual({ items: [], current: null });
    expect(garageOf(await api(t.app, owner, "GET", "/user/vehicles"))).toMatchObject({ items: [{ id: ids[0] }], current: ids[0] });
  });
});
