import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { NotFoundError } from "../../../domain/errors.ts";
import { ADDRESS_NOT_FOUND, AddressSchema } from "../../../domain/schemas/address.ts";
import { ErrorSchema, IdParamSchema } from "../../../domain/schemas/common.ts";
import { requireUser } from "./require-user.ts";

const tags = ["addresses"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const AddressDtoSchema = AddressSchema.extend({ id: z.int(), default: z.boolean() });
const OneAddress = z.object({ shippingAddress: AddressDtoSchema });

/**
 * The address book (spec §7 address calls, plus list, create and delete). Every path answers the
 * owner only: another customer's or a guest's request gets 401 or 404 (rule 5).
 */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;

  app.get(
    "/user/shipping/addresses",
    {
      schema: {
        tags,
        summary: "The customer's addresses, default first",
        response: { 200: z.object({ data: z.array(AddressDtoSchema) }), ...errors },
      },
    },
    async (request) => ({ data: await addresses.list(requireUser(request).id) }),
  );

  app.post(
    "/user/shipping/addresses",
    {
      schema: {
        tags,
        summary: "Save a new address",
        description: "The first address, or one with default: true, becomes the default and clears the others (spec §4).",
        body: AddressSchema,
        response: { 201: OneAddress, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ shippingAddress: await addresses.create(requireUser(request).id, request.body) }),
  );

  app.get(
    "/user/shipping/address/default/:id",
    {
      schema: {
        tags,
        summary: "The default address of the signed-in customer",
        description: "id is the customer's own id; any other id is not found.",
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ shippingAddress: AddressDtoSchema.nullable() }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw new NotFoundError(ADDRESS_NOT_FOUND);
      return { shippingAddress: await addresses.defaultOf(user.id) };
    },
  );

  app.get(
    "/user/shipping/address/:id",
    { schema: { tags, summary: "One address", params: IdParamSchema, response: { 200: OneAddress, ...errors } } },
    async (request) => ({ shippingAddress: await addresses.get(requireUser(request).id, request.params.id) }),
  );

  app.post(
    "/user/shipping/address/:id",
    {
      schema: {
        tags,
        summary: "Save an address",
        description: "default: true clears the default of the others; unticking the default address keeps it default.",
        params: IdParamSchema,
        body: AddressSchema,
        response: { 200: OneAddress, ...errors },
      },
    },
    async (request) => ({ shippingAddress: await addresses.update(requireUser(request).id, request.params.id, request.body) }),
  );

  app.delete(
    "/user/shipping/address/:id",
    {
      schema: {
        tags,
        summary: "Delete an address",
        description: "Deleting the default makes the first remaining address default (spec §4).",
        params: IdParamSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await addresses.remove(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
