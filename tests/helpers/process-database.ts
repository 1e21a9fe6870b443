import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { inject } from "vitest";

import { openDatabase } from "../../src/db/client.ts";
import { adminUrl, databaseUrl } from "./postgres-databases.ts";

export interface ProcessDatabase {
  /** The variables that point a shop process (shop-process.ts) at this database. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A fresh copy of the run's migrated, seeded test database for a shop running as its own process:
 * a PGlite data folder restored from the run's dump, or a PostgreSQL database made from the run's
 * template (then with test payments on purpose, as a shop on DATABASE_URL needs).
 */
export async function openProcessDatabase(): Promise<ProcessDatabase> {
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (testUrl && template) {
    const name = `overland_test_${randomBytes(6).toString("hex")}`;
    const admin = await openDatabase({ url: adminUrl(testUrl), poolMax: 1 });
    await admin.db.execute(`create database ${name} template ${template}`);
    return {
      env: { DATABASE_URL: databaseUrl(testUrl, name), PAYMENTS: "test", SEED: "never" },
      remove: async () => {
        await admin.db.execute(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), "overland-process-"));
  const restored = await openDatabase({ dataDir: folder, loadDataDir: new Blob([readFileSync(inject("pgliteDumpPath"))]) });
  await restored.close();
  return { env: { DATA_DIR: folder, SEED: "never" }, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}
