import { desc, eq, sql, type SQL } from "drizzle-orm";

import { rowsOf, type Executor } from "../../../db/client.ts";
import { searchMisses, searchSynonyms } from "../../../db/tables.ts";

/** What the database says of one typed word: its stems in each language, and whether it is a stop word. */
export interface WordReading {
  word: string;
  stems: string[];
  stop: boolean;
  /** Whether any shown part carries the word or one of its stems. */
  known: boolean;
}

/** A word to look for, in every form a part's postings may carry it (decision 023). */
export type WordForms = string[];

/**
 * The search postings read for the results page (decision 023): words with their stems, numbers
 * marked '#', dictionary words near a typo; the misses the owner reads; the synonym groups.
 */
export function createSearchRepository(db: Executor) {
  return {
    /** Stems (English, Russian, Arabic), stop words, and whether shown parts carry each word. */
    async readWords(words: string[]): Promise<WordReading[]> {
      if (words.length === 0) return [];
      const rows = await rowsOf<{ word: string; stems: string[] | null; stop: boolean }>(
        db,
        sql`select w as word,
                   (select array_agg(distinct s) from (
                      select unnest(tsvector_to_array(to_tsvector('english'::regconfig, w))) s
                      union select unnest(tsvector_to_array(to_tsvector('russian'::regconfig, w)))
                      union select unnest(tsvector_to_array(to_tsvector('arabic'::regconfig, w)))) x where s <> w) as stems,
                   (to_tsvector('english'::regconfig, w) = ''::tsvector or to_tsvector('russian'::regconfig, w) = ''::tsvector
                    or to_tsvector('arabic'::regconfig, w) = ''::tsvector) as stop
            from unnest(${sql.param(words)}::text[]) w`,
      );
      const readings = rows.map((row) => ({ word: row.word, stems: row.stems ?? [], stop: row.stop }));
      const known = await rowsOf<{ word: string }>(
        db,
        sql`select r.word from jsonb_to_recordset(${JSON.stringify(readings.map((r) => ({ word: r.word, forms: formsOf(r) })))}::jsonb)
              as r(word text, forms text[])
            where exists (select 1 from search_postings s where s.term = any(r.forms))`,
      );
      const knownWords = new Set(known.map((row) => row.word));
      return readings.map((reading) => ({ ...reading, known: knownWords.has(reading.word) }));
    },

    /**
     * The commonest terms' share of all postings, from the planner's statistics (most common values,
     * migration 0020 keeps a thousand of them): "toyota" has 420,000 postings at a million parts,
     * too many to count on every search.
     */
    async commonTerms(): Promise<{ postings: number; shares: Map<string, number> }> {
      const rows = await rowsOf<{ term: string; share: number; postings: number }>(
        db,
        sql`select v.term, v.share, (select greatest(c.reltuples, 0)::float8 from pg_class c where c.oid = 'search_postings'::regclass) as postings
            from pg_stats st, unnest(st.most_common_vals::text::text[], st.most_common_freqs) as v(term, share)
            where st.schemaname = current_schema() and st.tablename = 'search_postings' and st.attname = 'term'`,
      );
      return { postings: rows[0]?.postings ?? 0, shares: new Map(rows.map((row) => [row.term, row.share])) };
    },

    /**
     * How many postings each list of terms has, counted up to `cap`: which slot of a query is the
     * rarest, to read first.
     */
    async postingCounts(termLists: string[][], cap: number): Promise<number[]> {
      if (termLists.length === 0) return [];
      const rows = await rowsOf<{ i: number; n: number }>(
        db,
        sql`select t.i, (select count(*)::int from (select 1 from search_postings s where s.term = any(t.terms) limit ${cap}) x) as n
            from jsonb_to_recordset(${JSON.stringify(termLists.map((terms, i) => ({ i, terms })))}::jsonb) as t(i int, terms text[])`,
      );
      const counts = new Array<number>(termLists.length).fill(0);
      for (const row of rows) counts[row.i] = row.n;
      return counts;
    },

    /**
     * Dictionary words near a word (by trigrams, nearest first): what a typo may have meant. Only
     * words that shown parts carry, not stems or numbers.
     */
    async nearWords(word: string, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ word: string }>(
        db,
        sql`select w.word from search_words w
            where w.word !~ '^[#~]' and abs(length(w.word) - ${[...word].length}) <= 2
              and exists (select 1 from search_postings s where s.term = w.word)
            order by w.word <-> ${word}, w.word limit ${limit}`,
      );
      return rows.map((row) => row.word);
    },

    /** Shown parts whose number (any of them) is `code` exactly, and those whose number begins with it. */
    async codeMatches(code: string, limit: number): Promise<{ exact: number[]; prefix: number[] }> {
      const rows = await rowsOf<{ id: number; exact: boolean }>(
        db,
        sql`select s.product_id as id, bool_or(s.term = ${`#${code}`}) as exact
            from (select w.word from search_words w where w.word like ${`#${likeEscaped(code)}%`} order by w.word limit ${limit}) w
            join search_postings s on s.term = w.word
            group by s.product_id order by bool_or(s.term = ${`#${code}`}) desc, min(s.term), s.product_id limit ${limit}`,
      );
      return { exact: rows.filter((r) => r.exact).map((r) => r.id), prefix: rows.filter((r) => !r.exact).map((r) => r.id) };
    },

    /** The parts a walk (matchWalk) finds, each once, most popular first. */
    async walk(statement: SQL): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(db, statement);
      return [...new Set(rows.map((row) => row.id))];
    },

    /** Numbers in the dictionary that begin with `code` (for a word of the query that may be one). */
    async codesStartingWith(code: string, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ word: string }>(
        db,
        sql`select word from search_words where word like ${`#${likeEscaped(code)}%`} order by word limit ${limit}`,
      );
      return rows.map((row) => row.word);
    },

    // --- synonyms ---------------------------------------------------------------------------

    listSynonyms: () => db.select().from(searchSynonyms).orderBy(searchSynonyms.id),

    async addSynonyms(phrases: string[]) {
      const [row] = await db.insert(searchSynonyms).values({ phrases }).returning();
      return row!;
    },

    /** The deleted group's phrases, or null when there was none. */
    async deleteSynonyms(id: number): Promise<string[] | null> {
      const [row] = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ phrases: searchSynonyms.phrases });
      return row?.phrases ?? null;
    },

    // --- misses -----------------------------------------------------------------------------

    /** Counts a search that found nothing (one row per folded query). */
    async recordMiss(query: string, shown: string, locale: string): Promise<void> {
      await db
        .insert(searchMisses)
        .values({ query, shown, locale })
        .onConflictDoUpdate({
          target: searchMisses.query,
          set: { count: sql`${searchMisses.count} + 1`, lastAt: sql`now()`, shown, locale },
        });
    },

    /** Keeps the `keep` most recently asked misses. */
    async pruneMisses(keep: number): Promise<void> {
      await db.execute(
        sql`delete from search_misses where query in (select query from search_misses order by last_at desc offset ${keep})`,
      );
    },

    listMisses: (limit: number, offset: number) =>
      db.select().from(searchMisses).orderBy(desc(searchMisses.count), desc(searchMisses.lastAt)).limit(limit).offset(offset),

    async countMisses(): Promise<number> {
      const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from search_misses`);
      return row?.n ?? 0;
    },

    async forgetMiss(query: string): Promise<void> {
      await db.delete(searchMisses).where(eq(searchMisses.query, query));
    },
  };
}

/** Every form a part's postings may carry a word in: as typed, its stems, and stems marked '~'. */
export function formsOf(reading: Pick<WordReading, "word" | "stems">): WordForms {
  return [...new Set([reading.word, ...reading.stems, ...reading.stems.map((stem) => `~${stem}`)])];
}

function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The most popular parts that meet every slot, at most `limit` (decision 023): a slot is a list of
 * alternatives, an alternative a list of words that must all be carried, a word a list of forms.
 * The first slot's postings are read most popular first, one ordered index range per form, merged;
 * each part is checked for the other slots on its own postings (their primary key) and, with a
 * vehicle, for fitting it; the walk stops once `limit` parts are found. A part carrying two forms
 * of the first word comes twice: the caller keeps its first.
 */
export function matchWalk(slots: WordForms[][][], vehicleId: number | undefined, limit: number): SQL | null {
  if (slots.length === 0 || slots.some((slot) => slot.length === 0)) return null;
  const carries = (forms: WordForms) =>
    sql`exists (select 1 from search_postings o where o.product_id = s.product_id and o.term = any(${sql.param(forms)}::text[]))`;
  const meets = (slot: WordForms[][]) =>
    sql`(${sql.join(
      slot.map((alternative) => sql`(${sql.join(alternative.map(carries), sql` and `)})`),
      sql` or `,
    )})`;
  const [first, ...rest] = slots as [WordForms[][], ...WordForms[][][]];
  const firstTerms = [...new Set(first.flatMap((alternative) => alternative[0] ?? []))];
  const firstIsSimple = first.every((alternative) => alternative.length === 1);
  const conditions = [
    ...(firstIsSimple ? [] : [meets(first)]),
    ...rest.map(meets),
    ...(vehicleId === undefined
      ? []
      : [sql`exists (select 1 from vehicle_listings l where l.product_id = s.product_id and l.vehicle_id in (${vehicleId}, 0))`]),
  ];
  const where = conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  const branches = firstTerms.map(
    (term) =>
      sql`(select s.product_id, s.sales_count from search_postings s where s.term = ${term}${where}
           order by s.sales_count desc, s.product_id limit ${limit})`,
  );
  return sql`select m.product_id as id from (${sql.join(branches, sql` union all `)}) m
             order by m.sales_count desc, m.product_id limit ${limit * firstTerms.length}`;
}
