import { asc, eq, isNotNull, isNull, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { outboxMails } from "../../../db/tables.ts";

export type OutboxMailRow = typeof outboxMails.$inferSelect;
export type NewOutboxMail = Pick<typeof outboxMails.$inferInsert, "dedupeKey" | "to" | "subject" | "text" | "html">;

/** The outbox: mails waiting for (or past) delivery, one row per cause. */
export function createOutboxRepository(db: Executor) {
  return {
    /** A replayed cause (the same dedupe key) is a no-op (rule 4). */
    async insert(mail: NewOutboxMail): Promise<void> {
      await db.insert(outboxMails).values(mail).onConflictDoNothing({ target: outboxMails.dedupeKey });
    },

    latest: (limit: number): Promise<OutboxMailRow[]> =>
      db
        .select()
        .from(outboxMails)
        .orderBy(sql`${outboxMails.id} desc`)
        .limit(limit),

    async byId(id: number): Promise<OutboxMailRow | undefined> {
      const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
      return mail;
    },

    unsent: (limit: number): Promise<OutboxMailRow[]> =>
      db.select().from(outboxMails).where(isNull(outboxMails.sentAt)).orderBy(asc(outboxMails.id)).limit(limit),

    async markSent(id: number, attempts: number): Promise<void> {
      await db.update(outboxMails).set({ sentAt: new Date(), attempts }).where(eq(outboxMails.id, id));
    },

    async markFailed(id: number, attempts: number, lastError: string): Promise<void> {
      await db.update(outboxMails).set({ attempts, lastError }).where(eq(outboxMails.id, id));
    },

    async failedCount(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(outboxMails)
        .where(isNotNull(outboxMails.failedAt));
      return row?.total ?? 0;
    },
  };
}
