ALTER TABLE "product_variants" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_options_key" ON "product_variants" USING btree ("product_id","options");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_reserved_within_quantity" CHECK ("product_variants"."reserved" >= 0 and "product_variants"."reserved" <= "product_variants"."quantity");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" > 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_discount_range" CHECK ("product_variants"."discount_cents" >= 0 and "product_variants"."discount_cents" < "product_variants"."price_cents");--> statement-breakpoint
-- Custom SQL (decision 022): a product sold in variants has the sums of its variants' units as
-- its own stock and reserved, so listings, filters and availability read one row per product.
-- Checkout holds and takes units on the variant's row; the trigger moves the product's by the
-- same amounts in the same transaction. It adds the difference rather than summing again: two
-- checkouts of two variants of one product wait for each other on the product's row, and an
-- increment applies to the row as the first one left it, where a sum read before the wait would
-- overwrite the first one's change.
CREATE FUNCTION "product_variants_move_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET stock = p.stock + d.quantity, reserved = p.reserved + d.reserved
    FROM (SELECT product_id, sum(quantity)::int AS quantity, sum(reserved)::int AS reserved FROM new_rows GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products p SET stock = p.stock - d.quantity, reserved = p.reserved - d.reserved
    FROM (SELECT product_id, sum(quantity)::int AS quantity, sum(reserved)::int AS reserved FROM old_rows GROUP BY product_id) d
    WHERE p.id = d.product_id;
  ELSE
    UPDATE products p SET stock = p.stock + d.quantity, reserved = p.reserved + d.reserved
    FROM (
      SELECT product_id, sum(quantity)::int AS quantity, sum(reserved)::int AS reserved FROM (
        SELECT product_id, quantity, reserved FROM new_rows
        UNION ALL
        SELECT product_id, -quantity, -reserved FROM old_rows) c
      GROUP BY product_id HAVING sum(quantity) <> 0 OR sum(reserved) <> 0
    ) d
    WHERE p.id = d.product_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_units_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_move_units();
--> statement-breakpoint
CREATE TRIGGER "product_variants_units_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_move_units();
--> statement-breakpoint
CREATE TRIGGER "product_variants_units_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_move_units();
