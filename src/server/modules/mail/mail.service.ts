import nodemailer from "nodemailer";

import type { Database, Executor } from "../../../db/client.ts";
import type { JobQueue } from "../../../db/job-queue.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import {
  ADMIN_PAGE_SIZE,
  type AdminOutboxQuery,
  type MailState,
  type OutboxMail,
  type OutboxMailSummary,
} from "../../../domain/schemas/admin.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { paginate } from "../../lib/pagination.ts";
import { recordAudit } from "../audit/index.ts";
import { createOutboxRepository, type OutboxMailRow } from "./outbox.repository.ts";

export interface OutgoingMail {
  /** What caused the mail, unique: the same cause never mails twice (rule 4). */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on a newsletter. */
  headers?: Record<string, string>;
}

/** After the first failed attempt, the next ones wait this long; after the last, the mail is failed (never deleted). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
/** A claimed mail is not claimed again for this long (a process that died mid-send lets it go). */
const CLAIM_LEASE_MS = 2 * 60_000;
export const MAIL_NOT_FOUND = "Mail not found";

export function mailStateOf(row: Pick<OutboxMailRow, "sentAt" | "failedAt" | "attempts">): MailState {
  if (row.sentAt) return "sent";
  if (row.failedAt) return "failed";
  return row.attempts > 0 ? "retrying" : "queued";
}

const toSummary = (row: OutboxMailRow): OutboxMailSummary => {
  const state = mailStateOf(row);
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: state === "queued" || state === "retrying" ? row.nextAttemptAt.toISOString() : null,
  };
};

/**
 * Writes the mail in the caller's transaction (or straight on the database); a replayed cause is
 * a no-op. The one way other modules send mail: the mail is sent only if their change commits.
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await createOutboxRepository(tx).insert(mail);
}

/** A mail's Message-ID, the same on every attempt: a receiver that got it twice can tell. */
const messageIdOf = (mail: OutboxMailRow, from: string) =>
  `<outbox-${mail.id}-${mail.createdAt.getTime()}@${from.split("@")[1]?.replace(/[^\w.-]/g, "") || "overland"}>`;

export function createMailService(
  db: Database,
  options: {
    smtpUrl?: string | undefined;
    from: string;
    /** The durable queue each mail is sent on (one job per mail); absent, deliverPending sends them. */
    jobs?: JobQueue;
  },
) {
  // Every wait has a limit (rule 9): a peer that stops answering fails the attempt, which is tried again.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : null;
  const outbox = createOutboxRepository(db);

  /**
   * One attempt at a claimed mail. Its outcome is written on its row: sent, or failed with the
   * next attempt's time (RETRY_DELAYS_MS), or given up on. A send the SMTP peer accepted is marked
   * sent right after; a process that dies between the two sends it again on its next try, with the
   * same Message-ID (decision 034).
   */
  async function attempt(mail: OutboxMailRow, now: Date): Promise<boolean> {
    if (!transport) return false;
    const attempts = mail.attempts + 1;
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: messageIdOf(mail, options.from),
      });
      await outbox.markSent(mail.id, attempts);
      return true;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempts - 1];
      const retryAt = delay === undefined ? null : new Date(now.getTime() + delay);
      await outbox.markAttemptFailed(mail.id, attempts, String((error as Error).message).slice(0, 500), retryAt);
      return false;
    }
  }

  // One job per mail. Its key is the mail: a mail waiting or being sent is not queued twice. The
  // job's own retries cover a process that stopped mid-send; a refused send is retried by the
  // outbox's schedule, through the next dispatch. A process without SMTP takes no send: claiming
  // one it cannot make would hold the mail back for the whole lease.
  const sendJob = options.jobs?.define<{ mailId: number }>(
    "mail.send",
    async ({ data }) => {
      const mail = await outbox.claimForSend(data.mailId, new Date(), CLAIM_LEASE_MS);
      if (mail) await attempt(mail, new Date());
    },
    { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 120, heartbeatSeconds: 10, takenHere: transport !== null },
  );

  return {
    /** Whether mail leaves the shop (SMTP_URL), or stays in the outbox for staff to read. */
    delivers: transport !== null,

    /** The newest mails, for /dev/mailbox outside production. */
    latest: (limit = 50) => outbox.latest(limit),

    byId: (id: number) => outbox.byId(id),

    /**
     * Sends the mails that are due over SMTP when SMTP_URL is set; without it mails stay in the
     * outbox. A failed send is tried again after RETRY_DELAYS_MS, then marked failed.
     */
    async deliverPending(batch = 20, now = new Date()): Promise<number> {
      if (!transport) return 0;
      const due = await db.transaction((tx) => createOutboxRepository(tx).claimDue(now, CLAIM_LEASE_MS, batch));
      let sent = 0;
      for (const mail of due) if (await attempt(mail, now)) sent++;
      return sent;
    },

    /**
     * Queues a send job for each mail that is due (the recurring mail.dispatch job, one process a
     * tick): the mail is sent by whichever process takes its job. Nothing without SMTP_URL.
     */
    async dispatch(batch = 100, now = new Date()): Promise<number> {
      if (!transport || !sendJob) return 0;
      const due = await outbox.dueIds(now, batch);
      for (const mailId of due) await sendJob.enqueue({ mailId }, { singletonKey: `mail:${mailId}` });
      return due.length;
    },

    /** Mails delivery gave up on (the dashboard shows how many). */
    failedCount: () => outbox.failedCount(),

    /** The back office's outbox: every mail the shop wrote, newest first, by state or text. */
    async outboxPage({ state, q, page }: AdminOutboxQuery) {
      const { rows, total } = await outbox.page({ state, q }, page, ADMIN_PAGE_SIZE);
      return { data: rows.map(toSummary), pagination: paginate(page, ADMIN_PAGE_SIZE, total) };
    },

    async outboxMail(id: number): Promise<OutboxMail> {
      const row = await outbox.byId(id);
      if (!row) throw new NotFoundError(MAIL_NOT_FOUND);
      return { ...toSummary(row), text: row.text, html: row.html };
    },

    /** Staff send a mail again (a failed one, or one the customer lost); audited. */
    async resend(actor: Actor, id: number): Promise<OutboxMail> {
      await db.transaction(async (tx) => {
        const repository = createOutboxRepository(tx);
        const before = await repository.byId(id);
        if (!before) throw new NotFoundError(MAIL_NOT_FOUND);
        await repository.requeue(id);
        await recordAudit(tx, actor, {
          action: "outbox.resend",
          entityType: "mail",
          entityId: String(id),
          before: { state: mailStateOf(before), attempts: before.attempts, lastError: before.lastError },
          after: { state: "queued" },
        });
      });
      return this.outboxMail(id);
    },

    close: () => transport?.close(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
