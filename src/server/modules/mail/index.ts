// The mail module's public face (docs/how-a-module-is-built.md): the outbox, written in the
// caller's transaction (enqueueMail), SMTP delivery, and the back office's outbox. It imports only
// audit (a resend is audited), so every module that mails may import it.
export { createMailService, enqueueMail, type MailService, type OutgoingMail } from "./mail.service.ts";
export { outboxRoutes } from "./outbox.routes.ts";
