// The contact form's and the newsletter's constants, which the server's routes and the forms
// name without the schemas (contact.ts builds the shared schemas from these).

/**
 * spec §5: the newsletter takes "a normal address": a local part without leading, trailing or
 * doubled dots, an @, and a domain with a dot and a top-level part of at least two letters.
 */
export const NORMAL_EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Longest address the newsletter takes (RFC 5321's path limit). */
export const NEWSLETTER_EMAIL_MAX = 254;

/** The address as the newsletter keeps it (trimmed), or null when it is not a normal one. */
export function newsletterEmail(raw: string): string | null {
  const email = raw.trim();
  return email.length <= NEWSLETTER_EMAIL_MAX && NORMAL_EMAIL_PATTERN.test(email) ? email : null;
}

/** spec §5: the message when the newsletter address is not a normal one. */
export const INVALID_NEWSLETTER_EMAIL = "Invalid Email address.";

/** Field limits of the contact form, shown as maxlength in the form too. */
export const CONTACT_LIMITS = { name: 100, subject: 150, messageMin: 10, message: 5000 } as const;

/** The contact form's fields. */
export type ContactField = "name" | "email" | "subject" | "message";
