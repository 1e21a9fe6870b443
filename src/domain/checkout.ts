// How an order is totalled. The server runs this on prices read from the database (rule 1);
// the storefront runs the same function to show the shopper what they will pay.
import { percentOf } from "./money.ts";

export const DELIVERY_METHODS = ["standard", "express", "pickup"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** An order keeps its method as text; one written by an older version may no longer be ours. */
export const isDeliveryMethod = (value: string): value is DeliveryMethod => (DELIVERY_METHODS as readonly string[]).includes(value);

// spec §9 "sample checkout": shipping 25 and tax 20%. Standard delivery is the 25; express and
// collection from the store are the other choices a parts shop offers.
export const SHIPPING_CENTS: Record<DeliveryMethod, number> = {
  standard: 2500,
  express: 4500,
  pickup: 0,
};
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

/** Tax is charged on the goods, not on delivery. */
export function orderTotals(lines: readonly PricedLine[], delivery: DeliveryMethod): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shippingCents = lines.length > 0 ? SHIPPING_CENTS[delivery] : 0;
  const taxCents = percentOf(subtotalCents, TAX_PERCENT);
  return { subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
