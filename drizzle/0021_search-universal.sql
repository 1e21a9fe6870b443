ALTER TABLE "search_postings" ADD COLUMN "universal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Custom part (decision 023): a posting says whether its part fits every vehicle, so that a search
-- narrowed to a vehicle keeps universal parts as it reads them, and looks up only the others in
-- the vehicle's own range.
UPDATE "search_postings" s SET "universal" = true FROM "products" p WHERE p.id = s.product_id AND p.universal;
--> statement-breakpoint
DROP INDEX "search_postings_term_idx";
--> statement-breakpoint
-- Covering (INCLUDE, written by hand: Drizzle cannot say it): a walk or join reads the index alone.
CREATE INDEX "search_postings_term_idx" ON "search_postings" USING btree ("term","sales_count" DESC NULLS FIRST,"product_id") INCLUDE ("universal");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_postings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (term, product_id, sales_count, universal)
      SELECT t, n.id, n.sales_count, n.universal FROM new_rows n, search_index_terms(n.id, n.title, n.codes_normalized) t
      WHERE n.status = 'show';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings s USING old_rows o WHERE s.product_id = o.id;
  ELSE
    -- Shown or hidden, retitled or renumbered: the part's terms are made again.
    DELETE FROM search_postings s USING new_rows n, old_rows o
      WHERE o.id = n.id AND s.product_id = n.id
        AND (n.status, n.title, n.codes_normalized) IS DISTINCT FROM (o.status, o.title, o.codes_normalized);
    INSERT INTO search_postings (term, product_id, sales_count, universal)
      SELECT t, n.id, n.sales_count, n.universal FROM new_rows n JOIN old_rows o ON o.id = n.id, search_index_terms(n.id, n.title, n.codes_normalized) t
      WHERE n.status = 'show' AND (n.status, n.title, n.codes_normalized) IS DISTINCT FROM (o.status, o.title, o.codes_normalized);
    -- Popularity (the suggestions' order) and universality follow where the terms stay.
    UPDATE search_postings s SET sales_count = n.sales_count, universal = n.universal FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE s.product_id = n.id AND (n.sales_count, n.universal) IS DISTINCT FROM (o.sales_count, o.universal)
        AND (n.status, n.title, n.codes_normalized) IS NOT DISTINCT FROM (o.status, o.title, o.codes_normalized);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_postings_codes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (term, product_id, sales_count, universal)
      SELECT DISTINCT '#' || n.code_normalized, p.id, p.sales_count, p.universal
      FROM new_rows n JOIN products p ON p.id = n.product_id WHERE p.status = 'show'
      ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM search_postings s USING old_rows o
      WHERE s.product_id = o.product_id AND s.term = '#' || o.code_normalized
        AND NOT EXISTS (SELECT 1 FROM products p, search_index_terms(p.id, p.title, p.codes_normalized) t
                        WHERE p.id = o.product_id AND t = s.term);
  END IF;
  RETURN NULL;
END $$;
