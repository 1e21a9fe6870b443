import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { adminUrl, databaseUrl } from "../tests/helpers/postgres-databases.ts";

// `npm run seed` as a shopkeeper runs it: its own process, on an empty database (a new PostgreSQL
// database with TEST_DATABASE_URL, otherwise a PGlite folder).

const run = promisify(execFile);

async function seed(env: Record<string, string>, args: string[] = []): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["scripts/seed.ts", ...args], { env: { ...process.env, ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe("npm run seed", () => {
  const folder = mkdtempSync(join(tmpdir(), "overland-seed-"));
  const testUrl = process.env.TEST_DATABASE_URL;
  const name = `overland_seed_${randomBytes(6).toString("hex")}`;
  const target: Record<string, string> = testUrl
    ? { DATABASE_URL: databaseUrl(testUrl, name) }
    : { DATABASE_URL: "", DATA_DIR: join(folder, "data") };

  beforeAll(async () => {
    if (!testUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    if (!testUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("seeds an empty database, leaves the seeded one as it is, grows it to --parts, and adds --orders", { timeout: 180_000 }, async () => {
    const first = await seed(target);
    expect(first.code, first.output).toBe(0);
    const seeded = /seeded (\d+) products/.exec(first.output);
    expect(seeded, first.output).not.toBeNull();
    expect(Number(seeded![1])).toBeGreaterThan(1000);

    const second = await seed(target);
    expect(second.code, second.output).toBe(0);
    expect(second.output).toContain(`the catalogue already had ${seeded![1]} products and was left as it is`);

    const grown = await seed(target, ["--parts", "3000"]);
    expect(grown.code, grown.output).toBe(0);
    expect(grown.output).toMatch(new RegExp(`added ${(3000 - Number(seeded![1])).toLocaleString("en")} parts and [\\d,]+ fitment rows`));

    // A second run's "nothing added" is order-seed.test.ts's, in process: each run here is a process's start.
    const ordered = await seed(target, ["--orders", "300"]);
    expect(ordered.code, ordered.output).toBe(0);
    expect(ordered.output).toMatch(
      /added 300 orders \([\d,]+ lines, \d+ refunds\) and \d+ customer accounts in \d+ s; the shop holds 300 seeded orders/,
    );
  });

  it("refuses a catalogue size or an order count that is not a whole number, and says how to ask", { timeout: 60_000 }, async () => {
    for (const parts of ["lots", "-5", "1.5", "0"]) {
      const refused = await seed(target, ["--parts", parts]);
      expect(refused.code).toBe(2);
      expect(refused.output).toContain("usage: npm run seed [-- --parts 1000000]");
    }
    const refused = await seed(target, ["--orders", "many"]);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain(`--orders wants a whole number from 1 to 20000000, not "many"`);
  });

  it("exits non-zero and says why when the database cannot be reached", { timeout: 60_000 }, async () => {
    const failed = await seed({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain("Seeding failed");
  });
});
