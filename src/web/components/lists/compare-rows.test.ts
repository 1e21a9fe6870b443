import { describe, expect, it } from "vitest";

import type { ProductSnapshot } from "../../../domain/lists.ts";
import { productView } from "../../../domain/product-view.fixture.ts";
import { optionRows, valuesDiffer } from "./compare-rows.ts";

const product = (id: number, options: ProductSnapshot["options"] = []): ProductSnapshot => productView(id, { options });

const colour = {
  type: "color" as const,
  slug: "colour",
  name: { en: "Colour", ru: "Цвет" },
  values: [
    { slug: "black", name: { en: "Black" }, color: "#000" },
    { slug: "white", name: { en: "White" }, color: "#fff" },
  ],
};
const size = { type: "default" as const, slug: "size", name: { en: "Size" }, values: [{ slug: "l", name: { en: "L" }, color: null }] };

describe("compare table rows", () => {
  it("lists every option any compared product has, once, in the order it first appears", () => {
    const rows = optionRows([product(1, [colour]), product(2, [size, colour]), product(3)]);
    expect(rows.map((row) => row.slug)).toEqual(["colour", "size"]);
    expect(rows[0]!.name).toEqual({ en: "Colour", ru: "Цвет" });
  });

  it("gives each product its option's value names, or null when the product lacks the option", () => {
    const [colourRow, sizeRow] = optionRows([product(1, [colour]), product(2, [size])]);
    expect(colourRow!.values).toEqual([[{ en: "Black" }, { en: "White" }], null]);
    expect(sizeRow!.values).toEqual([null, [{ en: "L" }]]);
  });

  it("has no option rows when no product has options", () => {
    expect(optionRows([product(1), product(2)])).toEqual([]);
  });

  it("marks a row as differing only when two values differ", () => {
    expect(valuesDiffer(["$10.00", "$10.00"])).toBe(false);
    expect(valuesDiffer(["$10.00", "$12.00", "$10.00"])).toBe(true);
    expect(valuesDiffer(["$10.00"])).toBe(false);
  });
});
