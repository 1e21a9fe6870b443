import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import type { StaffPermission } from "../../domain/staff.ts";
import { users } from "./accounts.ts";

/**
 * What staff did in the back office: who, what, when, and the record before and after. Written
 * in the transaction of the change itself, so no change goes unrecorded; the owner reads it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Kept as written: the log still names a member of staff whose account went. */
    actorEmail: text().notNull(),
    /** What was done, e.g. order.ship, customer.disable, outbox.resend, staff.add. */
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc()), index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/**
 * Keys other systems (an ERP, a warehouse, a supplier's stock feed) call the admin API with. The
 * owner creates one with the permissions it may use; the token is shown once and kept only as
 * its SHA-256 hash. Revoking takes effect on the next request in every process: each request
 * reads the row (by its hash's unique index).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** The token's first characters, shown in lists so the owner can tell tokens apart. */
    prefix: text().notNull(),
    tokenHash: text().notNull(),
    permissions: text().array().$type<StaffPermission[]>().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_key").on(t.tokenHash), index("api_tokens_created_idx").on(t.createdAt.desc())],
);

/**
 * Answers to the admin API's writes, by the caller's Idempotency-Key: a retried write answers
 * what the first one did instead of doing it twice. Kept a day.
 */
export const adminIdempotency = pgTable(
  "admin_idempotency",
  {
    /** Who asked: "token:<id>" or "staff:<user id>"; a key is the caller's own. */
    principal: text().notNull(),
    key: text().notNull(),
    /** Method, path and a hash of the body: the same key sent with another request is refused. */
    requestHash: text().notNull(),
    statusCode: integer(),
    body: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "admin_idempotency_pkey", columns: [t.principal, t.key] }),
    index("admin_idempotency_created_idx").on(t.createdAt),
  ],
);

/**
 * Catalogue files staff import: the file kept on disk while it is checked and applied, what the
 * dry run found and how far the import has gone, so the back office shows a live progress bar and
 * a report that outlives the page.
 */
export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ["products", "fitment", "vehicles"] }).notNull(),
    fileName: text().notNull(),
    /** checking: the dry run runs; checked: its report waits; applying; applied; failed. */
    state: text({ enum: ["checking", "checked", "applying", "applied", "failed"] }).notNull(),
    rowsDone: integer().notNull().default(0),
    rowsTotal: integer(),
    /** What the dry run (then the import) counted: created, changed, removed, unchanged per kind of record. */
    summary: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The first bad rows: line, column and reason; errorCount says how many there were. */
    problems: jsonb().$type<{ line: number; column: string; reason: string }[]>().notNull().default([]),
    errorCount: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdByEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("catalogue_imports_created_idx").on(t.createdAt.desc()),
    index("catalogue_imports_running_idx")
      .on(t.state)
      .where(sql`${t.state} in ('checking', 'applying')`),
  ],
);

/**
 * What each picture a catalogue file named became on the shop: an https address fetched, or a
 * file of a pictures archive (by its bytes' SHA-256), written again by the photo store. The same
 * file imported again names the same pictures, and changes nothing.
 */
export const cataloguePictures = pgTable("catalogue_pictures", {
  /** `url:<address>` or `sha256:<hex>`. */
  source: text().primaryKey(),
  url: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
