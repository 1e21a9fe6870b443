// spec §9: for a discounted product, price is the discounted price and compareAtPrice the original.

export interface ProductPrices {
  /** Regular price in cents. */
  priceCents: number;
  /** Amount taken off the regular price, in cents; 0 when not on sale. */
  discountCents: number;
}

export function sellingPriceCents(prices: ProductPrices): number {
  return prices.priceCents - prices.discountCents;
}

export function compareAtPriceCents(prices: ProductPrices): number | null {
  return prices.discountCents > 0 ? prices.priceCents : null;
}

/** Whole percent off, for a "-15%" label. */
export function discountPercent(prices: ProductPrices): number {
  if (prices.discountCents <= 0) return 0;
  return Math.round((prices.discountCents / prices.priceCents) * 100);
}
