import { describe, expect, it } from "vitest";

import { ShippingMethodFormSchema, ShippingZoneFormSchema } from "./shipping.ts";

// The back office's shipping forms: lists typed in one field, each field's problem said once at
// the field (not at an item of it), empty numbers as none.

const problemsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("the shipping zone form", () => {
  it("reads countries, regions and postcode ranges typed as lists", () => {
    const zone = ShippingZoneFormSchema.parse({
      name: { en: "West" },
      countries: "au, nz",
      regions: "WA, Western Australia",
      postcodes: "6000-6999\n0800",
      position: "",
    });
    expect(zone).toMatchObject({
      countries: ["AU", "NZ"],
      regions: ["WA", "Western Australia"],
      postcodes: [
        { from: "6000", to: "6999" },
        { from: "0800", to: "0800" },
      ],
      everywhere: false,
      position: 0,
    });
  });

  it("names the field of a bad item, and a zone of nowhere", () => {
    expect(problemsOf(ShippingZoneFormSchema.safeParse({ name: { en: "X" }, countries: "jp, XX" }))).toEqual(["countries:COUNTRY_UNKNOWN"]);
    expect(problemsOf(ShippingZoneFormSchema.safeParse({ name: { en: "X" }, countries: "AU", postcodes: "6999-6000" }))).toEqual([
      "postcodes:POSTCODE_RANGE_REVERSED",
    ]);
    expect(problemsOf(ShippingZoneFormSchema.safeParse({ name: { en: "X" } }))).toEqual(["countries:ZONE_NEEDS_COUNTRIES"]);
    expect(problemsOf(ShippingZoneFormSchema.safeParse({ name: { en: "X" }, countries: "AU", everywhere: "on" }))).toEqual([
      "everywhere:ZONE_EVERYWHERE_NAMES_NOTHING",
    ]);
  });
});

describe("the shipping method form", () => {
  it("reads weight bands a line each, and empty amounts and days as none", () => {
    const method = ShippingMethodFormSchema.parse({
      zoneId: "3",
      code: "EU-Tracked",
      name: { en: "Tracked" },
      kind: "weight",
      bands: "2000: 45\n10000 = 95.50",
      freeOver: "",
      minDays: "",
      active: "on",
    });
    expect(method).toMatchObject({
      zoneId: 3,
      code: "eu-tracked",
      price: 0,
      bands: [
        { upToGrams: 2000, price: 4500 },
        { upToGrams: 10000, price: 9550 },
      ],
      freeOver: null,
      minDays: null,
      active: true,
    });
  });

  it("names a band line in the wrong form, and pickup given a zone", () => {
    const base = { code: "x", name: { en: "X" } };
    expect(problemsOf(ShippingMethodFormSchema.safeParse({ ...base, zoneId: "3", kind: "weight", bands: "2 kg for 45" }))).toEqual([
      // The object's own rules wait for its fields: the band's form is the one problem said.
      "bands:BAND_FORMAT",
    ]);
    expect(problemsOf(ShippingMethodFormSchema.safeParse({ ...base, zoneId: "3", kind: "pickup" }))).toEqual(["zoneId:PICKUP_HAS_NO_ZONE"]);
  });
});
