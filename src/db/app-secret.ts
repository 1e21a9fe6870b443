import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "./client.ts";
import { appSettings } from "./tables.ts";

/**
 * The secret that signs tokens and test-payment webhooks: APP_SECRET when given, otherwise one
 * made on first start and kept in the database, so every process of the shop shares it. Read at
 * boot, before any module's service exists: the database's own setting, beside its migrations.
 */
export async function appSecret(db: Database, given: string | undefined): Promise<string> {
  if (given) return given;
  await db
    .insert(appSettings)
    .values({ key: "app_secret", value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "app_secret"));
  return row!.value;
}
