import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";

import { CheckoutSessionRequestSchema, CheckoutSessionResponseSchema } from "../../../domain/schemas/checkout.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/order/create-checkout-session",
    {
      schema: {
        tags: ["checkout"],
        summary: "Creates a pending order priced by the server and opens the payment page",
        body: CheckoutSessionRequestSchema,
        response: { 200: CheckoutSessionResponseSchema, 400: ErrorSchema, 409: ErrorSchema, 503: ErrorSchema },
      },
    },
    (request) => app.services.checkout.createCheckoutSession(request.body, { userId: request.user?.id ?? null }),
  );
};
