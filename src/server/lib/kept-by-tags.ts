// What the shop keeps in memory until what it shows changes (decision 015): each entry names what
// it shows (src/domain/shown-tags.ts), a change forgets the entries tagged with what it names, and
// an entry read while a change overtook it is refused. The response cache keeps guests' answers
// in it; kept-data.ts keeps what pages are rendered from.
import { EVERYTHING_TAG } from "../../domain/shown-tags.ts";

/** How long anything is kept at most: what depends on the clock is never older than this. */
export const KEPT_MAX_AGE_MS = 60_000;

export interface KeptLimits {
  /** All entries together, in the unit of their sizes; the least recently read go first. */
  maxSize: number;
  /** An entry is read again after this long, changed or not. */
  maxAgeMs: number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  size: number;
  storedAt: number;
}

/** Forgettings remembered, to refuse an entry whose reading one of them overtook. */
const FORGETTINGS_KEPT = 512;

export class KeptByTags<V> {
  readonly limits: KeptLimits;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry<V>>();
  /** The keys of the entries that show each tag. */
  readonly #byTag = new Map<string, Set<string>>();
  #size = 0;
  /** How many forgettings there have been, and the latest of them with what they named. */
  #forgotten = 0;
  readonly #recent: { count: number; tags: ReadonlySet<string> }[] = [];

  constructor(limits: KeptLimits, now: () => number = Date.now) {
    this.limits = limits;
    this.#now = now;
  }

  get size(): { entries: number; size: number } {
    return { entries: this.#entries.size, size: this.#size };
  }

  /** Taken before reading what will be kept: `put` refuses it when a change it shows came since. */
  get mark(): number {
    return this.#forgotten;
  }

  /** The value kept under `key`, while younger than the age limit (it becomes the most recently read). */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt > this.limits.maxAgeMs) {
      this.#remove(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value read since `mark`; false when a change it shows came meanwhile, or it is larger than all. */
  put(key: string, mark: number, value: V, tags: readonly string[], size: number): boolean {
    if (this.overtaken(mark, tags) || size > this.limits.maxSize) return false;
    this.#remove(key);
    this.#entries.set(key, { value, tags, size, storedAt: this.#now() });
    this.#size += size;
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) this.#byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.#evict();
    return true;
  }

  /** Counts more of a kept value's size (its compressed forms, say), when it is still the one kept. */
  grow(key: string, value: V, by: number): void {
    const entry = this.#entries.get(key);
    if (entry?.value !== value) return;
    entry.size += by;
    this.#size += by;
    this.#evict();
  }

  /** Whether a change naming one of `tags` (or everything) was applied since `mark`. */
  overtaken(mark: number, tags: readonly string[]): boolean {
    if (mark === this.#forgotten) return false;
    const oldest = this.#recent[0];
    if (!oldest || oldest.count > mark + 1) return true; // too long ago to tell
    return this.#recent.some(
      (forgetting) => forgetting.count > mark && (forgetting.tags.has(EVERYTHING_TAG) || tags.some((tag) => forgetting.tags.has(tag))),
    );
  }

  /** Forgets the entries that show any of `tags` (all of them for `*`), and refuses those being read now that do. */
  forget(tags: readonly string[]): void {
    this.#forgotten += 1;
    this.#recent.push({ count: this.#forgotten, tags: new Set(tags) });
    if (this.#recent.length > FORGETTINGS_KEPT) this.#recent.shift();
    if (tags.includes(EVERYTHING_TAG)) {
      this.#entries.clear();
      this.#byTag.clear();
      this.#size = 0;
      return;
    }
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (keys) for (const key of [...keys]) this.#remove(key);
    }
  }

  #evict(): void {
    for (const oldKey of this.#entries.keys()) {
      if (this.#size <= this.limits.maxSize) break;
      this.#remove(oldKey);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
