import { describe, expect, it } from "vitest";

import { keepAliveLoad, stopUnderLoad } from "../../../tests/helpers/keep-alive-load.ts";
import { shopsOnFreshDatabase } from "../../../tests/helpers/process-database.ts";

// WEB_CONCURRENCY=2 (PostgreSQL: several processes share one database). systemd, Docker and a
// terminal's Ctrl-C signal the whole process group, so each worker hears SIGTERM twice: once
// from the signal itself and once forwarded by the primary.

const shops = shopsOnFreshDatabase();

/** Two workers on the fresh database, both listening. */
async function startCluster() {
  const running = await shops.start({ WEB_CONCURRENCY: "2", SHUTDOWN_DRAIN_MS: "1000", SHUTDOWN_TIMEOUT_MS: "15000" });
  await expect.poll(() => running.output().match(/worker \d+ listening/g)?.length ?? 0, { timeout: 30_000 }).toBe(2);
  return running;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("a cluster under keep-alive load", () => {
  it(
    "SIGTERM: the primary forwards it and waits for its workers, which drain without a reset though each hears it twice",
    { timeout: 120_000 },
    async () => {
      const running = await startCluster();
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

  it(
    "SIGHUP restarts the workers one at a time under the same load: every request is answered and the port never closes",
    { timeout: 180_000 },
    async () => {
      const running = await startCluster();
      let restarted = false;
      const load = keepAliveLoad(running.url, {
        clients: 50,
        paths: ["/api/website/products/?limit=12", "/healthz"],
        keepGoing: () => !restarted && running.process.exitCode === null,
      });
      await expect.poll(() => new Set(load.tally.answers.map((answer) => answer.client)).size, { timeout: 30_000 }).toBe(50);

      running.process.kill("SIGHUP");
      await expect.poll(() => running.output().includes("workers restarted"), { timeout: 120_000 }).toBe(true);
      restarted = true;
      const tally = await load.done;

      expect({
        resets: tally.resets,
        incomplete: tally.incomplete,
        other: tally.other,
        notAnsweredInFull: tally.answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.path}: ${answer.status}`),
        refused: tally.refused,
      }).toEqual({ resets: [], incomplete: [], other: [], notAnsweredInFull: [], refused: 0 });
      expect(running.output().match(/worker \d+ listening/g)?.length).toBe(4);
      expect(await running.stop()).toBe(0);
    },
  );
});
