import { NotFoundError } from "../../../domain/errors.ts";
import type { CurrencyCode } from "../../../domain/money.ts";
import type { PaymentEvent, PaymentOutcome, PaymentProvider } from "./payment-provider.ts";

/**
 * What the webhook needs of the orders module: the orders service gives it, wired in services.ts.
 * Payments declares it and orders implements it, so orders imports payments and never the reverse.
 */
export interface PaymentOrders {
  /** Applies a verified event to its order once (a replay changes nothing). */
  applyPaymentEvent(provider: string, event: PaymentEvent): Promise<PaymentOutcome>;
  /** Gives the money of a refund_due order back through `refund`, then marks it refunded; false when there was nothing to do. */
  completeRefund(
    provider: string,
    sessionId: string,
    refund: (order: { id: string; totalCents: number; currency: string }) => Promise<{ refundId: string }>,
  ): Promise<boolean>;
}

/** What asking the provider about a session did: the outcome of the payment it took, or its word that none was taken. */
export type SessionConfirmation = PaymentOutcome | "unpaid" | "expired";

export function createPaymentsService(providers: PaymentProvider[], orders: PaymentOrders, log: { error(obj: object, msg: string): void }) {
  function providerNamed(name: string): PaymentProvider {
    const provider = providers.find((p) => p.name === name);
    if (!provider) throw new NotFoundError("Unknown payment provider");
    return provider;
  }

  /** A provider's event, verified or read from the provider itself, applied once to its order. */
  async function apply(provider: PaymentProvider, event: PaymentEvent): Promise<PaymentOutcome> {
    const outcome = await orders.applyPaymentEvent(provider.name, event);
    // Paid after its units were sold (its hold had run out): the money goes back at once.
    if (outcome === "refund_due" && event.kind === "paid") {
      const refunded = await orders
        .completeRefund(provider.name, event.sessionId, (order) =>
          provider.refund({
            sessionId: event.sessionId,
            orderId: order.id,
            amountCents: order.totalCents,
            currency: order.currency as CurrencyCode,
            idempotencyKey: `refund-${order.id}`,
          }),
        )
        .catch((error: unknown) => {
          log.error({ err: error, sessionId: event.sessionId }, "automatic refund failed; the order stays refund_due");
          return false;
        });
      if (refunded) return "refunded";
    }
    return outcome;
  }

  return {
    /** Every webhook, of every provider: verify the signature, then apply the event once. */
    async handleWebhook(providerName: string, rawBody: string, signature: string | undefined): Promise<PaymentOutcome> {
      const provider = providerNamed(providerName);
      return apply(provider, await provider.verifyWebhook(rawBody, signature));
    },

    /**
     * Rule 3's server-side read: asks the provider what became of a session and applies a payment
     * it took, as its webhook would have, checked against the order the same way. For a webhook
     * that never came (the shop's database was cut when it was sent): the shopper's return, paying
     * again and the sweeps call it. Keyed on the session, so confirmations racing each other apply
     * it once, and the webhook arriving after finds the order paid and changes nothing.
     */
    async confirmSession(providerName: string, sessionId: string): Promise<SessionConfirmation> {
      const provider = providerNamed(providerName);
      const session = await provider.retrieveSession(sessionId);
      if (session.status !== "paid") return session.status;
      return apply(provider, { eventId: `${sessionId}:paid`, kind: "paid", sessionId, charged: session.charged });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
