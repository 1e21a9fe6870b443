import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { IdParamSchema } from "../../../domain/schemas/common.ts";
import { AdminTaxRateSchema, AdminTaxSchema, TaxRateFieldsSchema, TaxSettingsFieldsSchema } from "../../../domain/schemas/tax.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const read = { permission: "tax.read" } as const;
const write = { permission: "tax.write" } as const;
const NoContent = { 204: z.null() };
const tags = ["tax"];

/**
 * Tax rates and settings in the admin API (inside the /api/admin scope), the same service as the
 * back office's tax page. Prices and checkouts follow them at the next request.
 */
export const taxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tax } = app.services;
  const actorOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request, "tax.write").actor;

  app.get("/tax", { config: read, schema: { tags, summary: "The tax settings and every rate", response: { 200: AdminTaxSchema } } }, () =>
    tax.setup(),
  );
  app.put(
    "/tax/settings",
    {
      config: write,
      schema: {
        tags,
        summary: "Whether prices are entered with tax, and the shop's own country",
        body: TaxSettingsFieldsSchema,
        response: NoContent,
      },
    },
    async (request, reply) => {
      await tax.saveSettings(actorOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/tax/rates",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a rate for a country, a region of it, or a tax class there",
        description: "409 TAX_RATE_TAKEN: the place and class have a rate.",
        body: TaxRateFieldsSchema,
        response: { 201: AdminTaxRateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await tax.createRate(actorOf(request), request.body)),
  );
  app.put(
    "/tax/rates/:id",
    {
      config: write,
      schema: { tags, summary: "Change a rate", params: IdParamSchema, body: TaxRateFieldsSchema, response: NoContent },
    },
    async (request, reply) => {
      await tax.updateRate(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/tax/rates/:id",
    { config: write, schema: { tags, summary: "Delete a rate", params: IdParamSchema, response: NoContent } },
    async (request, reply) => {
      await tax.deleteRate(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
