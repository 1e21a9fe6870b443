import { describe, expect, it } from "vitest";

import {
  activeFilterCount,
  DEFAULT_PAGE_SIZE,
  initialListingState,
  listingHref,
  type ListingState,
  pageNumbers,
  readListingQuery,
  sameListingAddress,
  shownBounds,
  usdRangeFromShown,
  withFilters,
  withLimit,
  withoutFilter,
  withoutFilters,
  withPage,
  withSort,
  withView,
} from "./listing-query.ts";

const read = (query: string, category?: string) => {
  const result = readListingQuery(new URLSearchParams(query), category);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe("the listing's state lives in its URL (spec §5)", () => {
  it("reads filters, sort, page size, page and view", () => {
    const { state } = read("filter_brand=arb,tjm&filter_discount=yes&sort=name_asc&limit=24&page=2&view=list");
    expect(state).toEqual({
      filters: { brand: ["arb", "tjm"], discount: "yes" },
      sort: "name_asc",
      limit: 24,
      page: 2,
      view: "list",
      allVehicles: false,
    });
  });

  it("writes back the same address, so a link or a reload shows the same listing", () => {
    const href =
      "/shop?filter_price=100-500&filter_brand=arb%2Ctjm&filter_discount=yes&filter_rating=4%2C5&sort=name_asc&limit=24&page=2&view=list";
    const { state } = read(href.split("?")[1]!);
    expect(sameListingAddress(listingHref(state, { priceBounds: [0, 1900] }), href)).toBe(true);
  });

  it("leaves defaults out: empty lists, the full price range, any discount, sort, 16 a page, page 1, grid", () => {
    const state: ListingState = {
      filters: { brand: [], price: [0, 1900], discount: "any", rating: [] },
      sort: "default",
      limit: DEFAULT_PAGE_SIZE,
      page: 1,
      view: "grid",
      allVehicles: false,
    };
    expect(listingHref(state, { priceBounds: [0, 1900] })).toBe("/shop");
  });

  it("joins the repeated fields of a form without JavaScript into one comma-joined value", () => {
    const { state } = read("filter_brand=arb&filter_brand=tjm&filter_rating=5&filter_rating=4&filter_color=");
    expect(state.filters).toEqual({ brand: ["arb", "tjm"], rating: [4, 5] });
  });

  it("a category listing lives at its own path, which wins over a filter_category", () => {
    const { state } = read("filter_category=lighting&filter_brand=arb", "suspension");
    expect(state.filters.category).toBe("suspension");
    expect(listingHref(state)).toBe("/product-category/suspension/products?filter_brand=arb");
    expect(listingHref(read("filter_category=lighting").state)).toBe("/product-category/lighting/products");
  });

  it("keeps parameters that are not the listing's, such as the language", () => {
    const { state, extra } = read("lang=ar&filter_discount=no");
    expect(listingHref(state, { extra })).toBe("/shop?filter_discount=no&lang=ar");
  });

  it("an empty filter_vehicle says all vehicles and stays in the address; none at all follows the current vehicle", () => {
    const all = read("filter_vehicle=&filter_brand=arb").state;
    expect(all.allVehicles).toBe(true);
    expect(all.filters.vehicle).toBeUndefined();
    expect(listingHref(all)).toBe("/shop?filter_vehicle=&filter_brand=arb");
    expect(read("filter_brand=arb").state.allVehicles).toBe(false);
    // A form without JavaScript may send the empty hidden field and the switch's id together.
    const chosen = read("filter_vehicle=&filter_vehicle=12").state;
    expect(chosen).toMatchObject({ allVehicles: false, filters: { vehicle: 12 } });
    expect(listingHref(chosen)).toBe("/shop?filter_vehicle=12");
  });

  it("a vehicle page's category link, narrowed to a model year, is already the listing's own address", () => {
    const href = "/product-category/clutch-hydraulics/products?filter_vehicle=toyota.hilux-n80.2016";
    const { state } = read("filter_vehicle=toyota.hilux-n80.2016", "clutch-hydraulics");
    expect(state.filters).toEqual({ category: "clutch-hydraulics", vehicle: "toyota.hilux-n80.2016" });
    expect(listingHref(state)).toBe(href);
    expect(
      listingHref({
        ...initialListingState("clutch-hydraulics"),
        filters: { category: "clutch-hydraulics", vehicle: "toyota.hilux-n80.2016" },
      }),
    ).toBe(href);
  });

  it("falls back to the defaults for an unknown sort, page size, page or view", () => {
    const { state } = read("sort=price&limit=1000&page=-3&view=table");
    expect(state).toEqual(initialListingState());
    expect(read("page=abc").state.page).toBe(1);
  });

  it.each([
    ["filter_brand=Not A Slug", "filter_brand"],
    ["filter_price=cheap", "filter_price"],
    ["filter_rating=7", "filter_rating"],
    ["filter_discount=maybe", "filter_discount"],
    ["filter_vehicle=abc", "filter_vehicle"],
    ["price_min=abc&price_max=10&price_bounds=0-100", "price_min"],
  ])("a malformed filter (%s) is reported by its field", (query, field) => {
    const result = readListingQuery(new URLSearchParams(query));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.field).toBe(field);
  });
});

describe("changing the listing (spec §4)", () => {
  const onPage3: ListingState = { ...initialListingState(), filters: { brand: ["arb", "tjm"], discount: "yes" }, page: 3 };

  it("changing a filter goes back to page 1", () => {
    expect(withFilters(onPage3, { rating: [5] })).toMatchObject({
      page: 1,
      filters: { brand: ["arb", "tjm"], discount: "yes", rating: [5] },
    });
  });

  it("changing the sort or the page size goes back to page 1", () => {
    expect(withSort(onPage3, "name_desc")).toMatchObject({ page: 1, sort: "name_desc" });
    expect(withLimit(onPage3, 32)).toMatchObject({ page: 1, limit: 32 });
  });

  it("the view and the page move without touching anything else", () => {
    expect(withView(onPage3, "list")).toEqual({ ...onPage3, view: "list" });
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it("removing an active filter recomputes the filters: one value of a list, or a whole filter", () => {
    expect(withoutFilter(onPage3, "brand", "arb")).toMatchObject({ page: 1, filters: { brand: ["tjm"], discount: "yes" } });
    expect(withoutFilter(withoutFilter(onPage3, "brand", "arb"), "brand", "tjm").filters).toEqual({ discount: "yes" });
    expect(withoutFilter(onPage3, "discount").filters).toEqual({ brand: ["arb", "tjm"] });
  });

  it("reset clears all filters and sets page 1; a category page keeps its category", () => {
    const inCategory = { ...onPage3, filters: { ...onPage3.filters, category: "lighting" } };
    expect(withoutFilters(inCategory, true)).toMatchObject({ page: 1, filters: { category: "lighting" } });
    expect(withoutFilters(inCategory, false)).toMatchObject({ page: 1, filters: {} });
  });

  it("taking the vehicle filter off, by its chip, its switch or the reset, leads to all vehicles", () => {
    const narrowed = { ...onPage3, filters: { ...onPage3.filters, vehicle: 12 } };
    expect(listingHref(withoutFilter(narrowed, "vehicle"))).toBe("/shop?filter_vehicle=&filter_brand=arb%2Ctjm&filter_discount=yes");
    expect(listingHref(withFilters(narrowed, { vehicle: undefined }))).toBe(
      "/shop?filter_vehicle=&filter_brand=arb%2Ctjm&filter_discount=yes",
    );
    expect(listingHref(withoutFilters(narrowed, false))).toBe("/shop?filter_vehicle=");
    // Choosing a vehicle again, or changing another filter, keeps what the shopper said last.
    expect(listingHref(withFilters(withoutFilter(narrowed, "vehicle"), { vehicle: 7 }))).toBe(
      "/shop?filter_vehicle=7&filter_brand=arb%2Ctjm&filter_discount=yes",
    );
    expect(withoutFilter(withoutFilter(narrowed, "vehicle"), "brand", "arb").allVehicles).toBe(true);
    // With no vehicle in force, the reset leaves the vehicle to the shopper's current one.
    expect(listingHref(withoutFilters(onPage3, false))).toBe("/shop");
  });

  it("counts active filters, one per chip, the page's category and the full range aside", () => {
    const filters = { category: "lighting", brand: ["arb", "tjm"], rating: [4], price: [0, 1900] as [number, number], vehicle: 3 };
    expect(activeFilterCount(filters, "lighting", [0, 1900])).toBe(4);
    expect(activeFilterCount(filters, "lighting", [0, 1000])).toBe(4);
    expect(activeFilterCount({ ...filters, price: [10, 100] }, "lighting", [0, 1900])).toBe(5);
  });
});

describe("the price range is shown in the shopper's currency, kept in US dollars", () => {
  const bounds: [number, number] = [0, 1900];

  it("shows the bounds in the currency, widened to hold them and rounded to a power of ten", () => {
    expect(shownBounds(bounds, "USD")).toEqual([0, 1900]);
    expect(shownBounds(bounds, "EUR")).toEqual([0, 1800]);
    expect(shownBounds([120, 490], "GBP")).toEqual([90, 390]);
    expect(shownBounds([0, 6300], "RUB")).toEqual([0, 410_000]);
  });

  it("converts a typed amount to whole dollars, rounding outwards", () => {
    expect(usdRangeFromShown({ shown: [460, 920], was: null, current: bounds, bounds, currency: "EUR" })).toEqual([500, 1000]);
    expect(usdRangeFromShown({ shown: [100, 200], was: null, current: bounds, bounds, currency: "GBP" })).toEqual([128, 257]);
  });

  it("keeps the dollars of an end the shopper did not touch", () => {
    // 503 dollars show as 392 pounds, which converts back to 502.56: the untouched end stays 503.
    expect(usdRangeFromShown({ shown: [392, 700], was: [392, 780], current: [503, 1000], bounds, currency: "GBP" })).toEqual([503, 898]);
  });

  it("keeps the range inside the bounds and in order; an empty end is the bound", () => {
    expect(usdRangeFromShown({ shown: [5000, 10], was: null, current: bounds, bounds, currency: "USD" })).toEqual([10, 1900]);
    expect(usdRangeFromShown({ shown: [null, 300], was: null, current: bounds, bounds, currency: "USD" })).toEqual([0, 300]);
  });

  it("a form without JavaScript sends amounts in its currency; the full range is no filter", () => {
    const typed = read("price_min=460&price_max=920&price_currency=EUR&price_shown=0-1800&price_bounds=0-1900&filter_brand=arb");
    expect(typed.state.filters).toEqual({ brand: ["arb"], price: [500, 1000] });
    const untouched = read("price_min=0&price_max=1800&price_currency=EUR&price_shown=0-1800&price_bounds=0-1900");
    expect(untouched.state.filters).toEqual({});
    const kept = read("filter_price=503-1000&price_min=392&price_max=780&price_currency=GBP&price_shown=392-780&price_bounds=0-1900");
    expect(kept.state.filters).toEqual({ price: [503, 1000] });
  });
});

describe("pagination numbers", () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 139, [1, 2, "gap", 139]],
    [5, 139, [1, "gap", 4, 5, 6, "gap", 139]],
    [3, 139, [1, 2, 3, 4, "gap", 139]],
    [139, 139, [1, "gap", 138, 139]],
  ] as const)("page %d of %d", (current, total, expected) => {
    expect(pageNumbers(current, total)).toEqual(expected);
  });
});
