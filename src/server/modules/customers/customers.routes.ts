import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  AdminCustomerPageSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  CustomerAccessSchema,
} from "../../../domain/schemas/admin.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requireStaff } from "../../lib/require-staff.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const IdParams = z.object({ id: z.uuid() });

/** The back office's customers (inside adminApi: each route names its permission). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers } = app.services;

  app.get(
    "/admin/customers",
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
    "/admin/customers/:id",
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
    "/admin/customers/:id/access",
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
    (request) => customers.setAccess(requireStaff(request.user, "customers.write"), request.params.id, request.body),
  );
};
