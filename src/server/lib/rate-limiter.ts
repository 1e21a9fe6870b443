// Every per-client limit of the shop, in one table, counted in this process's memory or, with
// REDIS_URL, in Redis so that every process of the shop counts together (docs/decisions/008).
import { isIPv6 } from "node:net";

import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

import { ServiceUnavailableError } from "../../domain/errors.ts";

export interface LimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits and their defaults. "perAddress" counts one client address (with TRUST_PROXY off,
 * the connection's own: X-Forwarded-For is ignored), "global" all clients together, so that many
 * addresses cannot flood the shop either. RATE_LIMITS overrides any of them.
 */
export const LIMIT_DEFAULTS = {
  /** Failed sign-ins from one address, whatever the accounts. */
  "signIn.perAddress": { max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one address: the attacker's address stops here. */
  "signIn.perAccountAddress": { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from every address that cannot show the account's device cookie. */
  "signIn.perAccount": { max: 50, windowMs: HOUR },
  /** Staff sign in at /admin with limits of their own: fewer guesses, as a staff account opens the back office. */
  "staffSignIn.perAddress": { max: 10, windowMs: 15 * MINUTE },
  "staffSignIn.perAccount": { max: 20, windowMs: HOUR },
  "signUp.perAddress": { max: 10, windowMs: HOUR },
  "signUp.global": { max: 300, windowMs: HOUR },
  /** Mailed links (reset, verification, new address) one address may receive. */
  "linkMail.perEmail": { max: 3, windowMs: HOUR },
  "linkMail.perAddress": { max: 20, windowMs: HOUR },
  "linkMail.global": { max: 500, windowMs: HOUR },
  "newsletter.perAddress": { max: 10, windowMs: HOUR },
  "newsletter.global": { max: 1000, windowMs: HOUR },
  /** "Tell me when it is back": asks from one address, and all of them (each may mail once). */
  "backInStock.perAddress": { max: 20, windowMs: HOUR },
  "backInStock.global": { max: 2000, windowMs: HOUR },
  "contact.perAddress": { max: 5, windowMs: 10 * MINUTE },
  "contact.perSender": { max: 5, windowMs: 10 * MINUTE },
  "contact.global": { max: 200, windowMs: HOUR },
  "review.perAddress": { max: 5, windowMs: 10 * MINUTE },
  "review.global": { max: 200, windowMs: HOUR },
  "track.perAddress": { max: 10, windowMs: 15 * MINUTE },
  "track.global": { max: 500, windowMs: 15 * MINUTE },
  /** Builds one customer may submit: each is read by staff before it is published. */
  "builds.perUser": { max: 5, windowMs: 24 * HOUR },
  /**
   * Search suggestions from one address. The header asks once per keystroke from two characters,
   * and suggestions read at most 100 characters: the longest query, typed key by key at 10 keys a
   * second (faster than a fast typist's 7-8) without a pause, asks 99 times in 10 s and is never
   * refused. Past the caps a suggestion costs tens of milliseconds at most, so one address is held
   * to a small share of a core; a refusal only leaves the dropdown closed for a moment.
   */
  "suggest.perAddress": { max: 100, windowMs: 10_000 },
  /**
   * Requests of one caller of the admin API (/api/admin): a token, or a member of staff. Enough for
   * an ERP's sync loop; a supplier's feed sends its thousands of SKUs in one call, not one each.
   */
  "adminApi.perCaller": { max: 600, windowMs: MINUTE },
  "checkout.perAddress": { max: 20, windowMs: 10 * MINUTE },
  "checkout.global": { max: 1000, windowMs: 10 * MINUTE },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_DEFAULTS;
export type LimitOverrides = Partial<Record<LimitName, LimitRule>>;

const UNITS: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR, d: 24 * HOUR };

/** Reads RATE_LIMITS: `name=max/window` pairs, comma separated (`signUp.perAddress=5/1h,track.global=100/15m`). */
export function parseLimitOverrides(text: string): LimitOverrides {
  const overrides: LimitOverrides = {};
  for (const entry of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z.]+)=(\d+)\/(\d+)([smhd])$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not name=max/window (like signUp.perAddress=5/1h)`);
    const name = match[1]!;
    if (!(name in LIMIT_DEFAULTS)) throw new Error(`"${name}" is not a limit; limits: ${Object.keys(LIMIT_DEFAULTS).join(", ")}`);
    overrides[name as LimitName] = { max: Number(match[2]), windowMs: Number(match[3]) * UNITS[match[4]!]! };
  }
  return overrides;
}

/** The key of a client's address: an IPv6 client by its /64, which one subscriber usually holds whole. */
export function addressKey(ip: string): string {
  const address = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice("::ffff:".length) : ip;
  if (!isIPv6(address)) return `ip:${address}`;
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups]
    : headGroups;
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => parseInt(group || "0", 16).toString(16))
    .join(":")}::/64`;
}

export interface RateLimiter {
  /** True when any of the keys has used up the limit. */
  isLimited(keys: string[]): Promise<boolean>;
  /** Counts one attempt under every key (a failed sign-in, a stored review). */
  record(keys: string[]): Promise<void>;
  /** Counts one attempt under every key when all are under the limit; otherwise counts none and answers false. */
  take(keys: string[]): Promise<boolean>;
  /** Takes back one attempt counted under each key (a later limit of the same request refused it). */
  undo(keys: string[]): Promise<void>;
}

/** A sliding window per key in this process's memory: "at most max in any windowMs". */
export function createMemoryLimiter(rule: LimitRule, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  function recent(key: string, at: number): number[] {
    const kept = (hits.get(key) ?? []).filter((time) => at - time < rule.windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  }
  const isLimitedNow = (keys: string[]) => keys.some((key) => recent(key, now()).length >= rule.max);
  function recordNow(keys: string[]): void {
    const at = now();
    // Forget idle clients now and then, so the map does not grow without end.
    if (hits.size > 10_000) for (const key of [...hits.keys()]) recent(key, at);
    for (const key of keys) hits.set(key, [...recent(key, at), at]);
  }
  return {
    isLimited: async (keys) => isLimitedNow(keys),
    record: async (keys) => recordNow(keys),
    // No await between the check and the count: two requests cannot both slip under the limit.
    take: async (keys) => {
      if (isLimitedNow(keys)) return false;
      recordNow(keys);
      return true;
    },
    undo: async (keys) => {
      for (const key of keys) hits.set(key, (hits.get(key) ?? []).slice(0, -1));
    },
  };
}

/** A window per key in Redis, shared by every process of the shop; each count is atomic in Redis. */
export function createRedisLimiter(rule: LimitRule, redis: Redis, keyPrefix: string): RateLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points: rule.max,
    duration: Math.max(1, Math.ceil(rule.windowMs / 1000)),
  });
  // Redis away: refuse for now (503) rather than let every attempt through uncounted.
  const unavailable = (error: unknown): never => {
    throw new ServiceUnavailableError("The shop is briefly unavailable; please try again.", { cause: error });
  };
  const spent = async (key: string) => ((await limiter.get(key).catch(unavailable))?.consumedPoints ?? 0) >= rule.max;
  return {
    isLimited: async (keys) => (await Promise.all(keys.map(spent))).some(Boolean),
    record: async (keys) => {
      await Promise.all(keys.map((key) => limiter.penalty(key, 1))).catch(unavailable);
    },
    async take(keys) {
      const taken: string[] = [];
      for (const key of keys) {
        try {
          await limiter.consume(key, 1);
          taken.push(key);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) unavailable(refusal);
          // Spent: give back what this attempt took, so a refused attempt counts nowhere.
          await Promise.all([key, ...taken].map((k) => limiter.reward(k, 1)));
          return false;
        }
      }
      return true;
    },
    undo: async (keys) => {
      await Promise.all(keys.map((key) => limiter.reward(key, 1)));
    },
  };
}

export interface LimitersOptions {
  overrides?: LimitOverrides | undefined;
  /** Shared counts across processes; without it each process counts alone. */
  redis?: Redis | undefined;
  keyPrefix?: string;
  /** Memory limiters only: the clock (tests). */
  now?: () => number;
}

/** Makes the named limits of the shop, each from its default or its RATE_LIMITS override. */
export function createLimiters(options: LimitersOptions = {}) {
  const made = new Map<LimitName, RateLimiter>();
  function limiter(name: LimitName): RateLimiter {
    let one = made.get(name);
    if (!one) {
      const rule = options.overrides?.[name] ?? LIMIT_DEFAULTS[name];
      one = options.redis
        ? createRedisLimiter(rule, options.redis, `${options.keyPrefix ?? "overland:"}limit:${name}`)
        : createMemoryLimiter(rule, options.now);
      made.set(name, one);
    }
    return one;
  }
  return {
    rule: (name: LimitName): LimitRule => options.overrides?.[name] ?? LIMIT_DEFAULTS[name],
    limiter,
    /**
     * One attempt against several limits, in order (the client's own first, the global last): all
     * count it, or none does. A client refused at its own limit never spends the global one.
     */
    async take(checks: readonly (readonly [LimitName, string])[]): Promise<boolean> {
      const taken: (readonly [LimitName, string])[] = [];
      for (const check of checks) {
        const [name, key] = check;
        if (!(await limiter(name).take([key]))) {
          await Promise.all(taken.map(([n, k]) => limiter(n).undo([k])));
          return false;
        }
        taken.push(check);
      }
      return true;
    },
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
