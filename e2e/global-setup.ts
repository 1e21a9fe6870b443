import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { startMailSink } from "./mail-sink.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Builds the storefront and starts the shop as a shopper meets it: production mode, a fresh
 * database (PGlite in a temporary folder, or a new PostgreSQL database when TEST_DATABASE_URL
 * is set), seeded at start. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (build.status !== 0) throw new Error("storefront build failed");

  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), "overland-e2e-"));
  // The shop mails through SMTP to a sink that keeps each message as a file the journeys read.
  const mailDir = join(folder, "mail");
  mkdirSync(mailDir);
  const mailSink = await startMailSink(mailDir);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: join(folder, "data"),
    LOG_LEVEL: "warn",
    SMTP_URL: mailSink.url,
  };
  let dropDatabase = async () => {};
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const name = `overland_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: Object.assign(new URL(testUrl), { pathname: "/postgres" }).toString() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    env.DATABASE_URL = Object.assign(new URL(testUrl), { pathname: `/${name}` }).toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const server = spawn(process.execPath, ["src/server/main.ts"], { env, stdio: ["ignore", "inherit", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error("the shop did not become ready within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    await mailSink.close();
    await dropDatabase();
    rmSync(folder, { recursive: true, force: true });
  };
}
