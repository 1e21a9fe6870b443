import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
