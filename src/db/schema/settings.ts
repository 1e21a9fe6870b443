import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import type { OpeningHours, ShopSettings } from "../../domain/shop-settings.ts";
import type { LocalizedText } from "./types.ts";

/** The shop's own settings (decision 046): one row, the owner's to edit; every page shows some of it. */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    address: jsonb().$type<LocalizedText>().notNull(),
    openingHours: jsonb().$type<OpeningHours>().notNull(),
    timeZone: text().notNull(),
    social: jsonb()
      .$type<ShopSettings["social"]>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);
