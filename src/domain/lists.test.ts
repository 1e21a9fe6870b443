import { describe, expect, it } from "vitest";

import { addToCompare, addToWishlist, clearList, emptyList, type ProductSnapshot, removeFromList } from "./lists.ts";
import { productView } from "./product-view.fixture.ts";

const product = (id: number): ProductSnapshot => productView(id);

describe("compare list (spec §4)", () => {
  it("compare add is ignored when the product id is already present", () => {
    const once = addToCompare(emptyList, product(1));
    const twice = addToCompare(once, { ...product(1), priceCents: 5 });
    expect(twice).toBe(once);
    expect(twice.items).toHaveLength(1);
    expect(twice.items[0]!.priceCents).toBe(1000);
  });
  it("compare remove deletes by product id and clear empties the list", () => {
    const list = addToCompare(addToCompare(emptyList, product(1)), product(2));
    expect(removeFromList(list, 1).items.map((p) => p.id)).toEqual([2]);
    expect(clearList().items).toEqual([]);
  });
});

describe("wishlist (spec §4)", () => {
  it("wishlist add appends a copy only when no item with the same id is present", () => {
    const original = product(3);
    const list = addToWishlist(emptyList, original);
    expect(list.items[0]).not.toBe(original);
    expect(list.items[0]).toEqual(original);
    expect(addToWishlist(list, product(3)).items).toHaveLength(1);
    expect(addToWishlist(list, product(4)).items.map((p) => p.id)).toEqual([3, 4]);
  });
  it("wishlist remove deletes by product id", () => {
    const list = addToWishlist(addToWishlist(emptyList, product(3)), product(4));
    expect(removeFromList(list, 3).items.map((p) => p.id)).toEqual([4]);
  });
});
