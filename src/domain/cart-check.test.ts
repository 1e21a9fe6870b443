import { describe, expect, it } from "vitest";

import { cartOptionsKey, checkLine, mergedQuantity } from "./cart-check.ts";
import { MAX_LINE_QUANTITY } from "./checkout.ts";

describe("a kept cart line checked again (decision 042)", () => {
  it("names a line's options the same whatever their order", () => {
    expect(cartOptionsKey({ size: "m", color: "black" })).toBe("color=black;size=m");
    expect(cartOptionsKey({ color: "black", size: "m" })).toBe(cartOptionsKey({ size: "m", color: "black" }));
    expect(cartOptionsKey({})).toBe("");
  });

  it("sums two carts' quantities up to the line limit", () => {
    expect(mergedQuantity(2, 3)).toBe(5);
    expect(mergedQuantity(60, 60)).toBe(MAX_LINE_QUANTITY);
  });

  it("keeps an unchanged line as it is", () => {
    expect(checkLine({ quantity: 2, seenPriceCents: 1000 }, { sold: true, priceCents: 1000, available: 10 })).toEqual({
      quantity: 2,
      changes: [],
    });
  });

  it("tells a price that went up or down from the one seen", () => {
    expect(checkLine({ quantity: 1, seenPriceCents: 1000 }, { sold: true, priceCents: 1250, available: 5 }).changes).toEqual([
      { kind: "price", from: 1000, to: 1250 },
    ]);
    expect(checkLine({ quantity: 1, seenPriceCents: 1000 }, { sold: true, priceCents: 800, available: 5 }).changes).toEqual([
      { kind: "price", from: 1000, to: 800 },
    ]);
  });

  it("lowers the quantity to the units left, and says so", () => {
    expect(checkLine({ quantity: 5, seenPriceCents: 1000 }, { sold: true, priceCents: 1000, available: 2 })).toEqual({
      quantity: 2,
      changes: [{ kind: "quantity", from: 5, to: 2 }],
    });
  });

  it("removes a sold-out line and one no longer sold", () => {
    expect(checkLine({ quantity: 1, seenPriceCents: 1000 }, { sold: true, priceCents: 1000, available: 0 })).toEqual({
      quantity: null,
      changes: [{ kind: "soldOut" }],
    });
    expect(checkLine({ quantity: 1, seenPriceCents: 1000 }, { sold: false, priceCents: 1000, available: 9 })).toEqual({
      quantity: null,
      changes: [{ kind: "unavailable" }],
    });
  });
});
