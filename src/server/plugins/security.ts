import type { FastifyInstance } from "fastify";

import { ForbiddenError } from "../lib/errors.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers on every answer, and the Origin check of unsafe methods: a form or script
 * of another site cannot post as the shopper (ARCHITECTURE: auth).
 */
export function registerSecurity(app: FastifyInstance, options: { production: boolean }): void {
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) return;
    const origin = request.headers.origin;
    if (!origin) return; // Not a browser's cross-site request (curl, server-to-server, same-origin navigation).
    const host = request.headers["x-forwarded-host"] ?? request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new ForbiddenError("Cross-site request refused");
    }
    if (originHost !== host) throw new ForbiddenError("Cross-site request refused");
  });

  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "SAMEORIGIN");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
    if (options.production) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
