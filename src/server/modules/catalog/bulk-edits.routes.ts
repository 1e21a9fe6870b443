import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { BulkEditPageSchema, BulkEditSchema, NewBulkEditSchema } from "../../../domain/schemas/bulk-edit.ts";
import { IdParamSchema, PageSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["catalogue"];

/**
 * Bulk edits in the admin API (inside /api/admin): a change of many parts started, followed and
 * undone; the same service as the products list's bulk form.
 */
export const bulkEditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bulkEdits } = app.services;

  app.post(
    "/bulk-edits",
    {
      config: { permission: "catalog.write" },
      schema: {
        tags,
        summary: "Change many parts at once",
        description:
          "Prices by a percentage or an amount (sale prices move with them; rounded to an ending such as .95), the state, the category, the brand, or tags added or removed; of the parts named by id (up to 1,000) or of every part a products list's filter matches. Answers at once with the run (202); it goes on in the background: follow `done` of `total` at GET /bulk-edits/{id}. One entry of the audit log when it is whole.",
        body: NewBulkEditSchema,
        response: { 202: BulkEditSchema },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return reply.code(202).send(await bulkEdits.startBulkEdit(actor, request.body));
    },
  );

  app.get(
    "/bulk-edits",
    {
      config: { permission: "catalog.read" },
      schema: {
        tags,
        summary: "Bulk edits, newest first, 25 a page",
        querystring: z.object({ page: PageSchema }),
        response: { 200: BulkEditPageSchema },
      },
    },
    (request) => bulkEdits.bulkEdits(request.query.page),
  );

  app.get(
    "/bulk-edits/:id",
    {
      config: { permission: "catalog.read" },
      schema: { tags, summary: "A bulk edit: its state and progress", params: IdParamSchema, response: { 200: BulkEditSchema } },
    },
    (request) => bulkEdits.bulkEdit(request.params.id),
  );

  app.post(
    "/bulk-edits/:id/undo",
    {
      config: { permission: "catalog.write" },
      schema: {
        tags,
        summary: "Undo the last bulk edit",
        description:
          "Writes back every value the run changed, as it was before it (a price, sale and discount; a state; a category; a brand; tags), in the background. Only the last run that is done, once: 409 NOT_LAST_RUN or NOT_UNDOABLE.",
        params: IdParamSchema,
        response: { 202: BulkEditSchema },
      },
    },
    async (request, reply) => {
      const { actor } = requirePrincipal(request, "catalog.write");
      return reply.code(202).send(await bulkEdits.undoBulkEdit(actor, request.params.id));
    },
  );
};
