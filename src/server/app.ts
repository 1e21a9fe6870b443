import { randomUUID } from "node:crypto";
import { constants as zlibConstants } from "node:zlib";

import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { Redis } from "ioredis";
import type { ViteDevServer } from "vite";

import type { DatabaseHandle } from "../db/client.ts";
import { createJobQueue } from "../db/job-queue.ts";
import { type Env, publicOrigin, returnOrigin } from "./env.ts";
import { ADMIN_API_PREFIX, adminOpenApiOptions } from "./http/admin-openapi.ts";
import { adminScope } from "./http/admin-scope.ts";
import { cspReports } from "./http/csp-reports.ts";
import { devMailbox } from "./http/dev-mailbox.ts";
import { healthRoutes } from "./http/health.ts";
import { i18nRoutes } from "./http/i18n.ts";
import { openApiOptions } from "./http/openapi.ts";
import { seedMedia } from "./http/seed-media.ts";
import { storefront } from "./http/storefront.ts";
import { uploadedMedia } from "./http/uploaded-media.ts";
import { websiteApi } from "./http/website-api.ts";
import { API_PREFIX } from "./lib/api-prefix.ts";
import { CATALOGUE_CHANNEL } from "./lib/catalogue-changes.ts";
import { createCdnPurge } from "./lib/cdn-purge.ts";
import { KEPT_MAX_AGE_MS } from "./lib/kept-by-tags.ts";
import { redactUrl } from "./lib/log-redaction.ts";
import { createLimiters } from "./lib/rate-limiter.ts";
import { createCatalogueCache } from "./lib/response-cache.ts";
import { createCatalogueVersionService } from "./modules/catalog/index.ts";
import { createSeedImagesService } from "./modules/media/index.ts";
import { sitemapRoutes } from "./modules/sitemap/index.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { acceptEmptyJsonBodies } from "./plugins/json-body.ts";
import { registerPrivateAnswers } from "./plugins/private-answers.ts";
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
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void } | undefined;
  /** Replace services in tests (e.g. a payment provider pointed at a fake). */
  overrideServices?: (services: Services) => Services;
}

/**
 * One access-log line per request, written when it is answered, with the request in it: half
 * the logging of Fastify's two lines (one on arrival, one on answer), which a kept page's
 * sending would otherwise spend a large share of its time on.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  // Fastify's own line for an unknown route prints the raw URL, secrets and all; the request's
  // line, redacted, already says 404.
  override routeNotFound(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}

/** TRUST_PROXY as Fastify takes it: a count of hops becomes "the nearest N hops are proxies". */
function trustedProxies(setting: Env["TRUST_PROXY"]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/** The longest a write waits for its purge to reach the CDN before it answers. */
const PURGE_BEFORE_ANSWER_MS = 1_000;

/** Builds the whole shop on a database; never listens (main.ts and tests do). */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const production = env.NODE_ENV === "production";
  const origin = publicOrigin(env);

  const app = Fastify({
    logger:
      env.LOG_LEVEL === "silent"
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ["req.headers.cookie", "req.headers.authorization"],
            // The log keeps no customer's e-mail and no secret of a link (lib/log-redaction.ts).
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
              }),
            },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Node checks the request timeout every 30 s by default: a client that sends its body a byte
    // at a time would hold its connection up to that much longer than REQUEST_TIMEOUT_MS.
    http: { connectionsCheckingInterval: 1_000, headersTimeout: Math.min(env.REQUEST_TIMEOUT_MS, 20_000) },
    // A request read on a connection already accepted is answered as usual while the shop stops
    // (with Connection: close), not refused with a 503 the client could not tell from a failure.
    return503OnClosing: false,
    logController: new AccessLog(),
    // Only the configured proxies' X-Forwarded-For counts; by default the connection is the client.
    trustProxy: trustedProxies(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // A product's slug is its title and part number: some run past Fastify's default of 100.
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  // Security headers on every answer; the pages' Content-Security-Policy, with its nonce, is the storefront's (http/storefront.ts).
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  registerSecurity(app);
  registerPrivateAnswers(app);

  // With REDIS_URL every process of the shop counts the same limits; without it, each counts its own.
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 })
    : undefined;
  redis?.on("error", (error: Error) => app.log.warn({ err: error }, "redis unavailable"));
  const limiters = createLimiters({ overrides: env.RATE_LIMITS, redis, keyPrefix: env.REDIS_PREFIX });
  // Background work (decision 034): each service defines its jobs here; the queue starts when the
  // app is ready, after main.ts has added the recurring ones, and stops before the database closes.
  const jobs = createJobQueue(database, { log: app.log });
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  const services = createServices(database.db, { env, secret: deps.secret, origin, log: app.log, limiters, jobs });
  app.decorate("services", deps.overrideServices ? deps.overrideServices(services) : services);
  app.decorate("draining", false);
  // Guests' pages and catalogue answers, each forgotten when the database says what it shows changed;
  // and the CDN's, through its purge hook.
  const catalogueChanges = app.services.catalogueChanges;
  const responseCache = createCatalogueCache(
    {
      maxBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
      maxAnswerBytes: 2 * 1024 * 1024,
      maxAgeMs: KEPT_MAX_AGE_MS,
    },
    catalogueChanges,
  );
  if (env.CDN_PURGE_URL) {
    const cdn = createCdnPurge({
      url: env.CDN_PURGE_URL,
      method: env.CDN_PURGE_METHOD,
      token: env.CDN_PURGE_TOKEN,
      claim: createCatalogueVersionService(database.db).claimPurge,
      log: app.log,
      retryLater: (id, tags) => retryPurge.enqueue({ id, tags: [...tags] }, { singletonKey: String(id) }),
    });
    // A purge its quick tries could not send is tried again through the durable queue, with
    // backoff (30 s, 1, 2, 4, 8 min), by whichever process takes it.
    const retryPurge = jobs.define<{ id: number; tags: string[] }>("cdn.purge", ({ data }) => cdn.sendClaimed(data.id, data.tags), {
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 60,
    });
    catalogueChanges.subscribe((tags, id) => {
      if (id !== null) void cdn.purge(id, tags);
    });
    // A write answers once the CDN has forgotten what it changed: the staff member who saved a
    // price sees it through the CDN on their next request. A CDN that does not answer holds a
    // write back by a second at most.
    app.addHook("onSend", async (request, reply, payload) => {
      if (request.method === "GET" || request.method === "HEAD" || reply.statusCode >= 400) return payload;
      try {
        await catalogueChanges.sync();
        await cdn.settled(PURGE_BEFORE_ANSWER_MS);
      } catch (error) {
        request.log.warn({ err: error }, "catalogue changes could not be read before answering");
      }
      return payload;
    });
  }
  app.decorate("responseCache", responseCache);
  const stopWatching = await database.watch(CATALOGUE_CHANNEL, catalogueChanges.listener());
  app.decorate("returnOrigin", (request: FastifyRequest) => returnOrigin(env, { protocol: request.protocol, host: request.host }));

  await app.register(cookie);
  // ARCHITECTURE: never brotli 11 on dynamic HTML; gzip 6 / brotli 4 cost well under a millisecond.
  // Brotli's window is 256 KB (LGWIN 18), not its 4 MB default: every answer has an encoder of
  // its own, and setting up the default's buffers cost a rendered product page a third of its rate
  // (60 -> 97 req/s). A page is under 256 KB, so it compresses the same.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
    zlibOptions: { level: 6 },
  });
  await app.register(swagger, openApiOptions);
  // The admin API's own document, apart from the website's (decision 027).
  await app.register(swagger, adminOpenApiOptions);
  // The website API's documentation is public in development; in production only with API_DOCS=public.
  // The admin API's is its callers' whatever the setting (http/admin-scope.ts).
  if (env.API_DOCS === "public") await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  await app.register(healthRoutes(database, app.services.catalogueChanges));
  await app.register(cspReports);
  await app.register(seedMedia(createSeedImagesService(database.db)));
  await app.register(uploadedMedia(app.services.photos));
  await app.register(i18nRoutes);
  await app.register(sitemapRoutes({ db: database.db, origin }));
  await app.register(websiteApi, { prefix: API_PREFIX });
  // Other systems' (and staff's) calls, by API token or staff session (http/admin-scope.ts).
  await app.register(adminScope, { prefix: ADMIN_API_PREFIX });
  if (!production) await app.register(devMailbox);
  if (deps.storefront !== false) await app.register(storefront({ env, origin, vite: deps.vite }));

  app.addHook("onClose", async () => {
    await stopWatching();
    app.services.mail.close();
    await redis?.quit().catch(() => redis.disconnect());
  });
  return app;
}
