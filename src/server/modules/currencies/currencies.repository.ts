// The shop's exchange rates: the module's only SQL.
import { asc, eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { exchangeRates } from "../../../db/tables.ts";

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

export function createCurrenciesRepository(db: Executor) {
  return {
    rates: (): Promise<ExchangeRateRow[]> => db.select().from(exchangeRates).orderBy(asc(exchangeRates.currencyCode)),
    async rate(currencyCode: string): Promise<ExchangeRateRow | undefined> {
      const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.currencyCode, currencyCode)).for("update");
      return row;
    },
    async setRate(values: {
      currencyCode: string;
      rateMicros: number;
      setById: string | null;
      setByEmail: string;
    }): Promise<ExchangeRateRow> {
      const set = { rateMicros: values.rateMicros, setById: values.setById, setByEmail: values.setByEmail, setAt: new Date() };
      const [row] = await db
        .insert(exchangeRates)
        .values({ ...values, setAt: set.setAt })
        .onConflictDoUpdate({ target: exchangeRates.currencyCode, set })
        .returning();
      return row!;
    },
  };
}
