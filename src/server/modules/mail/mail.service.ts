import nodemailer from "nodemailer";

import type { Database, Executor } from "../../../db/client.ts";
import { createOutboxRepository } from "./outbox.repository.ts";

export interface OutgoingMail {
  /** What caused the mail, unique: the same cause never mails twice (rule 4). */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes the mail in the caller's transaction (or straight on the database); a replayed cause is
 * a no-op. The one way other modules send mail: the mail is sent only if their change commits.
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<void> {
  await createOutboxRepository(tx).insert(mail);
}

export function createMailService(db: Database, options: { smtpUrl?: string | undefined; from: string }) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const outbox = createOutboxRepository(db);

  return {
    /** The newest mails, for /dev/mailbox outside production. */
    latest: (limit = 50) => outbox.latest(limit),

    byId: (id: number) => outbox.byId(id),

    /** Sends unsent mails over SMTP when SMTP_URL is set; without it mails stay in the outbox. */
    async deliverPending(batch = 20): Promise<number> {
      if (!transport) return 0;
      const pending = await outbox.unsent(batch);
      let sent = 0;
      for (const mail of pending) {
        try {
          await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await outbox.markSent(mail.id, mail.attempts + 1);
          sent++;
        } catch (error) {
          await outbox.markFailed(mail.id, mail.attempts + 1, String((error as Error).message).slice(0, 500));
        }
      }
      return sent;
    },

    /** Mails delivery gave up on (the dashboard shows how many). */
    failedCount: () => outbox.failedCount(),

    close: () => transport?.close(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
