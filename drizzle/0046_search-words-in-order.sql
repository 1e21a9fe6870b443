-- Custom SQL (decision 013): replaces the definition of search_words_changed in
-- 0011_lock-free-derived-counts. Parts written at once that bring the same new words each insert
-- them, and an insert that meets another's uncommitted word waits for it; inserting in one order
-- (the words sorted) means two writers never wait on each other's words in opposite orders.
CREATE OR REPLACE FUNCTION "search_words_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words SELECT DISTINCT term FROM new_rows ORDER BY term ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
