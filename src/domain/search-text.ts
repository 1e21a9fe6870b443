// How the shop reads what a shopper types into search (decision 023). The database
// folds titles with search_fold (migration 0020); these are the same rules for the typed text.

const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
const FOLDS: Record<string, string> = { أ: "ا", إ: "ا", آ: "ا", ٱ: "ا", ة: "ه", ى: "ي", ё: "е" };

/**
 * Lower case; Arabic without diacritics or tatweel, its alef forms as one, taa marbuta as haa and
 * alef maqsura as yaa; Russian ё as е. "الأمامية" and "الامامیه" read the same.
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱةىё]/g, (c) => FOLDS[c] ?? c);
}

/**
 * The most words of a query a search or a suggestion reads: a part is named in a few words, and
 * each word costs a read of its postings.
 */
export const SEARCH_WORDS_MAX = 8;

/** Every word of the text, folded, in order, repeats and all. */
function allWords(text: string): string[] {
  return foldSearchText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The words of a typed query, folded, in order, each once (a repeat narrows nothing), at most `max`. */
export function searchWords(text: string, max = SEARCH_WORDS_MAX): string[] {
  return [...new Set(allWords(text))].slice(0, max);
}

/**
 * The words suggestions read (decision 013), from a query already cut by cleanSearchQuery: each
 * once, at most SEARCH_WORDS_MAX, and the last typed (the word being typed, matched as a prefix)
 * always last. A word typed whole and again last is only the prefix: a part carrying it carries
 * a word that starts with it.
 */
export function suggestionWords(text: string): string[] {
  const words = allWords(text);
  const typing = words.at(-1);
  if (typing === undefined) return [];
  const whole = [...new Set(words.slice(0, -1))].filter((word) => word !== typing);
  return [...whole.slice(0, SEARCH_WORDS_MAX - 1), typing];
}

/**
 * The most a search lists (decision 023): its best matches, most popular first. Broader queries say
 * so and ask for a word more or a vehicle; counting and faceting every "toyota" part of a million
 * is not what a shopper needs, and would cost a second a page.
 */
export const SEARCH_MATCHES = 500;

/** A query longer than this is cut: nobody types a paragraph into a parts search. */
export const SEARCH_QUERY_MAX = 100;

/** The query as the shop keeps it: trimmed, inner spaces collapsed, cut at SEARCH_QUERY_MAX. */
export function cleanSearchQuery(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX);
}

/** Whether a word may be (part of) a part number: it has a digit, or is a long run of capitals and digits. */
export function looksLikeCode(word: string): boolean {
  return /\d/.test(word);
}

/**
 * How many single-letter edits (insert, delete, substitute, swap two neighbours) turn `a` into
 * `b` (optimal string alignment distance). Used to rank the dictionary words a typo may mean.
 */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const current = [i, ...new Array<number>(n).fill(0)];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
    }
    before = previous;
    previous = current;
  }
  return previous[n]!;
}

/**
 * Typos forgiven by a word's length: none under 3 letters, one up to 7, two from 8. A word of
 * SHORT_WORD_MAX letters or fewer is one letter from many others ("bul": bull, bus, but), so it is
 * corrected only where the catalogue's words make the one meant plain (shortWordCorrection).
 */
export function typoAllowance(word: string): number {
  const length = [...word].length;
  return length < 3 ? 0 : length < 8 ? 1 : 2;
}

/** The longest word whose correction must be unambiguous. */
export const SHORT_WORD_MAX = 4;

const LATIN = "abcdefghijklmnopqrstuvwxyz0123456789";
const CYRILLIC = "абвгдежзийклмнопрстуфхцчшщъыьэюя0123456789";
const ARABIC = "ءابتثجحخدذرزسشصضطظعغفقكلمنهويؤئ0123456789";

/** The letters a word is written in, as folded: its script's, and its own. */
function alphabetOf(word: string): string[] {
  const script = /[\u0400-\u04FF]/.test(word) ? CYRILLIC : /[\u0600-\u06FF]/.test(word) ? ARABIC : LATIN;
  return [...new Set([...script, ...word])];
}

/**
 * Every word one edit from a (folded) word, in its own script: a letter left out, swapped with
 * its neighbour, changed, or added. A short word's few hundred, to look up whole in the dictionary.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  const alphabet = alphabetOf(word);
  const variants = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const before = letters.slice(0, i).join("");
    const after = letters.slice(i).join("");
    const rest = letters.slice(i + 1).join("");
    if (i < letters.length) variants.add(before + rest);
    if (i + 1 < letters.length) variants.add(before + letters[i + 1] + letters[i] + letters.slice(i + 2).join(""));
    for (const letter of alphabet) {
      if (i < letters.length) variants.add(before + letter + rest);
      variants.add(before + letter + after);
    }
  }
  variants.delete(word);
  return [...variants].filter((variant) => variant.length > 0);
}

/**
 * A synonym group's phrases split into folded words; the longest phrases first, so "shock
 * absorbers" is taken before "shock".
 */
export function synonymPhrases(groups: readonly (readonly string[])[]): Map<string, string[][]> {
  const byPhrase = new Map<string, string[][]>();
  for (const group of groups) {
    const phrases = group.map((phrase) => searchWords(phrase, 6)).filter((words) => words.length > 0);
    for (const phrase of phrases) {
      const key = phrase.join(" ");
      const others = byPhrase.get(key) ?? [];
      for (const other of phrases) if (!others.some((o) => o.join(" ") === other.join(" "))) others.push(other);
      byPhrase.set(key, others);
    }
  }
  return byPhrase;
}

/**
 * One place of a query: the shopper's word (or phrase) and what else it may be written as. Every
 * slot must be met by a part; a slot is met by any of its alternatives, and an alternative by a
 * part carrying all its words.
 */
export interface QuerySlot {
  typed: string;
  alternatives: string[][];
}

/**
 * The query's words grouped into slots: where a run of words is a synonym phrase, the longest
 * such run is one slot whose alternatives are the group's phrases; every other word is its own slot.
 */
export function querySlots(words: readonly string[], synonyms: ReadonlyMap<string, string[][]>): QuerySlot[] {
  const longest = Math.max(1, ...[...synonyms.keys()].map((key) => key.split(" ").length));
  const slots: QuerySlot[] = [];
  for (let i = 0; i < words.length;) {
    let taken = false;
    for (let length = Math.min(longest, words.length - i); length >= 1; length--) {
      const phrase = words.slice(i, i + length).join(" ");
      const group = synonyms.get(phrase);
      if (group) {
        slots.push({ typed: phrase, alternatives: group });
        i += length;
        taken = true;
        break;
      }
    }
    if (!taken) {
      slots.push({ typed: words[i]!, alternatives: [[words[i]!]] });
      i++;
    }
  }
  return slots;
}
