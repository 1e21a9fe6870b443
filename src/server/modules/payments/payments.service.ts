import { NotFoundError } from "../../../domain/errors.ts";
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
    refund: (order: { id: string; totalCents: number }) => Promise<{ refundId: string }>,
  ): Promise<boolean>;
}

export function createPaymentsService(providers: PaymentProvider[], orders: PaymentOrders, log: { error(obj: object, msg: string): void }) {
  return {
    /** Every webhook, of every provider: verify the signature, then apply the event once. */
    async handleWebhook(providerName: string, rawBody: string, signature: string | undefined): Promise<PaymentOutcome> {
      const provider = providers.find((p) => p.name === providerName);
      if (!provider) throw new NotFoundError("Unknown payment provider");
      const event = await provider.verifyWebhook(rawBody, signature);
      const outcome = await orders.applyPaymentEvent(provider.name, event);
      // Paid after its units were sold (its hold had run out): the money goes back at once.
      if (outcome === "refund_due" && event.kind === "paid") {
        const refunded = await orders
          .completeRefund(provider.name, event.sessionId, (order) =>
            provider.refund({
              sessionId: event.sessionId,
              orderId: order.id,
              amountCents: order.totalCents,
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
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
