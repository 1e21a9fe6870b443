import type { FastifyInstance } from "fastify";

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../modules/accounts/index.ts";

/** API calls and pages that carry a customer's data: the account, orders, checkout, payment, tracking. */
const PRIVATE_PATHS = /^(\/api\/website\/(user|order|payments\/test)\/|\/account(\/|$)|\/cart\/checkout(\/|$)|\/track-order\/?$)/;

/**
 * `Cache-Control: private, no-store` on every answer with a customer's data or session, so that no
 * shared cache (a proxy, a CDN) and no back button on a shared computer shows it to someone else.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0]!;
    const setsCookie = reply.hasHeader("set-cookie");
    // Any page seen signed in names the customer in its header (a session cookie under either name).
    const signedInPage =
      Boolean(request.cookies?.[SESSION_COOKIE] || request.cookies?.[SECURE_SESSION_COOKIE]) &&
      String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    if (PRIVATE_PATHS.test(path) || setsCookie || signedInPage) reply.header("cache-control", "private, no-store");
    return payload;
  });
}
