CREATE TABLE "discount_uses" (
	"order_id" uuid NOT NULL,
	"discount_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_uses_order_id_discount_id_pk" PRIMARY KEY("order_id","discount_id"),
	CONSTRAINT "discount_uses_cents" CHECK ("discount_uses"."cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"title" jsonb NOT NULL,
	"kind" text NOT NULL,
	"basis_points" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"min_subtotal_cents" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"brand_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vehicle_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"combines" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_code_form" CHECK ("discounts"."code" is null or "discounts"."code" ~ '^[A-Z0-9][A-Z0-9-]{1,39}$'),
	CONSTRAINT "discounts_kind" CHECK ("discounts"."kind" in ('percent', 'fixed', 'free-shipping')),
	CONSTRAINT "discounts_basis_points" CHECK ("discounts"."basis_points" between 0 and 10000),
	CONSTRAINT "discounts_amount" CHECK ("discounts"."amount_cents" >= 0),
	CONSTRAINT "discounts_minimum" CHECK ("discounts"."min_subtotal_cents" is null or "discounts"."min_subtotal_cents" >= 0),
	CONSTRAINT "discounts_limits" CHECK (coalesce("discounts"."usage_limit", 1) > 0 and coalesce("discounts"."per_customer_limit", 1) > 0),
	CONSTRAINT "discounts_dates" CHECK ("discounts"."starts_at" is null or "discounts"."ends_at" is null or "discounts"."starts_at" < "discounts"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals_consistent";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_discount_idx" ON "discount_uses" USING btree ("discount_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_key" ON "discounts" USING btree ("code") WHERE "discounts"."code" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_within_total" CHECK ("order_items"."discount_cents" between 0 and "order_items"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals_consistent" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" - "orders"."discount_cents" + "orders"."tax_cents" - "orders"."tax_included_cents" and "orders"."tax_included_cents" between 0 and "orders"."tax_cents" and "orders"."discount_cents" between 0 and "orders"."subtotal_cents" + "orders"."shipping_cents");