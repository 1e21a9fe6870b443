import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  AdminCustomerPageSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  CustomerAccessSchema,
} from "../../../domain/schemas/admin.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const IdParams = z.object({ id: z.uuid() });

/** The back office's customers (in the admin API, /api/admin: each route names its permission). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers } = app.services;

  app.get(
    "/customers",
    {
      config: { permission: "customers.read" },
      schema: {
        tags,
        summary: "Customer accounts, newest first, 25 a page",
        description: "q finds part of a name or an e-mail.",
        querystring: AdminCustomerQuerySchema,
        response: { 200: AdminCustomerPageSchema, ...errors },
      },
    },
    (request) => customers.list(request.query),
  );

  app.get(
    "/customers/:id",
    {
      config: { permission: "customers.read" },
      schema: {
        tags,
        summary: "A customer with their orders, addresses and garage",
        params: IdParams,
        response: { 200: AdminCustomerSchema, ...errors },
      },
    },
    (request) => customers.detail(request.params.id),
  );

  app.put(
    "/customers/:id/access",
    {
      config: { permission: "customers.write" },
      schema: {
        tags,
        summary: "Disable or enable a customer's account",
        description: "Disabling ends the account's sessions at once; it can no longer sign in. Staff accounts are refused (409).",
        params: IdParams,
        body: CustomerAccessSchema,
        response: { 200: AdminCustomerSchema, ...errors },
      },
    },
    (request) => customers.setAccess(requirePrincipal(request, "customers.write").actor, request.params.id, request.body),
  );
};
