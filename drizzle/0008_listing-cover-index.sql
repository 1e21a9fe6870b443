-- Custom migration (Drizzle's schema cannot say INCLUDE): a listing's counts and facets (by
-- category, brand, price, discount, rating), with or without a vehicle, read this index alone
-- (an index-only scan) instead of a million wide product rows, each in its own heap page.
-- `id` is there for the fitment semi-join. See docs/performance.md.
CREATE INDEX IF NOT EXISTS "products_listing_cover_idx" ON "products" USING btree ("category_id")
  INCLUDE ("id", "brand_id", "price_cents", "discount_cents", "universal", "rating_average", "review_count", "featured", "sales_count")
  WHERE "status" = 'show';
