-- Custom SQL (decision 015): every change to what a guest's page or a catalogue answer shows
-- moves the sequence catalogue_version on, and tells the shop's processes at commit on the
-- channel "catalogue_changed"; they forget the pages and answers they keep
-- (src/server/http/response-cache.ts). A kept answer is sent only while the version is the one
-- read before it was rendered: a change made just before is never missed, even when its
-- notification is still on its way. A sequence takes no lock, so writers never wait on each
-- other for it; the notification is one per statement (PostgreSQL folds equal ones of a
-- transaction), and none is sent for a transaction that rolls back.
--
-- The tables without it hold what no guest sees (accounts, orders, payments, mail, audit) or are
-- derived from the ones with it in the same transaction (vehicle_listings, listing_counts,
-- search_postings, search_words). catalogue-changed.test.ts fails when a table is in neither list.
CREATE SEQUENCE "catalogue_version";
--> statement-breakpoint
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version');
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "app_settings_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "brands_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "builds_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "builds" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "fitment_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fitment" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_option_values_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_option_values" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_options_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_specs_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specs" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "product_variants_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_variants" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "seed_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seed_images" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "seo_pages_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seo_pages" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "vehicle_vin_patterns_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicle_vin_patterns" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "vehicles_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
