// Builds the storefront (build/) when its sources are newer than the build: for `npm start` and
// `npm run bench`, which run the shop in production mode from that build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_MARKER = "build/server/index.js";
const SOURCES = ["src", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Builds when needed; exits the process with the build's code when the build fails. */
export function buildStorefrontIfStale(): void {
  const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  if (builtAt !== 0 && !SOURCES.some((source) => newestMtime(source) > builtAt)) return;
  console.log("Building the storefront...");
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
