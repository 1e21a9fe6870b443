/**
 * A sliding-window limit per client key, in this process's memory: "at most `max` in any
 * `windowMs`". With several processes each holds its own count (ARCHITECTURE: REDIS_URL would
 * move limits to Redis).
 */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();

  function recent(key: string, at: number): number[] {
    const kept = (hits.get(key) ?? []).filter((time) => at - time < options.windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  }

  const limiter = {
    /** True when any of the keys has used up its attempts of the window. */
    isLimited(keys: string[]): boolean {
      const at = now();
      return keys.some((key) => recent(key, at).length >= options.max);
    },
    /** Counts one attempt under every key (e.g. a failed sign-in, a stored review). */
    record(keys: string[]): void {
      const at = now();
      // Forget idle clients now and then, so the map does not grow without end.
      if (hits.size > 10_000) for (const key of [...hits.keys()]) recent(key, at);
      for (const key of keys) hits.set(key, [...recent(key, at), at]);
    },
    /** Counts one attempt under every key when all of them are under the limit; false otherwise. */
    take(keys: string[]): boolean {
      if (limiter.isLimited(keys)) return false;
      limiter.record(keys);
      return true;
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
