// How often one client may post reviews. Both ways of posting (the API and the product page's
// form) go through the catalogue service, so one limiter counts both.
import { TooManyRequestsError } from "../../lib/errors.ts";
import { createRateLimiter } from "../../lib/rate-limiter.ts";

export const REVIEW_RATE_LIMIT = {
  /** Reviews one client may post within the window. */
  perClient: 5,
  /** Reviews all clients without a known address may post together within the window. */
  shared: 60,
  windowMs: 10 * 60_000,
} as const;

export function createReviewLimiter(now: () => number = Date.now) {
  const perClient = createRateLimiter({ max: REVIEW_RATE_LIMIT.perClient, windowMs: REVIEW_RATE_LIMIT.windowMs, now });
  const shared = createRateLimiter({ max: REVIEW_RATE_LIMIT.shared, windowMs: REVIEW_RATE_LIMIT.windowMs, now });
  const limiterOf = (client: ReviewClient) => (client.shared ? shared : perClient);

  return {
    /** Throws 429 when the client has used up its posts of the window. */
    check(client: ReviewClient): void {
      if (limiterOf(client).isLimited([client.key])) {
        throw new TooManyRequestsError("Too many reviews from you in a short time; please try again later.");
      }
    },
    /** Counts a stored review against the client. */
    record(client: ReviewClient): void {
      limiterOf(client).record([client.key]);
    },
  };
}

/** Who posts: an address or account key; shared when many shoppers may stand behind it. */
export interface ReviewClient {
  key: string;
  shared?: boolean;
}
