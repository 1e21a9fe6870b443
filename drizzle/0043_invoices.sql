CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counters_positive" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refund_id" uuid,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "invoices_credit_note_has_refund" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "shop_legal_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'AU' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"registration_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_legal_details_one_row" CHECK ("shop_legal_details"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_number_key" ON "invoices" USING btree ("kind","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_key" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_key" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id","issued_at");--> statement-breakpoint
-- Every shop has its one row of legal details from the start; the seeded shop is in Australia (as migration 0040's zone).
INSERT INTO "shop_legal_details" ("id", "legal_name", "country_code") VALUES (1, 'Overland', 'AU') ON CONFLICT DO NOTHING;
