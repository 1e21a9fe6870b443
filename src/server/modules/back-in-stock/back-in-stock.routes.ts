import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { BACK_IN_STOCK_ACCEPTED } from "../../../domain/back-in-stock.ts";
import { InvalidInputError } from "../../../domain/errors.ts";
import { BackInStockRequestSchema } from "../../../domain/schemas/carts.ts";
import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { INVALID_NEWSLETTER_EMAIL } from "../../../domain/schemas/contact-rules.ts";
import { requestLocale } from "../../lib/request-locale.ts";

export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { backInStock } = app.services;

  app.post(
    "/back-in-stock",
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ["catalogue"],
        summary: "Tell me when a sold-out part (or variant) is back; 202 on success",
        description:
          "A signed-in customer is mailed at their account's address; a guest gives `email`. Mailed once, in the shopper's language (cookie `lang`, then Accept-Language), when units come back. The answer is the same whether the address was already waiting or not.",
        body: BackInStockRequestSchema,
        response: {
          202: z.object({ message: z.string() }),
          400: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.user?.email ?? request.body.email;
      if (!email) throw new InvalidInputError(INVALID_NEWSLETTER_EMAIL);
      await backInStock.request(
        { productId: request.body.product, variantId: request.body.variant, email, locale: requestLocale(request) },
        request.ip,
      );
      return reply.code(202).send({ message: BACK_IN_STOCK_ACCEPTED });
    },
  );
};
