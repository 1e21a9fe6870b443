// spec §4: the compare list and the wishlist, kept in the shopper's browser.
import type { ProductView } from "./product.ts";

/** What the compare list and the wishlist keep of a product: its card as it was when added. */
export type ProductSnapshot = ProductView;

export interface ProductList {
  items: ProductSnapshot[];
}

export const emptyList: ProductList = { items: [] };

/** spec §4: compare add is ignored when the product id is already present. */
export function addToCompare(list: ProductList, product: ProductSnapshot): ProductList {
  return list.items.some((item) => item.id === product.id) ? list : { items: [...list.items, { ...product }] };
}

/** spec §4: the wishlist appends a copy only when no item with the same id is present. */
export function addToWishlist(list: ProductList, product: ProductSnapshot): ProductList {
  return list.items.some((item) => item.id === product.id) ? list : { items: [...list.items, { ...product }] };
}

/** spec §4: compare and wishlist remove by product id. */
export function removeFromList(list: ProductList, productId: number): ProductList {
  return { items: list.items.filter((item) => item.id !== productId) };
}

export const clearList = (): ProductList => emptyList;
