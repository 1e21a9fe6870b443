import { and, asc, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { newsletterSubscriptions } from "../../../db/tables.ts";
import type { Locale } from "../../../domain/locales.ts";
import type { SubscriberState } from "../../../domain/schemas/admin.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const t = newsletterSubscriptions;
const STATE_WHERE: Record<SubscriberState, SQL> = {
  pending: and(isNull(t.confirmedAt), isNull(t.unsubscribedAt))!,
  confirmed: and(isNotNull(t.confirmedAt), isNull(t.unsubscribedAt))!,
  unsubscribed: isNotNull(t.unsubscribedAt),
};

export function subscriberStateOf(row: Pick<SubscriptionRow, "confirmedAt" | "unsubscribedAt">): SubscriberState {
  if (row.unsubscribedAt) return "unsubscribed";
  return row.confirmedAt ? "confirmed" : "pending";
}

/** The newsletter's sign-ups, one row per address (whatever its case). */
export function createNewsletterRepository(db: Executor) {
  return {
    /** The address's row, locked for the caller's transaction; made (pending) when there is none. */
    async lockOrCreate(email: string, locale: Locale): Promise<SubscriptionRow> {
      await db.insert(t).values({ email, locale }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(t)
        .where(sql`lower(${t.email}) = lower(${email})`)
        .for("update");
      return row!;
    },

    byId: async (id: number): Promise<SubscriptionRow | undefined> => (await db.select().from(t).where(eq(t.id, id)))[0],

    /** Asks for confirmation again: pending, in the language of this sign-up, with the newest link's time. */
    async markConfirmationSent(id: number, locale: Locale, sentAt: Date): Promise<void> {
      await db.update(t).set({ locale, confirmationSentAt: sentAt, confirmedAt: null, unsubscribedAt: null }).where(eq(t.id, id));
    },

    /** Confirms a pending sign-up from its newest link, once and in one statement; the row, or undefined. */
    async confirm(id: number, sentAt: Date, now: Date, notBefore: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(t)
        .set({ confirmedAt: sql`coalesce(${t.confirmedAt}, ${now})` })
        .where(and(eq(t.id, id), eq(t.confirmationSentAt, sentAt), gt(t.confirmationSentAt, notBefore), isNull(t.unsubscribedAt)))
        .returning();
      return row;
    },

    async unsubscribe(id: number, now: Date): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(t)
        .set({ unsubscribedAt: sql`coalesce(${t.unsubscribedAt}, ${now})` })
        .where(eq(t.id, id))
        .returning();
      return row;
    },

    async page(filter: { state?: SubscriberState | undefined; q?: string | undefined }, page: number, limit: number) {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = and(filter.state ? STATE_WHERE[filter.state] : undefined, like ? sql`${t.email} ilike ${like}` : undefined);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(t)
        .where(where);
      const rows = await db.select().from(t).where(where).orderBy(desc(t.id)).limit(limit).offset(offsetOf(page, limit));
      return { rows, total: count?.total ?? 0 };
    },

    /** Confirmed subscribers after `afterId`, in id order: the export and a newsletter's recipients, a batch at a time. */
    confirmedAfter: (afterId: number, limit: number): Promise<SubscriptionRow[]> =>
      db
        .select()
        .from(t)
        .where(and(STATE_WHERE.confirmed, gt(t.id, afterId)))
        .orderBy(asc(t.id))
        .limit(limit),

    async counts(): Promise<Record<SubscriberState, number>> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${STATE_WHERE.pending})::int`,
          confirmed: sql<number>`count(*) filter (where ${STATE_WHERE.confirmed})::int`,
          unsubscribed: sql<number>`count(*) filter (where ${STATE_WHERE.unsubscribed})::int`,
        })
        .from(t);
      return row ?? { pending: 0, confirmed: 0, unsubscribed: 0 };
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
