import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { users } from "./accounts.ts";

// The exchange rates the shop prices and charges in other currencies by (decision 043): one row
// per currency besides the US dollar, its prices' base.
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    /** EUR, GBP, RUB: the currencies a shopper may choose besides USD. */
    currencyCode: text().primaryKey(),
    /** Units of the currency per US dollar, in millionths (0.92 is 920000): exact, never a float. */
    rateMicros: integer().notNull(),
    /** When the owner set it, and who (null: the seed, or a member of staff since removed). */
    setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    setById: uuid().references(() => users.id, { onDelete: "set null" }),
    setByEmail: text(),
  },
  (t) => [
    check("exchange_rates_currency_code", sql`${t.currencyCode} in ('EUR', 'GBP', 'RUB')`),
    check("exchange_rates_rate", sql`${t.rateMicros} between 1 and 1000000000`),
  ],
);
