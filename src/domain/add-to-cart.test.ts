import { describe, expect, it } from "vitest";

import {
  addToCartQuantity,
  ERROR_ADD_TO_CART_OPTIONS,
  ERROR_ADD_TO_CART_QUANTITY,
  maxLineQuantity,
  validateAddToCartForm,
} from "./add-to-cart.ts";
import type { ProductOption } from "./schemas/catalog.ts";

const size: ProductOption = {
  type: "default",
  slug: "size",
  name: { en: "Size", ru: "Размер" },
  values: [
    { slug: "s", name: { en: "Small" }, color: null },
    { slug: "l", name: { en: "Large" }, color: null },
  ],
};
const colour: ProductOption = {
  type: "color",
  slug: "color",
  name: { en: "Colour" },
  values: [{ slug: "black", name: { en: "Black" }, color: "#000" }],
};

describe("add to cart quantity (spec §5)", () => {
  it("a quantity is required", () => {
    expect(addToCartQuantity("")).toBeNull();
  });

  it("the minimum is 1", () => {
    expect(addToCartQuantity("0")).toBeNull();
    expect(addToCartQuantity("-2")).toBeNull();
    expect(addToCartQuantity("1")).toBe(1);
  });

  it("a non-numeric quantity is treated as 1", () => {
    expect(addToCartQuantity("abc")).toBe(1);
  });

  it("a fraction or more than a line may hold is refused", () => {
    expect(addToCartQuantity("1.5")).toBeNull();
    expect(addToCartQuantity("100")).toBeNull();
    expect(addToCartQuantity("5", 4)).toBeNull();
  });
});

describe("most a line may hold", () => {
  it("is the line limit, and never more than the stock", () => {
    expect(maxLineQuantity(5)).toBe(5);
    expect(maxLineQuantity(500)).toBe(99);
    expect(maxLineQuantity(0)).toBe(1);
  });
});

describe("add-to-cart form (spec §5, §8)", () => {
  it("passes with every option chosen and a quantity, giving the cart's option lines", () => {
    const result = validateAddToCartForm([size, colour], { quantity: "2", options: { size: "l", color: "black" } });
    expect(result).toEqual({
      ok: true,
      quantity: 2,
      options: [
        { optionSlug: "size", name: size.name, valueSlug: "l", value: { en: "Large" } },
        { optionSlug: "color", name: colour.name, valueSlug: "black", value: { en: "Black" } },
      ],
    });
  });

  it("each option is required: ERROR_ADD_TO_CART_OPTIONS names the missing ones", () => {
    const result = validateAddToCartForm([size, colour], { quantity: "1", options: { color: "black" } });
    expect(result).toEqual({ ok: false, errors: [{ code: ERROR_ADD_TO_CART_OPTIONS, missing: [size] }] });
  });

  it("a value that is not one of the option's values counts as missing", () => {
    const result = validateAddToCartForm([size], { quantity: "1", options: { size: "xxl" } });
    expect(result.ok).toBe(false);
  });

  it("a quantity below 1 fails with ERROR_ADD_TO_CART_QUANTITY", () => {
    const result = validateAddToCartForm([], { quantity: "0", options: {} });
    expect(result).toEqual({ ok: false, errors: [{ code: ERROR_ADD_TO_CART_QUANTITY, min: 1, max: 99 }] });
  });

  it("reports both failures, the quantity first", () => {
    const result = validateAddToCartForm([size], { quantity: "", options: {} }, 10);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual([ERROR_ADD_TO_CART_QUANTITY, ERROR_ADD_TO_CART_OPTIONS]);
  });

  it("a quantity over the stock fails with ERROR_ADD_TO_CART_QUANTITY", () => {
    const result = validateAddToCartForm([], { quantity: "31", options: {} }, maxLineQuantity(30));
    expect(result).toEqual({ ok: false, errors: [{ code: ERROR_ADD_TO_CART_QUANTITY, min: 1, max: 30 }] });
  });

  it("a product without options needs only the quantity", () => {
    expect(validateAddToCartForm([], { quantity: "x", options: {} })).toEqual({ ok: true, quantity: 1, options: [] });
  });
});
