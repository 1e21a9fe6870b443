CREATE TABLE "exchange_rates" (
	"currency_code" text PRIMARY KEY NOT NULL,
	"rate_micros" integer NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by_id" uuid,
	"set_by_email" text,
	CONSTRAINT "exchange_rates_currency_code" CHECK ("exchange_rates"."currency_code" in ('EUR', 'GBP', 'RUB')),
	CONSTRAINT "exchange_rates_rate" CHECK ("exchange_rates"."rate_micros" between 1 and 1000000000)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_eur" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_gbp" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_rub" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_rate_micros" integer DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_id_users_id_fk" FOREIGN KEY ("set_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_currency_prices_positive" CHECK (coalesce("products"."price_eur", 1) > 0 and coalesce("products"."price_gbp", 1) > 0 and coalesce("products"."price_rub", 1) > 0);--> statement-breakpoint
-- Custom SQL (decision 043): the spec's rates (§9) are the shop's first, set by no one.
INSERT INTO "exchange_rates" ("currency_code", "rate_micros") VALUES ('EUR', 920000), ('GBP', 780000), ('RUB', 64000000);--> statement-breakpoint
-- Every price a shopper sees in another currency is converted by these: a change forgets every kept page (migration 0026).
CREATE TRIGGER "exchange_rates_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exchange_rates" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
-- Replaces the definition of catalogue_products_changed in 0041_tax.sql: a part's own prices in
-- other currencies show on its pages (src/domain/part-fields.ts declares them seen), so a change
-- of one forgets the part's kept answers; everything else is as in 0041.
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
              n.country_of_origin, n.hs_code, n.tax_class, n.price_eur, n.price_gbp, n.price_rub)
            IS DISTINCT FROM
             (o.slug, o.sku, o.part_number, o.codes_normalized, o.title, o.description, o.excerpt,
              o.category_id, o.brand_id, o.price_cents, o.discount_cents, o.status, o.tags, o.universal,
              o.featured, o.rating_average, o.review_count, o.meta_title, o.meta_description,
              o.meta_keywords, o.created_at, o.sale_price_cents, o.sale_starts_at, o.sale_ends_at,
              o.weight_grams, o.length_mm, o.width_mm, o.height_mm, o.low_stock_level,
              o.country_of_origin, o.hs_code, o.tax_class, o.price_eur, o.price_gbp, o.price_rub)
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
