import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { inject } from "vitest";

import { type DatabaseHandle, type DatabaseOptions, openDatabase } from "../../src/db/client.ts";
import { adminUrl, databaseUrl } from "./postgres-databases.ts";

/** The test database's pool unless a test asks for another: room for bursts of parallel callers. */
const TEST_POOL_MAX = 25;

/** A fresh PostgreSQL database made from the run's template, when the run is on PostgreSQL. */
export async function copyOfTemplate(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!testUrl || !template) return null;
  const name = `overland_test_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ url: adminUrl(testUrl), poolMax: 1 });
  await admin.db.execute(`create database ${name} template ${template}`);
  return {
    url: databaseUrl(testUrl, name),
    drop: async () => {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

/** A copy of the run's migrated, seeded PGlite data folder, in a new temporary folder. */
export function copyOfPgliteTemplate(): { dataDir: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), "overland-db-"));
  const dataDir = join(folder, "data");
  cpSync(inject("pgliteTemplateDir"), dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * A fresh copy of the migrated, seeded test database for one test file: PGlite in a copy of the
 * run's data folder, or a PostgreSQL database made from the run's template and dropped on close.
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, "statementTimeoutMs" | "poolMax" | "connectTimeoutMs"> = {},
): Promise<DatabaseHandle> {
  const copy = await copyOfTemplate();
  if (copy) {
    const database = await openDatabase({ url: copy.url, poolMax: TEST_POOL_MAX, ...options });
    return {
      ...database,
      close: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  const folder = copyOfPgliteTemplate();
  const database = await openDatabase({ dataDir: folder.dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      folder.remove();
    },
  };
}
