import Stripe from "stripe";

import { InvalidInputError, UnauthorizedError } from "../../../domain/errors.ts";
import {
  type ChargedPayment,
  type CreateSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
  RefundRefusedError,
} from "./payment-provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (a proxy, or a local fake in tests); Stripe's own by default. */
  apiUrl?: string | undefined;
}

/** Stripe Checkout keeps a session open at least this long. */
const STRIPE_MIN_SESSION_MS = 30 * 60_000 + 60_000;

/** Stripe Checkout through the official SDK; payments confirm by the signed webhook. */
const NOT_AN_EVENT = "The body is not a Stripe event";

/** A signed body is Stripe's, yet may still not be an event: its id and type, and a session event's session. */
function isEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== "object" || value === null) return false;
  const { id, type, data } = value as { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } };
  if (typeof id !== "string" || typeof type !== "string") return false;
  return !type.startsWith("checkout.session.") || typeof data?.object?.id === "string";
}

/** What a session says it charged, and for which order. */
function chargedOf(session: Stripe.Checkout.Session, livemode: boolean, liveKey: boolean): ChargedPayment {
  return {
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    modeMatches: livemode === liveKey,
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  // A live key takes live events only, a test key test events only.
  const liveKey = options.secretKey.startsWith("sk_live_") || options.secretKey.startsWith("rk_live_");
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
          // Stripe keeps a session open 30 minutes at least; a payment after the hold ran out is
          // taken if the units are still there, refunded otherwise (decision 003).
          expires_at: Math.floor(Math.max(input.expiresAt.getTime(), Date.now() + STRIPE_MIN_SESSION_MS) / 1000),
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
      } catch (error) {
        // Signed but not JSON: a bad request, not a forgery.
        if (error instanceof SyntaxError) throw new InvalidInputError(NOT_AN_EVENT);
        throw new UnauthorizedError("Invalid webhook signature");
      }
      if (!isEvent(event)) throw new InvalidInputError(NOT_AN_EVENT);
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = event.data.object;
          if (session.payment_status !== "paid") return { eventId: event.id, kind: "ignored", type: event.type };
          return { eventId: event.id, kind: "paid", sessionId: session.id, charged: chargedOf(session, event.livemode, liveKey) };
        }
        case "checkout.session.async_payment_failed":
        case "checkout.session.expired":
          return { eventId: event.id, kind: "closed", sessionId: event.data.object.id, reason: event.type };
        default:
          return { eventId: event.id, kind: "ignored", type: event.type };
      }
    },

    async expireSession(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.payment_status === "paid" || session.status === "complete") return "paid";
      if (session.status === "open") await stripe.checkout.sessions.expire(sessionId);
      return "expired";
    },

    async retrieveSession(sessionId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        // Not a session of this account and mode: it can take no money for the shop.
        if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) {
          return { status: "expired", charged: { amountCents: null, currency: null, orderId: null, modeMatches: true } };
        }
        throw error;
      }
      // A completed session whose payment_status is not yet "paid" (a delayed method) is still on its way.
      const status = session.payment_status === "paid" ? "paid" : session.status === "expired" ? "expired" : "unpaid";
      return { status, charged: chargedOf(session, session.livemode, liveKey) };
    },

    async refund({ sessionId, orderId, amountCents, currency, idempotencyKey }) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      // Stripe refunds in the currency the payment was taken in: an amount in another would be wrong by the rate.
      if (session.currency && session.currency.toUpperCase() !== currency)
        throw new RefundRefusedError(`The payment was taken in ${session.currency.toUpperCase()}, the refund is in ${currency}`);
      // Stripe answers a retried request with the same key by the first refund (rule 4).
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: amountCents, metadata: { orderId } },
          { idempotencyKey: `refund-${orderId}-${idempotencyKey}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        // A 4xx is Stripe's answer (too much, a disputed charge...); a 409 (the same key still in
        // flight), a 429, a 5xx or no answer leave the outcome unknown.
        const status = error instanceof Stripe.errors.StripeError ? error.statusCode : undefined;
        if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
          throw new RefundRefusedError(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
  };
}
