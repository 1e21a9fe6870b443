import { desc, eq, type SQL, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
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
        // The nearest few first, then whether a part still carries them (the dictionary only grows):
        // checking every word of the length first cost 20 ms at a million parts.
        sql`select w.word from (select w.word, w.word <-> ${word} as distance from search_words w
                                where w.word !~ '^[#~]' and abs(length(w.word) - ${[...word].length}) <= 2
                                order by distance, w.word limit ${limit * 4}) w
            where exists (select 1 from search_postings s where s.term = w.word)
            order by w.distance, w.word limit ${limit}`,
      );
      return rows.map((row) => row.word);
    },

    /** Those of `words` that a shown part carries in a title. */
    async carriedWords(words: string[]): Promise<string[]> {
      if (words.length === 0) return [];
      const rows = await rowsOf<{ word: string }>(
        db,
        sql`select w.word from search_words w
            where w.word = any(${sql.param(words)}::text[]) and w.word !~ '^[#~]'
              and exists (select 1 from search_postings s where s.term = w.word)
            order by w.word`,
      );
      return rows.map((row) => row.word);
    },

    /**
     * Shown parts whose number (any of them) is `code` exactly, those whose number begins with it,
     * then those carrying it from one of a number's segments on ('##' terms, migration 0029):
     * "BFL0115" for OV-FER-BFL01151. At most `limit` terms of each kind; a short code's many
     * segments are read in the prefix index's order (~<~) up to the limit, not all sorted.
     */
    async codeMatches(code: string, limit: number): Promise<{ exact: number[]; prefix: number[]; segment: number[] }> {
      const like = escapeLike(code);
      const rows = await rowsOf<{ id: number; exact: boolean; whole: boolean }>(
        db,
        sql`select s.product_id as id, bool_or(s.term = ${`#${code}`}) as exact, bool_or(w.whole) as whole
            from ((select w.word, true as whole from search_words w where w.word like ${`#${like}%`} order by w.word limit ${limit})
                  union all
                  (select w.word, false from search_words w where w.word like ${`##${like}%`} order by w.word using ~<~ limit ${limit})) w
            join search_postings s on s.term = w.word
            group by s.product_id
            order by bool_or(s.term = ${`#${code}`}) desc, bool_or(w.whole) desc, min(w.word) filter (where w.whole), min(w.word), s.product_id
            limit ${limit}`,
      );
      return {
        exact: rows.filter((r) => r.exact).map((r) => r.id),
        prefix: rows.filter((r) => !r.exact && r.whole).map((r) => r.id),
        segment: rows.filter((r) => !r.whole).map((r) => r.id),
      };
    },

    /**
     * The parts a query matches (matchWalk), each once, most popular first: by the walk, or, when
     * its candidates held too few and the first slot has more parts, by the join.
     */
    async walk(match: MatchWalk): Promise<number[]> {
      if (match.candidates === 0) return (await rowsOf<{ id: number }>(db, match.join)).map((row) => row.id);
      const rows = await rowsOf<{ id: number | null; read: number }>(db, match.walk);
      const found = rows.filter((row) => row.id !== null).map((row) => row.id!);
      const read = rows.find((row) => row.id === null)?.read ?? 0;
      if (found.length >= match.limit || read < match.candidates) return found;
      return (await rowsOf<{ id: number }>(db, match.join)).map((row) => row.id);
    },

    /**
     * Numbers in the dictionary that begin with `code`, whole ('#') or from a segment ('##'): for a
     * word of the query that may be one. At most `limit` of each.
     */
    async codesStartingWith(code: string, limit: number): Promise<string[]> {
      const like = escapeLike(code);
      const rows = await rowsOf<{ word: string }>(
        db,
        sql`(select word from search_words where word like ${`#${like}%`} order by word limit ${limit})
            union all
            (select word from search_words where word like ${`##${like}%`} order by word using ~<~ limit ${limit})`,
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

/** A query's match, read two ways (matchWalk): the walk of its first slot's most popular parts, and the whole join. */
export interface MatchWalk {
  /** The first slot's `candidates` most popular parts, each checked for the rest, until `limit` meet it (none: the join alone). */
  walk: SQL;
  /** Every slot's postings joined whole (hashed, not probed part by part), the most popular `limit`. */
  join: SQL;
  candidates: number;
  limit: number;
}

/**
 * The most popular parts that meet every slot, at most `limit` (decision 023): a slot is a list of
 * alternatives, an alternative a list of words that must all be carried, a word a list of forms.
 *
 * A walk reads the first (rarest) slot's postings most popular first, one ordered index range per
 * form, merged, and checks each part for the other slots on its own postings (their primary key)
 * and, with a vehicle, for fitting it. That is cheap while the parts checked mostly match, and
 * dear where few do ("land cruiser" under a Patrol: 217,000 parts checked one by one, 1.8 s). So
 * the walk checks at most `candidates` parts; when they hold fewer than `limit` matches and the
 * slot has more parts, the join reads every slot's postings once and hashes them (tens of
 * milliseconds whatever the overlap).
 */
export function matchWalk(
  slots: WordForms[][][],
  /** Parts that fit one of these vehicles (or every vehicle); undefined: any part. */
  vehicleIds: number[] | undefined,
  limit: number,
  candidates: number,
  /** Words whose postings are few enough to hash in the join whatever the planner expects. */
  hashable: (forms: WordForms) => boolean = () => false,
): MatchWalk | null {
  if (slots.length === 0 || slots.some((slot) => slot.length === 0)) return null;
  const [first, ...rest] = slots as [WordForms[][], ...WordForms[][][]];
  const firstTerms = [...new Set(first.flatMap((alternative) => alternative[0] ?? []))];
  const firstIsSimple = first.every((alternative) => alternative.length === 1);
  /** What a part of the first slot must also meet; `row` is its posting (product_id, universal). */
  const checksOf = (row: string, by: "probe" | "join") => {
    const id = sql.raw(`${row}.product_id`);
    const terms = (forms: WordForms) => sql`o.term = any(${sql.param(forms)}::text[])`;
    // In the join, a word's postings are hashed once (OFFSET 0 keeps them a hashed subplan) when
    // they are known to be few: the planner, misled by the vehicle's filter, would otherwise probe
    // thousands of parts one by one (up to 30 µs each). Others are the planner's to join.
    const carries = (forms: WordForms) =>
      by === "probe"
        ? sql`exists (select 1 from search_postings o where o.product_id = ${id} and ${terms(forms)})`
        : hashable(forms)
          ? sql`${id} in (select o.product_id from search_postings o where ${terms(forms)} offset 0)`
          : sql`${id} in (select o.product_id from search_postings o where ${terms(forms)})`;
    const meets = (slot: WordForms[][]) =>
      sql`(${sql.join(
        slot.map((alternative) => sql`(${sql.join(alternative.map(carries), sql` and `)})`),
        sql` or `,
      )})`;
    // One vehicle as before (the plans decision 023 measured); a model's several as an array.
    const ofVehicles =
      vehicleIds?.length === 1 ? sql`l.vehicle_id = ${vehicleIds[0]}` : sql`l.vehicle_id = any(${sql.param(vehicleIds ?? [])}::int[])`;
    const fits =
      by === "probe"
        ? sql`exists (select 1 from vehicle_listings l where l.product_id = ${id} and ${ofVehicles})`
        : sql`${id} in (select l.product_id from vehicle_listings l where ${ofVehicles})`;
    return [
      ...(firstIsSimple ? [] : [meets(first)]),
      ...rest.map(meets),
      ...(vehicleIds === undefined ? [] : [sql`(${sql.raw(row)}.universal or ${fits})`]),
    ];
  };
  const branches = firstTerms.map(
    (term) =>
      sql`(select s.product_id, s.sales_count, s.universal from search_postings s where s.term = ${term}
           order by s.sales_count desc, s.product_id limit ${candidates})`,
  );
  const walkChecks = checksOf("x", "probe");
  // The candidates are read whole (a few thousand index entries); the checks run in their order,
  // behind the fence, only until `limit` parts met them. The row without an id says how many were read.
  const walk = sql`with c as materialized (
      select distinct m.product_id, m.sales_count, m.universal from (${sql.join(branches, sql` union all `)}) m
      order by m.sales_count desc, m.product_id limit ${candidates})
    (select x.product_id as id, 0 as read
     from (select c.product_id, c.sales_count, c.universal from c order by c.sales_count desc, c.product_id offset 0) x
     ${walkChecks.length > 0 ? sql`where ${sql.join(walkChecks, sql` and `)}` : sql``} limit ${limit})
    union all select null, count(*)::int from c`;
  const join = sql`select s.product_id as id from search_postings s
      where ${sql.join([sql`s.term = any(${sql.param(firstTerms)}::text[])`, ...checksOf("s", "join")], sql` and `)}
      group by s.product_id order by max(s.sales_count) desc, s.product_id limit ${limit}`;
  return { walk, join, candidates, limit };
}
