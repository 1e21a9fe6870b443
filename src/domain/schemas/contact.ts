// The shop's inbound messages: the contact form (/contact-us, POST /contact) and the newsletter
// sign-up (spec §7 POST /newsletter/subscribe). Shared by the API routes and the storefront.
import { z } from "zod";

import { LooseEmailSchema } from "./common.ts";
import { CONTACT_LIMITS, INVALID_NEWSLETTER_EMAIL, NEWSLETTER_EMAIL_MAX, NORMAL_EMAIL_PATTERN } from "./contact-rules.ts";

export const NewsletterSchema = z.object({
  email: z.string().trim().max(NEWSLETTER_EMAIL_MAX, INVALID_NEWSLETTER_EMAIL).regex(NORMAL_EMAIL_PATTERN, INVALID_NEWSLETTER_EMAIL),
});

export const ContactMessageSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(CONTACT_LIMITS.name),
  // spec §5: the same loose e-mail check applies elsewhere (text, one @, text).
  email: LooseEmailSchema,
  subject: z.string().trim().min(1, "Enter a subject.").max(CONTACT_LIMITS.subject),
  message: z
    .string()
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Write at least ${CONTACT_LIMITS.messageMin} characters.`)
    .max(CONTACT_LIMITS.message),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
