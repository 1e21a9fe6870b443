import type { JobQueue } from "../db/job-queue.ts";
import type { ResponseCache } from "./lib/response-cache.ts";
import type { SessionUser } from "./modules/accounts/index.ts";
import type { Services } from "./services.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    /** The durable job queue (src/db/job-queue.ts): background work, tried again, kept across restarts. */
    jobs: JobQueue;
    /** Set on SIGTERM: /readyz fails so that load balancers send new shoppers elsewhere. */
    draining: boolean;
    /** Guests' pages and catalogue answers kept until the catalogue changes (lib/response-cache.ts). */
    responseCache: ResponseCache;
    /** Where a payment sends this request's shopper back (env.ts returnOrigin). */
    returnOrigin(request: FastifyRequest): string;
  }
  interface FastifyRequest {
    /** The signed-in customer, read from the session cookie; null for guests. */
    user: SessionUser | null;
    /** A page's loader failed because the database is away: the storefront answers its 503 page. */
    databaseUnavailable: boolean;
    /** The page's Content-Security-Policy nonce (http/storefront.ts). */
    cspNonce: string;
  }
  interface FastifyContextConfig {
    /** Webhooks come from the provider's servers, not from a page of ours. */
    skipOriginCheck?: boolean;
  }
}
