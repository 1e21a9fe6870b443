import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../tests/helpers/shop-process.ts";
import { buildStorefrontIfStale } from "./storefront-build.ts";

// `npm start` as a supervisor (systemd, a container runtime) runs it: the signal goes to the
// process it started, npm, and nowhere else. The shop behind npm must get it and stop.

const folder = mkdtempSync(join(tmpdir(), "overland-start-"));
const dataDir = join(folder, "data");
let npm: ChildProcess | undefined;

// `npm start` builds the storefront when it is stale, which takes longer than a test may: the
// build is brought up to date here, so the start under test finds it fresh.
beforeAll(async () => {
  await buildStorefrontIfStale();
});

afterAll(() => {
  // Its own process group: whatever the test left running (the shop, before the fix) goes with it.
  if (npm?.pid !== undefined) {
    try {
      process.kill(-npm.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Polls check until it holds or withinMs passes; whether it held. */
async function eventually(check: () => Promise<boolean> | boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("npm start", () => {
  it("stops the shop when npm gets SIGTERM: the port closes and the embedded database is released", { timeout: 150_000 }, async () => {
    const port = await freePort();
    let output = "";
    // As a user's shell has it: no NODE_ENV (vitest sets "test"), so the start says production.
    const { NODE_ENV: _testMode, ...userEnv } = process.env;
    npm = spawn("npm", ["start"], {
      env: { ...userEnv, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED: "never", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    npm.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const npmExited = new Promise<void>((resolve) => npm!.once("exit", () => resolve()));

    // Seconds on a quiet machine; the bound is for a busy one, or a build made stale meanwhile.
    const ready = await eventually(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        return false;
      }
    }, 120_000);
    expect(ready, output).toBe(true);
    // A fresh shop has no owner: its start prints the one link that makes the first owner.
    const setupLinks = () => output.match(/\/admin\/setup\/[\w-]{43}\b/g) ?? [];
    expect(await eventually(() => setupLinks().length > 0, 10_000), output).toBe(true);
    expect(setupLinks(), output).toHaveLength(1);
    // PGlite's postgres writes it while the database is open and removes it when it closes.
    const lockFile = join(dataDir, "postmaster.pid");
    expect(existsSync(lockFile), output).toBe(true);

    process.kill(npm.pid!, "SIGTERM");

    await npmExited;
    expect(await eventually(async () => !(await accepts(port)), 10_000), `the port is still open:\n${output}`).toBe(true);
    expect(await eventually(() => !existsSync(lockFile), 10_000), `the database is still open:\n${output}`).toBe(true);
  });
});
