ALTER TABLE "products" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_stock_held_idx" ON "orders" USING btree ("stock_held_until") WHERE "orders"."stock_state" = 'held';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reserved_within_stock" CHECK ("products"."reserved" >= 0 and "products"."reserved" <= "products"."stock");