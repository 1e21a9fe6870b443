import { describe, expect, it } from "vitest";

import type { Vehicle, VinLookup } from "../../../domain/schemas/vehicle.ts";
import { foundVehicleName, lookupAnswered, notFoundReason, vinChoiceLabel, vinToLookUp } from "./vin-lookup-state.ts";

const patriot: Vehicle[] = [
  { id: 7, year: 2012, make: "UAZ", model: "Patriot", engine: "2.7L I4 petrol (ZMZ-409)", engineCode: "ZMZ-409" },
  { id: 8, year: 2012, make: "UAZ", model: "Patriot", engine: "2.2L I4 turbo-diesel (ZMZ-514)", engineCode: "ZMZ-514" },
];
const rangers: Vehicle[] = [
  { id: 1, year: 2022, make: "Ford", model: "Ranger Next-Gen", engine: "3.0L V6 turbo-diesel (Lion 3.0 V6)", engineCode: "Lion 3.0 V6" },
  { id: 2, year: 2022, make: "Ford", model: "Ranger PX", engine: "3.2L I5 turbo-diesel (P5AT)", engineCode: "P5AT" },
];
const answer = (overrides: Partial<VinLookup>): VinLookup => ({
  vin: "XTT316300C0006693",
  wmi: "XTT",
  manufacturer: "UAZ",
  modelYear: 2012,
  checkDigit: "not-applicable",
  vehicles: [],
  ...overrides,
});

describe("the VIN box's text", () => {
  it("asks for nothing while empty", () => {
    expect(vinToLookUp("", 2026)).toEqual({ kind: "none" });
    expect(vinToLookUp("   ", 2026)).toEqual({ kind: "none" });
  });

  it("is looked up, normalised, only when it is a valid VIN", () => {
    expect(vinToLookUp(" 1c4hjxdg0pw670851 ", 2026)).toEqual({ kind: "lookup", vin: "1C4HJXDG0PW670851" });
  });

  it("is reported invalid, with the rule it breaks, without a request", () => {
    expect(vinToLookUp("1C4HJXDG0PW67085", 2026)).toMatchObject({ kind: "invalid", problem: { problem: "length", length: 16 } });
    expect(vinToLookUp("1C4HJXDG1PW670851", 2026)).toMatchObject({ kind: "invalid", problem: { problem: "check-digit" } });
  });
});

describe("the lookup's alerts (spec §8)", () => {
  it("is found when the catalogue has vehicles for the VIN, not found otherwise", () => {
    expect(lookupAnswered(answer({ vehicles: patriot })).status).toBe("found");
    expect(lookupAnswered(answer({})).status).toBe("not-found");
  });

  it("names one vehicle whole, several by year, make and model", () => {
    expect(foundVehicleName(patriot.slice(0, 1))).toBe("2012 UAZ Patriot 2.7L I4 petrol (ZMZ-409)");
    expect(foundVehicleName(patriot)).toBe("2012 UAZ Patriot");
    expect(foundVehicleName(rangers)).toBe("2022 Ford Ranger Next-Gen / 2022 Ford Ranger PX");
  });

  it("offers engines of one model by engine, vehicles of several models by their whole name", () => {
    expect(vinChoiceLabel(patriot[1]!, patriot)).toBe("2.2L I4 turbo-diesel (ZMZ-514)");
    expect(vinChoiceLabel(rangers[1]!, rangers)).toBe("2022 Ford Ranger PX 3.2L I5 turbo-diesel (P5AT)");
  });

  it("says why an invalid VIN finds nothing: characters, length or check digit", () => {
    const invalid = (text: string) => {
      const asked = vinToLookUp(text, 2026);
      if (asked.kind !== "invalid") throw new Error(`${text} is not invalid`);
      return notFoundReason({ status: "invalid", problem: asked.problem });
    };
    expect(invalid("JT3DJ81W7P0O2382 ")).toEqual({ key: "vehicle.vin.badCharacters", values: { characters: "O" } });
    expect(invalid("JT3DJ81W7P0O 2382")).toEqual({ key: "vehicle.vin.badCharacters", values: { characters: "O ␣" } });
    expect(invalid("JT3DJ81W7P00238")).toEqual({ key: "vehicle.vin.badLength", values: { length: 15 } });
    expect(invalid("1C4HJXDG1PW670851")).toEqual({ key: "vehicle.vin.badCheckDigit" });
  });

  it("says why a valid VIN finds nothing: no model year, a maker outside the catalogue, or no such vehicle", () => {
    expect(notFoundReason({ status: "not-found", result: answer({ modelYear: null }) })).toEqual({ key: "vehicle.vin.noModelYear" });
    expect(notFoundReason({ status: "not-found", result: answer({ manufacturer: null }) })).toEqual({ key: "vehicle.vin.unknownMaker" });
    expect(notFoundReason({ status: "not-found", result: answer({}) })).toEqual({
      key: "vehicle.vin.notInCatalogue",
      values: { vehicle: "2012 UAZ" },
    });
  });
});
