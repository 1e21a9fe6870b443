import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { CheckoutSessionRequestSchema, CheckoutSessionResponseSchema } from "../../../domain/schemas/checkout.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { ShippingQuoteRequestSchema, ShippingQuoteSchema } from "../../../domain/schemas/shipping.ts";
import { requestLocale } from "../../lib/request-locale.ts";

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/order/create-checkout-session",
    {
      schema: {
        tags: ["checkout"],
        summary: "Creates a pending order priced by the server and opens the payment page",
        description:
          "Send an Idempotency-Key header (letters, digits, - _ . :, up to 200) to make a retry safe: the same key and body answer the first checkout again; the same key with another body is refused (409).",
        headers: z.object({
          "idempotency-key": z
            .string()
            .regex(/^[\w.:-]{1,200}$/, "must be 1 to 200 letters, digits or - _ . :")
            .optional(),
        }),
        body: CheckoutSessionRequestSchema,
        response: { 200: CheckoutSessionResponseSchema, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema },
      },
    },
    (request) =>
      app.services.checkout.createCheckoutSession(request.body, {
        userId: request.user?.id ?? null,
        address: request.ip,
        idempotencyKey: request.headers["idempotency-key"],
        returnOrigin: app.returnOrigin(request),
        // As the storefront chooses it: the language cookie, then the browser's languages.
        locale: requestLocale(request),
      }),
  );

  app.post(
    "/order/shipping-offers",
    {
      schema: {
        tags: ["checkout"],
        summary: "The methods that send a cart to an address, with their prices and delivery times",
        description:
          "Priced from the database as the order will be (the parts' weights, freight, the shop's zones). Cheapest first, pickup from the shop last; empty when nothing sends the cart there. The chosen code is create-checkout-session's deliverMethod.",
        body: ShippingQuoteRequestSchema,
        response: { 200: ShippingQuoteSchema, 400: ErrorSchema, 409: ErrorSchema },
      },
    },
    (request) => app.services.checkout.shippingQuote(request.body),
  );

  app.post(
    "/order/pay-again",
    {
      schema: {
        tags: ["checkout"],
        summary: "Pays an order again whose payment was declined or abandoned",
        description:
          "The order's token (its link) is the key. The same order gets a new payment session once its prices and stock are checked again: 409 when a price changed, a part is gone, the order cannot be paid again (the transition table) or its old session was paid meanwhile. Limited like checkouts.",
        body: z.object({ token: z.string().min(32).max(100) }),
        response: {
          200: CheckoutSessionResponseSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
          503: ErrorSchema,
        },
      },
    },
    (request) =>
      app.services.checkout.payAgain(request.body.token, {
        userId: request.user?.id ?? null,
        address: request.ip,
        returnOrigin: app.returnOrigin(request),
      }),
  );
};
