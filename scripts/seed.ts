// `npm run seed`: migrates and seeds the configured database (DATABASE_URL, or the embedded
// PGlite in DATA_DIR) through the code `npm start` runs, then says what it found and did.
// Idempotent: a catalogue that has products is left as it is. Stop a shop on the same DATA_DIR
// first: the embedded database belongs to one process.
import { sql } from "drizzle-orm";

import { seedIfEmpty } from "../src/db/seed/seed.ts";
import { products } from "../src/db/tables.ts";
import { prepareDatabase } from "../src/server/boot.ts";
import { EnvError, parseEnv } from "../src/server/env.ts";

try {
  process.loadEnvFile(".env");
} catch {
  // No .env file: the environment alone says which database.
}

let env;
try {
  // Seeding takes no payments: the check that a PostgreSQL shop has Stripe keys (or says
  // PAYMENTS=test) does not concern it.
  env = parseEnv({ ...process.env, PAYMENTS: process.env.PAYMENTS || "test" });
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const where = env.DATABASE_URL ? `PostgreSQL at ${new URL(env.DATABASE_URL).host}` : `the embedded database in ${env.DATA_DIR}`;
console.log(`Seeding ${where}...`);

try {
  // The start's preparation (migrations, the app secret) without its seeding, then the start's
  // seeding under the same lock, whatever SEED says: this command is asked to seed.
  const { database } = await prepareDatabase({ ...env, SEED: "never" }, (message) => console.log(message));
  try {
    const started = Date.now();
    const seeded = await database.withStartupLock((db) => seedIfEmpty(db));
    const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(products);
    const count = row?.count ?? 0;
    console.log(
      seeded
        ? `Done: migrated, and seeded ${count} products in ${Date.now() - started} ms.`
        : `Done: migrated; the catalogue already had ${count} products and was left as it is.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error("Seeding failed:", error);
  process.exit(1);
}
