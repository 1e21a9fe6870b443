import { afterAll, beforeAll } from "vitest";

import { type ShopProcess, startShop } from "./shop-process.ts";
import { copyOfPgliteTemplate, copyOfTemplate } from "./test-database.ts";

export interface ProcessDatabase {
  /** The variables that point a shop process (shop-process.ts) at this database. */
  env: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * A fresh copy of the run's migrated, seeded test database for a shop running as its own process:
 * a copy of the run's PGlite data folder, or a PostgreSQL database made from the run's
 * template (then with test payments on purpose, as a shop on DATABASE_URL needs).
 */
export async function openProcessDatabase(): Promise<ProcessDatabase> {
  const copy = await copyOfTemplate();
  if (copy) return { env: { DATABASE_URL: copy.url, PAYMENTS: "test", SEED: "never" }, remove: copy.drop };
  const folder = copyOfPgliteTemplate();
  return { env: { DATA_DIR: folder.dataDir, SEED: "never" }, remove: async () => folder.remove() };
}

/**
 * For a test file of shop processes: a fresh database before its tests, and, after them, any
 * shop still running killed and the database removed. `start` starts a shop on that database.
 */
export function shopsOnFreshDatabase(): { start(env: Record<string, string>): Promise<ShopProcess> } {
  let database: ProcessDatabase | undefined;
  const started: ShopProcess[] = [];
  beforeAll(async () => {
    database = await openProcessDatabase();
  });
  afterAll(async () => {
    for (const shop of started) if (shop.process.exitCode === null) shop.process.kill("SIGKILL");
    await database?.remove();
  });
  return {
    async start(env) {
      const shop = await startShop({ ...database!.env, ...env });
      started.push(shop);
      return shop;
    },
  };
}
