// `npm run seed`: migrates and seeds the configured database (DATABASE_URL, or the embedded
// PGlite in DATA_DIR) through the code `npm start` runs, then says what it found and did.
// Idempotent: a catalogue that has products is left as it is. Stop a shop on the same DATA_DIR
// first: the embedded database belongs to one process.
//
// `npm run seed -- --parts 1000000` then grows the catalogue to that many parts, made for the
// seed's vehicles, categories and brands and spread as a parts trade's data is
// (src/db/seed/trade-catalogue.ts). Run it with no shop serving the database: its indexes are
// rebuilt at the end of the load.
import { parseArgs } from "node:util";

import { productCount, seedIfEmpty } from "../src/db/seed/seed.ts";
import { seedTradeCatalogue } from "../src/db/seed/trade-seed.ts";
import { prepareDatabase } from "../src/server/boot.ts";
import { cliEnv } from "./cli-env.ts";

let parts: number | undefined;
try {
  const { values } = parseArgs({ options: { parts: { type: "string" } } });
  if (values.parts !== undefined) {
    parts = Number(values.parts.replace(/_/g, ""));
    if (!Number.isSafeInteger(parts) || parts < 1 || parts > 20_000_000)
      throw new Error(`--parts wants a whole number from 1 to 20000000, not "${values.parts}"`);
  }
} catch (error) {
  console.error(`${(error as Error).message}\nusage: npm run seed [-- --parts 1000000]`);
  process.exit(2);
}

const env = cliEnv(1);

const where = env.DATABASE_URL ? `PostgreSQL at ${new URL(env.DATABASE_URL).host}` : `the embedded database in ${env.DATA_DIR}`;
console.log(`Seeding ${where}...`);

try {
  // The start's preparation (migrations, the app secret) without its seeding, then the start's
  // seeding under the same lock, whatever SEED says: this command is asked to seed.
  const { database } = await prepareDatabase({ ...env, SEED: "never" }, (message) => console.log(message));
  try {
    const started = Date.now();
    const seeded = await database.withStartupLock((db) => seedIfEmpty(db));
    const count = await productCount(database.db);
    console.log(
      seeded
        ? `Done: migrated, and seeded ${count} products in ${Date.now() - started} ms.`
        : `Done: migrated; the catalogue already had ${count} products and was left as it is.`,
    );
    if (parts !== undefined) {
      const trade = await seedTradeCatalogue(database, parts, (message) => console.log(message));
      console.log(
        trade.added > 0
          ? `Done: added ${trade.added.toLocaleString("en")} parts and ${trade.fitmentRows.toLocaleString("en")} fitment rows in ${(trade.ms / 1000).toFixed(0)} s.`
          : `The catalogue already holds ${count.toLocaleString("en")} parts, as many as asked or more: nothing added.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error("Seeding failed:", error);
  process.exit(1);
}
