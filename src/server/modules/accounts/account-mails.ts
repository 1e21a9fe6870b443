import { escapeHtml } from "../../lib/html.ts";
import type { OutgoingMail } from "../mail/mail.service.ts";

interface LinkMail {
  to: string;
  name: string;
  link: string;
  /** Unique per link: the same link is never mailed twice. */
  dedupeKey: string;
}

function linkMail(mail: LinkMail, subject: string, lead: string, action: string, after: string): OutgoingMail {
  const text = [`Hello ${mail.name},`, "", lead, "", `${action}: ${mail.link}`, "", after, "", "Overland"].join("\n");
  const html = `<p>Hello ${escapeHtml(mail.name)},</p>
<p>${escapeHtml(lead)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(action)}</a></p>
<p>${escapeHtml(after)}</p>
<p>Overland</p>`;
  return { dedupeKey: mail.dedupeKey, to: mail.to, subject, text, html };
}

export const verificationMail = (mail: LinkMail) =>
  linkMail(
    mail,
    "Confirm your e-mail address for Overland",
    "Thank you for creating an Overland account. Please confirm that this address is yours.",
    "Confirm my e-mail address",
    "The link works once, for 48 hours. If you did not create an account, ignore this message.",
  );

export const passwordResetMail = (mail: LinkMail) =>
  linkMail(
    mail,
    "Reset your Overland password",
    "Someone, hopefully you, asked to reset the password of your Overland account.",
    "Choose a new password",
    "The link works once, for one hour. If you did not ask for it, ignore this message: your password stays as it is.",
  );

export const emailChangeMail = (mail: LinkMail) =>
  linkMail(
    mail,
    "Confirm your new e-mail address for Overland",
    "You asked to use this address for your Overland account.",
    "Confirm the new address",
    "The link works once, for 24 hours. Until then your account keeps its old address.",
  );

/** Tells the old address that the account moved, so a hijack does not go unnoticed. */
export function emailChangedNotice(to: string, name: string, newEmail: string, dedupeKey: string): OutgoingMail {
  const text = `Hello ${name},\n\nThe e-mail address of your Overland account is now ${newEmail}. If you did not make this change, reply to this message.\n\nOverland`;
  return {
    dedupeKey,
    to,
    subject: "Your Overland e-mail address was changed",
    text,
    html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`,
  };
}

/** Tells the customer the password changed, so that a change by someone else does not go unnoticed. */
export function passwordChangedNotice(to: string, name: string, dedupeKey: string): OutgoingMail {
  const text = `Hello ${name},\n\nThe password of your Overland account was just changed, and every other device was signed out. If you did not make this change, reset your password with "Forgot your password?" on the sign-in page and reply to this message.\n\nOverland`;
  return {
    dedupeKey,
    to,
    subject: "Your Overland password was changed",
    text,
    html: `<p>${escapeHtml(text).replaceAll("\n", "<br>")}</p>`,
  };
}

/** The link a new member of staff sets a password with (npm run staff -- add, or the owner's Staff page). */
export const staffInviteMail = (mail: LinkMail) =>
  linkMail(
    mail,
    "Your Overland back office account",
    "You were given an account in Overland's back office. Choose a password to sign in.",
    "Choose my password",
    "The link works once, for three days. If you did not expect it, ignore this message.",
  );
