// The shop's tax rates and settings: the module's only SQL.
import { asc, eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { taxRates, taxSettings } from "../../../db/tables.ts";

export type TaxRateRow = typeof taxRates.$inferSelect;
export type TaxRateValues = Omit<typeof taxRates.$inferInsert, "id" | "updatedAt">;
export type TaxSettingsRow = typeof taxSettings.$inferSelect;

/** A database without its settings row (migration 0041 writes it) taxes as the spec's shop: prices with tax, in Australia. */
const DEFAULT_SETTINGS = { id: 1, pricesIncludeTax: true, homeCountryCode: "AU" };

export function createTaxRepository(db: Executor) {
  return {
    rates: (): Promise<TaxRateRow[]> =>
      db.select().from(taxRates).orderBy(asc(taxRates.countryCode), asc(taxRates.region), asc(taxRates.taxClass), asc(taxRates.id)),
    async settings(): Promise<Omit<TaxSettingsRow, "updatedAt">> {
      const [row] = await db.select().from(taxSettings).where(eq(taxSettings.id, 1));
      return row ?? DEFAULT_SETTINGS;
    },
    async saveSettings(values: { pricesIncludeTax: boolean; homeCountryCode: string }): Promise<void> {
      await db
        .insert(taxSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: taxSettings.id, set: { ...values, updatedAt: new Date() } });
    },
    async rate(id: number): Promise<TaxRateRow | undefined> {
      const [row] = await db.select().from(taxRates).where(eq(taxRates.id, id)).for("update");
      return row;
    },
    /** The new rate, or undefined when the place and class have one already. */
    async insertRate(values: TaxRateValues): Promise<TaxRateRow | undefined> {
      const [row] = await db.insert(taxRates).values(values).onConflictDoNothing().returning();
      return row;
    },
    async updateRate(id: number, values: TaxRateValues): Promise<boolean> {
      const rows = await db
        .update(taxRates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(taxRates.id, id))
        .returning({ id: taxRates.id });
      return rows.length > 0;
    },
    deleteRate: (id: number) => db.delete(taxRates).where(eq(taxRates.id, id)),
  };
}
