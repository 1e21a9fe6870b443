import { NotFoundError } from "../../lib/errors.ts";
import type { OrdersService, PaymentOutcome } from "../orders/orders.service.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export function createPaymentsService(providers: PaymentProvider[], orders: OrdersService) {
  return {
    /** Every webhook, of every provider: verify the signature, then apply the event once. */
    async handleWebhook(providerName: string, rawBody: string, signature: string | undefined): Promise<PaymentOutcome> {
      const provider = providers.find((p) => p.name === providerName);
      if (!provider) throw new NotFoundError("Unknown payment provider");
      const event = await provider.verifyWebhook(rawBody, signature);
      return orders.applyPaymentEvent(provider.name, event);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
