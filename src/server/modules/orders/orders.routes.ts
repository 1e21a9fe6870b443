import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { ORDER_LIST_DEFAULT_LIMIT } from "../../../domain/list-limits.ts";
import { AccountEmailSchema, TrackOrderSchema } from "../../../domain/schemas/account.ts";
import { ErrorSchema, PaginationSchema } from "../../../domain/schemas/common.ts";
import { OrderSchema, OrderTrackingSchema } from "../../../domain/schemas/order.ts";
import { requireUser, type SessionUser } from "../accounts/index.ts";
import type { OrderViewer } from "./orders.service.ts";

const tags = ["orders"];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
const OrderPageSchema = z.object({ data: z.array(OrderSchema), pagination: PaginationSchema });
const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(ORDER_LIST_DEFAULT_LIMIT),
});

const viewerOf = (user: SessionUser | null): OrderViewer => ({
  userId: user?.id ?? null,
  verifiedEmail: user?.emailVerified ? user.email : null,
});

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services;

  app.get(
    "/user/orders",
    {
      schema: {
        tags,
        summary: "The signed-in customer's orders, newest first (8 per page)",
        querystring: PageQuerySchema,
        response: { 200: OrderPageSchema, ...errors },
      },
    },
    (request) => orders.listForUser(requireUser(request), request.query),
  );

  app.get(
    "/order/orders-by-email/:email",
    {
      schema: {
        tags,
        summary: "Orders placed under an e-mail address",
        description: "Answers only the signed-in customer whose verified address it is; any other address is not found.",
        params: z.object({ email: AccountEmailSchema }),
        querystring: PageQuerySchema,
        response: { 200: OrderPageSchema, ...errors },
      },
    },
    (request) => orders.listByEmail(requireUser(request), request.params.email, request.query),
  );

  app.get(
    "/order/order-by-orderId/:id",
    {
      schema: {
        tags,
        summary: "One of the customer's orders by its number",
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: OrderSchema, ...errors },
      },
    },
    (request) => orders.orderByNumber(request.params.id, viewerOf(requireUser(request))),
  );

  app.post(
    "/order/track",
    {
      schema: {
        tags,
        summary: "Track an order with its number and e-mail",
        description: "For guests (/track-order). Rate limited per client.",
        body: TrackOrderSchema,
        response: {
          200: OrderTrackingSchema,
          ...errors,
        },
      },
    },
    (request) => orders.track(request.body.number, request.body.email, request.ip),
  );

  app.get(
    "/order/:id",
    {
      schema: {
        tags,
        summary: "One order, for its signed-in owner or with its token",
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ token: z.string().max(128).optional() }),
        response: { 200: OrderSchema, 404: ErrorSchema },
      },
    },
    (request) => orders.orderForViewer(request.params.id, { ...viewerOf(request.user), token: request.query.token }),
  );
};
