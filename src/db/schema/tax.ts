import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// How the shop charges tax (decision 040): its rates per country, region and tax class, and
// whether its prices are entered with its own country's tax in them.

export const taxRates = pgTable(
  "tax_rates",
  {
    id: serial().primaryKey(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text().notNull(),
    /** A region of the country (a US state's code); null: the whole country. */
    region: text(),
    taxClass: text().notNull().default("standard"),
    /** What it is called where it is charged: VAT, GST, Sales tax. */
    name: text().notNull(),
    /** Hundredths of a percent: 2000 is 20%. */
    basisPoints: integer().notNull(),
    /** Shown in the prices ("incl. VAT"), else added at the checkout. */
    included: boolean().notNull().default(true),
    /** Delivery pays it too. */
    shippingTaxed: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tax_rates_place_key").on(t.countryCode, sql`coalesce(${t.region}, '')`, t.taxClass),
    check("tax_rates_basis_points", sql`${t.basisPoints} between 0 and 10000`),
    check("tax_rates_country_code", sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/** The shop's one row of tax settings. */
export const taxSettings = pgTable(
  "tax_settings",
  {
    id: integer().primaryKey().default(1),
    /** Prices are entered with the home country's tax in them. */
    pricesIncludeTax: boolean().notNull().default(true),
    /** The shop's own country (ISO 3166-1 alpha-2). */
    homeCountryCode: text().notNull().default("AU"),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("tax_settings_one_row", sql`${t.id} = 1`)],
);
