import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { AdminSubscriberPageSchema, AdminSubscribersQuerySchema, NewsletterSendSchema } from "../../../domain/schemas/admin.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/** The back office's newsletter: its subscribers, their export, and sending an issue (in the admin API, /api/admin). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;

  app.get(
    "/newsletter/subscribers",
    {
      config: { permission: "newsletter.read" },
      schema: {
        tags,
        summary: "Newsletter sign-ups, newest first, 25 a page, with how many are in each state",
        description: "state: pending (the confirmation link was not opened), confirmed, unsubscribed. q finds an address.",
        querystring: AdminSubscribersQuerySchema,
        response: { 200: AdminSubscriberPageSchema, ...errors },
      },
    },
    (request) => newsletter.page(request.query),
  );

  app.get(
    "/newsletter/subscribers.csv",
    {
      config: { permission: "newsletter.read" },
      schema: {
        tags,
        summary: "The confirmed subscribers as CSV (pending and unsubscribed addresses are never exported)",
        description:
          "text/csv, streamed: email, language, subscribed_at, confirmed_at. Audited (newsletter.export: who, and how many addresses).",
        // A stream is sent as it is, never serialized: the schema only documents it.
        response: { 200: z.unknown().describe("text/csv"), ...errors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const file = await newsletter.exportCsv(requirePrincipal(request, "newsletter.read").actor);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(file);
    },
  );

  app.post(
    "/newsletter/issues",
    {
      config: { permission: "newsletter.send" },
      schema: {
        tags,
        summary: "Mail an issue to every confirmed subscriber",
        description:
          "Each copy carries its own one-click unsubscribe link and List-Unsubscribe header. `key` comes from the form: the same key sends nothing twice. Audited.",
        body: NewsletterSendSchema,
        response: { 201: z.object({ recipients: z.int() }), ...errors },
      },
    },
    async (request, reply) => {
      const result = await newsletter.sendIssue(requirePrincipal(request, "newsletter.send").actor, request.body);
      return reply.code(201).send(result);
    },
  );
};
