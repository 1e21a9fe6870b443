CREATE TABLE "build_parts" (
	"build_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "build_parts_build_id_product_id_pk" PRIMARY KEY("build_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" integer NOT NULL,
	"title" text NOT NULL,
	"story" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"moderated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "build_parts" ADD CONSTRAINT "build_parts_build_id_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "build_parts" ADD CONSTRAINT "build_parts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builds" ADD CONSTRAINT "builds_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "build_parts_product_idx" ON "build_parts" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "builds_slug_key" ON "builds" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "builds_published_idx" ON "builds" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "builds"."status" = 'published';--> statement-breakpoint
CREATE INDEX "builds_user_idx" ON "builds" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "builds_status_idx" ON "builds" USING btree ("status","created_at");--> statement-breakpoint
-- Custom SQL (decision 015): published builds are on guests' pages (/guest-post, a build's page),
-- so their changes tell the kept answers, as the catalogue's do.
CREATE TRIGGER "builds_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "builds" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "build_parts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "build_parts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
