// The admin API, /api/admin: everything staff do through HTTP, for other systems (an ERP, a
// warehouse, a supplier's feed) and for staff, in its own OpenAPI document (admin-openapi.ts).
// Its rules (docs/decisions/027-api-tokens.md, 032-one-admin-api.md): every request has a caller,
// an API token or a staff session; every route names the permission it needs; each caller is
// rate-limited; a write may carry an Idempotency-Key; every refusal is {statusCode, error, message, code}.
//
// A module adds routes by putting its route plugin in ADMIN_SCOPE_ROUTES. Each route names its
// permission (`config: { permission: "catalog.write" }`), which the scope checks before the body
// is read; its handler takes the caller with `requirePrincipal(request, "catalog.write")`
// (src/server/lib/admin-principal.ts), whose `actor` is whom the audit log names.
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "@fastify/type-provider-zod";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";

import { InvalidInputError, NotFoundError } from "../../domain/errors.ts";
import { ErrorSchema } from "../../domain/schemas/common.ts";
import type { StaffPermission } from "../../domain/staff.ts";
import {
  API_TOKEN_INVALID,
  AUTH_SIGN_IN_REQUIRED,
  AUTHORIZATION_NOT_BEARER,
  callerRefusal,
  guardPermission,
  principalKey,
  sessionHolder,
  staffPrincipal,
} from "../lib/admin-principal.ts";
import { apiTokensRoutes, IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_PATTERN } from "../modules/api-tokens/index.ts";
import { buildsAdminRoutes } from "../modules/builds/index.ts";
import {
  bulkEditsRoutes,
  catalogueTreeAdminRoutes,
  fitmentAdminRoutes,
  productPicturesAdminRoutes,
  productsAdminRoutes,
  reviewsAdminRoutes,
} from "../modules/catalog/index.ts";
import { catalogueFilesRoutes } from "../modules/catalogue-files/index.ts";
import { currenciesAdminRoutes } from "../modules/currencies/index.ts";
import { customersRoutes } from "../modules/customers/index.ts";
import { discountsAdminRoutes } from "../modules/discounts/index.ts";
import { invoicesAdminRoutes } from "../modules/invoices/index.ts";
import { outboxRoutes } from "../modules/mail/index.ts";
import { newsletterAdminRoutes } from "../modules/newsletter/index.ts";
import { adminOrdersRoutes } from "../modules/orders/index.ts";
import { settingsAdminRoutes } from "../modules/settings/index.ts";
import { shippingAdminRoutes } from "../modules/shipping/index.ts";
import { staffAdminRoutes } from "../modules/staff/index.ts";
import { taxAdminRoutes } from "../modules/tax/index.ts";
import { vehicleListRoutes } from "../modules/vehicles/index.ts";
import { jobsAdminRoutes } from "./admin-jobs.ts";

/**
 * The admin API's own document, at /api/admin/docs/json: for its callers, as every admin route is,
 * whatever API_DOCS says of the website's public one (the back office's tokens page links to it).
 */
const adminDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/docs/json", { config: { anyCaller: true }, schema: { hide: true } }, () => app.adminSwagger());
};

/**
 * The route plugins of the admin API, registered in this order under /api/admin: the catalogue
 * (products, prices, stock, pictures, fitment, the tree, the vehicle list, files), orders, customers, the outbox,
 * the newsletter, builds, review moderation, staff and the audit log, and the API tokens.
 */
export const ADMIN_SCOPE_ROUTES: readonly FastifyPluginAsyncZod[] = [
  adminDocsRoutes,
  apiTokensRoutes,
  productsAdminRoutes,
  bulkEditsRoutes,
  productPicturesAdminRoutes,
  fitmentAdminRoutes,
  catalogueTreeAdminRoutes,
  vehicleListRoutes,
  catalogueFilesRoutes,
  adminOrdersRoutes,
  invoicesAdminRoutes,
  shippingAdminRoutes,
  taxAdminRoutes,
  discountsAdminRoutes,
  currenciesAdminRoutes,
  settingsAdminRoutes,
  customersRoutes,
  outboxRoutes,
  newsletterAdminRoutes,
  buildsAdminRoutes,
  reviewsAdminRoutes,
  staffAdminRoutes,
  jobsAdminRoutes,
];

/** An admin route and what it needs, as registered. */
export type GuardedRoute = { method: string; url: string; permission: StaffPermission };

/** Every admin API route that names a permission, as registered: tests walk it. */
export const ADMIN_SCOPE_ROUTE_TABLE = new Map<string, GuardedRoute>();

/**
 * Makes every route registered in a scope name the permission it needs (registering one that does
 * not fails at start), and writes each in `table`. A route may instead say that any caller the
 * scope lets in may call it (`config.anyCaller`: the admin API's "who am I", its document).
 */
export function requireNamedPermissions(scope: FastifyInstance, table: Map<string, GuardedRoute>): void {
  scope.addHook("onRoute", (route) => {
    const permission = route.config?.permission;
    if (route.config?.anyCaller && !permission) return;
    if (!permission) throw new Error(`The admin API route ${route.method} ${route.url} names no permission`);
    for (const method of [route.method].flat()) table.set(`${method} ${route.url}`, { method, url: route.url, permission });
  });
}
/** Marks an answer sent again for a retried Idempotency-Key. */
export const REPLAYED_HEADER = "idempotent-replayed";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Every admin route may answer these, whatever it does. */
const CALLER_ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };
const IdempotencyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .optional()
    .describe("Makes a retried write safe: the same key and request answer the first answer again (24 hours)."),
});

interface IdempotencyClaim {
  caller: string;
  key: string;
  /** The request's hash once its body has been read whole: an upload's, only once the handler has read it. */
  requestHash(): string | undefined;
  /** The answer's body as the handler gave it, before it was serialized (and maybe compressed). */
  body?: unknown;
  kept: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    /** A write's Idempotency-Key this request holds, until its answer is kept. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** The Bearer token of the Authorization header: undefined when there is none; null when it is not a Bearer. */
function bearerOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Options of the scope: its route plugins (tests add one of their own). */
export interface AdminScopeOptions {
  routes?: readonly FastifyPluginAsyncZod[];
}

/** The admin API's guarded scope; mounted at /api/admin by app.ts. */
export const adminScope: FastifyPluginAsync<AdminScopeOptions> = async (scope, options) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { sessions, apiTokens, idempotency } = app.services;

  app.decorateRequest("user", null);
  app.decorateRequest("principal", null);
  app.decorateRequest("idempotencyClaim", null);
  requireNamedPermissions(app, ADMIN_SCOPE_ROUTE_TABLE);
  // Every route documents the caller's refusals and, for a write, its Idempotency-Key.
  app.addHook("onRoute", (route) => {
    const writes = [route.method].flat().some((method) => WRITES.has(method));
    route.schema = {
      ...route.schema,
      ...(writes && !route.schema?.headers ? { headers: IdempotencyHeaders } : {}),
      response: { ...CALLER_ERRORS, ...(route.schema?.response as object | undefined) },
    };
  });

  // Who calls, whether it may, and whether it has called too often: before the body is read.
  app.addHook("onRequest", async (request, reply) => {
    const bearer = bearerOf(request);
    if (bearer === null) throw callerRefusal(AUTHORIZATION_NOT_BEARER, { reply });
    if (bearer !== undefined) {
      const token = await apiTokens.authenticate(bearer);
      if (!token) throw callerRefusal(API_TOKEN_INVALID, { reply });
      request.principal = {
        kind: "token",
        id: token.id,
        name: token.name,
        permissions: token.permissions,
        actor: { id: null, email: `token:${token.name}` },
      };
    } else {
      const sessionId = request.cookies[sessions.cookieName];
      const user = sessionId ? await sessions.userOf(sessionId) : null;
      if (!user) throw callerRefusal(AUTH_SIGN_IN_REQUIRED, { reply });
      request.user = user;
      // A customer's session, or a member of staff signed in at the shop's own sign-in, holds no
      // permission: refused below by whatever the route needs.
      if (user.role) request.principal = staffPrincipal({ ...user, role: user.role });
    }
    const permission = request.routeOptions.config.permission;
    const caller = request.principal ?? sessionHolder(request.user);
    if (permission) guardPermission(caller, permission, reply);
    // A route any caller may call (who am I, the document) still wants staff or a token.
    else if (!request.principal) guardPermission(caller, "backoffice.open", reply);
    await apiTokens.admit(principalKey(request.principal!));
  });

  // A write with an Idempotency-Key: claimed before it runs, its answer kept for retries.
  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers["idempotency-key"];
    if (!WRITES.has(request.method) || key === undefined) return;
    if (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new InvalidInputError(IDEMPOTENCY_KEY_INVALID);
    const caller = principalKey(request.principal!);
    const start = await idempotency.begin(caller, key, {
      method: request.method,
      url: request.url,
      body: request.body,
      bodyLimit: request.routeOptions.bodyLimit,
    });
    if (!start.run) {
      void reply.code(start.statusCode).header(REPLAYED_HEADER, "true");
      return start.body === null ? reply.send() : reply.type("application/json; charset=utf-8").send(JSON.stringify(start.body));
    }
    // An upload's bytes reach the handler through the hash that tells its retry from another request.
    request.body = start.body;
    request.idempotencyClaim = { caller, key, requestHash: start.requestHash, kept: false };
  });
  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (request.idempotencyClaim) request.idempotencyClaim.body = payload;
    return payload;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    // A caller's answers (a new token's secret among them) are never kept by a shared cache.
    void reply.header("cache-control", "private, no-store");
    const claim = request.idempotencyClaim;
    if (!claim || reply.statusCode >= 500) return payload;
    // An upload refused before its bytes were all read did nothing, and its retry could not be
    // told from another request: its key is let go (onResponse), so the retry runs.
    const requestHash = claim.requestHash();
    if (requestHash === undefined) return payload;
    const body = "body" in claim ? claim.body : typeof payload === "string" && payload !== "" ? (JSON.parse(payload) as unknown) : null;
    await idempotency.finish(claim.caller, claim.key, requestHash, reply.statusCode, body ?? null);
    claim.kept = true;
    return payload;
  });
  // Failed on the shop's side, or never answered: the key is let go, so a retry runs again.
  const release = async (request: FastifyRequest) => {
    const claim = request.idempotencyClaim;
    if (claim && !claim.kept) await idempotency.release(claim.caller, claim.key);
  };
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);

  for (const routes of options.routes ?? ADMIN_SCOPE_ROUTES) await app.register(routes);

  // Unknown admin paths answer JSON, to a caller the scope let in.
  app.all("/*", { config: { anyCaller: true }, schema: { hide: true } }, async () => {
    throw new NotFoundError("Route not found");
  });
};
