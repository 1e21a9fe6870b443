import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import {
  AdminOrderPageSchema,
  AdminOrderQuerySchema,
  AdminOrderSchema,
  DashboardSchema,
  OrderMoveSchema,
} from "../../../domain/schemas/admin.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { requirePermission, requirePrincipal } from "../../lib/admin-principal.ts";

const tags = ["back office"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema };
const NumberParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** An order moved by staff: shipped, completed, cancelled or refunded. */
const orderMoveSchema = {
  tags: [...tags, "orders"],
  summary: "Order update (spec §7): staff move an order",
  description: [
    "The order by its number. action ship (carrier, trackingNumber, trackingUrl?), complete, cancel (reason?) or refund",
    "(lines [{line, quantity}] or none for everything left, reason?, idempotencyKey). The transition table decides",
    "(decision 010): a move it refuses answers 409 with the reason, and of two staff moving one order at once only one",
    "wins. A refund goes through the payment provider under its idempotency key: a replayed call refunds nothing twice;",
    "the same key with other lines is 409; the provider refusing answers 503 and the refund is recorded as failed.",
    "Cancelling returns the order's units to stock in the same transaction. The customer is mailed in their language.",
  ].join(" "),
  params: NumberParams,
  body: OrderMoveSchema,
  response: { 200: AdminOrderSchema, ...errors },
};

/** The back office's orders (in the admin API, /api/admin: each route names its permission). */
export const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminOrders } = app.services;
  const read = { permission: "orders.read" } as const;

  app.get(
    "/dashboard",
    {
      config: read,
      schema: { tags, summary: "Today's and this week's orders and revenue, what waits", response: { 200: DashboardSchema, ...errors } },
    },
    () => adminOrders.dashboard(),
  );

  app.get(
    "/orders",
    {
      config: read,
      schema: {
        tags,
        summary: "Orders, filtered and sorted, 25 a page",
        description: "q finds an order by its number, or by part of the e-mail or the customer's name.",
        querystring: AdminOrderQuerySchema,
        response: { 200: AdminOrderPageSchema, ...errors },
      },
    },
    (request) => adminOrders.adminList(request.query),
  );

  app.get(
    "/orders/:id",
    {
      config: read,
      schema: {
        tags,
        summary: "One order by its number, as staff see it",
        description: "With its timeline, payment events, refunds, and the actions the transition table allows now.",
        params: NumberParams,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    (request) => adminOrders.adminOrder(request.params.id),
  );

  app.post("/orders/:id", { config: { permission: "orders.write" }, schema: orderMoveSchema }, (request) =>
    adminOrders.move(requirePrincipal(request, "orders.write").actor, request.params.id, request.body),
  );
};

/**
 * The spec's order update (§7), POST /api/website/order/{id}: the admin API's POST /orders/{id}
 * at the path the spec names, behind the same guard.
 */
export const orderUpdateRoute: FastifyPluginAsyncZod = async (app) => {
  const { adminOrders } = app.services;
  app.post("/order/:id", { onRequest: requirePermission("orders.write"), schema: orderMoveSchema }, (request) =>
    adminOrders.move(requirePrincipal(request, "orders.write").actor, request.params.id, request.body),
  );
};
