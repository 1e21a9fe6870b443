import { describe, expect, it } from "vitest";

import { normalizePartCode } from "./product.ts";

describe("normalizePartCode", () => {
  it("compares part numbers without case, dashes or spaces", () => {
    expect(normalizePartCode("LC79-SH 01")).toBe("LC79SH01");
    expect(normalizePartCode("lc79sh01")).toBe("LC79SH01");
    expect(normalizePartCode(" ab-12/c.d ")).toBe("AB12CD");
  });

  it("keeps Cyrillic letters, upper-cased", () => {
    expect(normalizePartCode("бк-12")).toBe("БК12");
  });
});
