import { describe, expect, it } from "vitest";

import { parseQuantity } from "./quantity-stepper.tsx";

describe("cart quantity field (spec §5, §9)", () => {
  it("falls back to the minimum for a non-numeric or empty value", () => {
    expect(parseQuantity("abc", 1, 99)).toBe(1);
    expect(parseQuantity("", 1, 99)).toBe(1);
  });

  it("keeps a typed quantity within the minimum of 1 and the line maximum", () => {
    expect(parseQuantity("0", 1, 99)).toBe(1);
    expect(parseQuantity("-4", 1, 99)).toBe(1);
    expect(parseQuantity("150", 1, 99)).toBe(99);
    expect(parseQuantity("7", 1, 99)).toBe(7);
  });
});
