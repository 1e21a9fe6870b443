import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import { IdParamSchema } from "../../../domain/schemas/common.ts";
import {
  AdminFitmentSchema,
  FitmentAddSchema,
  FitmentChangeSchema,
  FitmentChoiceQuerySchema,
  FitmentChoicesSchema,
  FitmentCopySchema,
  FitmentRemoveSchema,
  UniversalSchema,
} from "../../../domain/schemas/fitment-admin.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["fitment"];
const read = { permission: "catalog.read" } as const;
const write = { permission: "catalog.write" } as const;

/**
 * A part's fitment in the admin API (inside the /api/admin scope): read grouped as the storefront
 * shows it, added by model, years and engines, removed, copied from another part, universal.
 * The same service as the back office's fitment page.
 */
export const fitmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { fitmentAdmin } = app.services;

  app.get(
    "/fitment/vehicles",
    {
      config: read,
      schema: {
        tags,
        summary: "The vehicles fitment can name",
        description: "The makes; with `make`, its models; with `model` too, the model's first and last years and its engines.",
        querystring: FitmentChoiceQuerySchema,
        response: { 200: FitmentChoicesSchema },
      },
    },
    (request) => fitmentAdmin.choices(request.query.make, request.query.model),
  );

  app.get(
    "/products/:id/fitment",
    {
      config: read,
      schema: {
        tags,
        summary: "A part's fitment, grouped by make and model",
        description:
          "As the storefront's Fitment tab groups it: each model's engines with their years and notes, and each year's vehicle id.",
        params: IdParamSchema,
        response: { 200: AdminFitmentSchema },
      },
    },
    (request) => fitmentAdmin.get(request.params.id),
  );

  app.post(
    "/products/:id/fitment",
    {
      config: write,
      schema: {
        tags,
        summary: "Add fitment for a model's years and engines at once",
        description:
          "Every vehicle of the make and model, of a year from `yearFrom` to `yearTo`, with one of `engines` (engine codes). Rows already there stay; a `note` (English required, Russian and Arabic optional) is shared by every row that says the same. 400 FITMENT_UNKNOWN_MAKE, FITMENT_UNKNOWN_MODEL, FITMENT_YEARS_OUTSIDE (the model's years), FITMENT_NO_ENGINE.",
        params: IdParamSchema,
        body: FitmentAddSchema,
        response: { 200: FitmentChangeSchema },
      },
    },
    (request) => fitmentAdmin.add(requirePrincipal(request, "catalog.write").actor, request.params.id, request.body),
  );

  app.delete(
    "/products/:id/fitment",
    {
      config: write,
      schema: {
        tags,
        summary: "Remove a model's fitment, one engine's, or one year's",
        params: IdParamSchema,
        body: FitmentRemoveSchema,
        response: { 200: FitmentChangeSchema },
      },
    },
    (request) => fitmentAdmin.remove(requirePrincipal(request, "catalog.write").actor, request.params.id, request.body),
  );

  app.post(
    "/products/:id/fitment/copy",
    {
      config: write,
      schema: {
        tags,
        summary: "Copy another part's fitment",
        description:
          "The other part is found by its SKU, or by its part number however typed. `add` keeps this part's rows and adds the other's; `replace` makes this part's rows and notes the other's. 400 FITMENT_SOURCE_UNKNOWN, FITMENT_SOURCE_AMBIGUOUS (a part number several parts have: use the SKU), FITMENT_SOURCE_IS_TARGET.",
        params: IdParamSchema,
        body: FitmentCopySchema,
        response: { 200: FitmentChangeSchema },
      },
    },
    (request) => fitmentAdmin.copy(requirePrincipal(request, "catalog.write").actor, request.params.id, request.body),
  );

  app.put(
    "/products/:id/universal",
    {
      config: write,
      schema: {
        tags,
        summary: "Mark a part universal, or not",
        description: "A universal part fits every vehicle; its fitment rows stay, and count again when it is no longer universal.",
        params: IdParamSchema,
        body: UniversalSchema,
        response: { 200: UniversalSchema },
      },
    },
    (request) => fitmentAdmin.setUniversal(requirePrincipal(request, "catalog.write").actor, request.params.id, request.body.universal),
  );
};
