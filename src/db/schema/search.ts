import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The suggestions' term dictionary (decision 013): every word of a shown product's titles, in
 * every language, with the product's popularity, so that "the most popular parts with a word
 * starting 'bra'" is a few index ranges, not a full-text match and a rank over a million titles.
 * Kept by triggers on products in the same transaction (migration 0010).
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    term: text().notNull(),
    productId: integer().notNull(),
    salesCount: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: "search_postings_pkey", columns: [t.productId, t.term] }),
    index("search_postings_term_idx").on(t.term, t.salesCount.desc().nullsFirst(), t.productId),
  ],
);

/**
 * The distinct words of the dictionary: what a typed prefix completes to. Only added to (a word no
 * shown product carries any more completes to nothing), so adding a part locks no shared row.
 */
export const searchWords = pgTable("search_words", {
  word: text().primaryKey(),
});
