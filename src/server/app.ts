import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";

import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import Fastify, { type FastifyInstance } from "fastify";
import type { ViteDevServer } from "vite";

import type { DatabaseHandle } from "../db/client.ts";
import { publicOrigin, type Env } from "./env.ts";
import { devMailbox } from "./http/dev-mailbox.ts";
import { healthRoutes } from "./http/health.ts";
import { i18nRoutes } from "./http/i18n.ts";
import { seedMedia } from "./http/seed-media.ts";
import { storefront } from "./http/storefront.ts";
import { websiteApi } from "./http/website-api.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { registerSecurity } from "./plugins/security.ts";
import { createServices, type Services } from "./services.ts";

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  /** Signs tokens and test-payment webhooks (see boot.ts). */
  secret: string;
  /** Serve the React Router storefront (needs a build, or `vite` in development). */
  storefront?: boolean;
  /** Vite's dev server, in `npm run dev`. */
  vite?: ViteDevServer | undefined;
  /** Replace services in tests (e.g. a payment provider pointed at a fake). */
  overrideServices?: (services: Services) => Services;
}

/** Builds the whole shop on a database; never listens (main.ts and tests do). */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const production = env.NODE_ENV === "production";
  const origin = publicOrigin(env);

  const app = Fastify({
    logger: env.LOG_LEVEL === "silent" ? false : { level: env.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    trustProxy: production,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurity(app, { production });

  const services = createServices(database.db, { env, secret: deps.secret, origin, log: app.log });
  app.decorate("services", deps.overrideServices ? deps.overrideServices(services) : services);

  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  // ARCHITECTURE: never brotli 11 on dynamic HTML; gzip 6 / brotli 4 cost well under a millisecond.
  await app.register(compress, { global: true, threshold: 1024, brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }, zlibOptions: { level: 6 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Overland website API",
        version: "1.0.0",
        description: "The JSON API of the Overland storefront. Money is in US dollars with 2 decimals; errors are {statusCode, error, message}.",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/website/docs" });

  await app.register(healthRoutes(database));
  await app.register(seedMedia);
  await app.register(i18nRoutes);
  await app.register(websiteApi, { prefix: "/api/website" });
  if (!production) await app.register(devMailbox);
  if (deps.storefront !== false) await app.register(storefront({ env, origin, vite: deps.vite }));

  app.addHook("onClose", async () => {
    app.services.mail.close();
  });
  return app;
}
