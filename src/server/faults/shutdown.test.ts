import { describe, expect, it } from "vitest";

import { stopUnderLoad } from "../../../tests/helpers/keep-alive-load.ts";
import { shopsOnFreshDatabase } from "../../../tests/helpers/process-database.ts";

// Rule 9, what only a real process shows: SIGTERM under load over keep-alive connections. Every
// request the shop took is answered in full and no connection the kernel accepted for it is
// reset; clients learn that the port closed from a refused connection, which they may retry
// elsewhere because they sent nothing on it.

const CLIENTS = 50;
const READYZ = "/readyz";

const shops = shopsOnFreshDatabase();

describe("SIGTERM under keep-alive load", () => {
  // The shop's start dominates the time (a few seconds, far more on a busy machine); the load
  // and the stop take about five.
  it(
    "resets no connection: every request is answered in full, /readyz fails first, then the port closes",
    { timeout: 90_000 },
    async () => {
      const running = await shops.start({ SHUTDOWN_DRAIN_MS: "1000", SHUTDOWN_TIMEOUT_MS: "15000" });
      const { tally, exitCode } = await stopUnderLoad(running, {
        clients: CLIENTS,
        paths: ["/api/website/products/?limit=12", "/healthz", READYZ],
        answersFirst: 300,
        signal: () => running.process.kill("SIGTERM"),
      });

      const answers = tally.answers.filter((answer) => answer.path !== READYZ);
      const notReady = tally.answers.filter((answer) => answer.path === READYZ && answer.status === 503);
      expect({
        resets: tally.resets,
        incomplete: tally.incomplete,
        other: tally.other,
        notAnsweredInFull: answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.path}: ${answer.status}`),
      }).toEqual({ resets: [], incomplete: [], other: [], notAnsweredInFull: [] });
      expect(exitCode).toBe(0);
      // Clients told to close their connections came back to a closed port, and were refused.
      expect(tally.refused).toBeGreaterThan(0);
      // /readyz failed while the shop still answered everything else: a load balancer had the drain
      // to send shoppers elsewhere.
      expect(notReady.length).toBeGreaterThan(0);
      const firstNotReady = Math.min(...notReady.map((answer) => answer.at));
      expect(answers.filter((answer) => answer.at > firstNotReady).length).toBeGreaterThan(0);
    },
  );
});
