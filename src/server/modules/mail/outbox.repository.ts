import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { outboxMails } from "../../../db/tables.ts";
import type { MailState } from "../../../domain/schemas/admin.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type OutboxMailRow = typeof outboxMails.$inferSelect;
export type NewOutboxMail = Pick<typeof outboxMails.$inferInsert, "dedupeKey" | "to" | "subject" | "text" | "html">;

/** Each state of a mail as a condition (mailStateOf in mail.service.ts reads a row the same way). */
const STATE_WHERE: Record<MailState, SQL> = {
  sent: isNotNull(outboxMails.sentAt),
  failed: and(isNull(outboxMails.sentAt), isNotNull(outboxMails.failedAt))!,
  retrying: and(isNull(outboxMails.sentAt), isNull(outboxMails.failedAt), gt(outboxMails.attempts, 0))!,
  queued: and(isNull(outboxMails.sentAt), isNull(outboxMails.failedAt), eq(outboxMails.attempts, 0))!,
};

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

    /**
     * Claims due mails for one delivery round: their next attempt moves a lease ahead, so another
     * process (or a round that overlaps) skips them; locked rows are skipped, not waited for.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<OutboxMailRow[]> {
      const due = db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(and(isNull(outboxMails.sentAt), isNull(outboxMails.failedAt), lte(outboxMails.nextAttemptAt, now)))
        .orderBy(asc(outboxMails.nextAttemptAt), asc(outboxMails.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(outboxMails)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(inArray(outboxMails.id, due))
        .returning();
    },

    /** The mails due for an attempt, oldest first (the dispatch queues a job for each). */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(and(isNull(outboxMails.sentAt), isNull(outboxMails.failedAt), lte(outboxMails.nextAttemptAt, now)))
        .orderBy(asc(outboxMails.nextAttemptAt), asc(outboxMails.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Claims one mail for its send job, due or leased alike: the job is the mail's one sender (its
     * key), so a lease left by a process that stopped mid-send does not hold its retry back. The
     * lease still keeps the dispatch from queueing it again meanwhile. Undefined when it was sent
     * or given up on already.
     */
    async claimForSend(id: number, now: Date, leaseMs: number): Promise<OutboxMailRow | undefined> {
      const [row] = await db
        .update(outboxMails)
        .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(and(eq(outboxMails.id, id), isNull(outboxMails.sentAt), isNull(outboxMails.failedAt)))
        .returning();
      return row;
    },

    async markSent(id: number, attempts: number): Promise<void> {
      await db.update(outboxMails).set({ sentAt: new Date(), attempts, lastError: null }).where(eq(outboxMails.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or given up on (failedAt) when there is none. */
    async markAttemptFailed(id: number, attempts: number, lastError: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outboxMails)
        .set(retryAt ? { attempts, lastError, nextAttemptAt: retryAt } : { attempts, lastError, failedAt: new Date() })
        .where(eq(outboxMails.id, id));
    },

    /** Staff send a mail again: it is due now, whatever happened before; a sent one goes again too. */
    async requeue(id: number): Promise<OutboxMailRow | undefined> {
      const [row] = await db
        .update(outboxMails)
        .set({ sentAt: null, failedAt: null, nextAttemptAt: new Date(), attempts: 0 })
        .where(eq(outboxMails.id, id))
        .returning();
      return row;
    },

    async page(filter: { state?: MailState | undefined; q?: string | undefined }, page: number, limit: number) {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(
        filter.state ? STATE_WHERE[filter.state] : undefined,
        like ? or(sql`${outboxMails.to} ilike ${like}`, sql`${outboxMails.subject} ilike ${like}`) : undefined,
      );
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(outboxMails)
        .where(where);
      const rows = await db
        .select()
        .from(outboxMails)
        .where(where)
        .orderBy(desc(outboxMails.id))
        .limit(limit)
        .offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
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
