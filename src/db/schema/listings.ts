import { boolean, index, integer, pgTable, primaryKey, smallint } from "drizzle-orm/pg-core";

/**
 * What a listing under a vehicle sorts and filters by, one row per part that fits the vehicle,
 * derived from fitment and products by triggers in the same transaction as the change
 * (migration 0009, decision 012). Universal parts are listed once, under vehicle 0. A listing
 * or a facet under a vehicle reads the ranges of that vehicle and of vehicle 0 of one index,
 * instead of joining twenty million fitment rows to a million products.
 */
export const vehicleListings = pgTable(
  "vehicle_listings",
  {
    /** The vehicle, or 0 for a universal part (it fits every vehicle). */
    vehicleId: integer().notNull(),
    productId: integer().notNull(),
    categoryId: integer().notNull(),
    brandId: integer().notNull(),
    /** The selling price: price less discount. */
    priceCents: integer().notNull(),
    discounted: boolean().notNull(),
    /** The rounded rating (1-5), 0 without reviews. */
    rating: smallint().notNull(),
    featured: boolean().notNull(),
    salesCount: integer().notNull(),
  },
  // The indexes that serve listings (INCLUDE columns Drizzle cannot say) are in migration 0009.
  (t) => [primaryKey({ name: "vehicle_listings_pkey", columns: [t.productId, t.vehicleId] })],
);

/**
 * How many shown parts each vehicle (0: universal parts) has per category, as changes: the same
 * triggers append a row per change (+n, -n), and a count is the sum of its key's rows. Appending
 * takes no lock on a shared counter, so concurrent catalogue edits neither wait for nor deadlock
 * on each other (decision 012); `vehicle_listing_counts_compact()` folds each key's rows into one.
 */
export const vehicleListingCounts = pgTable(
  "vehicle_listing_counts",
  {
    vehicleId: integer().notNull(),
    categoryId: integer().notNull(),
    count: integer().notNull(),
  },
  (t) => [index("vehicle_listing_counts_key_idx").on(t.vehicleId, t.categoryId)],
);
