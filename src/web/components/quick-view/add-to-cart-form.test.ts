import { describe, expect, it } from "vitest";

import type { ProductOption } from "../../../domain/schemas/catalog.ts";
import { checkAddToCart, maxQuantityOf, readQuantity } from "./add-to-cart-form.ts";

const colour: ProductOption = {
  type: "color",
  slug: "colour",
  name: { en: "Colour" },
  values: [
    { slug: "black", name: { en: "Black" }, color: "#111827" },
    { slug: "sand", name: { en: "Sand" }, color: "#c2a878" },
  ],
};
const size: ProductOption = { type: "default", slug: "size", name: { en: "Size" }, values: [{ slug: "l", name: { en: "L" }, color: null }] };
const product = { options: [colour, size], stock: 30 };

describe("add to cart (spec §5)", () => {
  it("quantity is required", () => {
    expect(checkAddToCart(product, "", { colour: "black", size: "l" })).toEqual({ ok: false, error: "ERROR_ADD_TO_CART_QUANTITY", max: 30 });
  });

  it("quantity has a minimum of 1", () => {
    expect(checkAddToCart(product, "0", { colour: "black", size: "l" })).toMatchObject({ ok: false, error: "ERROR_ADD_TO_CART_QUANTITY" });
    expect(checkAddToCart(product, "-2", { colour: "black", size: "l" })).toMatchObject({ ok: false, error: "ERROR_ADD_TO_CART_QUANTITY" });
  });

  it("a non-numeric quantity is treated as 1", () => {
    expect(readQuantity("abc")).toBe(1);
    expect(checkAddToCart(product, "abc", { colour: "black", size: "l" })).toMatchObject({ ok: true, quantity: 1 });
  });

  it("a line holds no more than the stock and the line limit", () => {
    expect(maxQuantityOf(5)).toBe(5);
    expect(maxQuantityOf(500)).toBe(99);
    expect(checkAddToCart(product, "31", { colour: "black", size: "l" })).toMatchObject({ ok: false, error: "ERROR_ADD_TO_CART_QUANTITY", max: 30 });
  });

  it("each option is required: the missing ones are named", () => {
    const result = checkAddToCart(product, "2", { colour: "black" });
    expect(result).toEqual({ ok: false, error: "ERROR_ADD_TO_CART_OPTIONS", missing: [size] });
    expect(checkAddToCart(product, "2", { colour: "purple", size: "l" })).toMatchObject({ ok: false, missing: [colour] });
  });

  it("a complete choice gives the cart its options and quantity", () => {
    expect(checkAddToCart(product, "2", { colour: "sand", size: "l" })).toEqual({
      ok: true,
      quantity: 2,
      options: [
        { optionSlug: "colour", name: { en: "Colour" }, valueSlug: "sand", value: { en: "Sand" } },
        { optionSlug: "size", name: { en: "Size" }, valueSlug: "l", value: { en: "L" } },
      ],
    });
  });
});
