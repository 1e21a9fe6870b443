CREATE TABLE "bulk_edit_rows" (
	"bulk_edit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"before" jsonb NOT NULL,
	CONSTRAINT "bulk_edit_rows_bulk_edit_id_product_id_variant_id_pk" PRIMARY KEY("bulk_edit_id","product_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"change" jsonb NOT NULL,
	"target" jsonb NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"undone" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_edit_rows" ADD CONSTRAINT "bulk_edit_rows_bulk_edit_id_bulk_edits_id_fk" FOREIGN KEY ("bulk_edit_id") REFERENCES "public"."bulk_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edit_rows" ADD CONSTRAINT "bulk_edit_rows_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_edits_created_idx" ON "bulk_edits" USING btree ("created_at" DESC NULLS LAST);