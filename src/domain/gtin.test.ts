import { describe, expect, it } from "vitest";

import { GtinSchema, hasGtinCheckDigit } from "./gtin.ts";

describe("a barcode's number", () => {
  it("takes GTIN-8, UPC-A, EAN-13 and GTIN-14 with their check digits, as printed", () => {
    for (const gtin of ["96385074", "036000291452", "4006381333931", "10614141000415"]) expect(hasGtinCheckDigit(gtin)).toBe(true);
    expect(GtinSchema.parse(" 4 006381-333931 ")).toBe("4006381333931");
  });

  it("refuses a digit wrong, two swapped, another length or letters", () => {
    for (const gtin of ["4006381333932", "4006318333931", "400638133393", "40063813339311", "4OO6381333931", ""]) {
      expect(hasGtinCheckDigit(gtin)).toBe(false);
    }
    expect(GtinSchema.safeParse("4006381333932").error?.issues[0]?.message).toBe("GTIN_CHECK");
  });
});
