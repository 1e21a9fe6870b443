// Where the cart and the wishlist live (decision 042): a guest's in local storage; a signed-in
// customer's on the server, mirrored in the store. These rules decide what the browser does when
// the signed-in account changes; use-lists-sync.ts carries them out.
import type { Cart } from "../../../domain/cart.ts";
import { MAX_CART_LINES, MAX_WISHLIST_ITEMS } from "../../../domain/cart-check.ts";
import type { ProductList } from "../../../domain/lists.ts";
import type { CartLineInput } from "../../../domain/schemas/carts.ts";
import { type GarageSource, optionsMap } from "../../state/shop-store.ts";

export type ListsSyncStep = "none" | "merge" | "load" | "clear";

export interface ListsSyncInput {
  hydrated: boolean;
  /** Who is signed in (the account's e-mail), or null for a guest. */
  account: string | null;
  /** The account the store was last synced for on this page: undefined before the first step. */
  syncedFor: string | null | undefined;
  source: GarageSource;
  cart: Cart;
  wishlist: ProductList;
}

export function listsSyncStep({ hydrated, account, syncedFor, source, cart, wishlist }: ListsSyncInput): ListsSyncStep {
  if (!hydrated) return "none";
  // Signed out (here, in another tab, or the session ran out): the account's lists leave this browser.
  if (account === null) return source === "account" ? "clear" : "none";
  if (syncedFor === account) return "none";
  // A guest's lists join the account on sign-in; an account's mirror (this one's or another's) is replaced.
  return source === "guest" && (cart.items.length > 0 || wishlist.items.length > 0) ? "merge" : "load";
}

/** What the merge calls are sent: the guest's cart lines with the prices seen, and the wishlist's parts, within the limits. */
export function mergePayload(cart: Cart, wishlist: ProductList): { lines: CartLineInput[]; productIds: number[] } {
  return {
    lines: cart.items.slice(0, MAX_CART_LINES).map((item) => ({
      product: item.product.id,
      options: optionsMap(item.options),
      quantity: item.quantity,
      price: item.price,
    })),
    productIds: [...new Set(wishlist.items.map((p) => p.id))].slice(0, MAX_WISHLIST_ITEMS),
  };
}
