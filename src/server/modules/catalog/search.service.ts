import type { Database } from "../../../db/client.ts";
import { InvalidInputError } from "../../../domain/errors.ts";
import { normalizePartCode } from "../../../domain/product.ts";
import {
  cleanSearchQuery,
  editDistance,
  foldSearchText,
  looksLikeCode,
  oneEditAway,
  type QuerySlot,
  querySlots,
  SEARCH_MATCHES,
  searchWords,
  SHORT_WORD_MAX,
  synonymPhrases,
  typoAllowance,
} from "../../../domain/search-text.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { recordAudit } from "../audit/index.ts";
import type { SearchMatch } from "./listing.repository.ts";
import { createSearchRepository, formsOf, matchWalk, type WordForms, type WordReading } from "./search.repository.ts";

/** Parts a typed number may name: its exact part first, then up to this many that begin with it. */
const CODE_MATCHES = 50;
/** Numbers a word of several may complete to. */
const CODE_COMPLETIONS = 20;
/** Words a typo may have meant that are tried at once. */
const CORRECTIONS = 3;
/** Parts of the first slot a walk checks before the whole join is cheaper (matchWalk). */
const WALK_CANDIDATES = 2000;
/** A word's postings hashed whole in the join when no more than this (a hash of 50,000 fits work_mem). */
const HASHED_POSTINGS = 50_000;
/** Postings counted per slot to tell which is rarest: beyond this, any is as good as another. */
const RAREST_CAP = 5_000;

/** Misses kept for the owner: the most recently asked. */
export const MISSES_KEPT = 5000;
const SYNONYMS_TTL_MS = 30_000;
/** The statistics change with ANALYZE (autovacuum), not per request. */
const COMMON_TERMS_TTL_MS = 10 * 60_000;

/** How the shop read a query: what it matches by, what it corrected, what it could not read. */
export interface SearchPlan {
  /** The query as kept: trimmed, cut at SEARCH_QUERY_MAX. */
  query: string;
  /** Folded, to count misses by. */
  folded: string;
  match: SearchMatch;
  /** More parts match than the SEARCH_MATCHES listed. */
  capped: boolean;
  /** Typed words matched by the dictionary words they were near ("snorkle" -> snorkel). */
  corrections: { typed: string; used: string[] }[];
  /** Typed words the catalogue has nothing near. */
  unknown: string[];
  /** Typed words left out as too common to narrow (for, для). */
  ignored: string[];
}

/**
 * Reading a shopper's query for the results page (decision 023): numbers whatever their
 * spacing, words in three languages with their stems, trade synonyms, forgiven typos. The page
 * itself is the listing's, given the plan's match.
 */
export function createSearchService(db: Database) {
  const repository = createSearchRepository(db);
  let synonyms: { byPhrase: Map<string, string[][]>; loadedAt: number } | null = null;

  async function synonymsByPhrase(): Promise<Map<string, string[][]>> {
    if (synonyms && Date.now() - synonyms.loadedAt < SYNONYMS_TTL_MS) return synonyms.byPhrase;
    const rows = await repository.listSynonyms();
    synonyms = { byPhrase: synonymPhrases(rows.map((row) => row.phrases)), loadedAt: Date.now() };
    return synonyms.byPhrase;
  }

  let common: { postings: number; shares: Map<string, number>; loadedAt: number } | null = null;

  /** The planner's most common terms, read once per COMMON_TERMS_TTL_MS. */
  async function commonTerms() {
    if (common && Date.now() - common.loadedAt < COMMON_TERMS_TTL_MS) return common;
    common = { ...(await repository.commonTerms()), loadedAt: Date.now() };
    return common;
  }

  /**
   * The dictionary words within the word's typo allowance, nearest first. A short word is
   * corrected only when the catalogue carries exactly one word one edit from it: every such word
   * is looked up, not only the nearest by trigrams, which tell little of three letters.
   */
  async function correctionsOf(word: string): Promise<string[]> {
    const allowance = typoAllowance(word);
    // Numbers are typed whole or from their start, never guessed at.
    if (allowance === 0 || looksLikeCode(word)) return [];
    if ([...word].length <= SHORT_WORD_MAX) {
      const carried = await repository.carriedWords(oneEditAway(word));
      return carried.length === 1 ? carried : [];
    }
    const near = await repository.nearWords(word, 20);
    return near
      .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
      .filter(({ distance }) => distance > 0 && distance <= allowance)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, CORRECTIONS)
      .map(({ candidate }) => candidate);
  }

  /** `vehicleIds`: the vehicles the search is narrowed to (one, or a model's), parts that fit one of them. */
  async function plan(rawQuery: string, vehicleIds?: number[]): Promise<SearchPlan> {
    const query = cleanSearchQuery(rawQuery);
    const words = searchWords(query);
    const folded = words.join(" ");
    const code = normalizePartCode(query);
    const codeMatches =
      code.length >= 3 && looksLikeCode(code)
        ? repository.codeMatches(code, CODE_MATCHES)
        : Promise.resolve({ exact: [], prefix: [], segment: [] });

    let slots = querySlots(words, await synonymsByPhrase());
    const readings = new Map<string, WordReading>(
      (await repository.readWords([...new Set(slots.flatMap((slot) => slot.alternatives.flat()))])).map((r) => [r.word, r]),
    );
    // Words too common to narrow a parts search ("for", "для") are left out, unless nothing else is typed.
    const isStop = (slot: QuerySlot) => slot.alternatives.length === 1 && slot.alternatives[0]!.every((w) => readings.get(w)?.stop);
    const ignored = slots.filter(isStop).map((slot) => slot.typed);
    if (ignored.length < slots.length) slots = slots.filter((slot) => !isStop(slot));
    else ignored.length = 0;

    const corrections: SearchPlan["corrections"] = [];
    const unknown: string[] = [];
    const formSlots: WordForms[][][] = [];
    for (const slot of slots) {
      const single = slot.alternatives.length === 1 && slot.alternatives[0]!.length === 1 ? slot.typed : null;
      const reading = single === null ? undefined : readings.get(single);
      const codes = single !== null && looksLikeCode(single) ? await codeFormsOf(single) : [];
      if (single !== null && !reading?.known && codes.length === 0) {
        const near = await correctionsOf(single);
        if (near.length === 0) unknown.push(single);
        else corrections.push({ typed: single, used: near });
        formSlots.push(near.map((word) => [[word]]));
        continue;
      }
      formSlots.push(
        slot.alternatives.map((alternative) =>
          alternative.map((word, index) => {
            const forms = formsOf(readings.get(word) ?? { word, stems: [] });
            return index === 0 && single !== null ? [...forms, ...codes] : forms;
          }),
        ),
      );
    }
    // The rarest slot is read first and the others checked on each of its parts (matchWalk); within
    // a slot's alternative ("lift kit"), its rarest word is the one read.
    let hashable = (_forms: WordForms) => false;
    if (formSlots.length > 1 || formSlots.some((slot) => slot.some((alternative) => alternative.length > 1))) {
      const keyOf = (forms: WordForms) => forms.join(" ");
      const words = [...new Map(formSlots.flat(2).map((forms) => [keyOf(forms), forms])).values()];
      const [counted, common] = await Promise.all([repository.postingCounts(words, RAREST_CAP), commonTerms()]);
      // A common term's postings are estimated from the statistics; the others counted (they are fewer than the cap).
      const sizeOf = new Map(
        words.map((forms, i) => [
          keyOf(forms),
          Math.max(
            counted[i]!,
            forms.reduce((sum, term) => sum + (common.shares.get(term) ?? 0) * common.postings, 0),
          ),
        ]),
      );
      const size = (forms: WordForms) => sizeOf.get(keyOf(forms)) ?? 0;
      for (const slot of formSlots) for (const alternative of slot) alternative.sort((a, b) => size(a) - size(b));
      const slotSize = (slot: WordForms[][]) => slot.reduce((sum, alternative) => sum + size(alternative[0] ?? []), 0);
      formSlots.sort((a, b) => slotSize(a) - slotSize(b));
      hashable = (forms) => size(forms) <= HASHED_POSTINGS;
    }
    const { exact, prefix, segment } = await codeMatches;
    // Under a vehicle, few of a word's most popular parts fit: a walk would mostly check in vain.
    const candidates = vehicleIds === undefined ? WALK_CANDIDATES : 0;
    const walk = unknown.length > 0 ? null : matchWalk(formSlots, vehicleIds, SEARCH_MATCHES, candidates, hashable);
    const found = walk ? await repository.walk(walk) : [];
    const ids = [...new Set([...exact, ...prefix, ...segment, ...found])];
    return {
      query,
      folded,
      match: { exact, prefix, segment, ids: ids.slice(0, SEARCH_MATCHES) },
      capped: ids.length > SEARCH_MATCHES || found.length >= SEARCH_MATCHES,
      corrections,
      unknown,
      ignored,
    };
  }

  /** A word that may be a number: its own number, and the numbers beginning with it, whole or from a segment. */
  async function codeFormsOf(word: string): Promise<string[]> {
    const code = normalizePartCode(word);
    if (code.length < 3) return [];
    return repository.codesStartingWith(code, CODE_COMPLETIONS);
  }

  /**
   * Queries near one that found nothing: each word the catalogue has nothing near replaced by its
   * nearest dictionary word (a looser allowance than the typo rule's), and, for several words,
   * the query with one left out.
   */
  async function nearQueries(rawQuery: string): Promise<string[]> {
    const words = searchWords(cleanSearchQuery(rawQuery));
    const queries: string[] = [];
    const replaced = await Promise.all(
      words.map(async (word) => {
        if (looksLikeCode(word) || [...word].length < 3) return word;
        const [reading] = await repository.readWords([word]);
        if (reading?.known) return word;
        const [nearest] = (await repository.nearWords(word, 5))
          .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
          .filter(({ distance }) => distance <= typoAllowance(word) + 1)
          .sort((a, b) => a.distance - b.distance);
        return nearest?.candidate ?? word;
      }),
    );
    if (replaced.some((word, index) => word !== words[index])) queries.push(replaced.join(" "));
    if (words.length >= 2) for (let i = 0; i < Math.min(words.length, 4); i++) queries.push(words.filter((_, j) => j !== i).join(" "));
    return [...new Set(queries)].filter((query) => query.length > 0).slice(0, 5);
  }

  /**
   * Suggestions' words with their typos corrected as the results page corrects them (a number
   * and a word the catalogue carries stay as typed); null when no word needed it.
   */
  async function correctedWords(words: string[]): Promise<string[] | null> {
    const carried = new Set(await repository.carriedWords(words));
    const corrected = await Promise.all(
      words.map(async (word) => (carried.has(word) || looksLikeCode(word) ? word : ((await correctionsOf(word))[0] ?? word))),
    );
    return corrected.some((word, index) => word !== words[index]) ? corrected : null;
  }

  return {
    plan,

    correctedWords,

    nearQueries,

    /** Whether a plan can match anything at all. */
    matchesSomething: (searchPlan: SearchPlan) => searchPlan.match.ids.length > 0,

    /** Counts a search that found nothing, for the owner; keeps the most recent MISSES_KEPT. */
    async recordMiss(searchPlan: SearchPlan, locale: string): Promise<void> {
      if (searchPlan.folded.length === 0) return;
      await repository.recordMiss(searchPlan.folded, searchPlan.query, locale);
      // Pruning now and then is enough: a burst of new misses overshoots by a few rows at most.
      if (Math.random() < 0.02) await repository.pruneMisses(MISSES_KEPT);
    },

    async misses(limit: number, offset: number) {
      const [rows, total] = await Promise.all([repository.listMisses(limit, offset), repository.countMisses()]);
      return { rows, total };
    },

    /** Takes a miss off the owner's list (dealt with: a synonym added, a part listed). */
    forgetMiss: (actor: Actor, query: string) =>
      db.transaction(async (tx) => {
        await createSearchRepository(tx).forgetMiss(foldSearchText(query));
        await recordAudit(tx, actor, { action: "search.miss.forget", entityType: "search_miss", entityId: query.slice(0, 100) });
      }),

    synonymGroups: () => repository.listSynonyms(),

    /** A group of phrases that mean the same part; each folded, two or more, distinct. */
    async addSynonyms(actor: Actor, phrases: string[]) {
      const cleaned = [...new Set(phrases.map((phrase) => searchWords(phrase, 6).join(" ")).filter((phrase) => phrase.length > 0))];
      if (cleaned.length < 2) throw new InvalidInputError("A synonym group needs two or more different words or phrases");
      if (cleaned.length > 20) throw new InvalidInputError("A synonym group has at most 20 phrases");
      const row = await db.transaction(async (tx) => {
        const added = await createSearchRepository(tx).addSynonyms(cleaned);
        await recordAudit(tx, actor, {
          action: "search.synonyms.add",
          entityType: "search_synonyms",
          entityId: String(added.id),
          after: { phrases: cleaned },
        });
        return added;
      });
      synonyms = null;
      return row;
    },

    async deleteSynonyms(actor: Actor, id: number): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const gone = await createSearchRepository(tx).deleteSynonyms(id);
        if (gone)
          await recordAudit(tx, actor, {
            action: "search.synonyms.delete",
            entityType: "search_synonyms",
            entityId: String(id),
            before: { phrases: gone },
          });
        return gone !== null;
      });
      synonyms = null;
      return deleted;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
