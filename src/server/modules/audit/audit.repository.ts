import { and, desc, eq, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { auditLog } from "../../../db/tables.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, "id" | "createdAt">;

export interface AuditFilter {
  entityType?: string | undefined;
  entityId?: string | undefined;
  actorId?: string | undefined;
}

export function createAuditRepository(db: Executor) {
  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    /** Newest first. */
    async page(filter: AuditFilter, page: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
      if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
      if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
    },
  };
}
