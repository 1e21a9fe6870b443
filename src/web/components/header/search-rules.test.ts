import { describe, expect, it } from "vitest";

import {
  MIN_QUERY_LENGTH,
  moveActive,
  queryOfAddress,
  type SearchResponse,
  submitTarget,
  suggestionsOf,
  suggestionsUrl,
  wantsSuggestions,
} from "./search-rules.ts";

const product = (id: number, price: number, discount = 0): SearchResponse["products"][number] => ({
  _id: id,
  slug: `part-${id}`,
  title: { en: `Part ${id}` },
  images: [`/img/${id}.svg`],
  prices: { price, discount, currency: "USD" },
  productId: `PN-${id}`,
});
const category = (id: number): SearchResponse["categories"][number] => ({
  _id: id,
  slug: `cat-${id}`,
  name: { en: `Category ${id}` },
  items: id,
});

describe("search suggestions request (spec §7, §9)", () => {
  it("asks for up to 3 products and 4 categories in the shopper's language", () => {
    const url = new URL(suggestionsUrl("  bull bar ", "ar"), "http://shop");
    expect(url.pathname).toBe("/api/website/products/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({ query: "bull bar", limitProducts: "3", limitCategories: "4", locale: "ar" });
  });

  it("asks only for the parts that fit the current vehicle, when there is one", () => {
    const url = new URL(suggestionsUrl("bull bar", "en", 12), "http://shop");
    expect(url.searchParams.get("vehicle")).toBe("12");
    expect(new URL(suggestionsUrl("bull bar", "en", null), "http://shop").searchParams.has("vehicle")).toBe(false);
  });

  it(`starts at ${MIN_QUERY_LENGTH} characters, spaces aside`, () => {
    expect(wantsSuggestions(" w ")).toBe(false);
    expect(wantsSuggestions("wi")).toBe(true);
  });
});

describe("search suggestions (spec §3: products and categories)", () => {
  it("lists products first, then categories, with their links", () => {
    const suggestions = suggestionsOf({ products: [product(1, 10)], categories: [category(7)] });
    expect(suggestions.map((s) => [s.kind, s.href])).toEqual([
      ["product", "/product/part-1"],
      ["category", "/product-category/cat-7/products"],
    ]);
  });

  it("turns the API's decimal dollars into US cents, the selling price being price minus discount", () => {
    const [suggestion] = suggestionsOf({ products: [product(1, 1040.95, 104)], categories: [] });
    expect(suggestion).toMatchObject({ priceCents: 93695, compareAtCents: 104095 });
    const [plain] = suggestionsOf({ products: [product(2, 62)], categories: [] });
    expect(plain).toMatchObject({ priceCents: 6200, compareAtCents: null });
  });

  it("keeps at most 3 products and 4 categories", () => {
    const suggestions = suggestionsOf({ products: [1, 2, 3, 4].map((id) => product(id, 1)), categories: [1, 2, 3, 4, 5].map(category) });
    expect(suggestions.filter((s) => s.kind === "product")).toHaveLength(3);
    expect(suggestions.filter((s) => s.kind === "category")).toHaveLength(4);
  });

  it("is empty for an empty result, so the dropdown stays closed (spec §4, §8)", () => {
    expect(suggestionsOf({ products: [], categories: [] })).toEqual([]);
  });
});

describe("arrow keys in the suggestions", () => {
  it("move down and wrap from the last to the first", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(0, 3, "ArrowDown")).toBe(1);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
  });
  it("move up and wrap from the first (or none) to the last", () => {
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
  });
  it("activate nothing when there is nothing", () => {
    expect(moveActive(0, 0, "ArrowDown")).toBe(-1);
  });
});

describe("submitting the search", () => {
  it("opens the results page with the query, spaces collapsed", () => {
    expect(submitTarget("  brake   pads ")).toBe("/search?q=brake+pads");
    expect(submitTarget("LC79-SH/01 & co")).toBe("/search?q=LC79-SH%2F01+%26+co");
  });
  it("goes to the shop for an empty box", () => {
    expect(submitTarget("   ")).toBe("/shop");
  });
  it("reads the query back from a results page's address only", () => {
    expect(queryOfAddress("/search", "?q=snorkel&page=2")).toBe("snorkel");
    expect(queryOfAddress("/shop", "?q=snorkel")).toBe("");
  });
});
