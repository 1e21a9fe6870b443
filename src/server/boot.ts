import { appSecret } from "../db/app-secret.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { FIRST_OWNER_LINK_HOURS } from "../domain/staff.ts";
import { type Env, publicOrigin } from "./env.ts";
import { issueFirstOwnerLink } from "./modules/staff/index.ts";

export interface PreparedDatabase {
  database: DatabaseHandle;
  secret: string;
}

export interface PrepareOptions {
  /**
   * The start of the shop itself (not a command, nor a worker of a started primary): on a shop
   * without an owner, print a new link that makes the first owner.
   */
  firstOwnerLink?: boolean;
}

/** What a start of a shop without an owner prints: the link, and that it is the only way in. */
export function firstOwnerLinkMessage(link: string): string {
  return [
    "",
    "This shop has no owner yet. Open this link to make its first owner (your name, e-mail and password):",
    "",
    `  ${link}`,
    "",
    `It works once, for ${FIRST_OWNER_LINK_HOURS} hours; each start of the shop replaces it with a new one until the owner is made. Keep it to yourself: whoever opens it first owns the shop.`,
    "",
  ].join("\n");
}

/**
 * Opens the configured database, migrates it and seeds an empty one, once across processes; with
 * `firstOwnerLink`, on a shop without an owner, also issues and logs the first owner's link under
 * the same lock, so that of processes starting together one link is valid at a time.
 */
export async function prepareDatabase(env: Env, log: (message: string) => void, options: PrepareOptions = {}): Promise<PreparedDatabase> {
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
      const secret = await appSecret(db, env.APP_SECRET);
      if (options.firstOwnerLink) {
        const link = await issueFirstOwnerLink(db, publicOrigin(env));
        if (link) log(firstOwnerLinkMessage(link));
      }
      return secret;
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
