import { appSecret } from "../db/app-secret.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import type { Env } from "./env.ts";

export interface PreparedDatabase {
  database: DatabaseHandle;
  secret: string;
}

/** Opens the configured database, migrates it and seeds an empty one, once across processes. */
export async function prepareDatabase(env: Env, log: (message: string) => void): Promise<PreparedDatabase> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: env.DB_POOL_MAX,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DB_CONNECTION_WAIT_MS,
    // The pool drops the broken client and the request in flight answers 503; say why in the log.
    onConnectionError: (error) => log(`database connection lost: ${error.message}`),
  });
  try {
    const secret = await database.withStartupLock(async (db) => {
      await migrateDatabase(database.kind, db);
      if (env.SEED === "auto") {
        // The seed (its data and its drawing code) loads only here: no request of the shop needs it.
        const { seedIfEmpty } = await import("../db/seed/seed.ts");
        const started = Date.now();
        if (await seedIfEmpty(db)) log(`seeded the catalogue in ${Date.now() - started} ms`);
      }
      return appSecret(db, env.APP_SECRET);
    });
    return { database, secret };
  } catch (error) {
    // Best effort: the start has failed already, and its error (thrown next) is the one to tell.
    await database
      .close()
      .catch((closeError: unknown) => log(`closing the database after the failed start failed too: ${String(closeError)}`));
    throw error;
  }
}
