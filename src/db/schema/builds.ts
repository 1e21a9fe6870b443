import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { BUILD_STATUSES, type BuildPhoto } from "../../domain/builds.ts";
import { users } from "./accounts.ts";
import { products } from "./catalog.ts";
import { vehicles } from "./vehicles.ts";

/** Shoppers' builds (spec "Builds" and "Add My Build"): public once staff approved them. */
export const builds = pgTable(
  "builds",
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    title: text().notNull(),
    story: text().notNull(),
    status: text({ enum: BUILD_STATUSES }).notNull().default("pending"),
    /** Why staff refused it: mailed to the author and shown in their account. */
    rejectionReason: text(),
    photos: jsonb()
      .$type<BuildPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp({ withTimezone: true }),
    moderatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("builds_slug_key").on(t.slug),
    // /guest-post: the published ones, newest first.
    index("builds_published_idx")
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index("builds_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("builds_status_idx").on(t.status, t.createdAt),
  ],
);

/** The parts on a build, in the order its author listed them. */
export const buildParts = pgTable(
  "build_parts",
  {
    buildId: integer()
      .notNull()
      .references(() => builds.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.productId] }), index("build_parts_product_idx").on(t.productId)],
);
