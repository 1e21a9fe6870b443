// Tells a CDN or a reverse proxy what to forget (decision 015, docs/cdn.md). Every process hears
// every change; the one that claims it in the database first sends it, so a change is purged once
// whatever the number of processes. The keys are the change's tags, as the kept answers name them
// in their Surrogate-Key header; a change of everything purges the key every answer carries.
import { surrogateKeysOf } from "./response-cache.ts";

export interface CdnPurgeOptions {
  url: string;
  method: "PURGE" | "POST";
  token?: string | undefined;
  /** Claims a change for this process: false when another already sent it. */
  claim(id: number): Promise<boolean>;
  log: { error(detail: object, message: string): void };
  /** The purge request's time limit. */
  timeoutMs?: number;
  /**
   * Hands a purge that failed its quick tries to the durable job queue, which tries it again with
   * backoff (decision 034); without it, the failure is only logged.
   */
  retryLater?: (id: number, tags: readonly string[]) => Promise<unknown>;
}

/** Tries a failed purge again this many times, a second apart, before it logs it as lost. */
const ATTEMPTS = 3;

export function createCdnPurge(options: CdnPurgeOptions) {
  async function send(id: number, keys: string[]): Promise<void> {
    // The change's number too: a purge in the CDN's log can be traced to its row in catalogue_changes.
    const headers: Record<string, string> = { "surrogate-key": keys.join(" "), "x-catalogue-change": String(id) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(options.url, {
          method: options.method,
          headers,
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        await response.arrayBuffer();
        if (response.ok) return;
        throw new Error(`the purge hook answered ${response.status}`);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
      }
    }
  }

  async function purge(id: number, tags: readonly string[]): Promise<void> {
    const keys = surrogateKeysOf(tags);
    try {
      if (!(await options.claim(id))) return;
      await send(id, keys);
    } catch (error) {
      // Until it is sent, the CDN keeps these answers (at most until their s-maxage runs out).
      options.log.error({ err: error, change: id, keys }, "cdn purge failed");
      await options
        .retryLater?.(id, tags)
        .catch((queued: unknown) => options.log.error({ err: queued, change: id }, "cdn purge could not be queued"));
    }
  }

  const sending = new Set<Promise<void>>();
  return {
    /** One try of a claimed change's purge (the queued retry): throws when the CDN did not take it. */
    sendClaimed: (id: number, tags: readonly string[]) => send(id, surrogateKeysOf(tags)),
    /** Sends one change's keys, when this process is the one to. */
    purge(id: number, tags: readonly string[]): Promise<void> {
      const sent = purge(id, tags).finally(() => sending.delete(sent));
      sending.add(sent);
      return sent;
    },
    /**
     * Resolves once the purges under way now are sent or given up, or after `withinMs`, whichever
     * comes first: a CDN that is down delays no write by more than that.
     */
    async settled(withinMs: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
      await Promise.race([Promise.all(sending), waited]);
      clearTimeout(timer);
    },
  };
}
