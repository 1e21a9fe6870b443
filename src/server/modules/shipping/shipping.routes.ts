import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { IdParamSchema } from "../../../domain/schemas/common.ts";
import {
  AdminShippingMethodSchema,
  AdminShippingSchema,
  ShippingMethodFieldsSchema,
  ShippingZoneFieldsSchema,
} from "../../../domain/schemas/shipping.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const read = { permission: "shipping.read" } as const;
const write = { permission: "shipping.write" } as const;
const NoContent = { 204: z.null() };
const tags = ["shipping"];

/**
 * Shipping zones and methods in the admin API (inside the /api/admin scope), the same service as
 * the back office's shipping page. The checkout offers what they say at the next request.
 */
export const shippingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shipping } = app.services;
  const actorOf = (request: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(request, "shipping.write").actor;

  app.get(
    "/shipping",
    { config: read, schema: { tags, summary: "Every zone with its methods, and pickup", response: { 200: AdminShippingSchema } } },
    () => shipping.setup(),
  );
  app.post(
    "/shipping/zones",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a zone",
        description: "409 SHIPPING_EVERYWHERE_TAKEN: the shop has a rest-of-the-world zone.",
        body: ShippingZoneFieldsSchema,
        response: { 201: z.object({ id: z.int() }) },
      },
    },
    async (request, reply) => reply.code(201).send(await shipping.createZone(actorOf(request), request.body)),
  );
  app.put(
    "/shipping/zones/:id",
    {
      config: write,
      schema: { tags, summary: "Change a zone", params: IdParamSchema, body: ShippingZoneFieldsSchema, response: NoContent },
    },
    async (request, reply) => {
      await shipping.updateZone(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/shipping/zones/:id",
    {
      config: write,
      schema: { tags, summary: "Delete a zone and its methods", params: IdParamSchema, response: NoContent },
    },
    async (request, reply) => {
      await shipping.deleteZone(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    "/shipping/methods",
    {
      config: write,
      schema: {
        tags,
        summary: "Add a method to a zone, or a pickup",
        description: "409 SHIPPING_CODE_TAKEN; 404 SHIPPING_ZONE_NOT_FOUND.",
        body: ShippingMethodFieldsSchema,
        response: { 201: AdminShippingMethodSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await shipping.createMethod(actorOf(request), request.body)),
  );
  app.put(
    "/shipping/methods/:id",
    {
      config: write,
      schema: { tags, summary: "Change a method", params: IdParamSchema, body: ShippingMethodFieldsSchema, response: NoContent },
    },
    async (request, reply) => {
      await shipping.updateMethod(actorOf(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    "/shipping/methods/:id",
    { config: write, schema: { tags, summary: "Delete a method", params: IdParamSchema, response: NoContent } },
    async (request, reply) => {
      await shipping.deleteMethod(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
