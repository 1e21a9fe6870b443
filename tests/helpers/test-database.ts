import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

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

/** The run's migrated, seeded PGlite database, as a data folder's dump to load. */
export const pgliteDump = (): Blob => new Blob([readFileSync(inject("pgliteDumpPath"))]);

/**
 * A fresh copy of the migrated, seeded test database for one test file: PGlite from the run's
 * dump, or a PostgreSQL database made from the run's template and dropped on close.
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
  return openDatabase({ dataDir: "memory://", loadDataDir: pgliteDump() });
}
