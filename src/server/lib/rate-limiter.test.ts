import { describe, expect, it } from "vitest";

import { addressKey, createLimiters, createMemoryLimiter, LIMIT_DEFAULTS, parseLimitOverrides } from "./rate-limiter.ts";

describe("a sliding-window rate limit per key", () => {
  it("allows max attempts in the window, then refuses until the oldest leaves it", async () => {
    let time = 0;
    const limiter = createMemoryLimiter({ max: 2, windowMs: 1000 }, () => time);
    expect(await limiter.take(["ip:1"])).toBe(true);
    time = 500;
    expect(await limiter.take(["ip:1"])).toBe(true);
    expect(await limiter.take(["ip:1"])).toBe(false);
    time = 1000;
    expect(await limiter.take(["ip:1"])).toBe(true);
  });

  it("counts clients apart", async () => {
    const limiter = createMemoryLimiter({ max: 1, windowMs: 1000 }, () => 0);
    expect(await limiter.take(["ip:1"])).toBe(true);
    expect(await limiter.take(["ip:2"])).toBe(true);
    expect(await limiter.take(["ip:1"])).toBe(false);
  });

  it("refuses when any of the keys is spent, and then counts none of them", async () => {
    const limiter = createMemoryLimiter({ max: 1, windowMs: 1000 }, () => 0);
    expect(await limiter.take(["sender:a@example.com"])).toBe(true);
    expect(await limiter.take(["ip:1", "sender:a@example.com"])).toBe(false);
    expect(await limiter.take(["ip:1"])).toBe(true);
  });

  it("counts only what is recorded: checking a key spends nothing", async () => {
    const limiter = createMemoryLimiter({ max: 1, windowMs: 1000 }, () => 0);
    expect(await limiter.isLimited(["email:a"])).toBe(false);
    expect(await limiter.isLimited(["email:a"])).toBe(false);
    await limiter.record(["email:a"]);
    expect(await limiter.isLimited(["email:a"])).toBe(true);
    expect(await limiter.isLimited(["email:b"])).toBe(false);
  });
});

describe("several limits on one attempt (the client's own, then the shop's)", () => {
  it("counts the attempt under all of them or none: a client refused at its own limit spends nothing of the global one", async () => {
    const limiters = createLimiters({
      overrides: { "signUp.perAddress": { max: 1, windowMs: 1000 }, "signUp.global": { max: 2, windowMs: 1000 } },
      now: () => 0,
    });
    const signUp = (address: string) =>
      limiters.take([
        ["signUp.perAddress", address],
        ["signUp.global", "all"],
      ]);
    expect(await signUp("ip:1")).toBe(true);
    for (let i = 0; i < 5; i++) expect(await signUp("ip:1")).toBe(false);
    expect(await signUp("ip:2")).toBe(true);
    expect(await signUp("ip:3")).toBe(false);
  });
});

describe("a client's address as a limit key", () => {
  it("keys IPv4 by the address, an IPv4-mapped IPv6 as IPv4, and IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("ip:203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("ip:203.0.113.9");
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe(addressKey("2001:db8:1:2:ffff::1"));
    expect(addressKey("2001:db8:1:2::1")).toBe("ip6:2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });
});

describe("RATE_LIMITS", () => {
  it("reads name=max/window pairs and refuses unknown names and bad shapes", () => {
    expect(parseLimitOverrides("signUp.perAddress=5/1h, track.global=100/15m")).toEqual({
      "signUp.perAddress": { max: 5, windowMs: 3_600_000 },
      "track.global": { max: 100, windowMs: 900_000 },
    });
    expect(() => parseLimitOverrides("signUp.everyone=5/1h")).toThrow(/not a limit/);
    expect(() => parseLimitOverrides("signUp.perAddress=5")).toThrow(/name=max\/window/);
    expect(Object.keys(LIMIT_DEFAULTS)).toContain("signIn.perAccount");
  });
});
