import { describe, expect, it } from "vitest";

import { clampQuantity, normalizeQuantity, parseQuantity, quantityFallback, stepQuantity, wholeQuantity } from "./quantity.ts";

describe("quantity input (spec §5)", () => {
  it("a non-numeric value falls back to the min", () => {
    expect(quantityFallback({ min: 1 })).toBe(1);
    expect(normalizeQuantity("abc", { min: 1, max: 10 })).toBe("1");
  });

  it("a non-numeric value falls back to 0 when there is no min", () => {
    expect(quantityFallback({})).toBe(0);
    expect(normalizeQuantity("two", {})).toBe("0");
  });

  it("an empty value is allowed", () => {
    expect(normalizeQuantity("", { min: 1 })).toBe("");
    expect(normalizeQuantity("   ", { min: 1 })).toBe("");
  });

  it("leaves a typed number as it is, for the form to judge", () => {
    expect(normalizeQuantity("250", { min: 1, max: 99 })).toBe("250");
    expect(normalizeQuantity("0", { min: 1, max: 99 })).toBe("0");
    expect(normalizeQuantity(" 07 ", { min: 1 })).toBe("7");
    expect(normalizeQuantity("٣", { min: 1 })).toBe("3");
  });

  it("keeps a number within the optional min and max", () => {
    expect(clampQuantity(250, { min: 1, max: 99 })).toBe(99);
    expect(clampQuantity(-3, { min: 1, max: 99 })).toBe(1);
    expect(clampQuantity(-5, { max: 3 })).toBe(-5);
    expect(clampQuantity(1000, {})).toBe(1000);
  });

  it("reads numbers only: letters mixed in make the value non-numeric", () => {
    expect(parseQuantity("12")).toBe(12);
    expect(parseQuantity(" 3 ")).toBe(3);
    expect(parseQuantity("2x")).toBeNull();
    expect(parseQuantity("")).toBeNull();
    expect(parseQuantity(Number.NaN)).toBeNull();
  });

  it("reads Arabic-Indic digits as numbers", () => {
    expect(parseQuantity("١٢")).toBe(12);
    expect(parseQuantity("۴")).toBe(4);
  });

  it("plus and minus move by the step and stop at the bounds", () => {
    expect(stepQuantity("1", 1, { min: 1, max: 5 })).toBe(2);
    expect(stepQuantity(5, 1, { min: 1, max: 5 })).toBe(5);
    expect(stepQuantity("1", -1, { min: 1, max: 5 })).toBe(1);
    expect(stepQuantity("4", 1, { min: 0, max: 20, step: 5 })).toBe(9);
  });

  it("plus and minus start from the fallback when the value is empty or non-numeric", () => {
    expect(stepQuantity("", 1, { min: 1 })).toBe(2);
    expect(stepQuantity("abc", 1, {})).toBe(1);
  });

  it("a quantity that applies at once falls back to the min for a non-numeric or empty value", () => {
    expect(wholeQuantity("abc", { min: 1, max: 99 })).toBe(1);
    expect(wholeQuantity("", { min: 1, max: 99 })).toBe(1);
  });

  it("a quantity that applies at once is a whole number within the min and the max", () => {
    expect(wholeQuantity("0", { min: 1, max: 99 })).toBe(1);
    expect(wholeQuantity("-4", { min: 1, max: 99 })).toBe(1);
    expect(wholeQuantity("150", { min: 1, max: 99 })).toBe(99);
    expect(wholeQuantity("7", { min: 1, max: 99 })).toBe(7);
    expect(wholeQuantity("2.5", { min: 1, max: 99 })).toBe(2);
  });
});
