// spec §4: stock availability from quantity, and the badges it gives.

export type StockAvailability = "out-of-stock" | "low-stock" | "in-stock" | "high-stock";
export type Badge = "sale" | "low_stock" | "high_stock" | "out_of_stock";
export const PRODUCT_STATUSES = ["show", "hide", "draft"] as const;
/** show: on the storefront; hide: taken off it; draft: being prepared, never shown yet. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** What staff set, and a deleted part's: kept for its orders, gone everywhere else, restored by staff. */
export const STORED_PRODUCT_STATUSES = [...PRODUCT_STATUSES, "deleted"] as const;
export type StoredProductStatus = (typeof STORED_PRODUCT_STATUSES)[number];

/**
 * Why a part's units (or the units held for open payments) moved: what the stock ledger records.
 * opening: the units a part was created with; receipt, correction, damage, return: staff (or a
 * feed); sale, cancellation, hold, hold_released: the shop's orders; import: a catalogue file.
 */
export const STOCK_MOVEMENT_KINDS = [
  "opening",
  "receipt",
  "correction",
  "damage",
  "return",
  "sale",
  "cancellation",
  "hold",
  "hold_released",
  "import",
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const LOW_STOCK_BELOW = 20; // spec §9: under 20 is low-stock
export const HIGH_STOCK_ABOVE = 40; // spec §9: over 40 is high-stock

export function availabilityFromStock(quantity: number): StockAvailability {
  if (quantity <= 0) return "out-of-stock";
  if (quantity < LOW_STOCK_BELOW) return "low-stock";
  if (quantity > HIGH_STOCK_ABOVE) return "high-stock";
  return "in-stock";
}

/** spec §4: sale when a discount is above 0, plus the stock band (in-stock has no badge). */
export function badgesOf(product: { discountCents: number; stock: number }): Badge[] {
  const badges: Badge[] = [];
  if (product.discountCents > 0) badges.push("sale");
  const availability = availabilityFromStock(product.stock);
  if (availability === "low-stock") badges.push("low_stock");
  if (availability === "high-stock") badges.push("high_stock");
  if (availability === "out-of-stock") badges.push("out_of_stock");
  return badges;
}
