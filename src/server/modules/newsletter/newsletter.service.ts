import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

import type { Database } from "../../../db/client.ts";
import { InvalidInputError, TooManyRequestsError } from "../../../domain/errors.ts";
import { languageUrl } from "../../../domain/language-urls.ts";
import type { Locale } from "../../../domain/locales.ts";
import { ADMIN_PAGE_SIZE, type AdminSubscriber, type AdminSubscribersQuery, type NewsletterIssue } from "../../../domain/schemas/admin.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { API_PREFIX } from "../../lib/api-prefix.ts";
import { csvFile } from "../../lib/csv-export.ts";
import { paginate } from "../../lib/pagination.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { recordAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { createNewsletterRepository, subscriberStateOf, type SubscriptionRow } from "./newsletter.repository.ts";
import { CONFIRM_TTL_MS, createNewsletterLinks } from "./newsletter-links.ts";
import { confirmationMail, issueMail } from "./newsletter-mails.ts";

/** A pending address is mailed its confirmation link at most this often, however often it is typed in. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;
export const NEWSLETTER_LINK_INVALID = "This newsletter link is not valid or has expired.";
/** Recipients written to the outbox per transaction when an issue is sent. */
const SEND_BATCH = 500;

const toAdmin = (row: SubscriptionRow): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  locale: row.locale,
  state: subscriberStateOf(row),
  createdAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
});

/**
 * The newsletter by double opt-in: a sign-up is mailed a confirmation link and counts
 * only once it is opened; every issue mailed carries a one-click unsubscribe link.
 */
export function createNewsletterService(db: Database, options: { origin: string; secret: string; limiters: Limiters }) {
  const links = createNewsletterLinks(options.secret);
  const repository = createNewsletterRepository(db);
  const unsubscribeLinks = (row: SubscriptionRow) => {
    const token = links.unsubscribeToken(row.id, row.email);
    return {
      page: languageUrl(options.origin, `/newsletter/unsubscribe/${token}`, row.locale),
      oneClick: `${options.origin}${API_PREFIX}/newsletter/unsubscribe/${token}`,
    };
  };

  /** The row a confirm link was signed for, or null. */
  async function confirmRow(token: string) {
    const link = links.readConfirm(token);
    if (!link) return null;
    const row = await repository.byId(link.id);
    return row && links.confirmSignedFor(link, row.email) ? { link, row } : null;
  }

  async function unsubscribeRow(token: string) {
    const link = links.readUnsubscribe(token);
    if (!link) return null;
    const row = await repository.byId(link.id);
    return row && links.unsubscribeSignedFor(link, row.email) ? row : null;
  }

  return {
    /**
     * spec §7 POST /newsletter/subscribe: the same answer whatever the address's state, so it tells
     * no one who is subscribed. A new, pending or unsubscribed address is mailed a confirmation link
     * in the shopper's language (a pending one at most every CONFIRMATION_RESEND_MS).
     */
    async subscribe(email: string, locale: Locale, address: string, now = new Date()): Promise<void> {
      const allowed = await options.limiters.take([
        ["newsletter.perAddress", addressKey(address)],
        ["newsletter.global", "all"],
      ]);
      if (!allowed) throw new TooManyRequestsError("Too many sign-ups. Please try again later.");
      await db.transaction(async (tx) => {
        const subscriptions = createNewsletterRepository(tx);
        const row = await subscriptions.lockOrCreate(email, locale);
        const state = subscriberStateOf(row);
        if (state === "confirmed") return;
        if (state === "pending" && row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS)
          return;
        // The link carries this time in milliseconds, and only the row's newest one confirms.
        const sentAt = now;
        await subscriptions.markConfirmationSent(row.id, locale, sentAt);
        const url = languageUrl(options.origin, `/newsletter/confirm/${links.confirmToken(row.id, row.email, sentAt)}`, locale);
        await enqueueMail(tx, confirmationMail(row.email, locale, url, `newsletter.confirm:${row.id}:${sentAt.getTime()}`));
      });
    },

    /** What a confirm link's page shows before its button is pressed: the address, and whether the link still works. */
    async confirmLinkState(token: string, now = new Date()): Promise<{ email: string; state: "ready" | "confirmed" } | null> {
      const found = await confirmRow(token);
      if (!found) return null;
      const { link, row } = found;
      const newest = row.confirmationSentAt?.getTime() === link.sentAt.getTime();
      if (newest && subscriberStateOf(row) === "confirmed") return { email: row.email, state: "confirmed" };
      const fresh = now.getTime() - link.sentAt.getTime() < CONFIRM_TTL_MS;
      return newest && fresh && subscriberStateOf(row) === "pending" ? { email: row.email, state: "ready" } : null;
    },

    /** Confirms the sign-up its newest link names; opening it again is no error. */
    async confirm(token: string, now = new Date()): Promise<{ email: string }> {
      const found = await confirmRow(token);
      if (!found) throw new InvalidInputError(NEWSLETTER_LINK_INVALID);
      const confirmed = await repository.confirm(found.row.id, found.link.sentAt, now, new Date(now.getTime() - CONFIRM_TTL_MS));
      if (!confirmed) throw new InvalidInputError(NEWSLETTER_LINK_INVALID);
      return { email: confirmed.email };
    },

    /** The address an unsubscribe link names, and whether it already is unsubscribed; null for a forged link. */
    async unsubscribeLinkState(token: string): Promise<{ email: string; unsubscribed: boolean } | null> {
      const row = await unsubscribeRow(token);
      return row ? { email: row.email, unsubscribed: row.unsubscribedAt !== null } : null;
    },

    /** One click, no sign-in: the link is the proof. Unsubscribing twice is no error. */
    async unsubscribe(token: string, now = new Date()): Promise<{ email: string }> {
      const row = await unsubscribeRow(token);
      if (!row) throw new InvalidInputError(NEWSLETTER_LINK_INVALID);
      await repository.unsubscribe(row.id, now);
      return { email: row.email };
    },

    /** The back office's list of sign-ups, newest first, by state or address. */
    async page({ state, q, page }: AdminSubscribersQuery) {
      const [{ rows, total }, counts] = await Promise.all([repository.page({ state, q }, page, ADMIN_PAGE_SIZE), repository.counts()]);
      return { data: rows.map(toAdmin), counts, pagination: paginate(page, ADMIN_PAGE_SIZE, total) };
    },

    /**
     * Confirmed subscribers as a CSV file (the shop's one CSV writer), read a batch at a time. Pending
     * and unsubscribed addresses are never exported. The list of addresses leaves the shop: who took
     * it, and how many addresses it held, is audited before the first line is sent.
     */
    async exportCsv(actor: Actor): Promise<Readable> {
      const { confirmed } = await repository.counts();
      await recordAudit(db, actor, {
        action: "newsletter.export",
        entityType: "newsletter",
        entityId: "subscribers",
        after: { confirmed },
      });
      return csvFile(
        (async function* () {
          yield ["email", "language", "subscribed_at", "confirmed_at"];
          for (let after = 0; ;) {
            const rows = await repository.confirmedAfter(after, 1000);
            if (rows.length === 0) return;
            for (const r of rows) yield [r.email, r.locale, r.createdAt.toISOString(), r.confirmedAt!.toISOString()];
            after = rows.at(-1)!.id;
          }
        })(),
      );
    },

    /**
     * Mails an issue to every confirmed subscriber, each copy with its own unsubscribe link. `key`
     * comes from the form: the same form sent twice mails nobody twice (rule 4).
     */
    async sendIssue(actor: Actor, issue: NewsletterIssue & { key: string }): Promise<{ recipients: number }> {
      let recipients = 0;
      for (let after = 0; ;) {
        const batch = await repository.confirmedAfter(after, SEND_BATCH);
        if (batch.length === 0) break;
        await db.transaction(async (tx) => {
          for (const row of batch) {
            await enqueueMail(
              tx,
              issueMail(row.email, row.locale, issue, unsubscribeLinks(row), `newsletter.issue:${issue.key}:${row.id}`),
            );
          }
        });
        recipients += batch.length;
        after = batch.at(-1)!.id;
      }
      await db.transaction((tx) =>
        recordAudit(tx, actor, {
          action: "newsletter.send",
          entityType: "newsletter",
          entityId: issue.key,
          after: { subject: issue.subject, recipients },
        }),
      );
      return { recipients };
    },

    /** A fresh key for the send form (see sendIssue). */
    newIssueKey: () => randomBytes(12).toString("base64url"),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
