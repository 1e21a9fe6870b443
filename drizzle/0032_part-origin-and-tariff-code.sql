ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
-- Custom SQL (decision 015, decision 033): replaces the definition of catalogue_products_changed in
-- 0031_catalogue-shown-columns.sql. The product page lists a part's country of origin and tariff
-- code (src/domain/part-fields.ts declares both seen by a shopper), so a change of either forgets
-- the part's kept answers; everything else is as in 0031.
CREATE OR REPLACE FUNCTION "catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
  related text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id), array_agg(DISTINCT 'r' || category_id) || ARRAY['n'] INTO changed, related FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id), array_agg(DISTINCT 'r' || category_id) || ARRAY['n'] INTO changed, related FROM old_rows;
    -- Gone from products: their categories are named here, not read back.
    related := related || ARRAY(SELECT DISTINCT 'c' || category_id FROM old_rows);
  ELSE
    -- The two lists name the same columns in the same order.
    SELECT array_agg(n.id) INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status = 'show' OR o.status = 'show')
        AND ((n.slug, n.sku, n.part_number, n.codes_normalized, n.title, n.description, n.excerpt,
              n.category_id, n.brand_id, n.price_cents, n.discount_cents, n.status, n.tags, n.universal,
              n.featured, n.rating_average, n.review_count, n.meta_title, n.meta_description,
              n.meta_keywords, n.created_at, n.sale_price_cents, n.sale_starts_at, n.sale_ends_at,
              n.weight_grams, n.length_mm, n.width_mm, n.height_mm, n.low_stock_level,
              n.country_of_origin, n.hs_code)
            IS DISTINCT FROM
             (o.slug, o.sku, o.part_number, o.codes_normalized, o.title, o.description, o.excerpt,
              o.category_id, o.brand_id, o.price_cents, o.discount_cents, o.status, o.tags, o.universal,
              o.featured, o.rating_average, o.review_count, o.meta_title, o.meta_description,
              o.meta_keywords, o.created_at, o.sale_price_cents, o.sale_starts_at, o.sale_ends_at,
              o.weight_grams, o.length_mm, o.width_mm, o.height_mm, o.low_stock_level,
              o.country_of_origin, o.hs_code)
          OR stock_band(n.stock - n.reserved) <> stock_band(o.stock - o.reserved));
    SELECT array_agg(DISTINCT t) INTO related FROM (
      SELECT unnest(ARRAY['r' || n.category_id, 'r' || o.category_id, 'c' || o.category_id, 'n']) AS t
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.status IS DISTINCT FROM o.status OR n.category_id <> o.category_id OR n.featured <> o.featured) moved;
  END IF;
  IF cardinality(changed) > 500 THEN
    PERFORM catalogue_tell(ARRAY['*']);
  ELSIF cardinality(changed) > 0 THEN
    PERFORM catalogue_tell_parts(changed);
    PERFORM catalogue_tell(related);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Units that moved within their band: only a part's own answers show the count (`u12`; a
    -- supplier's feed of many parts says `units`); its cards and listings show the band.
    PERFORM catalogue_tell_units(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.status = 'show' AND n.stock - n.reserved <> o.stock - o.reserved
          AND NOT n.id = ANY (coalesce(changed, '{}'))));
  END IF;
  RETURN NULL;
END $$;
