// The OpenAPI document of the admin API (served at /api/admin/docs/json): only /api/admin's routes,
// OpenAPI 3.1, with the two ways in (a bearer token, a staff session). The website's document
// (openapi.ts) is a second, separate document: each leaves the other's routes out.
import type { SwaggerOptions } from "@fastify/swagger";
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from "@fastify/type-provider-zod";
import type { OpenAPIV3_1 } from "openapi-types";
import { z } from "zod";

import { ApiTokenSchema } from "../../domain/schemas/api-tokens.ts";
import { ErrorSchema } from "../../domain/schemas/common.ts";
import { SESSION_COOKIE } from "../modules/accounts/index.ts";

/** Where the admin API is mounted. */
export const ADMIN_API_PREFIX = "/api/admin";
/** The decorator that answers the admin document (the website's is `swagger`). */
export const ADMIN_DOCUMENT_DECORATOR = "adminSwagger";

declare module "fastify" {
  interface FastifyInstance {
    /** The admin API's OpenAPI document (admin-openapi.ts). */
    adminSwagger(): OpenAPIV3_1.Document;
  }
}

const components = z.registry<{ id: string }>();
components.add(ErrorSchema, { id: "Error" });
components.add(ApiTokenSchema, { id: "ApiToken" });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });

export const adminOpenApiOptions: SwaggerOptions = {
  decorator: ADMIN_DOCUMENT_DECORATOR,
  openapi: {
    openapi: "3.1.0",
    info: {
      title: "Overland admin API",
      version: "1.0.0",
      description: [
        "Everything staff do through HTTP, for other systems (an ERP, a warehouse, a supplier's feed) and for the back office: the catalogue, orders, customers, the outbox, the newsletter, builds, review moderation, staff, the audit log and API tokens.",
        "Every call is authenticated by `Authorization: Bearer <token>` (a token the owner makes in the back office at /admin/tokens, scoped to permissions) or by a staff session signed in at /admin.",
        "Every route names the permission it needs; a token holds the permissions (scopes) the owner chose for it, a staff session those of the member's role.",
        "A refusal is {statusCode, error, message, code}, its code stable: no credential, AUTH_SIGN_IN_REQUIRED (401); an unknown, revoked or expired token, API_TOKEN_INVALID (401); an Authorization header that is not a Bearer, AUTHORIZATION_NOT_BEARER (401); a caller without the route's permission (a customer's session among them), NOT_PERMITTED (403); a staff session's write sent from another site's page, CROSS_SITE_REQUEST_REFUSED (403). Too many requests of one caller: 429 with Retry-After.",
        "Writes (POST, PUT, PATCH, DELETE) take an optional `Idempotency-Key` header: sent again with the same key and request, a write is not done twice; its first answer comes back, marked `Idempotent-Replayed: true`. The same key with another request, or while the first still runs, is 409. Keys are the caller's own and kept 24 hours.",
        "Other errors are {statusCode, error, message}.",
      ].join("\n\n"),
    },
    components: {
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer", description: "An API token: `ovl_` and 43 characters." },
        staffSession: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "A staff session opened at /admin." },
      },
    },
    security: [{ bearerToken: [] }, { staffSession: [] }],
  },
  transform(document) {
    // Only the admin API's routes, not its documentation itself.
    if (!document.url.startsWith(`${ADMIN_API_PREFIX}/`) || document.url.startsWith(`${ADMIN_API_PREFIX}/docs`))
      return { schema: { hide: true }, url: document.url };
    return zodTransform(document);
  },
  transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
};
