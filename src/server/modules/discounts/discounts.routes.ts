import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { IdParamSchema } from "../../../domain/schemas/common.ts";
import { AdminDiscountSchema, AdminDiscountsSchema, DiscountFieldsSchema } from "../../../domain/schemas/discounts.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const read = { permission: "discounts.read" } as const;
const write = { permission: "discounts.write" } as const;
const NoContent = { 204: z.null() };
const tags = ["discounts"];

/**
 * Discount codes and automatic promotions in the admin API (inside the /api/admin scope), the same
 * service as the back office's discounts page. Carts and checkouts follow them at the next request.
 */
export const discountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { discounts } = app.services;
  const actorOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request, "discounts.write").actor;

  app.get(
    "/discounts",
    {
      config: read,
      schema: {
        tags,
        summary: "Every code and promotion, with how often it was used and what it took off",
        response: { 200: AdminDiscountsSchema },
      },
    },
    async () => ({ data: await discounts.list() }),
  );
  app.get(
    "/discounts/:id",
    { config: read, schema: { tags, summary: "One code or promotion", params: IdParamSchema, response: { 200: AdminDiscountSchema } } },
    (request) => discounts.one(request.params.id),
  );
  app.post(
    "/discounts",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a code (with `code`) or an automatic promotion (without)",
        description: "409 DISCOUNT_CODE_TAKEN: another discount has this code.",
        body: DiscountFieldsSchema,
        response: { 201: AdminDiscountSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await discounts.create(actorOf(request), request.body)),
  );
  app.put(
    "/discounts/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Change a code or promotion",
        description: "Orders keep what they were given. 409 DISCOUNT_CODE_TAKEN.",
        params: IdParamSchema,
        body: DiscountFieldsSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await discounts.update(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/discounts/:id",
    {
      config: write,
      schema: {
        tags,
        summary: "Delete a code or promotion no order used",
        description: "409 DISCOUNT_USED: an order used it; deactivate it instead.",
        params: IdParamSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await discounts.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
