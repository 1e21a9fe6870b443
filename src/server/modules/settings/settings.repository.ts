// The shop's settings: the module's only SQL.
import { eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { shopSettings } from "../../../db/tables.ts";
import type { ShopSettings } from "../../../domain/shop-settings.ts";

export type ShopSettingsRow = typeof shopSettings.$inferSelect;

export function createSettingsRepository(db: Executor) {
  return {
    async read(): Promise<ShopSettingsRow | undefined> {
      const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
      return row;
    },
    /** The row, locked until the transaction ends: two owners' saves are told apart in order. */
    async lock(): Promise<ShopSettingsRow | undefined> {
      const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).for("update");
      return row;
    },
    async save(settings: ShopSettings): Promise<ShopSettingsRow> {
      const values = { ...settings, updatedAt: new Date() };
      const [row] = await db
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values })
        .returning();
      return row!;
    },
  };
}
