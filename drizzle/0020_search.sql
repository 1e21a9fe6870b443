CREATE TABLE "product_codes" (
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"code_normalized" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_codes_pkey" PRIMARY KEY("product_id","code_normalized"),
	CONSTRAINT "product_codes_normalized" CHECK ("product_codes"."code_normalized" <> '')
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"shown" text NOT NULL,
	"locale" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrases" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_two_or_more" CHECK (cardinality("search_synonyms"."phrases") between 2 and 20)
);
--> statement-breakpoint
CREATE TABLE "fitment_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"note" jsonb NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_codes_trgm_idx";--> statement-breakpoint
ALTER TABLE "fitment" ADD COLUMN "note_id" integer;--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_codes_code_idx" ON "product_codes" USING btree ("code_normalized");--> statement-breakpoint
CREATE INDEX "search_misses_last_idx" ON "search_misses" USING btree ("last_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count" DESC NULLS LAST,"last_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fitment_notes_slug_key" ON "fitment_notes" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_note_id_fitment_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."fitment_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
-- Custom part (decision 023). Folding, as the shop's search compares words: lower case, Arabic
-- without diacritics or tatweel, its alef forms as one, taa marbuta as haa, alef maqsura as yaa;
-- Russian ё as е. The same rule is written in src/domain/search-text.ts for what shoppers type.
CREATE FUNCTION "search_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(t), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱةىё', 'ااااهيе');
$$;
--> statement-breakpoint
-- The words of a title in every language (what suggestions complete), now folded.
CREATE OR REPLACE FUNCTION "search_terms_of"(title jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT unnest(tsvector_to_array(to_tsvector('simple'::regconfig, search_fold(
    coalesce(title->>'en', '') || ' ' || coalesce(title->>'ru', '') || ' ' || coalesce(title->>'ar', '')))));
$$;
--> statement-breakpoint
-- Everything the search results page matches a part by: the title's words; their stems in each
-- title's language, marked '~' where they differ from every word (English "absorber" -> ~absorb,
-- Russian "амортизаторы" -> ~амортизатор, Arabic "الفرامل" -> ~فرامل); and the part's numbers,
-- marked '#' (its part number and SKU, its variants', OEM and cross-reference numbers, normalised).
-- The marks keep stems and numbers out of what a typed word completes to.
CREATE FUNCTION "search_index_terms"(product_id integer, title jsonb, codes text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  WITH words AS (SELECT search_terms_of(title) AS w),
       stems AS (
         SELECT unnest(tsvector_to_array(to_tsvector('english'::regconfig, search_fold(coalesce(title->>'en', ''))))) AS s
         UNION SELECT unnest(tsvector_to_array(to_tsvector('russian'::regconfig, search_fold(coalesce(title->>'ru', '')))))
         UNION SELECT unnest(tsvector_to_array(to_tsvector('arabic'::regconfig, search_fold(coalesce(title->>'ar', ''))))))
  SELECT w FROM words
  UNION SELECT '~' || s FROM stems WHERE s NOT IN (SELECT w FROM words)
  UNION SELECT '#' || c FROM unnest(string_to_array(codes, ' ')) c WHERE c <> ''
  UNION SELECT '#' || pc.code_normalized FROM product_codes pc WHERE pc.product_id = search_index_terms.product_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_postings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings SELECT t, n.id, n.sales_count FROM new_rows n, search_index_terms(n.id, n.title, n.codes_normalized) t
      WHERE n.status = 'show';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings s USING old_rows o WHERE s.product_id = o.id;
  ELSE
    -- Shown or hidden, retitled or renumbered: the part's terms are made again.
    DELETE FROM search_postings s USING new_rows n, old_rows o
      WHERE o.id = n.id AND s.product_id = n.id
        AND (n.status, n.title, n.codes_normalized) IS DISTINCT FROM (o.status, o.title, o.codes_normalized);
    INSERT INTO search_postings
      SELECT t, n.id, n.sales_count FROM new_rows n JOIN old_rows o ON o.id = n.id, search_index_terms(n.id, n.title, n.codes_normalized) t
      WHERE n.status = 'show' AND (n.status, n.title, n.codes_normalized) IS DISTINCT FROM (o.status, o.title, o.codes_normalized);
    -- Popularity, the suggestions' order, follows where the terms stay.
    UPDATE search_postings s SET sales_count = n.sales_count FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE s.product_id = n.id AND n.sales_count <> o.sales_count
        AND (n.status, n.title, n.codes_normalized) IS NOT DISTINCT FROM (o.status, o.title, o.codes_normalized);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A part's other numbers are searchable as soon as they are written, and no longer once removed
-- (unless the part still carries the same number another way).
CREATE FUNCTION "search_postings_codes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings SELECT DISTINCT '#' || n.code_normalized, p.id, p.sales_count
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
--> statement-breakpoint
CREATE TRIGGER "product_codes_search_insert" AFTER INSERT ON "product_codes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_codes_changed();
--> statement-breakpoint
CREATE TRIGGER "product_codes_search_delete" AFTER DELETE ON "product_codes"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_codes_changed();
--> statement-breakpoint
-- The postings are made again with stems, numbers and folded words (the words table only grows).
TRUNCATE "search_postings";
--> statement-breakpoint
INSERT INTO "search_postings" SELECT t, p.id, p.sales_count FROM "products" p, search_index_terms(p.id, p.title, p.codes_normalized) t WHERE p.status = 'show';
--> statement-breakpoint
INSERT INTO "search_words" SELECT DISTINCT term FROM "search_postings" ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- Typos: the dictionary's words (not its stems or numbers) nearest a typed word by trigrams, read
-- nearest first from a GiST index (a GIN index cannot give them in order).
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE "word" !~ '^[#~]';
--> statement-breakpoint
-- The trade's usual synonyms (issue 14): each group's phrases find the same parts. Staff add their
-- own in the back office (/admin/search). Folded as search_fold writes words.
INSERT INTO "search_synonyms" ("phrases") VALUES
  (ARRAY['bull bar', 'bullbar', 'nudge bar', 'roo bar', 'кенгурятник']),
  (ARRAY['light bar', 'lightbar', 'led bar']),
  (ARRAY['shocks', 'shock absorbers', 'dampers']),
  (ARRAY['shock', 'shock absorber', 'damper']),
  (ARRAY['diff', 'differential']),
  (ARRAY['diffs', 'differentials']),
  (ARRAY['diff lock', 'locker', 'locking differential']),
  (ARRAY['snorkel', 'raised air intake', 'шноркель', 'шнорхель']),
  (ARRAY['recovery tracks', 'recovery boards', 'traction boards', 'sand ladders']),
  (ARRAY['rock sliders', 'rock rails', 'sill protectors']),
  (ARRAY['bash plate', 'skid plate', 'sump guard', 'underbody protection']),
  (ARRAY['tyre', 'tire']),
  (ARRAY['tyres', 'tires']),
  (ARRAY['roof rack', 'roof tray', 'roof platform']),
  (ARRAY['lift kit', 'suspension lift', 'raise kit']),
  (ARRAY['leaf springs', 'leaf pack']),
  (ARRAY['coil springs', 'coils']),
  (ARRAY['spotlights', 'spot lights', 'driving lights']),
  (ARRAY['jerry can', 'jerrycan', 'fuel can']),
  (ARRAY['dual battery', 'second battery', 'auxiliary battery']),
  (ARRAY['cv joint', 'constant velocity joint']),
  (ARRAY['tie rod end', 'track rod end']),
  (ARRAY['mud flaps', 'mudflaps', 'splash guards']),
  (ARRAY['fender flares', 'wheel arch flares']),
  (ARRAY['headlight', 'headlamp']),
  (ARRAY['headlights', 'headlamps']),
  (ARRAY['صدام', 'مصد']);
--> statement-breakpoint
-- Kept guest answers (decision 015) are forgotten when what they show changes: a part's numbers,
-- fitment notes and the synonyms a search reads by are part of the catalogue.
CREATE TRIGGER "product_codes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_codes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "fitment_notes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fitment_notes" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "search_synonyms_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
--> statement-breakpoint
-- The planner's statistics keep the thousand commonest terms and their shares: a search reads
-- them to start from its rarest word (search.service.ts) without counting "toyota"'s postings.
ALTER TABLE "search_postings" ALTER COLUMN "term" SET STATISTICS 1000;
