import { describe, expect, it } from "vitest";

import { TooManyRequestsError } from "../../lib/errors.ts";
import { createReviewLimiter, REVIEW_RATE_LIMIT } from "./review-limiter.ts";

describe("review rate limit", () => {
  it("refuses a client's post beyond 5 in the window, and allows it again once the window has passed", () => {
    let now = 1_000_000;
    const limiter = createReviewLimiter(() => now);
    const client = { key: "ip:1.2.3.4" };
    for (let i = 0; i < REVIEW_RATE_LIMIT.perClient; i++) {
      limiter.check(client);
      limiter.record(client);
    }
    expect(() => limiter.check(client)).toThrow(TooManyRequestsError);
    expect(() => limiter.check({ key: "ip:5.6.7.8" })).not.toThrow();
    now += REVIEW_RATE_LIMIT.windowMs + 1;
    expect(() => limiter.check(client)).not.toThrow();
  });

  it("gives a shared key (shoppers without a known address) the larger shared allowance", () => {
    const limiter = createReviewLimiter(() => 0);
    const shared = { key: "storefront", shared: true };
    for (let i = 0; i < REVIEW_RATE_LIMIT.perClient; i++) limiter.record(shared);
    expect(() => limiter.check(shared)).not.toThrow();
    for (let i = REVIEW_RATE_LIMIT.perClient; i < REVIEW_RATE_LIMIT.shared; i++) limiter.record(shared);
    expect(() => limiter.check(shared)).toThrow(TooManyRequestsError);
  });
});
