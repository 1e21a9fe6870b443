import { NotFoundError } from "../../../domain/errors.ts";
import type { OrdersService, PaymentOutcome } from "../orders/orders.service.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export function createPaymentsService(providers: PaymentProvider[], orders: OrdersService, log: { error(obj: object, msg: string): void }) {
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
