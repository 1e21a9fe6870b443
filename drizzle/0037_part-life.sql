-- A part's life: a part is published at a time by the shop's publishing clock (publish_at, read
-- through a partial index of the few waiting); a removed variant leaves the lines of past orders
-- as they were sold, their variant id null (the line's snapshot keeps its SKU and options). A
-- deleted part is a status ('deleted', decision 037): its row stays for the orders that name it.
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_variant_id_product_variants_id_fk";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_publish_clock_idx" ON "products" USING btree ("publish_at") WHERE "products"."publish_at" is not null;