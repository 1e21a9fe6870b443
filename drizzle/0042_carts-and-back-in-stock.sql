CREATE TABLE "back_in_stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options_key" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"seen_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_quantity_range" CHECK ("cart_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_key" ON "back_in_stock_requests" USING btree ("product_id",coalesce("variant_id", 0),lower("email"));--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_waiting_idx" ON "back_in_stock_requests" USING btree ("product_id") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."due_at" is null;--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_due_idx" ON "back_in_stock_requests" USING btree ("due_at") WHERE "back_in_stock_requests"."notified_at" is null and "back_in_stock_requests"."due_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_line_key" ON "cart_lines" USING btree ("user_id","product_id","options_key");--> statement-breakpoint
-- Custom part: "tell me when it is back" (decision 042). Every change of a part's units, whatever
-- made it (the editor, a receipt in the ledger, an import, the admin API, a cancelled order),
-- writes the stock ledger's rows (0023); a row that leaves units a shopper can buy marks the
-- requests still waiting for that part or variant (or for any of the part's, when none was
-- chosen) due, in the transaction of the change. The notify job mails the due ones.
CREATE FUNCTION "back_in_stock_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE back_in_stock_requests r SET due_at = now()
    FROM new_rows n
   WHERE r.notified_at IS NULL AND r.due_at IS NULL
     AND r.product_id = n.product_id
     AND (r.variant_id IS NULL OR r.variant_id = n.variant_id)
     AND n.units_after - n.held_after > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_back_in_stock" AFTER INSERT ON "stock_movements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION back_in_stock_due();
