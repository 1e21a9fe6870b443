// Builds the storefront (build/) when its sources are newer than the build: for `npm start` and
// `npm run bench`, which run the shop in production mode from that build.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";

const BUILD_MARKER = "build/server/index.js";
const SOURCES = ["src", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
/** The signals that stop `npm start`: passed on to the build, which would otherwise run on alone. */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Whether build/ is missing or older than one of the sources it is built from. */
export function storefrontBuildIsStale(): boolean {
  const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  return builtAt === 0 || SOURCES.some((source) => newestMtime(source) > builtAt);
}

/**
 * Builds when needed. When the build fails, exits the process with the build's code; when a stop
 * signal came during the build, passes it on, waits for the build to end and exits as a process
 * ended by that signal does (128 + its number).
 */
export async function buildStorefrontIfStale(): Promise<void> {
  if (!storefrontBuildIsStale()) return;
  console.log("Building the storefront...");
  const build = spawn(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  let stoppedBy: NodeJS.Signals | undefined;
  const passOn = (signal: NodeJS.Signals) => {
    stoppedBy = signal;
    build.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, passOn);
  const code = await new Promise<number>((resolve, reject) => {
    build.once("error", reject);
    build.once("exit", (exitCode, signal) => resolve(exitCode ?? 128 + (signal ? constants.signals[signal] : 0)));
  }).finally(() => {
    for (const signal of STOP_SIGNALS) process.off(signal, passOn);
  });
  if (stoppedBy) process.exit(128 + constants.signals[stoppedBy]);
  if (code !== 0) process.exit(code);
}
