CREATE TABLE "catalogue_changes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_at_idx" ON "catalogue_changes" USING btree ("at");--> statement-breakpoint
-- Custom part (decision 015): a change forgets only the kept answers that show what it changed.
-- catalogue_tell writes what a statement changed as tags (see catalogueChanges in
-- src/db/schema/catalog.ts), numbered by catalogue_version, and notifies the shop's processes at
-- commit with that number; they read the row, forget the answers it names, and one of them tells
-- the CDN. Units that stay in their band name only the part's own answers (`u12`); a statement
-- that changes nothing a guest sees (units sold, a hidden part's fields) writes nothing and moves
-- no version. A statement that changes more than 500
-- parts says `*` (everything): a supplier's file, not a sale.
CREATE FUNCTION "catalogue_tell"(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change_id bigint;
BEGIN
  IF tags IS NULL OR cardinality(tags) = 0 THEN
    RETURN;
  END IF;
  change_id := nextval('catalogue_version');
  INSERT INTO catalogue_changes (id, tags) VALUES (change_id, tags);
  PERFORM pg_notify('catalogue_changed', change_id::text);
  IF change_id % 1000 = 0 THEN
    DELETE FROM catalogue_changes WHERE at < now() - interval '1 hour';
  END IF;
END $$;
--> statement-breakpoint
-- The stock band a part's available units show (src/domain/stock.ts, spec §9): 0 out, 1 low
-- (under 20), 2 in, 3 high (over 40). Pages show the band, never the count.
CREATE FUNCTION "stock_band"(units integer) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN units <= 0 THEN 0 WHEN units < 20 THEN 1 WHEN units > 40 THEN 3 ELSE 2 END::smallint
$$;
--> statement-breakpoint
-- What a change to these parts shows: each part, the listings of its category, and the lists
-- drawn from the whole catalogue.
CREATE FUNCTION "catalogue_tell_parts"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 500 THEN
    PERFORM catalogue_tell(ARRAY['*']);
    RETURN;
  END IF;
  PERFORM catalogue_tell(
    ARRAY(SELECT 'p' || i FROM unnest(ids) i)
    || ARRAY(SELECT DISTINCT 'c' || p.category_id FROM products p WHERE p.id = ANY (ids))
    || ARRAY['all']);
END $$;
--> statement-breakpoint
-- Units that moved within their band, of these parts: their own answers (page, quick view, API)
-- show the count a shopper may add; nothing else does.
CREATE FUNCTION "catalogue_tell_units"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 500 THEN
    PERFORM catalogue_tell(ARRAY['units']);
  ELSE
    PERFORM catalogue_tell(ARRAY(SELECT 'u' || i FROM unnest(ids) i));
  END IF;
END $$;
--> statement-breakpoint
-- Every other table a guest sees (settings, categories, brands, vehicles, content, builds):
-- rarely changed, shown on many pages; its change forgets everything.
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_tell(ARRAY['*']);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- products: units, units held and units sold move with every sale and every payment begun; they
-- change what a page shows only when the available units cross a band. A hidden part's fields
-- show nowhere. A part that comes, goes, moves or is featured also changes its category's related
-- parts (`r`) and what counts and features parts (`n`: the category tree's counts, the home page).
CREATE FUNCTION "catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet constant text[] := ARRAY['stock', 'reserved', 'sales_count', 'updated_at', 'version'];
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
    SELECT array_agg(n.id) INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status = 'show' OR o.status = 'show')
        AND ((to_jsonb(n) - quiet) IS DISTINCT FROM (to_jsonb(o) - quiet)
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
--> statement-breakpoint
-- product_variants: as products, a variant's units count only across a band (its page marks a
-- sold-out choice); the part's own units move with it (product_variants_move_units).
CREATE FUNCTION "catalogue_variants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quiet constant text[] := ARRAY['quantity', 'reserved'];
  changed integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT n.product_id) INTO changed
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (to_jsonb(n) - quiet) IS DISTINCT FROM (to_jsonb(o) - quiet)
        OR stock_band(n.quantity - n.reserved) <> stock_band(o.quantity - o.reserved);
    PERFORM catalogue_tell_units(ARRAY(
      SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.quantity - n.reserved <> o.quantity - o.reserved
          AND NOT n.product_id = ANY (coalesce(changed, '{}'))));
  END IF;
  PERFORM catalogue_tell_parts(changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A part's pictures, options, specifications, codes and fitment: its part. Reviews count while
-- published (held ones show nowhere); an option's values, by their option.
CREATE FUNCTION "catalogue_part_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := '{}';
BEGIN
  -- A transition table exists only for the events that have it: each is read in its own branch.
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME = 'product_option_values' THEN
      changed := changed || ARRAY(SELECT o.product_id FROM product_options o WHERE o.id IN (SELECT option_id FROM new_rows));
    ELSIF TG_TABLE_NAME = 'reviews' THEN
      changed := changed || ARRAY(SELECT product_id FROM new_rows WHERE status = 'published');
    ELSE
      changed := changed || ARRAY(SELECT product_id FROM new_rows);
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'product_option_values' THEN
      changed := changed || ARRAY(SELECT o.product_id FROM product_options o WHERE o.id IN (SELECT option_id FROM old_rows));
    ELSIF TG_TABLE_NAME = 'reviews' THEN
      changed := changed || ARRAY(SELECT product_id FROM old_rows WHERE status = 'published');
    ELSE
      changed := changed || ARRAY(SELECT product_id FROM old_rows);
    END IF;
  END IF;
  PERFORM catalogue_tell_parts(ARRAY(SELECT DISTINCT unnest(changed)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The parts' tables tell what changed row by row; a TRUNCATE forgets everything.
DROP TRIGGER "products_catalogue_changed" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "product_variants_catalogue_changed" ON "product_variants";
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_variants_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_variants_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_variants_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_truncate" AFTER TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "product_images_catalogue_changed" ON "product_images";
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_insert" AFTER INSERT ON "product_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_update" AFTER UPDATE ON "product_images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_delete" AFTER DELETE ON "product_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_truncate" AFTER TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "product_options_catalogue_changed" ON "product_options";
--> statement-breakpoint
CREATE TRIGGER "product_options_catalogue_insert" AFTER INSERT ON "product_options"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_options_catalogue_update" AFTER UPDATE ON "product_options"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_options_catalogue_delete" AFTER DELETE ON "product_options"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_options_catalogue_truncate" AFTER TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "product_option_values_catalogue_changed" ON "product_option_values";
--> statement-breakpoint
CREATE TRIGGER "product_option_values_catalogue_insert" AFTER INSERT ON "product_option_values"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_option_values_catalogue_update" AFTER UPDATE ON "product_option_values"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_option_values_catalogue_delete" AFTER DELETE ON "product_option_values"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_option_values_catalogue_truncate" AFTER TRUNCATE ON "product_option_values" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "product_specs_catalogue_changed" ON "product_specs";
--> statement-breakpoint
CREATE TRIGGER "product_specs_catalogue_insert" AFTER INSERT ON "product_specs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_specs_catalogue_update" AFTER UPDATE ON "product_specs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_specs_catalogue_delete" AFTER DELETE ON "product_specs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_specs_catalogue_truncate" AFTER TRUNCATE ON "product_specs" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "product_codes_catalogue_changed" ON "product_codes";
--> statement-breakpoint
CREATE TRIGGER "product_codes_catalogue_insert" AFTER INSERT ON "product_codes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_codes_catalogue_update" AFTER UPDATE ON "product_codes"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_codes_catalogue_delete" AFTER DELETE ON "product_codes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "product_codes_catalogue_truncate" AFTER TRUNCATE ON "product_codes" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "fitment_catalogue_changed" ON "fitment";
--> statement-breakpoint
CREATE TRIGGER "fitment_catalogue_insert" AFTER INSERT ON "fitment"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "fitment_catalogue_update" AFTER UPDATE ON "fitment"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "fitment_catalogue_delete" AFTER DELETE ON "fitment"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "fitment_catalogue_truncate" AFTER TRUNCATE ON "fitment" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
DROP TRIGGER "reviews_catalogue_changed" ON "reviews";
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_part_rows_changed();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_truncate" AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
