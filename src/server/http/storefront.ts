import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyPluginAsync } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

import { appContext } from "#app-context";

import type { Env } from "../env.ts";
import { cacheAnswers, showsOn } from "../lib/response-cache.ts";
import { pageSecurityPolicy } from "../plugins/security.ts";
import { guestPageKey } from "./guest-page-key.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { shopConfigOf } from "./shop-config.ts";
import { answerUnavailablePages, reportPageError } from "./unavailable-page.ts";

/** Where `react-router build` writes the server's bundle (the adapter's default). */
const SERVER_BUILD = "build/server/index.js";

/**
 * The React Router storefront: a catch-all registered last, in its own encapsulated plugin,
 * because the adapter clears the content-type parsers of its scope.
 */
export function storefront(options: { env: Env; origin: string; vite?: ViteDevServer | undefined }): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest("cspNonce", "");
    // Every page gets its own nonce: only the inline scripts React Router writes with it run.
    app.addHook("onRequest", async (request) => {
      request.cspNonce = randomBytes(16).toString("base64");
    });
    // A guest's catalogue page is sent again until the catalogue changes (not in development,
    // where Vite serves modules that change under it).
    const development = options.vite !== undefined;
    if (!development) {
      cacheAnswers(app, app.responseCache, {
        keyOf: guestPageKey,
        // The key holds the language (from ?lang=, the cookie or Accept-Language) and the cookies.
        vary: "accept-language, cookie",
        securityPolicyOf: (body, request) => pageSecurityPolicy({ hashes: inlineScriptHashes(body, request.cspNonce) }, { development }),
      });
    }
    app.addHook("onSend", async (request, reply, payload) => {
      // A kept page comes with the policy of the scripts it holds.
      if (String(reply.getHeader("content-type") ?? "").startsWith("text/html") && !reply.hasHeader("content-security-policy")) {
        reply.header("content-security-policy", pageSecurityPolicy({ nonce: request.cspNonce }, { development }));
      }
      return payload;
    });
    // A loader that failed because the database is away: the shopper gets the 503 page with
    // Retry-After, not a 500 (rule 9).
    answerUnavailablePages(app);
    const provider = app.services.testProvider ? "test" : "stripe";
    await app.register(fastifyReactRouter, {
      devServer: options.vite,
      // The built storefront, loaded once: given as a loader instead (the adapter's default),
      // React Router ranks every route and builds its handler again on every request. (A process
      // started without a build, as some tests start one, keeps the adapter's loader, which
      // fails only when a page is asked for.)
      ...(development || !existsSync(SERVER_BUILD)
        ? {}
        : { build: (await import(pathToFileURL(path.resolve(SERVER_BUILD)).href)) as ServerBuild }),
      async getLoadContext(request) {
        const context = new RouterContextProvider();
        const sessionId = request.cookies[app.services.sessions.cookieName];
        context.set(appContext, {
          services: app.services,
          user: sessionId ? await app.services.sessions.userOf(sessionId) : null,
          origin: options.origin,
          returnOrigin: app.returnOrigin(request),
          clientIp: request.ip,
          nonce: request.cspNonce,
          reportError: (error) => reportPageError(request, error),
          shows: (tags) => showsOn(request, tags),
          // The owner's settings, from memory until they change (kept data).
          shop: shopConfigOf(options.env, await app.services.settings.current(), { provider }),
        });
        return context;
      },
    });
  };
}
