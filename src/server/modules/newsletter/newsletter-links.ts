import { createHmac, timingSafeEqual } from "node:crypto";

import { MAX_ROW_ID } from "../../../domain/schemas/common.ts";

// The newsletter's mailed links, signed so that no table of tokens is needed:
// - confirm: `<subscription id>.<when the mail was sent, ms>.<signature>`. Only the newest mail's
//   link confirms (the time must equal the row's confirmationSentAt), and only for CONFIRM_TTL_MS.
// - unsubscribe: `<subscription id>.<signature>`. It never expires: a newsletter read a year later
//   must still unsubscribe in one click.
// Both sign the address too, so a link stays bound to the address it was mailed to.

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface ConfirmLink {
  id: number;
  sentAt: Date;
}

const ID = /^[1-9]\d{0,9}$/;
const isId = (text: string) => ID.test(text) && Number(text) <= MAX_ROW_ID;
const TIME = /^\d{13}$/;
const SIGNATURE = /^[\w-]{43}$/;

export function createNewsletterLinks(secret: string) {
  const sign = (...parts: (string | number)[]) => createHmac("sha256", `${secret}:newsletter`).update(parts.join("\n")).digest("base64url");
  const matches = (expected: string, given: string) => timingSafeEqual(Buffer.from(expected), Buffer.from(given));

  return {
    confirmToken: (id: number, email: string, sentAt: Date) =>
      `${id}.${sentAt.getTime()}.${sign("confirm", id, email.toLowerCase(), sentAt.getTime())}`,

    unsubscribeToken: (id: number, email: string) => `${id}.${sign("unsubscribe", id, email.toLowerCase())}`,

    /** The id a confirm token names, before its row is read; null when it is not one. */
    readConfirm(token: string): (ConfirmLink & { signature: string }) | null {
      const [id, time, signature, ...rest] = token.split(".");
      if (rest.length || !id || !time || !signature || !isId(id) || !TIME.test(time) || !SIGNATURE.test(signature)) return null;
      return { id: Number(id), sentAt: new Date(Number(time)), signature };
    },

    /** The id an unsubscribe token names, before its row is read; null when it is not one. */
    readUnsubscribe(token: string): { id: number; signature: string } | null {
      const [id, signature, ...rest] = token.split(".");
      if (rest.length || !id || !signature || !isId(id) || !SIGNATURE.test(signature)) return null;
      return { id: Number(id), signature };
    },

    /** Whether the token was signed for this row's address. */
    confirmSignedFor: (link: ConfirmLink & { signature: string }, email: string) =>
      matches(sign("confirm", link.id, email.toLowerCase(), link.sentAt.getTime()), link.signature),

    unsubscribeSignedFor: (link: { id: number; signature: string }, email: string) =>
      matches(sign("unsubscribe", link.id, email.toLowerCase()), link.signature),
  };
}

export type NewsletterLinks = ReturnType<typeof createNewsletterLinks>;
