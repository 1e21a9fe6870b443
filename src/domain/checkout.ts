// How an order is totalled. The server runs this on prices read from the database (rule 1);
// the storefront runs the same function to show the shopper what they will pay.
import { percentOf } from "./money.ts";

/**
 * The seed's methods for the shop's own country, whose names the storefront's strings carry (spec
 * §9's sample checkout: standard delivery is the 25). The shop's methods are the owner's
 * (src/domain/shipping.ts); an order keeps its method's code and name.
 */
export const DELIVERY_METHODS = ["standard", "express", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Whether an order's method is one whose name the storefront's strings carry. */
export const isDeliveryMethod = (value: string): value is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(value);

/** A shipping method's code as a checkout names it. */
export const DELIVERY_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// spec §9 "sample checkout": tax 20%.
export const TAX_PERCENT = 20;
/** spec §5, §9: the least quantity of a cart line. */
export const MIN_CART_QUANTITY = 1;
/** A single line may not ask for more than this; stock limits it further. */
export const MAX_LINE_QUANTITY = 99;

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** Tax is charged on the goods, not on delivery; the shipping is what the chosen method asks for the cart (shipping.ts). */
export function orderTotals(lines: readonly PricedLine[], shipping: number): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shippingCents = lines.length > 0 ? shipping : 0;
  const taxCents = percentOf(subtotalCents, TAX_PERCENT);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
