import type { SessionUser } from "./modules/accounts/sessions.ts";
import type { Services } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
  interface FastifyRequest {
    /** The signed-in customer, read from the session cookie; null for guests. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Webhooks come from the provider's servers, not from a page of ours. */
    skipOriginCheck?: boolean;
  }
}
