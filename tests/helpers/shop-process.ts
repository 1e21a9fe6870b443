import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

// The shop as its own process (`node src/server/main.ts`, what `npm start` runs once built): for
// the journeys' global setup and for the tests of what only a real process shows (a crash, a
// signal, a socket held open, several workers).

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface ShopProcess {
  url: string;
  process: ChildProcess;
  /** Everything the process printed, for a failing test to show. */
  output(): string;
  /** SIGTERM, then waits for the exit; its exit code. */
  stop(): Promise<number | null>;
}

/** Starts the shop on a free port with these variables and waits (bounded) until /readyz answers 200. */
export async function startShop(
  env: Record<string, string>,
  options: {
    readyWithinMs?: number;
    inheritOutput?: boolean;
    /** Drops what the shop prints on stdout (its log) instead of keeping it: a bench's log is large. */
    discardLog?: boolean;
  } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", options.inheritOutput ? "inherit" : "pipe", options.inheritOutput ? "inherit" : "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    if (!options.discardLog) output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before it was ready:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the shop did not become ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
