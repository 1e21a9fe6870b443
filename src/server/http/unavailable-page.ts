// The page a shopper sees while the database is away (rule 9): answered at once with 503 and
// Retry-After, in the shopper's language, without React or a query: nothing here needs the database.
import { Readable } from "node:stream";

import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { isDatabaseUnavailable } from "../../db/errors.ts";
import { chooseLocale, directionOf, type Locale } from "../../domain/locales.ts";
import { escapeHtml } from "../lib/html.ts";
import type { Messages } from "../modules/content/index.ts";

/** How long a client is asked to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A page request, as opposed to an API call, a data request of a client navigation or a file:
 * one whose client takes HTML: a browser names text/html; a monitor, a crawler or curl take any
 * type, any text, or send no Accept at all.
 */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") return false;
  const path = request.url.split("?")[0]!;
  if (path.startsWith("/api/") || path.endsWith(".data")) return false;
  const accept = request.headers.accept?.trim();
  if (!accept) return true;
  return accept.split(",").some((range) => {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    // "q=0" says the client does not take it.
    if (parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter))) return false;
    return type === "text/html" || type === "text/*" || type === "*/*";
  });
}

function text(messages: Messages, key: string): string {
  const value = key
    .split(".")
    .reduce<Messages | string | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), messages);
  return typeof value === "string" ? value : key;
}

export function unavailablePage(messages: Messages, locale: Locale, retryPath: string): string {
  const title = text(messages, "errors.unavailable.title");
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Overland</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc}main{max-width:36rem;margin:0 auto;padding:5rem 1.5rem;text-align:center}p.mark{font-size:3rem;font-weight:900;color:#c2410c;margin:0}h1{font-size:1.5rem}p{line-height:1.6;color:#475569}a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#c2410c;color:#fff;font-weight:600;text-decoration:none}</style>
</head>
<body><main><p class="mark">Overland</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text(messages, "errors.unavailable.text"))}</p><a href="${escapeHtml(retryPath)}">${escapeHtml(text(messages, "errors.unavailable.retry"))}</a></main></body>
</html>
`;
}

/** Makes the reply the 503 page in the shopper's language and returns the page's HTML. */
export function unavailableAnswer(request: FastifyRequest, reply: FastifyReply): string {
  const query = new URL(request.url, "http://shop.invalid").searchParams;
  const locale = chooseLocale(query.get("lang"), request.cookies?.lang, request.headers["accept-language"]);
  // "Try again" reloads the same page; never a protocol-relative address ("//other.site").
  const retryPath = request.method === "GET" && !request.url.startsWith("//") ? request.url : "/";
  reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).header("cache-control", "no-store").type("text/html; charset=utf-8");
  reply.removeHeader("content-length");
  return unavailablePage(request.server.services.translations.messages(locale), locale, retryPath);
}

/** Answers the request with the 503 page. */
export const sendUnavailablePage = (request: FastifyRequest, reply: FastifyReply): FastifyReply =>
  reply.send(unavailableAnswer(request, reply));

/** A failure of a page's loader, action or render (React Router's handleError): one because the database is away marks the page. */
export function reportPageError(request: FastifyRequest, error: unknown): void {
  if (isDatabaseUnavailable(error)) request.databaseUnavailable = true;
}

/**
 * A page that failed because the database is away (reportPageError) is answered with the 503
 * page and Retry-After, not the renderer's 500 (rule 9). Data requests of client navigations keep
 * the renderer's answer.
 */
export function answerUnavailablePages(scope: FastifyInstance): void {
  scope.decorateRequest("databaseUnavailable", false);
  scope.addHook("onSend", async (request, reply, payload) => {
    if (!request.databaseUnavailable || reply.statusCode < 500 || !wantsPage(request)) return payload;
    if (payload instanceof Readable) payload.destroy();
    return unavailableAnswer(request, reply);
  });
}
