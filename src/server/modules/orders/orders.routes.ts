import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { OrderSchema } from "../../../domain/schemas/order.ts";

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/order/:id",
    {
      schema: {
        tags: ["orders"],
        summary: "One order, for its signed-in owner or with its token",
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ token: z.string().max(128).optional() }),
        response: { 200: OrderSchema, 404: ErrorSchema },
      },
    },
    (request) => app.services.orders.orderForViewer(request.params.id, { userId: request.user?.id ?? null, token: request.query.token }),
  );
};
