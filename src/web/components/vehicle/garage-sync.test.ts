import { describe, expect, it } from "vitest";

import { emptyGarage, type Garage, type GarageVehicle } from "../../../domain/garage.ts";
import { type GarageSyncInput, garageSyncStep, MAX_MERGED_VEHICLES, mergePayload } from "./garage-sync.ts";

const vehicle = (id: number): GarageVehicle => ({
  id,
  year: 2000 + id,
  make: "Toyota",
  model: `Model ${id}`,
  engine: "2.8 D",
  engineCode: "1GD",
});
const guestGarage: Garage = { items: [vehicle(1), vehicle(2)], current: 2 };
const step = (input: Partial<GarageSyncInput>) =>
  garageSyncStep({ hydrated: true, account: null, syncedFor: undefined, source: "guest", garage: emptyGarage, ...input });

describe("the garage follows the signed-in account (spec §1, §4)", () => {
  it("does nothing before the stored state is read", () => {
    expect(step({ hydrated: false, account: "ann@example.com", garage: guestGarage })).toBe("none");
    expect(step({ hydrated: false, source: "account" })).toBe("none");
  });

  it("a guest keeps their own garage", () => {
    expect(step({ garage: guestGarage })).toBe("none");
    expect(step({ syncedFor: null, garage: guestGarage })).toBe("none");
  });

  it("a guest's vehicles join the account on sign-in, once", () => {
    expect(step({ account: "ann@example.com", syncedFor: null, garage: guestGarage })).toBe("merge");
    // The first page a customer opens signed in (the sign-in happened in another tab).
    expect(step({ account: "ann@example.com", garage: guestGarage })).toBe("merge");
    expect(step({ account: "ann@example.com", syncedFor: "ann@example.com", garage: guestGarage })).toBe("none");
  });

  it("an empty guest garage, or the account's own mirror, is just replaced by the account's garage", () => {
    expect(step({ account: "ann@example.com", syncedFor: null })).toBe("load");
    expect(step({ account: "ann@example.com", source: "account", garage: guestGarage })).toBe("load");
    expect(step({ account: "ann@example.com", syncedFor: "ann@example.com", source: "account", garage: guestGarage })).toBe("none");
  });

  it("another account's mirror is never merged into the next account", () => {
    expect(step({ account: "bob@example.com", syncedFor: "ann@example.com", source: "account", garage: guestGarage })).toBe("load");
  });

  it("signing out empties the account's vehicles from this browser, also when the session ran out elsewhere", () => {
    expect(step({ account: null, syncedFor: "ann@example.com", source: "account", garage: guestGarage })).toBe("clear");
    expect(step({ account: null, syncedFor: undefined, source: "account", garage: guestGarage })).toBe("clear");
  });
});

describe("what the merge sends", () => {
  it("the guest's vehicles and their current one", () => {
    expect(mergePayload(guestGarage)).toEqual({ vehicleIds: [1, 2], current: 2 });
    expect(mergePayload({ items: [vehicle(1)], current: null })).toEqual({ vehicleIds: [1], current: null });
  });

  it("a current id that is not in the garage is sent as none (spec §4: setting current by id yields null if not found)", () => {
    expect(mergePayload({ items: [vehicle(1)], current: 9 })).toEqual({ vehicleIds: [1], current: null });
  });

  it(`at most ${MAX_MERGED_VEHICLES} vehicles, the current one among them`, () => {
    const items = Array.from({ length: MAX_MERGED_VEHICLES + 5 }, (_, i) => vehicle(i + 1));
    const payload = mergePayload({ items, current: MAX_MERGED_VEHICLES + 3 });
    expect(payload.vehicleIds).toHaveLength(MAX_MERGED_VEHICLES);
    expect(payload.vehicleIds).toContain(MAX_MERGED_VEHICLES + 3);
    expect(payload.current).toBe(MAX_MERGED_VEHICLES + 3);
  });
});
