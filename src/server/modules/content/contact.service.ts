import { randomUUID } from "node:crypto";

import type { Database } from "../../../db/client.ts";
import { TooManyRequestsError } from "../../../domain/errors.ts";
import type { ContactMessage } from "../../../domain/schemas/contact.ts";
import { escapeHtml } from "../../lib/html.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { enqueueMail, type OutgoingMail } from "../mail/index.ts";

/**
 * The contact form's message as an e-mail to the shop. The outbox has no Reply-To header yet, so
 * the sender's address leads the text and is a mailto link in the HTML.
 */
export function contactMail(message: ContactMessage, shopEmail: string, id: string): OutgoingMail {
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Reply to: ${message.email}`,
    `Subject: ${message.subject}`,
    "",
    message.message,
    "",
    "Sent with the contact form of the shop.",
  ].join("\n");
  const reply = `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const html = `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;<a href="${escapeHtml(reply)}">${escapeHtml(message.email)}</a>&gt;</p>
<p><strong>Subject:</strong> ${escapeHtml(message.subject)}</p>
${message.message
  .split(/\n{2,}/)
  .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
  .join("\n")}
<p><a href="${escapeHtml(reply)}">Reply to ${escapeHtml(message.name)}</a></p>`;
  return { dedupeKey: `contact:${id}`, to: shopEmail, subject: `Contact form: ${message.subject}`, text, html };
}

export function createContactService(db: Database, options: { shopEmail: () => Promise<string>; limiters: Limiters }) {
  return {
    /**
     * Puts a checked message in the outbox, addressed to the shop; limited per client address, per
     * sender's e-mail and for the whole shop (contact.* in the limits table).
     */
    async send(message: ContactMessage, address: string): Promise<void> {
      const allowed = await options.limiters.take([
        ["contact.perAddress", addressKey(address)],
        ["contact.perSender", `sender:${message.email.toLowerCase()}`],
        ["contact.global", "all"],
      ]);
      if (!allowed) throw new TooManyRequestsError("Too many messages. Please try again later.");
      await enqueueMail(db, contactMail(message, await options.shopEmail(), randomUUID()));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
