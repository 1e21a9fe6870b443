ALTER TABLE "product_variants" ADD COLUMN "sale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_variants_sale_clock_idx" ON "product_variants" USING btree ("id") WHERE "product_variants"."sale_price_cents" is not null;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sale_price_range" CHECK ("product_variants"."sale_price_cents" is null or ("product_variants"."sale_price_cents" > 0 and "product_variants"."sale_price_cents" < "product_variants"."price_cents"));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sale_window" CHECK ("product_variants"."sale_starts_at" is null or "product_variants"."sale_ends_at" is null or "product_variants"."sale_starts_at" < "product_variants"."sale_ends_at");--> statement-breakpoint
-- Custom SQL (decision 022): a part sold in variants has no price or sale of its own. Its row
-- shows its cheapest variant's price and discount (the "from" price, its sale badge, the price
-- filter and sort, the cards and JSON-LD all read the row), written in the transaction that
-- changes a variant, so what a page shows is what the cheapest cart line is charged. Among
-- variants that sell at the same price, the one with the smaller compare-at price speaks for the
-- part, so a saving is never advertised that no variant gives.
CREATE FUNCTION "products_price_from_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cheapest record;
BEGIN
  SELECT v.price_cents, v.discount_cents INTO cheapest FROM product_variants v WHERE v.product_id = NEW.id
    ORDER BY v.price_cents - v.discount_cents, v.price_cents, v.id LIMIT 1;
  IF FOUND THEN
    NEW.price_cents := cheapest.price_cents;
    NEW.discount_cents := cheapest.discount_cents;
    NEW.sale_price_cents := NULL;
    NEW.sale_starts_at := NULL;
    NEW.sale_ends_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Any writer of a part's price (the editor, the admin API, an import, the sale clock) gets its
-- variants' instead, so the part's row cannot drift from them.
CREATE TRIGGER "products_price_from_variants" BEFORE UPDATE OF price_cents, discount_cents, sale_price_cents, sale_starts_at, sale_ends_at
  ON "products" FOR EACH ROW EXECUTE FUNCTION products_price_from_variants();
--> statement-breakpoint
-- A variant added, removed or priced again: its part's row is written again (the trigger above
-- derives it). Units moving (a sale, a hold) change no price and write nothing here.
CREATE FUNCTION "product_variants_prices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO parts FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO parts FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT n.product_id) INTO parts
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.price_cents <> o.price_cents OR n.discount_cents <> o.discount_cents OR n.product_id <> o.product_id;
  END IF;
  IF parts IS NOT NULL THEN
    UPDATE products p SET price_cents = p.price_cents WHERE p.id = ANY (parts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_prices_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_prices_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_prices_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_prices_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_prices_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_prices_changed();
--> statement-breakpoint
-- Parts already sold in variants take their variants' prices now.
UPDATE products p SET price_cents = p.price_cents WHERE EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id);
