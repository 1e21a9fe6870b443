import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { stopUnderLoad } from "../../../tests/helpers/keep-alive-load.ts";
import { openProcessDatabase, type ProcessDatabase } from "../../../tests/helpers/process-database.ts";
import { startShop, type ShopProcess } from "../../../tests/helpers/shop-process.ts";

// WEB_CONCURRENCY=2 (PostgreSQL: several processes share one database). systemd, Docker and a
// terminal's Ctrl-C signal the whole process group, so each worker hears SIGTERM twice: once
// from the signal itself and once forwarded by the primary.

let database: ProcessDatabase;
let shop: ShopProcess | undefined;

beforeAll(async () => {
  database = await openProcessDatabase();
});
afterAll(async () => {
  if (shop && shop.process.exitCode === null) shop.process.kill("SIGKILL");
  await database?.remove();
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("SIGTERM to a cluster under keep-alive load", () => {
  it(
    "the primary forwards it and waits for its workers, which drain without a reset though each hears it twice",
    { timeout: 120_000 },
    async () => {
      shop = await startShop({ ...database.env, WEB_CONCURRENCY: "2", SHUTDOWN_DRAIN_MS: "1000", SHUTDOWN_TIMEOUT_MS: "15000" });
      const running = shop;
      await expect.poll(() => running.output().match(/worker \d+ listening/g)?.length ?? 0, { timeout: 30_000 }).toBe(2);
      const workers = [...running.output().matchAll(/worker (\d+) listening/g)].map((match) => Number(match[1]));

      const { tally, exitCode } = await stopUnderLoad(running, {
        clients: 50,
        paths: ["/api/website/products/?limit=12", "/healthz"],
        answersFirst: 300,
        signal: () => {
          running.process.kill("SIGTERM");
          for (const worker of workers) process.kill(worker, "SIGTERM");
        },
      });

      expect({
        resets: tally.resets,
        incomplete: tally.incomplete,
        other: tally.other,
        notAnsweredInFull: tally.answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.path}: ${answer.status}`),
      }).toEqual({ resets: [], incomplete: [], other: [], notAnsweredInFull: [] });
      expect(tally.refused).toBeGreaterThan(0);
      expect(exitCode).toBe(0);
      // The primary left last.
      expect(workers.filter(alive)).toEqual([]);
    },
  );
});
