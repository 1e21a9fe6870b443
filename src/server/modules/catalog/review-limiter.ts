// How often one client may post reviews. Both ways of posting (the API and the product page's
// form) go through the catalogue service, so one limiter counts both.
import { DomainError } from "../../lib/errors.ts";

export class TooManyRequestsError extends DomainError {
  override readonly statusCode = 429;
  override readonly error = "Too Many Requests";
}

export const REVIEW_RATE_LIMIT = {
  /** Reviews one client may post within the window. */
  perClient: 5,
  /** Reviews all clients without a known address may post together within the window. */
  shared: 60,
  windowMs: 10 * 60_000,
} as const;

const MAX_TRACKED_CLIENTS = 10_000;

/** A sliding window of post times per client key, in memory (one process). */
export function createReviewLimiter(now: () => number = Date.now) {
  const posts = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - REVIEW_RATE_LIMIT.windowMs;
    const times = (posts.get(key) ?? []).filter((t) => t > since);
    if (times.length > 0) posts.set(key, times);
    else posts.delete(key);
    return times;
  }

  return {
    /** Throws 429 when the client has used up its posts of the window. */
    check(client: ReviewClient): void {
      const limit = client.shared ? REVIEW_RATE_LIMIT.shared : REVIEW_RATE_LIMIT.perClient;
      if (recent(client.key).length >= limit) {
        throw new TooManyRequestsError("Too many reviews from you in a short time; please try again later.");
      }
    },
    /** Counts a stored review against the client. */
    record(client: ReviewClient): void {
      if (posts.size >= MAX_TRACKED_CLIENTS && !posts.has(client.key)) {
        for (const key of posts.keys()) recent(key);
        if (posts.size >= MAX_TRACKED_CLIENTS) posts.delete(posts.keys().next().value!);
      }
      posts.set(client.key, [...recent(client.key), now()]);
    },
  };
}

/** Who posts: an address or account key; shared when many shoppers may stand behind it. */
export interface ReviewClient {
  key: string;
  shared?: boolean;
}
