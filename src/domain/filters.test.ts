import { describe, expect, it } from "vitest";

import {
  filterParam,
  type FilterValues,
  filterValuesFromQuery,
  filterValuesToQuery,
  invalidSlug,
  parseList,
  parseRange,
  parseRating,
  parseVehicleFilter,
  priceRangeStep,
  readVehicleModelKey,
  roundPriceRange,
  serializeList,
  serializeOptional,
  serializeRange,
  serializeRating,
  withoutDefaults,
} from "./filters.ts";
import { isHexColor } from "./hex-color.ts";

describe("filter serialisation (spec §5)", () => {
  it("check and color lists are joined by comma", () => {
    expect(serializeList(["arb", "ironman-4x4", "tjm"])).toBe("arb,ironman-4x4,tjm");
    expect(serializeList(["red"])).toBe("red");
    expect(serializeList([])).toBe("");
  });

  it("rating numbers are joined by comma", () => {
    expect(serializeRating([5, 4, 3])).toBe("5,4,3");
    expect(serializeRating([])).toBe("");
  });

  it("range is written as min-max", () => {
    expect(serializeRange([100, 500])).toBe("100-500");
    expect(serializeRange([0, 1900])).toBe("0-1900");
  });

  it("radio is the slug, or empty", () => {
    expect(serializeOptional("yes")).toBe("yes");
    expect(serializeOptional(null)).toBe("");
    expect(serializeOptional(undefined)).toBe("");
  });

  it("vehicle is the id, or empty", () => {
    expect(serializeOptional(42)).toBe("42");
    expect(serializeOptional(null)).toBe("");
  });

  it("vehicle is also a model's vehicles, or a model year's, by the slugs of its vehicle page", () => {
    expect(filterValuesToQuery({ vehicle: "toyota.hilux-n80" })).toEqual({ filter_vehicle: "toyota.hilux-n80" });
    expect(filterValuesFromQuery({ filter_vehicle: "toyota.hilux-n80.2016" })).toEqual({
      ok: true,
      values: { vehicle: "toyota.hilux-n80.2016" },
    });
    expect(readVehicleModelKey("land-rover.defender-90-110.1995")).toEqual({ make: "land-rover", model: "defender-90-110", year: 1995 });
    expect(readVehicleModelKey("toyota.hilux-n80")).toEqual({ make: "toyota", model: "hilux-n80", year: null });
    expect(parseVehicleFilter("457")).toBe(457);
    for (const bad of [
      "toyota",
      "toyota.",
      ".hilux",
      "toyota..2016",
      "Toyota.Hilux",
      "toyota.hilux-n80.16",
      "a.b.2016.c",
      `a.${"x".repeat(81)}`,
    ]) {
      expect(parseVehicleFilter(bad), bad).toBeUndefined();
    }
  });

  it("defaults (empty list, full range, first radio item, null vehicle) are left out of the query", () => {
    expect(filterValuesToQuery({})).toEqual({});
    expect(filterValuesToQuery({ brand: [], color: [], rating: [], discount: "any" })).toEqual({});
  });

  it("writes every set filter under filter_<slug>", () => {
    const values: FilterValues = {
      category: "suspension",
      vehicle: 12,
      price: [100, 500],
      brand: ["arb", "tjm"],
      discount: "yes",
      rating: [4, 5],
      color: ["black", "red"],
    };
    expect(filterValuesToQuery(values)).toEqual({
      filter_category: "suspension",
      filter_vehicle: "12",
      filter_price: "100-500",
      filter_brand: "arb,tjm",
      filter_discount: "yes",
      filter_rating: "4,5",
      filter_color: "black,red",
    });
  });

  it("reads back what it writes, so a link reproduces a listing", () => {
    const values: FilterValues = {
      category: "lighting",
      vehicle: 3,
      price: [20, 1900],
      brand: ["arb"],
      discount: "no",
      rating: [3, 5],
      color: ["white"],
    };
    expect(filterValuesFromQuery(filterValuesToQuery(values))).toEqual({ ok: true, values });
  });
});

describe("filter parsing", () => {
  it("an empty query is every default", () => {
    expect(filterValuesFromQuery({})).toEqual({ ok: true, values: {} });
    expect(filterValuesFromQuery({ filter_brand: "", filter_price: " ", filter_vehicle: "" })).toEqual({ ok: true, values: {} });
  });

  it("trims and drops empty parts of a list", () => {
    expect(parseList(" arb, ,tjm ")).toEqual(["arb", "tjm"]);
    expect(parseList(",,")).toBeUndefined();
  });

  it("reads a range with decimals and refuses min above max", () => {
    expect(parseRange("10.5-20")).toEqual([10.5, 20]);
    expect(parseRange("500-100")).toBe("invalid");
    expect(parseRange("cheap")).toBe("invalid");
    expect(parseRange("-5-10")).toBe("invalid");
  });

  it("reads ratings 1 to 5, without repeats, in order", () => {
    expect(parseRating("5,3,5")).toEqual([3, 5]);
    expect(parseRating("0")).toBe("invalid");
    expect(parseRating("6")).toBe("invalid");
    expect(parseRating("4.5")).toBe("invalid");
  });

  it("finds the first invalid slug", () => {
    expect(invalidSlug(["arb", "Bad Slug", "x!"])).toBe("Bad Slug");
    expect(invalidSlug(["arb", "ironman-4x4"])).toBeNull();
  });

  it.each([
    ["category", "Not A Slug"],
    ["vehicle", "x"],
    ["vehicle", "-1"],
    ["vehicle", "toyota..2016"],
    ["price", "cheap"],
    ["price", "500-100"],
    ["brand", "ARB"],
    ["color", "red,Blue!"],
    ["discount", "maybe"],
    ["rating", "9"],
  ] as const)("a bad filter_%s (%s) is reported by its field name", (slug, raw) => {
    const result = filterValuesFromQuery({ [filterParam(slug)]: raw });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.field).toBe(`filter_${slug}`);
    expect(result.message).toMatch(new RegExp(`^filter_${slug} `));
  });
});

describe("price range rounds to a power of 10 (spec §9)", () => {
  it.each([
    [23, 1840, [0, 1900]],
    [123, 487, [120, 490]],
    [120, 480, [120, 480]],
    [5, 9, [5, 9]],
    [15, 100, [10, 100]],
    [1, 1000, [0, 1000]],
    [2345, 67890, [2000, 68000]],
    [0, 0, [0, 0]],
  ] as const)("%d..%d becomes %o", (min, max, rounded) => {
    expect(roundPriceRange(min, max)).toEqual(rounded);
  });

  it("always contains the range it rounds, on multiples of a power of ten", () => {
    for (const [min, max] of [
      [7, 93],
      [49.5, 1234.5],
      [310, 9999],
    ] as const) {
      const [low, high] = roundPriceRange(min, max);
      expect(low).toBeLessThanOrEqual(min);
      expect(high).toBeGreaterThanOrEqual(max);
      const step = 10 ** Math.max(0, Math.floor(Math.log10(max)) - 1);
      expect(low % step).toBe(0);
      expect(high % step).toBe(0);
    }
  });
});

describe("defaults are no filter (spec §5)", () => {
  it("the full price range of the listing is the default and is dropped", () => {
    expect(withoutDefaults({ price: [0, 1900] }, [0, 1900])).toEqual({});
    expect(withoutDefaults({ price: [0, 5000] }, [0, 1900])).toEqual({});
    expect(withoutDefaults({ price: [100, 1900] }, [0, 1900])).toEqual({ price: [100, 1900] });
  });

  it("without known bounds a range is kept", () => {
    expect(withoutDefaults({ price: [0, 1900] })).toEqual({ price: [0, 1900] });
  });

  it("empty lists, the first radio item and a missing vehicle are dropped; set values stay", () => {
    expect(withoutDefaults({ brand: [], color: [], rating: [], discount: "any" })).toEqual({});
    const set: FilterValues = { category: "lighting", vehicle: 7, brand: ["arb"], discount: "no", rating: [4], color: ["red"] };
    expect(withoutDefaults(set, [0, 100])).toEqual(set);
  });
});

describe("colour values are 3 or 6 digit hex (spec §5)", () => {
  it.each(["#fff", "#FFF", "#1d4ed8", "#C2A878"])("%s is a colour", (value) => {
    expect(isHexColor(value)).toBe(true);
  });
  it.each(["fff", "#ffff", "#12345", "#1234567", "#ggg", "red", "", null, undefined])("%s is not", (value) => {
    expect(isHexColor(value)).toBe(false);
  });
});

describe("the price slider moves in the power of ten the range rounds to (spec §9)", () => {
  it.each([
    [1900, 100],
    [6300, 100],
    [490, 10],
    [9, 1],
    [0, 1],
  ])("a range up to %d moves by %d", (max, step) => {
    expect(priceRangeStep(max)).toBe(step);
  });
});
