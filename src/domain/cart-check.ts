// A cart line kept for a while (in the browser, or on the server for a signed-in customer) is
// checked again against the catalogue when the cart is opened: its price, units and whether the
// part is still sold. What changed since the shopper added it is told, not silently applied
// (decision 042). The server reads the catalogue; these rules are pure.
import { MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "./checkout.ts";

/** Lines one cart keeps; a merge keeps what fits, an add beyond it is refused. */
export const MAX_CART_LINES = 50;
/** Parts one wishlist keeps on the server. */
export const MAX_WISHLIST_ITEMS = 100;

/** The chosen option values as one text, the same whatever their order: a cart has one line per part and choice. */
export function cartOptionsKey(options: Readonly<Record<string, string>>): string {
  return Object.keys(options)
    .sort()
    .map((slug) => `${slug}=${options[slug]}`)
    .join(";");
}

/** Two carts' quantities of one line, together: their sum, never past the line limit. */
export function mergedQuantity(a: number, b: number): number {
  return Math.max(MIN_CART_QUANTITY, Math.min(MAX_LINE_QUANTITY, a + b));
}

/** A line as it was kept: what was asked for, at what price the shopper saw. */
export interface KeptLine {
  quantity: number;
  seenPriceCents: number;
}

/** The catalogue now: whether the part (or its variant) is sold, its selling price and units a shopper can buy. */
export interface LineNow {
  sold: boolean;
  priceCents: number;
  available: number;
}

export type LineChange =
  | { kind: "price"; from: number; to: number }
  | { kind: "quantity"; from: number; to: number }
  | { kind: "soldOut" }
  | { kind: "unavailable" };

/**
 * What becomes of a kept line: its quantity now (null: it leaves the cart) and what the shopper is
 * told. A part no longer sold or sold out leaves; fewer units than asked lowers the quantity; a
 * price other than the one seen is said (and the line takes the new one).
 */
export function checkLine(line: KeptLine, now: LineNow): { quantity: number | null; changes: LineChange[] } {
  if (!now.sold) return { quantity: null, changes: [{ kind: "unavailable" }] };
  if (now.available < MIN_CART_QUANTITY) return { quantity: null, changes: [{ kind: "soldOut" }] };
  const changes: LineChange[] = [];
  const quantity = Math.min(line.quantity, now.available, MAX_LINE_QUANTITY);
  if (quantity !== line.quantity) changes.push({ kind: "quantity", from: line.quantity, to: quantity });
  if (now.priceCents !== line.seenPriceCents) changes.push({ kind: "price", from: line.seenPriceCents, to: now.priceCents });
  return { quantity, changes };
}
