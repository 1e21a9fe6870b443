import { describe, expect, it } from "vitest";

import { createRateLimiter } from "./rate-limiter.ts";

describe("a sliding-window rate limit per client key", () => {
  it("allows max attempts in the window, then refuses until the oldest leaves it", () => {
    let time = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000, now: () => time });
    expect(limiter.take(["ip:1"])).toBe(true);
    time = 500;
    expect(limiter.take(["ip:1"])).toBe(true);
    expect(limiter.take(["ip:1"])).toBe(false);
    time = 1000;
    expect(limiter.take(["ip:1"])).toBe(true);
  });

  it("counts clients apart", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.take(["ip:1"])).toBe(true);
    expect(limiter.take(["ip:2"])).toBe(true);
    expect(limiter.take(["ip:1"])).toBe(false);
  });

  it("refuses when any of the keys is spent, and then counts none of them", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.take(["sender:a@example.com"])).toBe(true);
    expect(limiter.take(["ip:1", "sender:a@example.com"])).toBe(false);
    expect(limiter.take(["ip:1"])).toBe(true);
  });

  it("counts only what is recorded: checking a key spends nothing", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 1000, now: () => 0 });
    expect(limiter.isLimited(["email:a"])).toBe(false);
    expect(limiter.isLimited(["email:a"])).toBe(false);
    limiter.record(["email:a"]);
    expect(limiter.isLimited(["email:a"])).toBe(true);
    expect(limiter.isLimited(["email:b"])).toBe(false);
  });
});
