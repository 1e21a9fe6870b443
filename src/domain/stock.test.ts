import { describe, expect, it } from "vitest";

import { availabilityFromStock, badgesOf, HIGH_STOCK_ABOVE, LOW_STOCK_BELOW } from "./stock.ts";

describe("stock availability from quantity (spec §4)", () => {
  it("uses the thresholds of spec §9: 20 low, 40 high", () => {
    expect(LOW_STOCK_BELOW).toBe(20);
    expect(HIGH_STOCK_ABOVE).toBe(40);
  });

  it.each([
    [0, "out-of-stock"],
    [1, "low-stock"],
    [19, "low-stock"],
    [20, "in-stock"],
    [30, "in-stock"],
    [40, "in-stock"],
    [41, "high-stock"],
    [500, "high-stock"],
  ] as const)("%d in stock is %s", (quantity, availability) => {
    expect(availabilityFromStock(quantity)).toBe(availability);
  });

  it("treats a negative quantity as out-of-stock", () => {
    expect(availabilityFromStock(-1)).toBe("out-of-stock");
  });
});

describe("badges (spec §4)", () => {
  it.each([
    [{ discountCents: 500, stock: 10 }, ["sale", "low_stock"]],
    [{ discountCents: 500, stock: 30 }, ["sale"]],
    [{ discountCents: 500, stock: 41 }, ["sale", "high_stock"]],
    [{ discountCents: 500, stock: 0 }, ["sale", "out_of_stock"]],
    [{ discountCents: 0, stock: 19 }, ["low_stock"]],
    [{ discountCents: 0, stock: 20 }, []],
    [{ discountCents: 0, stock: 40 }, []],
    [{ discountCents: 0, stock: 41 }, ["high_stock"]],
    [{ discountCents: 0, stock: 0 }, ["out_of_stock"]],
  ])("%o has badges %o", (product, badges) => {
    expect(badgesOf(product)).toEqual(badges);
  });

  it("gives sale only when the discount is above 0", () => {
    expect(badgesOf({ discountCents: 1, stock: 30 })).toContain("sale");
    expect(badgesOf({ discountCents: 0, stock: 30 })).not.toContain("sale");
  });
});
