import { describe, expect, it } from "vitest";

import { compareAtPriceCents, discountPercent, sellingPriceCents } from "./pricing.ts";

describe("discounted product: price is the discounted price, compareAtPrice the original (spec §9)", () => {
  it("sells a discounted product at its price minus the discount and compares at the original", () => {
    const prices = { priceCents: 20000, discountCents: 3000 };
    expect(sellingPriceCents(prices)).toBe(17000);
    expect(compareAtPriceCents(prices)).toBe(20000);
  });

  it("sells a product without discount at its price, with nothing to compare at", () => {
    const prices = { priceCents: 4999, discountCents: 0 };
    expect(sellingPriceCents(prices)).toBe(4999);
    expect(compareAtPriceCents(prices)).toBeNull();
  });
});

describe("discountPercent", () => {
  it.each([
    [{ priceCents: 20000, discountCents: 3000 }, 15],
    [{ priceCents: 10000, discountCents: 3333 }, 33],
    [{ priceCents: 10000, discountCents: 3350 }, 34],
    [{ priceCents: 999, discountCents: 1 }, 0],
    [{ priceCents: 10000, discountCents: 0 }, 0],
  ])("%o is %d%% off", (prices, percent) => {
    expect(discountPercent(prices)).toBe(percent);
  });
});
