// What the compare list and the wishlist show of a product snapshot (spec §3 shown form).
import type { ProductSnapshot } from "../../../domain/lists.ts";
import { availabilityFromStock, type StockAvailability } from "../../../domain/stock.ts";

/**
 * spec §4: availability from the stock quantity; a product the shop no longer shows (status
 * hide, spec §4 "out_of_stock") is out of stock whatever its quantity.
 */
export function snapshotAvailability(product: Pick<ProductSnapshot, "stock" | "status">): StockAvailability {
  return product.status === "show" ? availabilityFromStock(product.stock) : "out-of-stock";
}

/** A product with options is added from its own page, where the shopper chooses them (spec §5). */
export function needsOptions(product: Pick<ProductSnapshot, "options">): boolean {
  return product.options.length > 0;
}
