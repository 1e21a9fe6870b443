import { eq } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { appSettings } from "../../../db/tables.ts";

/** The staff module's key of app_settings (src/db/owners.ts SETTING_OWNERS): the first owner's setup link, as a hash. */
export const FIRST_OWNER_SETUP_SETTING = "first_owner_setup";

/** The one setup link a shop without an owner has, stored as its SHA-256 hash and expiry (first-owner-link.ts). */
export function createFirstOwnerLinkRepository(db: Executor) {
  const mine = eq(appSettings.key, FIRST_OWNER_SETUP_SETTING);
  return {
    async stored(): Promise<string | undefined> {
      const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(mine);
      return row?.value;
    },

    /** Puts this link in the place of any earlier one: one link is valid at a time. */
    async replace(value: string): Promise<void> {
      await db
        .insert(appSettings)
        .values({ key: FIRST_OWNER_SETUP_SETTING, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } });
    },

    /**
     * Removes the link and answers what it was, in one statement: of two requests racing with
     * it, the second waits for the first's transaction and then finds nothing to take.
     */
    async take(): Promise<string | undefined> {
      const [row] = await db.delete(appSettings).where(mine).returning({ value: appSettings.value });
      return row?.value;
    },
  };
}
