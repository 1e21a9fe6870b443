import { asc, eq, isNull, sql } from "drizzle-orm";
import nodemailer from "nodemailer";

import type { Database } from "../../../db/client.ts";
import { outboxMails } from "../../../db/tables.ts";

export interface OutgoingMail {
  /** What caused the mail, unique: the same cause never mails twice (rule 4). */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Writes the mail in the caller's transaction; a replayed cause is a no-op. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(outboxMails).values(mail).onConflictDoNothing({ target: outboxMails.dedupeKey });
}

export function createMailService(db: Database, options: { smtpUrl?: string | undefined; from: string }) {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    /** The newest mails, for /dev/mailbox outside production. */
    latest: (limit = 50) =>
      db
        .select()
        .from(outboxMails)
        .orderBy(sql`${outboxMails.id} desc`)
        .limit(limit),

    async byId(id: number) {
      const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.id, id));
      return mail;
    },

    /** Sends unsent mails over SMTP when SMTP_URL is set; without it mails stay in the outbox. */
    async deliverPending(batch = 20): Promise<number> {
      if (!transport) return 0;
      const pending = await db.select().from(outboxMails).where(isNull(outboxMails.sentAt)).orderBy(asc(outboxMails.id)).limit(batch);
      let sent = 0;
      for (const mail of pending) {
        try {
          await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          await db
            .update(outboxMails)
            .set({ sentAt: new Date(), attempts: mail.attempts + 1 })
            .where(eq(outboxMails.id, mail.id));
          sent++;
        } catch (error) {
          await db
            .update(outboxMails)
            .set({ attempts: mail.attempts + 1, lastError: String((error as Error).message).slice(0, 500) })
            .where(eq(outboxMails.id, mail.id));
        }
      }
      return sent;
    },

    close: () => transport?.close(),
  };
}

export type MailService = ReturnType<typeof createMailService>;
