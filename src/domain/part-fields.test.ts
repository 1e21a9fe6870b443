import { describe, expect, it } from "vitest";

import {
  CountryOfOriginSchema,
  PART_FIELDS,
  PLAIN_PART_FIELDS,
  productPageSpecs,
  TariffCodeSchema,
  visibleProductColumns,
} from "./part-fields.ts";

describe("a part's fields, declared once", () => {
  it("gives each field its own products column and file column", () => {
    const columns = Object.values(PART_FIELDS).flatMap((field) => (field.column === null ? [] : [field.column]));
    expect(new Set(columns).size).toBe(columns.length);
    const files = Object.values(PART_FIELDS).map((field) => field.csv);
    expect(new Set(files).size).toBe(files.length);
    expect(visibleProductColumns()).toEqual(expect.arrayContaining(["country_of_origin", "hs_code", "weight_grams"]));
  });

  it("labels every plain field in the shop's three languages", () => {
    for (const field of PLAIN_PART_FIELDS) {
      expect(Object.keys(field.label).sort(), field.name).toEqual(["ar", "en", "ru"]);
      expect(
        Object.values(field.label).every((text) => text.trim() !== ""),
        field.name,
      ).toBe(true);
    }
  });

  it("reads a country of origin in either case and a tariff code with the dots it is printed with, and refuses others", () => {
    expect(CountryOfOriginSchema.parse(" jp ")).toBe("JP");
    expect(CountryOfOriginSchema.safeParse("XX").success).toBe(false);
    expect(TariffCodeSchema.parse("8708.30")).toBe("870830");
    expect(TariffCodeSchema.parse("8708 99 97 90")).toBe("8708999790");
    expect(TariffCodeSchema.safeParse("87083").success).toBe(false);
    expect(TariffCodeSchema.safeParse("87083012345").success).toBe(false);
  });

  it("lists on the product page only the fields a part has", () => {
    expect(productPageSpecs({ countryOfOrigin: "JP", hsCode: null }).map((spec) => [spec.name.en, spec.value])).toEqual([
      ["Country of origin", "JP"],
    ]);
  });
});
