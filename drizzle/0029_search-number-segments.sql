-- Custom part (decision 023): a number is also found from any of its segments onward. Shoppers
-- copy the maker's part of a number, not the shop's ("FER-BFL0115" for the SKU OV-FER-BFL01151),
-- so each number's suffixes from its second segment on (segments are parted by dashes, spaces,
-- slashes or anything else normalizePartCode drops) are postings too, normalised and marked '##':
-- OV-FER-BFL01151 gives ##FERBFL01151 and ##BFL01151. A typed number is a prefix of a '#' term
-- (the number whole) or of a '##' one (from a segment); '##' never starts what '#' and a typed
-- number do, so the two stay apart and a whole number ranks first. A suffix is kept only when a
-- typed number could reach it: three characters or more, with a digit (search.service.ts reads
-- a typed number only then).
CREATE FUNCTION "search_number_segments"(code text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT '##' || k FROM (
    -- Upper case as normalizePartCode writes it, whatever the database's locale.
    SELECT translate(array_to_string(a.s[i:], ''),
                     'abcdefghijklmnopqrstuvwxyzабвгдежзийклмнопрстуфхцчшщъыьэюяѐёђѓєѕіїјљњћќѝўџґ',
                     'ABCDEFGHIJKLMNOPQRSTUVWXYZАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏҐ') AS k
    FROM (SELECT array_remove(regexp_split_to_array(code, '[^0-9A-Za-z\u0400-\u04FF]+'), '') AS s) a,
         generate_series(2, cardinality(a.s)) i) b
  WHERE length(k) >= 3 AND k ~ '[0-9]';
$$;
--> statement-breakpoint
-- As before (migration 0020), with the segments of the part's own numbers as written (part number
-- and SKU: `codes` holds them normalised, without their dashes) and of its other numbers.
CREATE FUNCTION "search_index_terms"(product_id integer, title jsonb, codes text, numbers text[]) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  WITH words AS (SELECT search_terms_of(title) AS w),
       stems AS (
         SELECT unnest(tsvector_to_array(to_tsvector('english'::regconfig, search_fold(coalesce(title->>'en', ''))))) AS s
         UNION SELECT unnest(tsvector_to_array(to_tsvector('russian'::regconfig, search_fold(coalesce(title->>'ru', '')))))
         UNION SELECT unnest(tsvector_to_array(to_tsvector('arabic'::regconfig, search_fold(coalesce(title->>'ar', ''))))))
  SELECT w FROM words
  UNION SELECT '~' || s FROM stems WHERE s NOT IN (SELECT w FROM words)
  UNION SELECT '#' || c FROM unnest(string_to_array(codes, ' ')) c WHERE c <> ''
  UNION SELECT '#' || pc.code_normalized FROM product_codes pc WHERE pc.product_id = search_index_terms.product_id
  UNION SELECT k FROM unnest(numbers) n, search_number_segments(n) k
  UNION SELECT k FROM product_codes pc, search_number_segments(pc.code) k WHERE pc.product_id = search_index_terms.product_id;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_postings_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (term, product_id, sales_count, universal)
      SELECT t, n.id, n.sales_count, n.universal FROM new_rows n, search_index_terms(n.id, n.title, n.codes_normalized, ARRAY[n.part_number, n.sku]) t
      WHERE n.status = 'show';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_postings s USING old_rows o WHERE s.product_id = o.id;
  ELSE
    -- Shown or hidden, retitled or renumbered (its segments moved, even where the normalised
    -- numbers stay): the part's terms are made again.
    DELETE FROM search_postings s USING new_rows n, old_rows o
      WHERE o.id = n.id AND s.product_id = n.id
        AND (n.status, n.title, n.codes_normalized, n.part_number, n.sku) IS DISTINCT FROM (o.status, o.title, o.codes_normalized, o.part_number, o.sku);
    INSERT INTO search_postings (term, product_id, sales_count, universal)
      SELECT t, n.id, n.sales_count, n.universal
      FROM new_rows n JOIN old_rows o ON o.id = n.id, search_index_terms(n.id, n.title, n.codes_normalized, ARRAY[n.part_number, n.sku]) t
      WHERE n.status = 'show'
        AND (n.status, n.title, n.codes_normalized, n.part_number, n.sku) IS DISTINCT FROM (o.status, o.title, o.codes_normalized, o.part_number, o.sku);
    -- Popularity (the suggestions' order) and universality follow where the terms stay.
    UPDATE search_postings s SET sales_count = n.sales_count, universal = n.universal FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE s.product_id = n.id AND (n.sales_count, n.universal) IS DISTINCT FROM (o.sales_count, o.universal)
        AND (n.status, n.title, n.codes_normalized, n.part_number, n.sku) IS NOT DISTINCT FROM (o.status, o.title, o.codes_normalized, o.part_number, o.sku);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A part's other numbers, whole and from each segment, are searchable as soon as they are written,
-- and no longer once removed (unless the part still carries the same term another way).
CREATE OR REPLACE FUNCTION "search_postings_codes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (term, product_id, sales_count, universal)
      SELECT DISTINCT k.term, p.id, p.sales_count, p.universal
      FROM new_rows n JOIN products p ON p.id = n.product_id,
           LATERAL (SELECT '#' || n.code_normalized UNION SELECT search_number_segments(n.code)) k(term)
      WHERE p.status = 'show'
      ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM search_postings s
      USING old_rows o, LATERAL (SELECT '#' || o.code_normalized UNION SELECT search_number_segments(o.code)) k(term)
      WHERE s.product_id = o.product_id AND s.term = k.term
        AND NOT EXISTS (SELECT 1 FROM products p, search_index_terms(p.id, p.title, p.codes_normalized, ARRAY[p.part_number, p.sku]) t
                        WHERE p.id = o.product_id AND t = s.term);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION "search_index_terms"(integer, jsonb, text);
--> statement-breakpoint
-- The shown parts' segments (their words join the dictionary by the postings' own trigger).
INSERT INTO "search_postings" (term, product_id, sales_count, universal)
  SELECT DISTINCT k, p.id, p.sales_count, p.universal FROM "products" p,
    LATERAL (SELECT search_number_segments(n) FROM unnest(ARRAY[p.part_number, p.sku]) n
             UNION SELECT search_number_segments(pc.code) FROM "product_codes" pc WHERE pc.product_id = p.id) s(k)
  WHERE p.status = 'show'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The planner's view of the grown dictionary at once, not at autovacuum's next pass: with stale
-- statistics a typed segment's range was read through the primary key, every word filtered.
ANALYZE "search_words";
--> statement-breakpoint
ANALYZE "search_postings";
