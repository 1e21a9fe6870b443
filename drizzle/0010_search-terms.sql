CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"product_id" integer NOT NULL,
	"sales_count" integer NOT NULL,
	CONSTRAINT "search_postings_pkey" PRIMARY KEY("product_id","term")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
-- Custom part (decision 013): the dictionary is derived from products' titles by statement
-- triggers with transition tables, in the same transaction as the change, as vehicle_listings is.
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);
--> statement-breakpoint
-- A typed part number or SKU is a prefix of the normalised codes: one index range, in code order.
CREATE INDEX "products_codes_prefix_idx" ON "products" USING btree ("codes_normalized" text_pattern_ops, "id") WHERE "status" = 'show';
--> statement-breakpoint
-- The words of a title in every language: the 'simple' configuration's lexemes (lower-cased words
-- and numbers, hyphenated words whole and in parts), which is what a shopper's typed words are matched to.
CREATE FUNCTION "search_terms_of"(title jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce(title->>'en', '') || ' ' || coalesce(title->>'ru', '') || ' ' || coalesce(title->>'ar', ''))));
$$;
--> statement-breakpoint
INSERT INTO "search_postings" SELECT t, p.id, p.sales_count FROM "products" p, search_terms_of(p.title) t WHERE p.status = 'show';
--> statement-breakpoint
INSERT INTO "search_words" SELECT term, count(*)::int FROM "search_postings" GROUP BY term;
--> statement-breakpoint
-- Built after the fill (faster than keeping it in step row by row): a word's parts, most popular first.
CREATE INDEX "search_postings_term_idx" ON "search_postings" USING btree ("term","sales_count" DESC NULLS FIRST,"product_id");
--> statement-breakpoint
CREATE FUNCTION "search_postings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings SELECT t, n.id, n.sales_count FROM new_rows n, search_terms_of(n.title) t WHERE n.status = 'show';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings s USING old_rows o WHERE s.product_id = o.id;
  ELSE
    -- Shown or hidden, or retitled: the part's terms are made again.
    DELETE FROM search_postings s USING new_rows n, old_rows o
      WHERE o.id = n.id AND s.product_id = n.id AND (n.status, n.title) IS DISTINCT FROM (o.status, o.title);
    INSERT INTO search_postings
      SELECT t, n.id, n.sales_count FROM new_rows n JOIN old_rows o ON o.id = n.id, search_terms_of(n.title) t
      WHERE n.status = 'show' AND (n.status, n.title) IS DISTINCT FROM (o.status, o.title);
    -- Popularity, the suggestions' order, follows where the terms stay.
    UPDATE search_postings s SET sales_count = n.sales_count FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE s.product_id = n.id AND n.sales_count <> o.sales_count AND (n.status, n.title) IS NOT DISTINCT FROM (o.status, o.title);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_postings_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_search_postings_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_search_postings_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_products_changed();
--> statement-breakpoint
-- How many shown products carry each word (in key order, as vehicle_listing_counts).
CREATE FUNCTION "search_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words AS w SELECT term, count(*)::int FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (word) DO UPDATE SET products = w.products + excluded.products;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE search_words w SET products = w.products - d.n
      FROM (SELECT term, count(*)::int AS n FROM old_rows GROUP BY 1) d WHERE w.word = d.term;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_postings_words_insert" AFTER INSERT ON "search_postings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed();
--> statement-breakpoint
CREATE TRIGGER "search_postings_words_delete" AFTER DELETE ON "search_postings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed();
