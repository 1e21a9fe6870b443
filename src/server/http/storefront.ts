import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import type { FastifyPluginAsync } from "fastify";
import { RouterContextProvider } from "react-router";
import type { ViteDevServer } from "vite";

import { appContext } from "#app-context";

import type { Env } from "../env.ts";
import { SESSION_COOKIE } from "../modules/accounts/sessions.ts";

/**
 * The React Router storefront: a catch-all registered last, in its own encapsulated plugin,
 * because the adapter clears the content-type parsers of its scope.
 */
export function storefront(options: { env: Env; origin: string; vite?: ViteDevServer | undefined }): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyReactRouter, {
      devServer: options.vite,
      async getLoadContext(request) {
        const context = new RouterContextProvider();
        const sessionId = request.cookies[SESSION_COOKIE];
        context.set(appContext, {
          services: app.services,
          user: sessionId ? await app.services.sessions.userOf(sessionId) : null,
          origin: options.origin,
          clientIp: request.ip,
          shop: {
            phone: options.env.SHOP_PHONE,
            email: options.env.SHOP_EMAIL,
            header: { layout: options.env.HEADER_LAYOUT, scheme: options.env.HEADER_SCHEME, mobile: options.env.MOBILE_HEADER },
          },
        });
        return context;
      },
    });
  };
}
