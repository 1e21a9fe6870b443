// spec §5 "Add to cart" and "Product options", spec §8 the add-to-cart alerts.
import type { CartItemOption } from "./cart.ts";
import { MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "./checkout.ts";
import { parseQuantity } from "./quantity.ts";
import type { ProductOption } from "./schemas/catalog.ts";

export const ERROR_ADD_TO_CART_QUANTITY = "ERROR_ADD_TO_CART_QUANTITY";
export const ERROR_ADD_TO_CART_OPTIONS = "ERROR_ADD_TO_CART_OPTIONS";

export type AddToCartError =
  | { code: typeof ERROR_ADD_TO_CART_QUANTITY; min: number; max: number }
  /** The options left unchosen, in the product's order. */
  | { code: typeof ERROR_ADD_TO_CART_OPTIONS; missing: ProductOption[] };

/** spec §3 Add-to-cart form: quantity (default 1), options map from option slug to value slug. */
export interface AddToCartForm {
  quantity: string;
  options: Readonly<Record<string, string | undefined>>;
}

export type AddToCartResult = { ok: true; quantity: number; options: CartItemOption[] } | { ok: false; errors: AddToCartError[] };

/** The most one line of this product may hold: the line limit, and never more than the stock. */
export function maxLineQuantity(stock: number): number {
  return Math.max(MIN_CART_QUANTITY, Math.min(MAX_LINE_QUANTITY, stock));
}

/**
 * spec §5: a quantity is required with a minimum of 1; a non-numeric quantity is treated as 1.
 * Null when it is missing or out of range. A line holds at most MAX_LINE_QUANTITY.
 */
export function addToCartQuantity(raw: string, max = MAX_LINE_QUANTITY): number | null {
  if (raw.trim() === "") return null;
  const value = parseQuantity(raw);
  if (value === null) return MIN_CART_QUANTITY;
  if (!Number.isInteger(value) || value < MIN_CART_QUANTITY || value > max) return null;
  return value;
}

/**
 * spec §5: validates the add-to-cart form: every option is required (chosen by radio) and the
 * quantity rule above. Failures carry the alert codes of spec §8, quantity first.
 */
export function validateAddToCartForm(
  productOptions: readonly ProductOption[],
  form: AddToCartForm,
  maxQuantity = MAX_LINE_QUANTITY,
): AddToCartResult {
  const errors: AddToCartError[] = [];
  const quantity = addToCartQuantity(form.quantity, maxQuantity);
  if (quantity === null) errors.push({ code: ERROR_ADD_TO_CART_QUANTITY, min: MIN_CART_QUANTITY, max: maxQuantity });

  const chosen: CartItemOption[] = [];
  const missing: ProductOption[] = [];
  for (const option of productOptions) {
    const value = option.values.find((v) => v.slug === form.options[option.slug]);
    if (value) chosen.push({ optionSlug: option.slug, name: option.name, valueSlug: value.slug, value: value.name });
    else missing.push(option);
  }
  if (missing.length > 0) errors.push({ code: ERROR_ADD_TO_CART_OPTIONS, missing });

  return errors.length > 0 || quantity === null ? { ok: false, errors } : { ok: true, quantity, options: chosen };
}
