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

/** A sale staff set: the selling price and the window it runs in, either end open. */
export interface SaleWindow {
  price: number;
  salePrice?: number | undefined;
  saleStartsAt?: Date | undefined;
  saleEndsAt?: Date | undefined;
}

/** What the sale clock says a part or a variant sells at now, as an amount off its price: its sale inside the window, else none. */
export function discountNow(sale: SaleWindow, now: Date): number {
  if (sale.salePrice === undefined) return 0;
  if (sale.saleStartsAt && sale.saleStartsAt > now) return 0;
  if (sale.saleEndsAt && sale.saleEndsAt <= now) return 0;
  return sale.price - sale.salePrice;
}

/**
 * What a part sold in variants shows as its own price (the "from" price, its badge, filters,
 * sorting, JSON-LD): its cheapest variant's; among variants selling at the same price, the one
 * with the smaller compare-at price, so no saving is shown that no variant gives. The database
 * keeps the part's row so (migration 0028); this is the same rule for the tests and the editor.
 */
export function cheapestOf<P extends ProductPrices>(variants: readonly P[]): P | undefined {
  let best: P | undefined;
  for (const variant of variants) {
    if (
      !best ||
      sellingPriceCents(variant) < sellingPriceCents(best) ||
      (sellingPriceCents(variant) === sellingPriceCents(best) && variant.priceCents < best.priceCents)
    )
      best = variant;
  }
  return best;
}
