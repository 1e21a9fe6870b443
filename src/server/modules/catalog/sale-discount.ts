// The sale clock's rule in SQL, for the statements that write many rows at once: what sells now is
// the sale price inside its window, either end open, else the price (discountNow in
// src/domain/pricing.ts is the same rule for one part). The sale clock and the catalogue import
// both write discount_cents by it.

/** The discount a row (`table` names it: products, product_variants, or a staging alias) sells at now, in cents. */
export const saleDiscountSql = (table: string) => `case when ${table}.sale_price_cents is not null
  and (${table}.sale_starts_at is null or ${table}.sale_starts_at <= now())
  and (${table}.sale_ends_at is null or now() < ${table}.sale_ends_at) then ${table}.price_cents - ${table}.sale_price_cents else 0 end`;
