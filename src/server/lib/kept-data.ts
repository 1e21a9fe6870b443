// What pages are rendered from (a part's page data, a listing's rows, the home page's featured
// parts), kept apart from the pages themselves until what it shows changes (decision 015): a
// page rendered again (in another language or currency, for a signed-in customer, or after a
// change to something else it shows) reads it from memory instead of the database. It forgets by
// the same catalogue changes as the kept answers, and nothing is kept while they cannot be heard.
// While the database is late to tell them, what is kept is given as it is (catchUp).
import type { CatalogueChanges } from "./catalogue-changes.ts";
import { KeptByTags } from "./kept-by-tags.ts";

/** A read's result and what it shows (src/domain/shown-tags.ts). */
export interface Shown<V> {
  value: V;
  shows: readonly string[];
}

export interface KeptDataLimits {
  /** All kept values together, counted as their JSON's and their keys' length; 0 keeps nothing. */
  maxBytes: number;
  /** A value is read again after this long, changed or not. */
  maxAgeMs: number;
}

/** Reads one kind of value through the kept data: the same key always names the same read. */
export type KeptReader<V> = (key: string, read: () => Promise<Shown<V>>) => Promise<Shown<V>>;

export class KeptData {
  readonly #changes: Pick<CatalogueChanges, "catchUp" | "listening">;
  readonly #kept: KeptByTags<Shown<unknown>>;
  /** Reads under way, shared by the requests that arrive while no change came. */
  readonly #reading = new Map<string, { mark: number; read: Promise<Shown<unknown>> }>();

  /** `changes` tells what changed (catalogue-changes.ts); wire its subscription to `forget`. */
  constructor(limits: KeptDataLimits, changes: Pick<CatalogueChanges, "catchUp" | "listening">, now: () => number = Date.now) {
    this.#changes = changes;
    this.#kept = new KeptByTags({ maxSize: limits.maxBytes, maxAgeMs: limits.maxAgeMs }, now);
  }

  get size(): { values: number; bytes: number } {
    const { entries, size } = this.#kept.size;
    return { values: entries, bytes: size };
  }

  /**
   * A reader of one kind of value, its keys apart from every other kind's. What it returns is
   * shared by every request that reads it: frozen, so a caller that would change it fails.
   */
  kind<V>(name: string): KeptReader<V> {
    // Each kind's keys hold only its own values.
    return (key, read) => this.#read(`${name}\u0000${key}`, read) as Promise<Shown<V>>;
  }

  async #read(key: string, read: () => Promise<Shown<unknown>>): Promise<Shown<unknown>> {
    if (!this.#keeping) return read();
    const caughtUp = await this.#changes.catchUp();
    if (!this.#keeping) return read();
    const kept = this.#kept.get(key);
    if (kept) return kept;
    // Not kept, and changes unknown: read from the database, which may be away too, and keep nothing.
    if (!caughtUp) return read();
    const mark = this.#kept.mark;
    const under = this.#reading.get(key);
    if (under?.mark === mark) return under.read;
    const reading = read().then((shown) => {
      const frozen = deepFreeze(shown);
      // Its key counts too: many small values under long keys (a crawler's every filter) weigh what they hold.
      if (this.#keeping) this.#kept.put(key, mark, frozen, frozen.shows, key.length + (JSON.stringify(frozen.value)?.length ?? 0));
      return frozen;
    });
    this.#reading.set(key, { mark, read: reading });
    const done = () => {
      if (this.#reading.get(key)?.read === reading) this.#reading.delete(key);
    };
    reading.then(done, done);
    return reading;
  }

  get #keeping(): boolean {
    return this.#changes.listening && this.#kept.limits.maxSize > 0;
  }

  /** Forgets the values that show any of `tags` (all of them for `*`), and refuses those being read now that do. */
  forget(tags: readonly string[]): void {
    this.#kept.forget(tags);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
