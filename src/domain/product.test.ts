import { describe, expect, it } from "vitest";

import { cardProduct, normalizePartCode, type ProductView } from "./product.ts";

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
  const product: ProductView = {
    id: 7,
    slug: "snorkel",
    sku: "OV-SNK-7",
    partNumber: "SNK-7",
    title: { en: "Snorkel" },
    excerpt: { en: "" },
    stock: 3,
    priceCents: 1000,
    discountCents: 0,
    status: "show",
    tags: [],
    universal: false,
    rating: 0,
    reviewCount: 0,
    images: ["/a.webp", "/b.webp", "/c.webp"],
    brand: { slug: "b", name: "B", country: "AU" },
    category: { slug: "snorkels", name: { en: "Snorkels" } },
    options: [],
  };

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
