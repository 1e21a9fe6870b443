import type { FastifyInstance } from "fastify";

import { ForbiddenError } from "../../domain/errors.ts";

/** The refusal of an unsafe request from another site's page. */
export const CROSS_SITE_REQUEST_REFUSED = "CROSS_SITE_REQUEST_REFUSED";
const crossSite = () => new ForbiddenError("Cross-site request refused", { code: CROSS_SITE_REQUEST_REFUSED });

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers on every answer, and the Origin check of unsafe methods: a form or script
 * of another site cannot post as the shopper (ARCHITECTURE: auth).
 */
export function registerSecurity(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.skipOriginCheck) return;
    const origin = request.headers.origin;
    if (!origin) return; // Not a browser's cross-site request (curl, server-to-server, same-origin navigation).
    // Fastify's host reads X-Forwarded-Host only from a trusted proxy (TRUST_PROXY).
    const host = request.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw crossSite();
    }
    if (originHost !== host) throw crossSite();
  });

  app.addHook("onSend", async (_request, reply) => {
    // Helmet sets the rest (nosniff, frame and referrer policies, HSTS in production); this one it has no option for.
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  });
}

/** How a page's inline scripts are allowed: by this sending's nonce, or by their hashes. */
export type PageScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The Content-Security-Policy of the shop's pages: scripts only from this origin and the inline
 * ones React Router writes; nothing may frame the shop. Styles may be inline (React's style
 * attributes, the server's own pages). A page rendered for this request names its nonce; a page
 * sent again from the response cache names the hashes of the scripts it was rendered with
 * (decision 015), so that its bytes, compressed once, are the same for every guest.
 */
export function pageSecurityPolicy(scripts: PageScripts, options: { development: boolean }): string {
  const allowed =
    "nonce" in scripts
      ? // 'strict-dynamic' lets the nonced module scripts load their own imports.
        `'self' 'nonce-${scripts.nonce}' 'strict-dynamic'`
      : // Without a nonce, 'self' is what lets the module scripts load their imports and preloads.
        ["'self'", ...scripts.hashes.map((hash) => `'sha256-${hash}'`)].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src ${allowed}${options.development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // A form of ours posts here; the payment page is reached by a redirect after it.
    "form-action 'self' https://checkout.stripe.com",
    "report-uri /csp-report",
  ];
  return directives.join("; ");
}
