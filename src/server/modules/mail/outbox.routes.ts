import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { AdminOutboxQuerySchema, OutboxMailSchema, OutboxPageSchema } from "../../../domain/schemas/admin.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The back office's outbox (in the admin API, /api/admin: each route names its permission). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mail } = app.services;

  app.get(
    "/outbox",
    {
      config: { permission: "outbox.read" },
      schema: {
        tags,
        summary: "Every mail the shop wrote, newest first, 25 a page",
        description:
          "state: queued, retrying (a send failed; tried again later), sent, failed (gave up; resend it). q finds a recipient or subject.",
        querystring: AdminOutboxQuerySchema,
        response: { 200: OutboxPageSchema, ...errors },
      },
    },
    (request) => mail.outboxPage(request.query),
  );

  app.get(
    "/outbox/:id",
    {
      config: { permission: "outbox.read" },
      schema: { tags, summary: "One mail with its text and HTML", params: IdParams, response: { 200: OutboxMailSchema, ...errors } },
    },
    (request) => mail.outboxMail(request.params.id),
  );

  app.post(
    "/outbox/:id/resend",
    {
      config: { permission: "outbox.write" },
      schema: {
        tags,
        summary: "Send a mail again",
        description: "It is due at once, whatever its state; audited.",
        params: IdParams,
        response: { 200: OutboxMailSchema, ...errors },
      },
    },
    (request) => mail.resend(requirePrincipal(request, "outbox.write").actor, request.params.id),
  );
};
