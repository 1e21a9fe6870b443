// `npm start`: builds the storefront when its sources are newer than the build, then runs the
// shop in production mode.
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

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
if (builtAt === 0 || SOURCES.some((source) => newestMtime(source) > builtAt)) {
  console.log("Building the storefront...");
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import("../src/server/main.ts");
