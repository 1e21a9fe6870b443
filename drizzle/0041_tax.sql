CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"region" text,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"name" text NOT NULL,
	"basis_points" integer NOT NULL,
	"included" boolean DEFAULT true NOT NULL,
	"shipping_taxed" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_basis_points" CHECK ("tax_rates"."basis_points" between 0 and 10000),
	CONSTRAINT "tax_rates_country_code" CHECK ("tax_rates"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"home_country_code" text DEFAULT 'AU' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_consistent";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_place_key" ON "tax_rates" USING btree ("country_code",coalesce("region", ''),"tax_class");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_consistent" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" + "orders"."tax_cents" - "orders"."tax_included_cents" and "orders"."tax_included_cents" between 0 and "orders"."tax_cents");--> statement-breakpoint
-- Custom SQL (decision 040): orders priced before tax by country added the spec's 20% on their
-- goods; their one tax line says so, so a refund gives back its share as before.
UPDATE "orders" SET "tax_lines" = jsonb_build_array(jsonb_build_object('name', 'Tax', 'basisPoints', 2000, 'included', false, 'cents', "tax_cents", 'shippingCents', 0)) WHERE "tax_cents" > 0;--> statement-breakpoint
-- The shop's own country and the spec's rate for it (spec §9 sample checkout: tax 20%), in the
-- prices as Australia shows them ("incl. GST"), on delivery too. The seed adds the other countries.
INSERT INTO "tax_settings" ("id", "prices_include_tax", "home_country_code") VALUES (1, true, 'AU');--> statement-breakpoint
INSERT INTO "tax_rates" ("country_code", "tax_class", "name", "basis_points", "included", "shipping_taxed") VALUES ('AU', 'standard', 'GST', 2000, true, true);--> statement-breakpoint
-- Prices are shown with or without tax by these: a change forgets every kept page (migration 0026).
CREATE TRIGGER "tax_rates_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_rates" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "tax_settings_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tax_settings" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
-- Replaces the definition of catalogue_products_changed in 0032_part-origin-and-tariff-code.sql: a
-- part's tax class changes the price it shows where tax is added or taken off (src/domain/part-fields.ts
-- declares it seen), so a change of it forgets the part's kept answers; everything else is as in 0032.
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
              n.country_of_origin, n.hs_code, n.tax_class)
            IS DISTINCT FROM
             (o.slug, o.sku, o.part_number, o.codes_normalized, o.title, o.description, o.excerpt,
              o.category_id, o.brand_id, o.price_cents, o.discount_cents, o.status, o.tags, o.universal,
              o.featured, o.rating_average, o.review_count, o.meta_title, o.meta_description,
              o.meta_keywords, o.created_at, o.sale_price_cents, o.sale_starts_at, o.sale_ends_at,
              o.weight_grams, o.length_mm, o.width_mm, o.height_mm, o.low_stock_level,
              o.country_of_origin, o.hs_code, o.tax_class)
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
