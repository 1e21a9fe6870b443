import { describe, expect, it } from "vitest";

import {
  addCartItem,
  type CartItemOption,
  type CartProductSnapshot,
  emptyCart,
  removeCartItem,
  resetCart,
  setCartShipping,
  updateCartQuantities,
} from "./cart.ts";

const winch: CartProductSnapshot = { id: 7, slug: "winch", name: { en: "Winch 12000" }, image: null, sku: "W-1", partNumber: "WN-12000" };
const lamp: CartProductSnapshot = { id: 9, slug: "lamp", name: { en: "Driving lamp" }, image: null, sku: "L-1", partNumber: "DL-9" };

const red: CartItemOption = { optionSlug: "color", name: { en: "Colour" }, valueSlug: "red", value: { en: "Red" } };
const blue: CartItemOption = { optionSlug: "color", name: { en: "Colour" }, valueSlug: "blue", value: { en: "Blue" } };
const long: CartItemOption = { optionSlug: "cable", name: { en: "Cable" }, valueSlug: "30m", value: { en: "30 m" } };

describe("cart: adding (spec §4)", () => {
  it("adds a first item with id 1, its total and the cart's quantity", () => {
    const cart = addCartItem(emptyCart, winch, [red], 1500, 2);
    expect(cart.items).toEqual([{ id: 1, product: winch, options: [red], price: 1500, total: 3000, quantity: 2 }]);
    expect(cart.lastItemId).toBe(1);
    expect(cart.quantity).toBe(2);
    expect(cart.subtotal).toBe(3000);
  });

  it("same product with an identical option set increases the quantity and recomputes the total", () => {
    let cart = addCartItem(emptyCart, winch, [red, long], 1500, 1);
    cart = addCartItem(cart, winch, [long, red], 1500, 2); // the same set, in another order
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: 1, quantity: 3, total: 4500 });
    expect(cart.lastItemId).toBe(1);
  });

  it("same product with another option set is a new item with the next id", () => {
    let cart = addCartItem(emptyCart, winch, [red], 1500, 1);
    cart = addCartItem(cart, winch, [blue], 1500, 1);
    cart = addCartItem(cart, winch, [red, long], 1500, 1);
    expect(cart.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(cart.lastItemId).toBe(3);
  });

  it("another product is a new item with the next id", () => {
    let cart = addCartItem(emptyCart, winch, [], 1500, 1);
    cart = addCartItem(cart, lamp, [], 800, 1);
    expect(cart.items.map((i) => [i.id, i.product.id])).toEqual([
      [1, 7],
      [2, 9],
    ]);
  });

  it("never reuses an id after a removal", () => {
    let cart = addCartItem(emptyCart, winch, [], 1500, 1);
    cart = addCartItem(cart, lamp, [], 800, 1);
    cart = removeCartItem(cart, 2);
    cart = addCartItem(cart, lamp, [], 800, 1);
    expect(cart.items.map((i) => i.id)).toEqual([1, 3]);
  });

  it("quantity is the sum of the item quantities", () => {
    let cart = addCartItem(emptyCart, winch, [], 1500, 2);
    cart = addCartItem(cart, lamp, [], 800, 3);
    expect(cart.quantity).toBe(5);
    expect(cart.subtotal).toBe(2 * 1500 + 3 * 800);
  });

  it("add to cart: a quantity under the minimum of 1 or non-numeric is treated as 1 (spec §5)", () => {
    expect(addCartItem(emptyCart, winch, [], 1500, 0).items[0]!.quantity).toBe(1);
    expect(addCartItem(emptyCart, winch, [], 1500, -3).items[0]!.quantity).toBe(1);
    expect(addCartItem(emptyCart, winch, [], 1500, Number.NaN).items[0]).toMatchObject({ quantity: 1, total: 1500 });
    expect(addCartItem(emptyCart, winch, [], 1500, 2.7).items[0]!.quantity).toBe(2);
  });

  it("does not change the cart it was given", () => {
    const before = addCartItem(emptyCart, winch, [], 1500, 1);
    const snapshot = structuredClone(before);
    addCartItem(before, winch, [], 1500, 4);
    expect(before).toEqual(snapshot);
    expect(emptyCart.items).toEqual([]);
  });
});

describe("cart: shipping total line only when non-empty (spec §4)", () => {
  it("has no totals line and costs nothing while empty, even with shipping set", () => {
    const cart = setCartShipping(emptyCart, 2500);
    expect(cart.totals).toEqual([]);
    expect(cart.total).toBe(0);
    expect(cart.shipping).toBe(2500);
  });

  it("default shipping is 0 (spec §9)", () => {
    const cart = addCartItem(emptyCart, winch, [], 1500, 1);
    expect(cart.totals).toEqual([{ type: "shipping", title: "SHIPPING", price: 0 }]);
    expect(cart.total).toBe(1500);
  });

  it("adds the shipping line to the total once there is an item, and drops it when the last item goes", () => {
    let cart = setCartShipping(emptyCart, 2500);
    cart = addCartItem(cart, winch, [], 1500, 2);
    expect(cart.totals).toEqual([{ type: "shipping", title: "SHIPPING", price: 2500 }]);
    expect(cart.total).toBe(3000 + 2500);
    cart = removeCartItem(cart, 1);
    expect(cart.items).toEqual([]);
    expect(cart.totals).toEqual([]);
    expect(cart.total).toBe(0);
    expect(cart.quantity).toBe(0);
  });
});

describe("cart: remove, update quantities, reset (spec §4)", () => {
  const twoItems = addCartItem(addCartItem(emptyCart, winch, [], 1500, 1), lamp, [], 800, 2);

  it("removes an item by id and recomputes the totals", () => {
    const cart = removeCartItem(twoItems, 1);
    expect(cart.items.map((i) => i.id)).toEqual([2]);
    expect(cart.quantity).toBe(2);
    expect(cart.subtotal).toBe(1600);
  });

  it("removing an unknown id changes nothing", () => {
    expect(removeCartItem(twoItems, 99).items).toEqual(twoItems.items);
  });

  it("updates quantities by item id and recomputes item and cart totals", () => {
    const cart = updateCartQuantities(twoItems, [
      { itemId: 1, value: 4 },
      { itemId: 2, value: 1 },
    ]);
    expect(cart.items.map((i) => [i.quantity, i.total])).toEqual([
      [4, 6000],
      [1, 800],
    ]);
    expect(cart.quantity).toBe(5);
    expect(cart.subtotal).toBe(6800);
  });

  it("raises an updated quantity under the minimum, or not a number, to 1", () => {
    const cart = updateCartQuantities(twoItems, [
      { itemId: 1, value: 0 },
      { itemId: 2, value: Number.NaN },
    ]);
    expect(cart.items.map((i) => i.quantity)).toEqual([1, 1]);
  });

  it("leaves items without a change as they are", () => {
    const cart = updateCartQuantities(twoItems, [{ itemId: 2, value: 5 }]);
    expect(cart.items[0]).toEqual(twoItems.items[0]);
  });

  it("reset empties the cart", () => {
    expect(resetCart()).toEqual({ lastItemId: 0, quantity: 0, items: [], subtotal: 0, totals: [], total: 0, shipping: 0 });
  });
});
