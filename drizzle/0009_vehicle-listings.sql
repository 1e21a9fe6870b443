CREATE TABLE "vehicle_listing_counts" (
	"vehicle_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vehicle_listing_counts_pkey" PRIMARY KEY("vehicle_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "vehicle_listings" (
	"vehicle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"discounted" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"featured" boolean NOT NULL,
	"sales_count" integer NOT NULL,
	CONSTRAINT "vehicle_listings_pkey" PRIMARY KEY("product_id","vehicle_id")
);
--> statement-breakpoint
-- Custom part (decision 012): what vehicle_listings holds is derived from fitment and products,
-- by statement triggers with transition tables, so a bulk COPY costs one join per statement and
-- every change shows in listings in the same transaction. Universal parts are listed under vehicle 0.
INSERT INTO "vehicle_listings"
  SELECT f.vehicle_id, p.id, p.category_id, p.brand_id, p.price_cents - p.discount_cents, p.discount_cents > 0,
         CASE WHEN p.review_count > 0 THEN least(5, greatest(1, round(p.rating_average)))::smallint ELSE 0 END,
         p.featured, p.sales_count
  FROM "fitment" f JOIN "products" p ON p.id = f.product_id
  WHERE p.status = 'show' AND NOT p.universal
  UNION ALL
  SELECT 0, p.id, p.category_id, p.brand_id, p.price_cents - p.discount_cents, p.discount_cents > 0,
         CASE WHEN p.review_count > 0 THEN least(5, greatest(1, round(p.rating_average)))::smallint ELSE 0 END,
         p.featured, p.sales_count
  FROM "products" p
  WHERE p.status = 'show' AND p.universal;
--> statement-breakpoint
INSERT INTO "vehicle_listing_counts"
  SELECT vehicle_id, category_id, count(*)::int FROM "vehicle_listings" GROUP BY vehicle_id, category_id;
--> statement-breakpoint
-- A listing under a vehicle (and a category): the vehicle's range and vehicle 0's, read alone.
CREATE INDEX "vehicle_listings_category_idx" ON "vehicle_listings" USING btree ("vehicle_id", "category_id")
  INCLUDE ("product_id", "brand_id", "price_cents", "discounted", "rating", "featured", "sales_count");
--> statement-breakpoint
-- The category facet under a vehicle and a brand: the brand's range, not the vehicle's every part.
CREATE INDEX "vehicle_listings_brand_idx" ON "vehicle_listings" USING btree ("vehicle_id", "brand_id")
  INCLUDE ("product_id", "category_id", "price_cents", "discounted", "rating");
--> statement-breakpoint
-- The rows of the given products, from what products and fitment say now.
CREATE FUNCTION "vehicle_listings_fill"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vehicle_listings
    SELECT CASE WHEN p.universal THEN 0 ELSE f.vehicle_id END, p.id, p.category_id, p.brand_id,
           p.price_cents - p.discount_cents, p.discount_cents > 0,
           CASE WHEN p.review_count > 0 THEN least(5, greatest(1, round(p.rating_average)))::smallint ELSE 0 END,
           p.featured, p.sales_count
    FROM products p LEFT JOIN fitment f ON f.product_id = p.id AND NOT p.universal
    WHERE p.id = ANY(ids) AND p.status = 'show' AND (p.universal OR f.vehicle_id IS NOT NULL);
$$;
--> statement-breakpoint
CREATE FUNCTION "vehicle_listings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Only universal parts: a new part's fitment rows come after it (fitment's own trigger).
    INSERT INTO vehicle_listings
      SELECT 0, n.id, n.category_id, n.brand_id, n.price_cents - n.discount_cents, n.discount_cents > 0,
             CASE WHEN n.review_count > 0 THEN least(5, greatest(1, round(n.rating_average)))::smallint ELSE 0 END,
             n.featured, n.sales_count
      FROM new_rows n WHERE n.status = 'show' AND n.universal;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM vehicle_listings l USING old_rows o WHERE l.product_id = o.id;
  ELSE
    -- Shown or hidden, universal or not, another category: the part's rows are made again.
    SELECT coalesce(array_agg(n.id), '{}') INTO moved
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.universal, n.category_id) IS DISTINCT FROM (o.status, o.universal, o.category_id);
    IF cardinality(moved) > 0 THEN
      DELETE FROM vehicle_listings WHERE product_id = ANY(moved);
      PERFORM vehicle_listings_fill(moved);
    END IF;
    -- Price, discount, rating, brand, popularity: the rows are brought up to date where they are.
    UPDATE vehicle_listings l
      SET brand_id = n.brand_id, price_cents = n.price_cents - n.discount_cents, discounted = n.discount_cents > 0,
          rating = CASE WHEN n.review_count > 0 THEN least(5, greatest(1, round(n.rating_average)))::smallint ELSE 0 END,
          featured = n.featured, sales_count = n.sales_count
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE l.product_id = n.id AND NOT n.id = ANY(moved)
        AND (n.brand_id, n.price_cents, n.discount_cents, n.rating_average, n.review_count, n.featured, n.sales_count)
            IS DISTINCT FROM (o.brand_id, o.price_cents, o.discount_cents, o.rating_average, o.review_count, o.featured, o.sales_count);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_vehicle_listings_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listings_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_vehicle_listings_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listings_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_vehicle_listings_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listings_products_changed();
--> statement-breakpoint
CREATE FUNCTION "vehicle_listings_fitment_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM vehicle_listings l USING old_rows o
      WHERE l.product_id = o.product_id AND l.vehicle_id = o.vehicle_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    -- A universal part is listed under vehicle 0 already; its fitment rows add nothing.
    INSERT INTO vehicle_listings
      SELECT n.vehicle_id, p.id, p.category_id, p.brand_id, p.price_cents - p.discount_cents, p.discount_cents > 0,
             CASE WHEN p.review_count > 0 THEN least(5, greatest(1, round(p.rating_average)))::smallint ELSE 0 END,
             p.featured, p.sales_count
      FROM new_rows n JOIN products p ON p.id = n.product_id
      WHERE p.status = 'show' AND NOT p.universal;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "fitment_vehicle_listings_insert" AFTER INSERT ON "fitment"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listings_fitment_changed();
--> statement-breakpoint
CREATE TRIGGER "fitment_vehicle_listings_update" AFTER UPDATE ON "fitment"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listings_fitment_changed();
--> statement-breakpoint
CREATE TRIGGER "fitment_vehicle_listings_delete" AFTER DELETE ON "fitment"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listings_fitment_changed();
--> statement-breakpoint
-- The counts per vehicle and category follow vehicle_listings' rows (in key order, so two
-- transactions changing the same counts take their locks in the same order).
CREATE FUNCTION "vehicle_listing_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vehicle_listing_counts AS c
      SELECT vehicle_id, category_id, count(*)::int FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (vehicle_id, category_id) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE vehicle_listing_counts c SET count = c.count - d.n
      FROM (SELECT vehicle_id, category_id, count(*)::int AS n FROM old_rows GROUP BY 1, 2) d
      WHERE c.vehicle_id = d.vehicle_id AND c.category_id = d.category_id;
  ELSE
    INSERT INTO vehicle_listing_counts AS c
      SELECT vehicle_id, category_id, sum(n)::int FROM (
        SELECT vehicle_id, category_id, 1 AS n FROM new_rows
        UNION ALL SELECT vehicle_id, category_id, -1 FROM old_rows) d
      GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
      ON CONFLICT (vehicle_id, category_id) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_listings_counts_insert" AFTER INSERT ON "vehicle_listings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listing_counts_changed();
--> statement-breakpoint
CREATE TRIGGER "vehicle_listings_counts_update" AFTER UPDATE ON "vehicle_listings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listing_counts_changed();
--> statement-breakpoint
CREATE TRIGGER "vehicle_listings_counts_delete" AFTER DELETE ON "vehicle_listings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vehicle_listing_counts_changed();
