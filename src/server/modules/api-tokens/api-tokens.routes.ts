import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import {
  AdminPrincipalSchema,
  ApiTokenIdSchema,
  ApiTokenPageSchema,
  ApiTokenQuerySchema,
  ApiTokenSchema,
  CreatedApiTokenSchema,
  NewApiTokenSchema,
} from "../../../domain/schemas/api-tokens.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["callers"];
const manage = { permission: "tokens.manage" } as const;

/**
 * The admin API's own routes (inside the /api/admin scope, src/server/http/admin-scope.ts): who is
 * calling, and the owner's tokens. Tokens are managed by a signed-in owner only: a token never
 * holds tokens.manage, so no token makes or revokes another.
 */
export const apiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiTokens } = app.services;

  app.get(
    "/me",
    {
      config: { anyCaller: true },
      schema: {
        tags,
        summary: "Who is calling, and what it may do",
        description: "A token answers its name and permissions; a member of staff signed in at /admin, theirs and their role's.",
        response: { 200: AdminPrincipalSchema },
      },
    },
    (request) => {
      const { kind, id, name, permissions } = request.principal!;
      return { kind, id, name, permissions: [...permissions] };
    },
  );

  app.get(
    "/tokens",
    {
      config: manage,
      schema: {
        tags,
        summary: "The shop's API tokens, newest first",
        description: "Each with its prefix, never the token itself (it is shown once, when made). Owner only, signed in.",
        querystring: ApiTokenQuerySchema,
        response: { 200: ApiTokenPageSchema },
      },
    },
    (request) => apiTokens.list(request.query.page),
  );

  app.post(
    "/tokens",
    {
      config: manage,
      schema: {
        tags,
        summary: "Make an API token",
        description:
          "Answers the token once, in `secret`: only its SHA-256 hash is kept. Permissions are a non-empty choice of what another system may do; an expiry, when given, lies ahead (at most five years). Audited.",
        body: NewApiTokenSchema,
        response: { 201: CreatedApiTokenSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await apiTokens.create(requirePrincipal(request, "tokens.manage").actor, request.body)),
  );

  app.delete(
    "/tokens/:id",
    {
      config: manage,
      schema: {
        tags,
        summary: "Revoke an API token",
        description: "The token is refused (401) from the next request on, in every process of the shop. Audited.",
        params: ApiTokenIdSchema,
        response: { 200: ApiTokenSchema },
      },
    },
    (request) => apiTokens.revoke(requirePrincipal(request, "tokens.manage").actor, request.params.id),
  );
};
