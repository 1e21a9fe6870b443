ALTER TABLE "vehicle_listing_counts" DROP CONSTRAINT "vehicle_listing_counts_pkey";--> statement-breakpoint
CREATE INDEX "vehicle_listing_counts_key_idx" ON "vehicle_listing_counts" USING btree ("vehicle_id","category_id");--> statement-breakpoint
ALTER TABLE "search_words" DROP COLUMN "products";--> statement-breakpoint
-- Custom part (decision 012): the counts are appended as changes, never updated in place, so two
-- transactions editing the catalogue take no lock on the same counter (a product's hide and a
-- fitment insert could deadlock on two counters taken in opposite orders).
CREATE OR REPLACE FUNCTION "vehicle_listing_counts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vehicle_listing_counts SELECT vehicle_id, category_id, count(*)::int FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vehicle_listing_counts SELECT vehicle_id, category_id, -count(*)::int FROM old_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO vehicle_listing_counts
      SELECT vehicle_id, category_id, sum(n)::int FROM (
        SELECT vehicle_id, category_id, 1 AS n FROM new_rows
        UNION ALL SELECT vehicle_id, category_id, -1 FROM old_rows) d
      GROUP BY 1, 2 HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Folds each key's rows into one (the shop runs it every few minutes): rows appended meanwhile by
-- transactions not yet committed are not seen, so not deleted, and still count.
CREATE FUNCTION "vehicle_listing_counts_compact"() RETURNS void LANGUAGE sql AS $$
  WITH several AS (SELECT vehicle_id, category_id FROM vehicle_listing_counts GROUP BY 1, 2 HAVING count(*) > 1),
       gone AS (DELETE FROM vehicle_listing_counts c USING several s
                WHERE c.vehicle_id = s.vehicle_id AND c.category_id = s.category_id
                RETURNING c.vehicle_id, c.category_id, c.count)
  INSERT INTO vehicle_listing_counts SELECT vehicle_id, category_id, sum(count)::int FROM gone GROUP BY 1, 2 HAVING sum(count) <> 0;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words SELECT DISTINCT term FROM new_rows ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "search_postings_words_delete" ON "search_postings";
