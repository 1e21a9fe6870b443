import { describe, expect, it } from "vitest";

import { cardProduct, normalizePartCode } from "./product.ts";
import { productView } from "./product-view.fixture.ts";

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

describe("cardProduct", () => {
  const product = productView(7, { images: ["/a.webp", "/b.webp", "/c.webp"] });

  it("keeps the first picture only, and everything else as it is", () => {
    expect(cardProduct(product)).toEqual({ ...product, images: ["/a.webp"] });
    expect(product.images).toHaveLength(3);
  });

  it("leaves a product with one picture or none untouched", () => {
    const one = { ...product, images: ["/a.webp"] };
    expect(cardProduct(one)).toBe(one);
    const none = { ...product, images: [] };
    expect(cardProduct(none)).toBe(none);
  });
});
