import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../modules/accounts/index.ts";

/**
 * API calls and pages that carry a customer's data (the account, orders, checkout, payment,
 * tracking), and their data requests (`/account/orders.data`).
 */
const PRIVATE_PATHS =
  /^(\/api\/website\/(user|order|payments\/test)\/|\/account(\/|\.data$|$)|\/cart\/checkout(\/|\.data$|$)|\/track-order(\/?|\.data)$)/;

/**
 * Whether a signed-in customer's answer is the same for everyone: one kept by its address alone
 * (the catalogue's API, which reads nothing of the session: response-cache.ts), or a file its
 * route marks public (a script named by its version, the strings, a picture). A page and a page's
 * data (`.data`) always read the session: the header names the customer.
 */
function sameForEveryone(request: FastifyRequest, reply: FastifyReply, path: string): boolean {
  if (request.cacheSlot || reply.hasHeader("x-cache")) return true;
  if (path.endsWith(".data") || String(reply.getHeader("content-type") ?? "").startsWith("text/html")) return false;
  return /\bpublic\b/.test(String(reply.getHeader("cache-control") ?? ""));
}

/**
 * `Cache-Control: private, no-store` on every answer with a customer's data or session, whatever
 * its type (a page, its `.data`, a fetcher's JSON), so that no shared cache (a proxy, a CDN) and no
 * back button on a shared computer shows it to someone else.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const path = request.url.split("?")[0]!;
    const setsCookie = reply.hasHeader("set-cookie");
    // A session cookie under either name, valid or not: what is rendered for it may name the customer.
    const signedIn = Boolean(request.cookies?.[SESSION_COOKIE] || request.cookies?.[SECURE_SESSION_COOKIE]);
    if (PRIVATE_PATHS.test(path) || setsCookie || (signedIn && !sameForEveryone(request, reply, path))) {
      reply.header("cache-control", "private, no-store");
    }
    return payload;
  });
}
