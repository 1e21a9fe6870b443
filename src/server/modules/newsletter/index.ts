// The newsletter module's public face (docs/how-a-module-is-built.md): subscriptions confirmed
// by mail, one-click unsubscribe, and the back office's issues.
export { newsletterAdminRoutes } from "./newsletter-admin.routes.ts";
export { newsletterRoutes } from "./newsletter.routes.ts";
export { createNewsletterService, type NewsletterService } from "./newsletter.service.ts";
