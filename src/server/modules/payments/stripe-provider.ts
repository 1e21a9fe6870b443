import Stripe from "stripe";

import { UnauthorizedError } from "../../lib/errors.ts";
import type { CreateSessionInput, PaymentEvent, PaymentProvider, ProviderSession } from "./payment-provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a proxy, or a local fake in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
}

/** Stripe Checkout through the official SDK; payments confirm by the signed webhook. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  return {
    name: "stripe",
    methodLabel: "Card (Stripe)",

    async createSession(input: CreateSessionInput): Promise<ProviderSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          customer_email: input.email,
          client_reference_id: input.orderId,
          metadata: { orderId: input.orderId, orderNumber: String(input.orderNumber) },
          line_items: input.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name },
            },
          })),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // One Stripe session per order, even if the request is retried.
        { idempotencyKey: `order-${input.orderId}` },
      );
      if (!session.url) throw new Error("Stripe returned a session without a url");
      return { sessionId: session.id, url: session.url };
    },

    async verifyWebhook(rawBody, signatureHeader): Promise<PaymentEvent> {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? "", options.webhookSecret);
      } catch {
        throw new UnauthorizedError("Invalid webhook signature");
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = event.data.object;
          if (session.payment_status !== "paid") return { eventId: event.id, kind: "ignored", type: event.type };
          return { eventId: event.id, kind: "paid", sessionId: session.id };
        }
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired":
          return { eventId: event.id, kind: "failed", sessionId: event.data.object.id, reason: event.type };
        default:
          return { eventId: event.id, kind: "ignored", type: event.type };
      }
    },
  };
}
