// The browser's calls for the cart and the wishlist kept on the server (decision 042): every
// change answers the whole list; a guest's cart is checked without being kept.
import type { CartLineInput, CartLineKey, CheckCartRequest, CheckedCart, WishlistDto } from "../../../domain/schemas/carts.ts";
import { requestJson } from "../vehicle/vehicle-api.ts";

export const listsApi = {
  cart: () => requestJson<CheckedCart>("GET", "/user/cart"),
  checkCart: () => requestJson<CheckedCart>("POST", "/user/cart/check"),
  addLine: (line: CartLineInput) => requestJson<CheckedCart>("POST", "/user/cart/items", { body: line }),
  setQuantity: (line: CartLineKey, quantity: number) =>
    requestJson<CheckedCart>("PUT", "/user/cart/items", { body: { ...line, quantity } }),
  removeLine: (line: CartLineKey) => requestJson<CheckedCart>("DELETE", "/user/cart/items", { body: line }),
  clearCart: () => requestJson<CheckedCart>("DELETE", "/user/cart"),
  mergeCart: (items: CartLineInput[]) => requestJson<CheckedCart>("POST", "/user/cart/merge", { body: { items } }),
  checkGuestCart: (request: CheckCartRequest) => requestJson<CheckedCart>("POST", "/cart/check", { body: request }),

  wishlist: () => requestJson<WishlistDto>("GET", "/user/wishlist"),
  addWish: (productId: number) => requestJson<WishlistDto>("POST", "/user/wishlist", { body: { product: productId } }),
  removeWish: (productId: number) => requestJson<WishlistDto>("DELETE", `/user/wishlist/${productId}`),
  mergeWishlist: (productIds: number[]) => requestJson<WishlistDto>("POST", "/user/wishlist/merge", { body: { products: productIds } }),
};
