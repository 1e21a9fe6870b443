CREATE TABLE "listing_counts" (
	"vehicle_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"discounted" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
DROP TABLE "vehicle_listing_counts" CASCADE;--> statement-breakpoint
-- Covering (INCLUDE, written by hand: Drizzle cannot say it): a facet sums an index range alone.
CREATE INDEX "listing_counts_key_idx" ON "listing_counts" USING btree ("vehicle_id","category_id","brand_id") INCLUDE ("discounted", "rating", "count");--> statement-breakpoint
-- Custom part (decision 012): the counts a listing's total and facets read, with or without a
-- vehicle, by category, brand, discounted and rating; appended changes, as before.
CREATE OR REPLACE FUNCTION "vehicle_listing_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts
      SELECT vehicle_id, category_id, brand_id, discounted, rating, count(*)::int FROM new_rows GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts
      SELECT vehicle_id, category_id, brand_id, discounted, rating, -count(*)::int FROM old_rows GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO listing_counts
      SELECT vehicle_id, category_id, brand_id, discounted, rating, sum(n)::int FROM (
        SELECT vehicle_id, category_id, brand_id, discounted, rating, 1 AS n FROM new_rows
        UNION ALL SELECT vehicle_id, category_id, brand_id, discounted, rating, -1 FROM old_rows) d
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Vehicle -1: every shown part, for listings without a vehicle, from products themselves.
CREATE FUNCTION "listing_counts_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts
      SELECT -1, category_id, brand_id, discount_cents > 0,
             CASE WHEN review_count > 0 THEN least(5, greatest(1, round(rating_average)))::smallint ELSE 0 END, count(*)::int
      FROM new_rows WHERE status = 'show' GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts
      SELECT -1, category_id, brand_id, discount_cents > 0,
             CASE WHEN review_count > 0 THEN least(5, greatest(1, round(rating_average)))::smallint ELSE 0 END, -count(*)::int
      FROM old_rows WHERE status = 'show' GROUP BY 1, 2, 3, 4, 5;
  ELSE
    -- Stock and reservations, the hot writes, change none of these: the sum is zero and nothing is written.
    INSERT INTO listing_counts
      SELECT -1, category_id, brand_id, discounted, rating, sum(n)::int FROM (
        SELECT category_id, brand_id, discount_cents > 0 AS discounted,
               CASE WHEN review_count > 0 THEN least(5, greatest(1, round(rating_average)))::smallint ELSE 0 END AS rating, 1 AS n
        FROM new_rows WHERE status = 'show'
        UNION ALL
        SELECT category_id, brand_id, discount_cents > 0,
               CASE WHEN review_count > 0 THEN least(5, greatest(1, round(rating_average)))::smallint ELSE 0 END, -1
        FROM old_rows WHERE status = 'show') d
      GROUP BY 2, 3, 4, 5 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_listing_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_listing_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_listing_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_products_changed();
--> statement-breakpoint
DROP FUNCTION "vehicle_listing_counts_compact"();
--> statement-breakpoint
CREATE FUNCTION "listing_counts_compact"() RETURNS void LANGUAGE sql AS $$
  WITH several AS (SELECT vehicle_id, category_id, brand_id, discounted, rating FROM listing_counts
                   GROUP BY 1, 2, 3, 4, 5 HAVING count(*) > 1),
       gone AS (DELETE FROM listing_counts c USING several s
                WHERE (c.vehicle_id, c.category_id, c.brand_id, c.discounted, c.rating)
                    = (s.vehicle_id, s.category_id, s.brand_id, s.discounted, s.rating)
                RETURNING c.vehicle_id, c.category_id, c.brand_id, c.discounted, c.rating, c.count)
  INSERT INTO listing_counts
    SELECT vehicle_id, category_id, brand_id, discounted, rating, sum(count)::int FROM gone
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(count) <> 0;
$$;
--> statement-breakpoint
INSERT INTO "listing_counts"
  SELECT vehicle_id, category_id, brand_id, discounted, rating, count(*)::int FROM "vehicle_listings" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "listing_counts"
  SELECT -1, category_id, brand_id, discount_cents > 0,
         CASE WHEN review_count > 0 THEN least(5, greatest(1, round(rating_average)))::smallint ELSE 0 END, count(*)::int
  FROM "products" WHERE status = 'show' GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Price bounds without a category: the lowest and highest selling price are the two ends of an index.
CREATE INDEX "vehicle_listings_price_idx" ON "vehicle_listings" USING btree ("vehicle_id", "price_cents");
--> statement-breakpoint
CREATE INDEX "products_selling_price_idx" ON "products" USING btree (("price_cents" - "discount_cents")) WHERE "status" = 'show';
