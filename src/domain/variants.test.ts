import { describe, expect, it } from "vitest";

import type { ProductDetailView } from "./product.ts";
import { productView } from "./product-view.fixture.ts";
import { pricesVary, productAsChosen, type ProductVariantView, soldOutValues, variantMatching } from "./variants.ts";

const variant = (id: number, options: Record<string, string>, overrides: Partial<ProductVariantView> = {}): ProductVariantView => ({
  id,
  options,
  sku: `TYRE-${id}`,
  partNumber: `PN-TYRE-${id}`,
  priceCents: 20_000 + id * 1_000,
  discountCents: 0,
  image: null,
  stock: 5,
  ...overrides,
});

const value = (slug: string) => ({ slug, name: { en: slug }, color: null });

function tyre(variants: ProductVariantView[]): ProductDetailView {
  return {
    ...productView(1, {
      priceCents: 21_000,
      stock: variants.reduce((sum, v) => sum + v.stock, 0),
      images: ["/tyre-1.svg", "/tyre-2.svg"],
      options: [
        { type: "default", slug: "size", name: { en: "Size" }, values: [value("265-70-r16"), value("265-75-r16")] },
        { type: "color", slug: "color", name: { en: "Colour" }, values: [value("black"), value("white")] },
      ],
    }),
    description: { en: "" },
    metaTitle: "",
    metaDescription: "",
    metaKeywords: "",
    pictureAlts: {},
    specs: [],
    variants,
    categoryPath: [],
  };
}

const variants = [
  variant(1, { size: "265-70-r16", color: "black" }),
  variant(2, { size: "265-75-r16", color: "black" }, { stock: 0, image: "/tyre-black-big.svg" }),
  variant(3, { size: "265-70-r16", color: "white" }, { discountCents: 2_000 }),
];

describe("variantMatching", () => {
  it("finds the variant every one of whose values is chosen", () => {
    expect(variantMatching(variants, { size: "265-75-r16", color: "black" })?.id).toBe(2);
  });
  it("finds none while a value is missing, or for a combination not sold", () => {
    expect(variantMatching(variants, { size: "265-75-r16" })).toBeUndefined();
    expect(variantMatching(variants, { size: "265-75-r16", color: "white" })).toBeUndefined();
  });
  it("never matches a variant without values", () => {
    expect(variantMatching([variant(9, {})], {})).toBeUndefined();
  });
});

describe("productAsChosen", () => {
  it("is the product itself until the choices name a variant", () => {
    const product = tyre(variants);
    expect(productAsChosen(product, { size: "265-70-r16" })).toBe(product);
  });
  it("takes the variant's number, SKU, price, discount and units, and shows its picture first", () => {
    const chosen = productAsChosen(tyre(variants), { size: "265-75-r16", color: "black" });
    expect(chosen).toMatchObject({ sku: "TYRE-2", partNumber: "PN-TYRE-2", priceCents: 22_000, discountCents: 0, stock: 0 });
    expect(chosen.images).toEqual(["/tyre-black-big.svg", "/tyre-1.svg", "/tyre-2.svg"]);
    expect(productAsChosen(tyre(variants), { size: "265-70-r16", color: "white" })).toMatchObject({ discountCents: 2_000 });
  });
});

describe("soldOutValues", () => {
  it("marks a value whose every variant, under the other choices, has no units left", () => {
    // The big size exists only in black, which is sold out.
    expect(soldOutValues(tyre(variants), {})).toEqual(new Set(["size=265-75-r16"]));
    // With the big size chosen, black is sold out and white is not sold at all.
    expect(soldOutValues(tyre(variants), { size: "265-75-r16" })).toEqual(new Set(["color=black", "color=white", "size=265-75-r16"]));
  });
  it("marks nothing on a product not sold in variants", () => {
    expect(soldOutValues({ ...tyre([]), variants: [] }, {}).size).toBe(0);
  });
});

describe("pricesVary", () => {
  it("is true when the variants ask different selling prices", () => {
    expect(pricesVary(tyre(variants))).toBe(true);
    expect(pricesVary(tyre([variant(1, { size: "a" }, { priceCents: 100 }), variant(2, { size: "b" }, { priceCents: 100 })]))).toBe(false);
  });
});
