import { createHash } from "node:crypto";

import type { ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";

import type { Database } from "../../../db/client.ts";
import { BUILDS_TAG, WHOLE_CATALOGUE_TAG } from "../../../domain/shown-tags.ts";
import { cacheAnswers, showsOn } from "../../lib/response-cache.ts";
import { robotsTxt } from "./robots.ts";
import { createSitemapService, type SitemapLimits } from "./sitemap.service.ts";
import { sitemapIndexXml, urlsetXml } from "./sitemap-xml.ts";

const XML = "application/xml; charset=utf-8";
const TEXT = "text/plain; charset=utf-8";
// Shared caches may keep these for an hour; after that a crawler revalidates with the ETag.
const SITEMAP_CACHING = "public, max-age=3600";
const ROBOTS_CACHING = "public, max-age=86400";
const ROBOTS_PATH = "/robots.txt";

/** A weak ETag (the body is sent compressed or not): the hash of what it names. */
const etagOf = (body: string) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** If-None-Match names this ETag (compared weakly, as RFC 9110 asks for GET). */
function alreadyHeld(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A crawler that already holds this answer gets 304 without its body, kept answers included. */
async function answerNotModified(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const etag = reply.getHeader("etag");
  if (reply.statusCode !== 200 || typeof etag !== "string" || !alreadyHeld(request.headers["if-none-match"], etag)) return payload;
  reply.code(304).removeHeader("content-type").removeHeader("content-encoding").removeHeader("content-length");
  return null;
}

export interface SitemapRoutesOptions {
  db: Database;
  /** The shop's public origin (PUBLIC_URL): every address in the sitemap is absolute on it. */
  origin: string;
  /** The protocol's limits by default; tests make them small. */
  limits?: SitemapLimits;
}

/**
 * GET /sitemap.xml (also /api/sitemap.xml), the files of its index under /sitemaps/, and
 * /robots.txt. The sitemap's answers are kept until the catalogue changes, as the catalogue's
 * pages are (decision 015); the storefront's catch-all does not answer these exact paths.
 */
export function sitemapRoutes(options: SitemapRoutesOptions): FastifyPluginAsync {
  const { origin } = options;
  const sitemap = createSitemapService(options.db, options.limits);
  const robots = robotsTxt(origin);
  const robotsEtag = etagOf(robots);

  return async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>();
    // The sitemap's answers read nothing of the request but its path (the origin is configured);
    // robots.txt is written once.
    cacheAnswers(app, app.responseCache, {
      keyOf: (request) => (request.routeOptions.url === ROBOTS_PATH ? null : `sitemap ${request.url.split("?")[0]}`),
    });
    app.addHook("onSend", answerNotModified);
    // The sitemap lists parts, and the builds once published (whose changes name only `builds`).
    app.addHook("preHandler", async (request) => showsOn(request, [WHOLE_CATALOGUE_TAG, BUILDS_TAG]));

    const sendXml = (reply: FastifyReply, xml: string) =>
      reply.type(XML).header("cache-control", SITEMAP_CACHING).header("etag", etagOf(xml)).send(xml);

    const sitemapHandler = async (_request: FastifyRequest, reply: FastifyReply) => {
      const document = await sitemap.document();
      return sendXml(
        reply,
        document.kind === "urlset"
          ? urlsetXml(origin, document.pages)
          : sitemapIndexXml(document.files.map((file) => `${origin}/sitemaps/${file}`)),
      );
    };
    app.get("/sitemap.xml", { schema: { hide: true } }, sitemapHandler);
    app.get("/api/sitemap.xml", { schema: { hide: true } }, sitemapHandler);

    app.get("/sitemaps/:file", { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) =>
      sendXml(reply, urlsetXml(origin, await sitemap.file(request.params.file))),
    );

    app.get(ROBOTS_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(TEXT).header("cache-control", ROBOTS_CACHING).header("etag", robotsEtag).send(robots),
    );
  };
}
