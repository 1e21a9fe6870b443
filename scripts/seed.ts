// `npm run seed`: migrates and seeds the configured database (DATABASE_URL, or the embedded
// PGlite in DATA_DIR) through the code `npm start` runs, then says what it found and did.
// Idempotent: a catalogue that has products is left as it is. Stop a shop on the same DATA_DIR
// first: the embedded database belongs to one process.
//
// `npm run seed -- --parts 1000000` then grows the catalogue to that many parts, made for the
// seed's vehicles, categories and brands and spread as a parts trade's data is
// (src/db/seed/trade-catalogue.ts). Run it with no shop serving the database: its indexes are
// rebuilt at the end of the load.
//
// `npm run seed -- --orders 1000000` adds orders until the shop holds that many seeded ones: two
// years of a parts shop's order book (src/db/seed/order-book.ts), priced by the shop's own tax,
// shipping and rates, paid, shipped, cancelled and refunded as the shop records it, for measuring
// sales reports. It writes history only: no mail, payment, job or stock change. With --parts too,
// the catalogue grows first. Run it with no shop serving the database either.
import { parseArgs } from "node:util";

import { seedOrderBook } from "../src/db/seed/order-seed.ts";
import { productCount, seedIfEmpty } from "../src/db/seed/seed.ts";
import { seedTradeCatalogue } from "../src/db/seed/trade-seed.ts";
import { prepareDatabase } from "../src/server/boot.ts";
import { publicOrigin } from "../src/server/env.ts";
import { cliEnv } from "./cli-env.ts";

const USAGE = "usage: npm run seed [-- --parts 1000000] [-- --orders 1000000]";

/** A count given on the command line: digits, optionally grouped with underscores. */
function countOf(name: string, text: string | undefined, most: number): number | undefined {
  if (text === undefined) return undefined;
  const count = Number(text.replace(/_/g, ""));
  if (!Number.isSafeInteger(count) || count < 1 || count > most)
    throw new Error(`--${name} wants a whole number from 1 to ${most}, not "${text}"`);
  return count;
}

let parts: number | undefined;
let orders: number | undefined;
try {
  const { values } = parseArgs({ options: { parts: { type: "string" }, orders: { type: "string" } } });
  parts = countOf("parts", values.parts, 20_000_000);
  orders = countOf("orders", values.orders, 20_000_000);
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
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
    if (orders !== undefined) {
      const book = await seedOrderBook(database, orders, (message) => console.log(message), {
        origin: publicOrigin(env),
        expiryHours: env.ORDER_PAYMENT_EXPIRY_HOURS,
        reservationMinutes: env.STOCK_RESERVATION_MINUTES,
      });
      const counted = (n: number) => n.toLocaleString("en");
      console.log(
        book.added > 0
          ? `Done: added ${counted(book.added)} orders (${counted(book.rows.order_items)} lines, ${counted(book.rows.order_refunds)} refunds) and ${counted(book.accounts)} customer accounts in ${(book.ms / 1000).toFixed(0)} s; the shop holds ${counted(book.existing + book.added)} seeded orders.`
          : `The shop already holds ${counted(book.existing)} seeded orders, as many as asked or more: nothing added.`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error("Seeding failed:", error);
  process.exit(1);
}
