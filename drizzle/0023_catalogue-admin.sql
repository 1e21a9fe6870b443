CREATE TABLE "admin_idempotency" (
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_idempotency_pkey" PRIMARY KEY("principal","key")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_title_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"folded" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"kind" text NOT NULL,
	"units_before" integer NOT NULL,
	"units_after" integer NOT NULL,
	"held_before" integer NOT NULL,
	"held_after" integer NOT NULL,
	"actor_id" uuid,
	"actor" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "alt" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price_cents" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_redirects" ADD CONSTRAINT "product_slug_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_title_search" ADD CONSTRAINT "product_title_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_idempotency_created_idx" ON "admin_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_key" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_created_idx" ON "api_tokens" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_imports_running_idx" ON "catalogue_imports" USING btree ("state") WHERE "catalogue_imports"."state" in ('checking', 'applying');--> statement-breakpoint
CREATE INDEX "product_slug_redirects_product_idx" ON "product_slug_redirects" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id" DESC NULLS LAST) WHERE "stock_movements"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_title_en_idx" ON "products" USING btree (("title"->>'en'),"id");--> statement-breakpoint
CREATE INDEX "products_sale_clock_idx" ON "products" USING btree ("id") WHERE "products"."sale_price_cents" is not null;--> statement-breakpoint
CREATE INDEX "reviews_moderation_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_price_range" CHECK ("products"."sale_price_cents" is null or ("products"."sale_price_cents" > 0 and "products"."sale_price_cents" < "products"."price_cents"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_window" CHECK ("products"."sale_starts_at" is null or "products"."sale_ends_at" is null or "products"."sale_starts_at" < "products"."sale_ends_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measures_positive" CHECK (coalesce("products"."weight_grams", 1) > 0 and coalesce("products"."length_mm", 1) > 0 and coalesce("products"."width_mm", 1) > 0 and coalesce("products"."height_mm", 1) > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_level" CHECK ("products"."low_stock_level" >= 0);--> statement-breakpoint
-- Custom part: the stock ledger (decision 026). Every statement that changes a part's units or
-- the units held for open payments writes one row per product or variant it changed, in its own
-- transaction, whatever the code path (checkout, cancellation, staff, a feed, an import): units
-- always equal the opening row plus the rest. The writer names kind, who and why in transaction
-- settings; without them the kind is told by what moved.
CREATE FUNCTION "stock_movement_kind"(units_before integer, units_after integer, held_before integer, held_after integer)
  RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(current_setting('overland.stock_kind', true), ''), CASE
    WHEN units_after = units_before THEN CASE WHEN held_after > held_before THEN 'hold' ELSE 'hold_released' END
    WHEN units_after < units_before THEN 'sale'
    ELSE 'correction' END);
$$;
--> statement-breakpoint
CREATE FUNCTION "stock_movements_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product sold in variants: its units are their sum (a trigger of 0019); the variants' rows say it.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_movements (product_id, kind, units_before, units_after, held_before, held_after, actor_id, actor, note)
      SELECT n.id, 'opening', 0, n.stock, 0, n.reserved,
             nullif(current_setting('overland.stock_actor_id', true), '')::uuid,
             coalesce(current_setting('overland.stock_actor', true), ''), coalesce(current_setting('overland.stock_note', true), '')
      FROM new_rows n WHERE n.stock <> 0 OR n.reserved <> 0
      ORDER BY n.id;
  ELSE
    INSERT INTO stock_movements (product_id, kind, units_before, units_after, held_before, held_after, actor_id, actor, note)
      SELECT n.id, stock_movement_kind(o.stock, n.stock, o.reserved, n.reserved), o.stock, n.stock, o.reserved, n.reserved,
             nullif(current_setting('overland.stock_actor_id', true), '')::uuid,
             coalesce(current_setting('overland.stock_actor', true), ''), coalesce(current_setting('overland.stock_note', true), '')
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.stock, n.reserved) IS DISTINCT FROM (o.stock, o.reserved)
        AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = n.id)
      ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_stock_movements_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_stock_movements_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_products_changed();
--> statement-breakpoint
CREATE FUNCTION "stock_movements_variants_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stock_movements (product_id, variant_id, kind, units_before, units_after, held_before, held_after, actor_id, actor, note)
      SELECT n.product_id, n.id, 'opening', 0, n.quantity, 0, n.reserved,
             nullif(current_setting('overland.stock_actor_id', true), '')::uuid,
             coalesce(current_setting('overland.stock_actor', true), ''), coalesce(current_setting('overland.stock_note', true), '')
      FROM new_rows n WHERE n.quantity <> 0 OR n.reserved <> 0
      ORDER BY n.id;
  ELSE
    INSERT INTO stock_movements (product_id, variant_id, kind, units_before, units_after, held_before, held_after, actor_id, actor, note)
      SELECT n.product_id, n.id, stock_movement_kind(o.quantity, n.quantity, o.reserved, n.reserved), o.quantity, n.quantity, o.reserved, n.reserved,
             nullif(current_setting('overland.stock_actor_id', true), '')::uuid,
             coalesce(current_setting('overland.stock_actor', true), ''), coalesce(current_setting('overland.stock_note', true), '')
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.quantity, n.reserved) IS DISTINCT FROM (o.quantity, o.reserved)
      ORDER BY n.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_movements_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_variants_changed();
--> statement-breakpoint
CREATE TRIGGER "product_variants_stock_movements_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_variants_changed();
--> statement-breakpoint
-- Custom part: a renamed product's old slug answers 301 (the storefront reads this table). A slug
-- another product takes up again stops redirecting. The table is written only here, in the
-- statement that changes products, whose own trigger tells the response cache; it has none of its
-- own, and an update that keeps every slug (a sale, a price) writes nothing to it.
CREATE FUNCTION "product_slug_redirects_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    DELETE FROM product_slug_redirects r USING new_rows n WHERE r.slug = n.slug;
  ELSIF EXISTS (SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.slug <> o.slug) THEN
    DELETE FROM product_slug_redirects r
      USING old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.slug <> o.slug AND r.slug = n.slug;
    INSERT INTO product_slug_redirects (slug, product_id)
      SELECT o.slug, o.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.slug <> o.slug
      ON CONFLICT (slug) DO UPDATE SET product_id = excluded.product_id, created_at = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_slug_redirects_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_slug_redirects_changed();
--> statement-breakpoint
CREATE TRIGGER "products_slug_redirects_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_slug_redirects_changed();
--> statement-breakpoint
-- Custom part: the back office's title search (product_title_search), by trigram, kept by
-- products' triggers when a title is written.
CREATE INDEX "product_title_search_trgm_idx" ON "product_title_search" USING gin ("folded" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "product_title_search"
  SELECT id, search_fold(coalesce(title->>'en', '') || ' ' || coalesce(title->>'ru', '') || ' ' || coalesce(title->>'ar', '')) FROM "products";
--> statement-breakpoint
CREATE FUNCTION "product_title_search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_title_search
      SELECT n.id, search_fold(coalesce(n.title->>'en', '') || ' ' || coalesce(n.title->>'ru', '') || ' ' || coalesce(n.title->>'ar', ''))
      FROM new_rows n;
  ELSE
    UPDATE product_title_search s
      SET folded = search_fold(coalesce(n.title->>'en', '') || ' ' || coalesce(n.title->>'ru', '') || ' ' || coalesce(n.title->>'ar', ''))
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE s.product_id = n.id AND n.title IS DISTINCT FROM o.title;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_title_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_title_search_changed();
--> statement-breakpoint
CREATE TRIGGER "products_title_search_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_title_search_changed();
