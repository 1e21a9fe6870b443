import { describe, expect, it } from "vitest";

import { addCartItem, emptyCart } from "../../../domain/cart.ts";
import { emptyList } from "../../../domain/lists.ts";
import { listsSyncStep, mergePayload } from "./lists-sync.ts";

const cart = addCartItem(
  emptyCart,
  { id: 7, slug: "snorkel", name: { en: "Snorkel" }, image: null, sku: "S-1", partNumber: "S1" },
  [{ optionSlug: "side", name: { en: "Side" }, valueSlug: "left", value: { en: "Left" } }],
  1999,
  2,
);
const base = { hydrated: true, account: "ada@example.com", syncedFor: undefined, source: "guest" as const, cart, wishlist: emptyList };

describe("where the cart and the wishlist live (decision 042)", () => {
  it("does nothing before the stored state is read, nor for a guest's own lists", () => {
    expect(listsSyncStep({ ...base, hydrated: false })).toBe("none");
    expect(listsSyncStep({ ...base, account: null })).toBe("none");
  });

  it("merges a guest's lists once on sign-in, and loads the account's when there is nothing to bring", () => {
    expect(listsSyncStep(base)).toBe("merge");
    expect(listsSyncStep({ ...base, cart: emptyCart })).toBe("load");
    expect(listsSyncStep({ ...base, syncedFor: "ada@example.com" })).toBe("none");
  });

  it("never merges another account's mirror, and empties the browser on sign-out", () => {
    expect(listsSyncStep({ ...base, source: "account", syncedFor: "bob@example.com" })).toBe("load");
    expect(listsSyncStep({ ...base, source: "account", account: null })).toBe("clear");
  });

  it("sends each line's part, options by slug, quantity and the price seen", () => {
    expect(mergePayload(cart, emptyList)).toEqual({
      lines: [{ product: 7, options: { side: "left" }, quantity: 2, price: 1999 }],
      productIds: [],
    });
  });
});
