import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { ErrorSchema } from "../../../domain/schemas/common.ts";
import { testPaymentPage, testPaymentReceipt } from "./test-payment-page.ts";

const tags = ["payments"];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Webhooks are verified over the exact bytes received, so JSON is kept as text in this scope.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 1_048_576 }, (_request, body, done) => {
    done(null, body);
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    "/payments/webhook/:provider",
    {
      config: { skipOriginCheck: true },
      schema: {
        tags,
        summary: "Payment provider webhooks (test provider and Stripe), signed",
        params: z.object({ provider: z.enum(["test", "stripe"]) }),
        body: z.string().max(1_048_576),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const signature = request.params.provider === "stripe" ? request.headers["stripe-signature"] : request.headers["overland-signature"];
      const outcome = await app.services.payments.handleWebhook(
        request.params.provider,
        request.body,
        typeof signature === "string" ? signature : undefined,
      );
      return { received: true as const, outcome };
    },
  );

  const { testProvider } = app.services;
  if (!testProvider) return;

  const SessionParams = z.object({ sessionId: z.string().regex(/^tps_[A-Za-z0-9_-]{10,64}$/, "must be a payment session id") });

  app.get(
    "/payments/test/:sessionId",
    { schema: { tags, summary: "The test provider's hosted payment page", params: SessionParams, hide: true } },
    async (request, reply) => {
      const session = await testProvider.session(request.params.sessionId);
      if (session.status === "paid") return reply.redirect(session.successUrl, 303);
      if (session.status === "canceled") return reply.redirect(session.cancelUrl, 303);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          testPaymentPage({
            sessionId: session.id,
            description: session.description,
            amountCents: session.amountCents,
            currency: session.currency,
            email: session.customerEmail,
          }),
        );
    },
  );

  app.get(
    "/payments/test/:sessionId/receipt",
    { schema: { tags, summary: "The test provider's record of a payment and its refunds", params: SessionParams, hide: true } },
    async (request, reply) => {
      const session = await testProvider.session(request.params.sessionId);
      const refunds = await testProvider.refundsOf(session.id);
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(testPaymentReceipt({ ...session, sessionId: session.id, email: session.customerEmail, refunds }));
    },
  );

  app.post(
    "/payments/test/:sessionId",
    {
      schema: {
        tags,
        summary: "Pay or cancel on the test provider's page",
        params: SessionParams,
        body: z.object({
          action: z.enum(["pay", "cancel"]),
          card: z.string().max(40).optional(),
          expiry: z.string().max(10).optional(),
          cvc: z.string().max(4).optional(),
        }),
        hide: true,
      },
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      if (request.body.action === "cancel") return reply.redirect(await testProvider.cancel(sessionId), 303);
      const result = await testProvider.pay(sessionId, request.body.card ?? "");
      if (result.ok) return reply.redirect(result.redirect, 303);
      const session = await testProvider.session(sessionId);
      return reply
        .code(402)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(
          testPaymentPage({
            sessionId,
            description: session.description,
            amountCents: session.amountCents,
            currency: session.currency,
            email: session.customerEmail,
            error: result.reason,
            cardNumber: request.body.card,
          }),
        );
    },
  );
};
