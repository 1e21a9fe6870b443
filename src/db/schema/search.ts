import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    /** The part fits every vehicle: a search narrowed to a vehicle keeps it without a look elsewhere (migration 0021). */
    universal: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ name: "search_postings_pkey", columns: [t.productId, t.term] }),
    // Migration 0021 makes it covering (INCLUDE universal, written by hand: Drizzle cannot say it).
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

/**
 * Trade synonyms the shop searches by: each row is a group of words or phrases that
 * mean the same part ("bull bar", "bullbar", "nudge bar"). Seeded with the trade's usual ones;
 * staff add their own in the back office.
 */
export const searchSynonyms = pgTable(
  "search_synonyms",
  {
    id: serial().primaryKey(),
    /** Folded phrases (search_fold), two or more. */
    phrases: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("search_synonyms_two_or_more", sql`cardinality(${t.phrases}) between 2 and 20`)],
);

/**
 * Searches that found nothing, for the owner: one row per query as folded, with how
 * often and when it was last asked. Kept to the most recent few thousand (the service prunes).
 */
export const searchMisses = pgTable(
  "search_misses",
  {
    query: text().primaryKey(),
    /** The query as last typed, to show. */
    shown: text().notNull(),
    locale: text().notNull(),
    count: integer().notNull().default(1),
    firstAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_misses_last_idx").on(t.lastAt.desc()), index("search_misses_count_idx").on(t.count.desc(), t.lastAt.desc())],
);
