// The catalogue's changes as each process hears them (decision 015). The triggers of migration
// 0026 write what each change shows guests (src/domain/shown-tags.ts) into catalogue_changes,
// numbered by the sequence catalogue_version, and notify the channel at commit with that number.
// A process reads the rows it has not applied and tells its subscribers (the response cache, the
// CDN's purge) what to forget. It also reads them before it sends a kept answer: the version is
// read first (one read shared by the requests that arrive together), and only when it moved are
// the changes read, so an edit shows on the next request to any process, even before its
// notification arrives. A number read past without its row (its transaction had not committed, or
// rolled back) is asked for again by each read for a while, so a change numbered before one
// already read but committed after it also shows on the next request, not only when its
// notification comes. A database that does not answer the read at once (hung, or its network
// dropping packets) holds no kept answer: it waits a moment (catchUp), then is sent from memory
// while the read goes on and applies what it finds when it returns.
import type { ChannelListener } from "../../db/client.ts";
import { EVERYTHING_TAG } from "../../domain/shown-tags.ts";

export const CATALOGUE_CHANNEL = "catalogue_changed";

/** Where a read the channel started, and nobody awaits, tells its failure. */
export interface ChangesLog {
  warn(detail: object, message: string): void;
}

export interface CatalogueChangeSource {
  /** The last number the sequence gave (committed or not). */
  version(): Promise<number>;
  /** The committed changes numbered in (after, upTo], and those numbered `also`. */
  changes(after: number, upTo: number, also: readonly number[]): Promise<{ id: number; tags: string[] }[]>;
}

/** Told of each change once, in the order read; `id` is null when everything is forgotten (the channel was lost). */
export type ChangeSubscriber = (tags: readonly string[], id: number | null) => void;

/** Changes remembered as applied, to tell a late commit from one already read. */
const SEEN_KEPT = 10_000;
/**
 * How long a number read past without its row is asked for again: a catalogue transaction open
 * longer than this between its change and its commit is heard by its notification alone.
 */
const GAP_MS = 30_000;
/** Numbers waited for at most: past this, the oldest are left to their notifications. */
const GAPS_KEPT = 1_000;
/**
 * How long a kept answer waits for the database to answer the read of its changes before it is
 * sent from memory: far above a read's usual 0.1-2 ms, far below a statement timeout.
 */
export const LATE_AFTER_MS = 250;

export class CatalogueChanges {
  readonly #source: CatalogueChangeSource;
  readonly #subscribers: ChangeSubscriber[] = [];
  #listening = false;
  /** Every change numbered up to this has been read, or was not committed when it was. */
  #applied = -1;
  readonly #seen = new Set<number>();
  /** Numbers heard on the channel but not read yet (committed after a later one). */
  readonly #late = new Set<number>();
  /** Numbers read past without their row, and since when: asked for again until found or old. */
  readonly #gaps = new Map<number, number>();
  #reading: Promise<void> | null = null;
  #nextReading: Promise<void> | null = null;
  /** When the database was asked what the read is waiting for now; null between questions. */
  #askedAt: number | null = null;
  readonly #lateAfterMs: number;
  readonly #log: ChangesLog | undefined;

  constructor(source: CatalogueChangeSource, options: { lateAfterMs?: number; log?: ChangesLog } = {}) {
    this.#source = source;
    this.#lateAfterMs = options.lateAfterMs ?? LATE_AFTER_MS;
    this.#log = options.log;
  }

  /** Whether changes are heard: while not, nothing may be kept. */
  get listening(): boolean {
    return this.#listening;
  }

  subscribe(subscriber: ChangeSubscriber): void {
    this.#subscribers.push(subscriber);
  }

  /**
   * Applies every change committed before this call, as sync() does, unless the database leaves
   * a question of the read unanswered for the late limit (or fails it): then it resolves false at
   * once, and what is kept may be sent as it is, as old at most as the database's silence (and the
   * age limit). The read goes on, and applies what it finds when it returns; the next call waits
   * for a read that starts after it. True: every change committed before the call is applied.
   */
  async catchUp(): Promise<boolean> {
    const calledAt = Date.now();
    let outcome: boolean | undefined;
    const reading = this.sync().then(
      () => (outcome = true),
      () => (outcome = false),
    );
    // Late: no answer to the question the read waits on (or, between questions, to this call) for the limit.
    const waitedMs = () => Date.now() - (this.#askedAt ?? calledAt);
    for (;;) {
      const waitMs = this.#lateAfterMs - waitedMs();
      if (waitMs > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([reading, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
        clearTimeout(timer);
      }
      // An answer that came while this process was busy is read before the database is called late.
      if (outcome === undefined) await new Promise((resolve) => setImmediate(resolve));
      if (outcome !== undefined) return outcome;
      if (waitedMs() >= this.#lateAfterMs) return false;
    }
  }

  /**
   * Applies every change committed before this call. Calls that arrive together share one read
   * (a burst of twenty costs two): a read already under way may have started before their
   * caller's change was committed, so they wait for the one that starts after it.
   */
  sync(): Promise<void> {
    if (!this.#reading) return this.#startReading();
    this.#nextReading ??= this.#reading.then(
      () => this.#afterReading(),
      () => this.#afterReading(),
    );
    return this.#nextReading;
  }

  #afterReading(): Promise<void> {
    this.#nextReading = null;
    return this.#startReading();
  }

  #startReading(): Promise<void> {
    const reading = this.#read();
    this.#reading = reading;
    const done = () => {
      if (this.#reading === reading) this.#reading = null;
    };
    reading.then(done, done);
    return reading;
  }

  /** One question of a read to the database, timed for catchUp. */
  async #ask<T>(question: () => Promise<T>): Promise<T> {
    this.#askedAt = Date.now();
    try {
      return await question();
    } finally {
      this.#askedAt = null;
    }
  }

  async #read(): Promise<void> {
    const version = await this.#ask(() => this.#source.version());
    if (this.#applied < 0) {
      // Just started listening: everything before is already forgotten.
      this.#applied = version;
      this.#late.clear();
      this.#gaps.clear();
      return;
    }
    const now = Date.now();
    for (const [id, since] of this.#gaps) if (now - since > GAP_MS) this.#gaps.delete(id);
    if (version <= this.#applied && this.#late.size === 0 && this.#gaps.size === 0) return;
    const also = [...new Set([...this.#late, ...this.#gaps.keys()])];
    const upTo = Math.max(version, this.#applied);
    const changes = await this.#ask(() => this.#source.changes(this.#applied, upTo, also));
    for (const id of this.#late) this.#gaps.set(id, this.#gaps.get(id) ?? now);
    this.#late.clear();
    const found = new Set(changes.map((change) => change.id));
    // The newest numbers are the ones whose transactions may still be open.
    for (let id = Math.max(this.#applied + 1, upTo - GAPS_KEPT + 1); id <= upTo; id += 1) if (!found.has(id)) this.#gaps.set(id, now);
    for (const id of found) this.#gaps.delete(id);
    if (this.#gaps.size > GAPS_KEPT) {
      for (const id of [...this.#gaps.keys()].sort((a, b) => a - b).slice(0, this.#gaps.size - GAPS_KEPT)) this.#gaps.delete(id);
    }
    for (const change of changes) {
      if (this.#seen.has(change.id)) continue;
      this.#remember(change.id);
      this.#tell(change.tags, change.id);
    }
    if (version > this.#applied) this.#applied = version;
  }

  #remember(id: number): void {
    this.#seen.add(id);
    if (this.#seen.size <= SEEN_KEPT) return;
    const oldest = [...this.#seen].sort((a, b) => a - b).slice(0, SEEN_KEPT / 2);
    for (const old of oldest) this.#seen.delete(old);
  }

  #tell(tags: readonly string[], id: number | null): void {
    for (const subscriber of this.#subscribers) subscriber(tags, id);
  }

  /** Wires the changes to the database's channel: a notification is read, a broken channel forgets everything. */
  listener(): ChannelListener {
    return {
      heard: (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id) && id <= this.#applied && !this.#seen.has(id)) this.#late.add(id);
        // A failed read is tried again by the next request; the log says why it failed meanwhile.
        this.sync().catch((error: unknown) =>
          this.#log?.warn({ err: error }, "reading the catalogue's changes after a notification failed"),
        );
      },
      lost: (listening) => {
        this.#listening = listening;
        this.#applied = -1;
        this.#seen.clear();
        this.#late.clear();
        this.#gaps.clear();
        this.#tell([EVERYTHING_TAG], null);
      },
    };
  }
}
