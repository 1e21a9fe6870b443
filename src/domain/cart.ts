// spec §3 and §4: the cart kept in the shopper's browser. Prices here are what the shopper saw;
// the server reprices every order (rule 1). Names stay per locale so a language switch renames them.
import type { LocalizedText } from "./locales.ts";
import type { OwnPrices } from "./money.ts";

export interface CartProductSnapshot {
  id: number;
  slug: string;
  name: LocalizedText;
  image: string | null;
  sku: string;
  partNumber: string;
  /** Its tax class (decision 040); absent in a cart kept before classes: the standard class. */
  taxClass?: string;
  /** Its own prices in other currencies (decision 043): what the cart shows in those. */
  ownPrices?: OwnPrices;
}

export interface CartItemOption {
  /** Option slug and name, value slug and name. */
  optionSlug: string;
  name: LocalizedText;
  valueSlug: string;
  value: LocalizedText;
}

export interface CartItem {
  id: number;
  product: CartProductSnapshot;
  options: CartItemOption[];
  /** Unit price in US cents. */
  price: number;
  /** price * quantity, in US cents. */
  total: number;
  quantity: number;
}

export interface CartTotal {
  type: "shipping";
  title: string;
  price: number;
}

export interface Cart {
  lastItemId: number;
  quantity: number;
  items: CartItem[];
  subtotal: number;
  totals: CartTotal[];
  total: number;
  /** Shipping in US cents; spec §9: default 0. */
  shipping: number;
}

export const emptyCart: Cart = {
  lastItemId: 0,
  quantity: 0,
  items: [],
  subtotal: 0,
  totals: [],
  total: 0,
  shipping: 0,
};

function sameOptions(a: readonly CartItemOption[], b: readonly CartItemOption[]): boolean {
  if (a.length !== b.length) return false;
  const key = (o: CartItemOption) => `${o.optionSlug}=${o.valueSlug}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, index) => value === right[index]);
}

/** spec §4: quantity is the sum of item quantities; a shipping line only when the cart is non-empty. */
function withTotals(cart: Omit<Cart, "quantity" | "subtotal" | "totals" | "total">): Cart {
  const quantity = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  const subtotal = cart.items.reduce((sum, item) => sum + item.total, 0);
  const totals: CartTotal[] = cart.items.length > 0 ? [{ type: "shipping", title: "SHIPPING", price: cart.shipping }] : [];
  const total = subtotal + totals.reduce((sum, line) => sum + line.price, 0);
  return { ...cart, quantity, subtotal, totals, total };
}

/**
 * spec §4: adding the same product with an identical option set increases its quantity and
 * recomputes its total; otherwise a new item is added with the next id.
 */
export function addCartItem(
  cart: Cart,
  product: CartProductSnapshot,
  options: CartItemOption[],
  unitPrice: number,
  quantity: number,
): Cart {
  // spec §5: a non-numeric quantity is treated as 1 (Math.max(1, NaN) would be NaN).
  const count = Math.max(1, Math.trunc(quantity) || 1);
  const existing = cart.items.find((item) => item.product.id === product.id && sameOptions(item.options, options));
  if (existing) {
    const items = cart.items.map((item) =>
      item === existing ? { ...item, quantity: item.quantity + count, total: item.price * (item.quantity + count) } : item,
    );
    return withTotals({ ...cart, items });
  }
  const id = cart.lastItemId + 1;
  const item: CartItem = { id, product, options, price: unitPrice, total: unitPrice * count, quantity: count };
  return withTotals({ ...cart, lastItemId: id, items: [...cart.items, item] });
}

export function removeCartItem(cart: Cart, itemId: number): Cart {
  return withTotals({ ...cart, items: cart.items.filter((item) => item.id !== itemId) });
}

/** Sets new quantities by item id; a quantity under the minimum of 1 is raised to 1. */
export function updateCartQuantities(cart: Cart, quantities: readonly { itemId: number; value: number }[]): Cart {
  const items = cart.items.map((item) => {
    const change = quantities.find((q) => q.itemId === item.id);
    if (!change) return item;
    const quantity = Math.max(1, Math.trunc(change.value) || 1);
    return { ...item, quantity, total: item.price * quantity };
  });
  return withTotals({ ...cart, items });
}

export function setCartShipping(cart: Cart, shippingCents: number): Cart {
  return withTotals({ ...cart, shipping: shippingCents });
}

export function resetCart(): Cart {
  return emptyCart;
}
