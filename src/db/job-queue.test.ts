import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../tests/helpers/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import { createJobQueue } from "./job-queue.ts";

// Work that ticks more often than pg-boss's cron allows (once a minute) ticks by `everySeconds`:
// the mail dispatch every 5 s is what a shopper waiting for a sign-in link waits on.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const quiet = { error: () => {}, warn: () => {} };

describe("a job that ticks every second", () => {
  it("runs again within seconds, not once a minute, one run at a time", async () => {
    const queue = createJobQueue(database, { log: quiet, pollingIntervalSeconds: 0.5, schema: "jobs_tick_test" });
    let runs = 0;
    let running = 0;
    let overlapped = false;
    queue.define(
      "test.tick",
      async () => {
        running++;
        overlapped ||= running > 1;
        runs++;
        await new Promise<void>((resolve) => setImmediate(resolve));
        running--;
      },
      { everySeconds: 1, retryLimit: 0 },
    );
    await queue.start();
    try {
      await expect.poll(() => runs, { timeout: 15_000, interval: 200 }).toBeGreaterThanOrEqual(3);
      expect(overlapped).toBe(false);
    } finally {
      await queue.stop();
    }
  });
});
