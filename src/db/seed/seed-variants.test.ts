import { describe, expect, it } from "vitest";

import { valueCode } from "../../domain/variants.ts";
import { generateCatalogue } from "./catalogue-generator.ts";
import { variantCodes, variantsFor } from "./seed-variants.ts";

describe("the seed's variants", () => {
  const catalogue = generateCatalogue();
  const sold = catalogue.products.filter((p) => p.variants.length > 0);

  it("sells every product with options as one variant per combination of their values", () => {
    expect(sold.length).toBeGreaterThan(200);
    for (const product of catalogue.products) {
      const combinations = product.options.reduce((n, option) => n * option.values.length, product.options.length > 0 ? 1 : 0);
      expect(product.variants).toHaveLength(combinations);
    }
  });

  it("gives every variant its own SKU and part number, and the product the sum of their units and the lowest price", () => {
    const skus = sold.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    for (const product of sold) {
      expect(product.stock).toBe(product.variants.reduce((sum, v) => sum + v.stock, 0));
      const lowest = Math.min(...product.variants.map((v) => v.priceCents - v.discountCents));
      expect(product.priceCents - product.discountCents).toBe(lowest);
      for (const v of product.variants) expect(v.discountCents).toBeLessThan(v.priceCents);
    }
  });

  it("prices a bigger tyre higher, and names the size in its numbers", () => {
    const tyre = sold.find((p) => p.options.some((o) => o.values.some((v) => v.slug === "265-75-r16")))!;
    const [small, big] = ["265-70-r16", "265-75-r16"].map((size) => tyre.variants.find((v) => v.options.size === size)!);
    expect(big!.priceCents).toBeGreaterThan(small!.priceCents);
    expect(big!.sku).toBe(`${tyre.sku}-265-75-R16`);
    expect(big!.partNumber).toBe(`${tyre.partNumber}-265-75-R16`);
  });

  it("is drawn from the product's own numbers: the same product gets the same variants", () => {
    const options = catalogue.products.find((p) => p.options.length > 0)!.options;
    const base = { sku: "OV-X-1", partNumber: "X-1", priceCents: 9_995, discountCents: 0 };
    expect(variantsFor(base, options)).toEqual(variantsFor(base, options));
  });

  it("lists each variant's part number and SKU as its product's other numbers, each once, normalised", () => {
    const variants = [
      { partNumber: "TYR-1-265-75-R16", sku: "OV-A-TYR1-265-75-R16" },
      { partNumber: "TYR-1-265-70-R16", sku: "OV-A-TYR1-265-70-R16" },
      { partNumber: "tyr 1 265 70 r16", sku: "OV-A-TYR1-265-70-R16" },
    ];
    expect(variantCodes(variants)).toEqual([
      { kind: "variant", maker: "", code: "TYR-1-265-75-R16", codeNormalized: "TYR126575R16" },
      { kind: "variant", maker: "", code: "OV-A-TYR1-265-75-R16", codeNormalized: "OVATYR126575R16" },
      { kind: "variant", maker: "", code: "TYR-1-265-70-R16", codeNormalized: "TYR126570R16" },
      { kind: "variant", maker: "", code: "OV-A-TYR1-265-70-R16", codeNormalized: "OVATYR126570R16" },
    ]);
  });

  it("codes values short and distinct", () => {
    expect(["black", "blue", "safety-orange", "265-75-r16"].map(valueCode)).toEqual(["BLA", "BLU", "SO", "265-75-R16"]);
  });
});
