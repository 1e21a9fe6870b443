// spec §5 add to cart: quantity is required with a minimum of 1, a non-numeric quantity is
// treated as 1; each product option is required. On failure the form shows one alert:
// ERROR_ADD_TO_CART_QUANTITY for the quantity, ERROR_ADD_TO_CART_OPTIONS for the options.
import type { CartItemOption } from "../../../domain/cart.ts";
import { MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "../../../domain/checkout.ts";
import type { ProductOption } from "../../../domain/schemas/catalog.ts";

export type AddToCartCheck =
  | { ok: true; quantity: number; options: CartItemOption[] }
  | { ok: false; error: "ERROR_ADD_TO_CART_QUANTITY"; max: number }
  | { ok: false; error: "ERROR_ADD_TO_CART_OPTIONS"; missing: ProductOption[] };

/** The most one line may hold: the line limit, and never more than the stock. */
export function maxQuantityOf(stock: number): number {
  return Math.max(MIN_CART_QUANTITY, Math.min(MAX_LINE_QUANTITY, stock));
}

export function readQuantity(raw: string): number | null {
  if (raw.trim() === "") return null;
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(value) ? MIN_CART_QUANTITY : value;
}

export function checkAddToCart(
  product: { options: ProductOption[]; stock: number },
  rawQuantity: string,
  chosen: Readonly<Record<string, string | undefined>>,
): AddToCartCheck {
  const max = maxQuantityOf(product.stock);
  const quantity = readQuantity(rawQuantity);
  if (quantity === null || quantity < MIN_CART_QUANTITY || quantity > max) return { ok: false, error: "ERROR_ADD_TO_CART_QUANTITY", max };
  const options: CartItemOption[] = [];
  const missing: ProductOption[] = [];
  for (const option of product.options) {
    const value = option.values.find((v) => v.slug === chosen[option.slug]);
    if (value) options.push({ optionSlug: option.slug, name: option.name, valueSlug: value.slug, value: value.name });
    else missing.push(option);
  }
  if (missing.length > 0) return { ok: false, error: "ERROR_ADD_TO_CART_OPTIONS", missing };
  return { ok: true, quantity, options };
}
