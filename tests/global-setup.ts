import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { type DatabaseHandle, openDatabase } from "../src/db/client.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { seedIfEmpty } from "../src/db/seed/seed.ts";
import { createApp } from "../src/server/app.ts";
import { parseEnv } from "../src/server/env.ts";
import { adminUrl, databaseUrl, templateDatabaseName } from "./helpers/postgres-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    postgresTemplate: string;
  }
}

/**
 * The job queue's schema and the app's queues, made once in the template: pg-boss makes them when
 * an app first starts, which cost each test file's app about 1.5 s (a table a queue).
 */
async function addJobQueue(database: DatabaseHandle): Promise<void> {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: "http://shop.test" });
  const app = await createApp({ env, database, secret: "template-secret-0123456789-0123456789", storefront: false });
  await app.ready();
  await app.close();
}

/** Migrates and seeds one database for the whole run; test files copy it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const testUrl = process.env.TEST_DATABASE_URL;
  if (testUrl) {
    const templateName = templateDatabaseName();
    const admin = await openDatabase({ url: adminUrl(testUrl) });
    await admin.db.execute(`drop database if exists ${templateName} with (force)`);
    await admin.db.execute(`create database ${templateName}`);
    const template = await openDatabase({ url: databaseUrl(testUrl, templateName) });
    await migrateDatabase("postgres", template.db);
    await seedIfEmpty(template.db, new Date("2026-11-01T00:00:00Z"));
    await addJobQueue(template);
    await template.close();
    project.provide("postgresTemplate", templateName);
    project.provide("pgliteTemplateDir", "");
    return async () => {
      await admin.db.execute(`drop database if exists ${templateName} with (force)`);
      await admin.close();
    };
  }

  // A PGlite data folder on disk that each test file copies (0.1 s) and opens (0.2 s): a dump
  // loaded into memory took 2.5 s a file gzipped and 1.5 s plain.
  const folder = mkdtempSync(join(tmpdir(), "overland-test-"));
  const templateDir = join(folder, "template");
  const database = await openDatabase({ dataDir: templateDir });
  await migrateDatabase("pglite", database.db);
  await seedIfEmpty(database.db, new Date("2026-11-01T00:00:00Z"));
  await addJobQueue(database);
  await database.close();
  project.provide("pgliteTemplateDir", templateDir);
  project.provide("postgresTemplate", "");
  return async () => rmSync(folder, { recursive: true, force: true });
}
