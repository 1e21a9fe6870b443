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
 * How many shown parts a listing has, by what its facets count: per vehicle (0: universal parts;
 * -1: every shown part, the listing without a vehicle), category, brand, discounted and rounded
 * rating (0: no reviews). Kept as appended changes (+n, -n; a count is the sum of its key's rows)
 * by triggers on vehicle_listings and products: appending takes no lock on a shared counter, so
 * concurrent catalogue edits neither wait for nor deadlock on each other (decision 012).
 * `listing_counts_compact()` folds each key's rows into one.
 */
export const listingCounts = pgTable(
  "listing_counts",
  {
    vehicleId: integer().notNull(),
    categoryId: integer().notNull(),
    brandId: integer().notNull(),
    discounted: boolean().notNull(),
    rating: smallint().notNull(),
    count: integer().notNull(),
  },
  // Migration 0012 makes it covering (INCLUDE discounted, rating, count): a facet reads the index alone.
  (t) => [index("listing_counts_key_idx").on(t.vehicleId, t.categoryId, t.brandId)],
);
