import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { LOCALES } from "../../domain/locales.ts";
import type { StaffRole } from "../../domain/staff.ts";
import { vehicles } from "./vehicles.ts";

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    phone: text().notNull().default(""),
    /** argon2id hash; never the password. */
    passwordHash: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Staff of the shop (the back office): owner or staff; null for a customer. */
    role: text().$type<StaffRole>(),
    /** Set by staff: the account cannot sign in, and its sessions were ended. */
    disabledAt: timestamp({ withTimezone: true }),
    /** The language the customer last used the shop in (signed up or signed in): their mails are written in it. */
    locale: text({ enum: LOCALES }).notNull().default("en"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    index("users_staff_idx")
      .on(t.role)
      .where(sql`${t.role} is not null`),
  ],
);

export const SESSION_SCOPES = ["customer", "staff"] as const;
export type SessionScope = (typeof SESSION_SCOPES)[number];

/** Server sessions: the cookie holds a random id; the table holds its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * What the session may do: "customer" (opened at the shop's sign-in or sign-up) never carries
     * the back office, whatever the account's role; "staff" (opened at the staff sign-in) does.
     */
    scope: text({ enum: SESSION_SCOPES }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The last request seen, at most a minute stale (it is written at most once a minute): the idle timeout reads it. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export type AccountTokenKind = "verify_email" | "reset_password" | "change_email" | "staff_invite";

/**
 * Single-use links sent by e-mail (verify an address, reset a password, confirm a new address).
 * The link carries a random id signed with the shop's secret; the table holds the id's SHA-256
 * hash, the address it was sent to and when it expires. Using it sets used_at once.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    idHash: text().primaryKey(),
    kind: text().$type<AccountTokenKind>().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link was mailed to: a verified change of e-mail moves the account to it. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.kind)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text().notNull().default(""),
    country: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(""),
    suburb: text().notNull(),
    state: text().notNull().default(""),
    postcode: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    // At most one default address per customer.
    uniqueIndex("addresses_one_default_key")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const garageVehicles = pgTable(
  "garage_vehicles",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    isCurrent: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vehicleId] }),
    // spec §3: one current vehicle at most.
    uniqueIndex("garage_vehicles_one_current_key")
      .on(t.userId)
      .where(sql`${t.isCurrent}`),
  ],
);
