// What the shop needs of a payment provider. Both providers confirm payments through the same
// path: a signed webhook, verified, then PaymentsService.handleEvent (rule 3).

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CreateSessionInput {
  orderId: string;
  orderNumber: number;
  currency: "USD";
  email: string;
  lines: CheckoutLine[];
  totalCents: number;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSession {
  sessionId: string;
  url: string;
}

/** A verified event from a provider, reduced to what the shop acts on. */
export type PaymentEvent =
  | { eventId: string; kind: "paid"; sessionId: string }
  | { eventId: string; kind: "failed"; sessionId: string; reason: string }
  | { eventId: string; kind: "ignored"; type: string };

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Shown on orders: how the shopper paid. */
  readonly methodLabel: string;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  /** Verifies the signature over the raw body; throws UnauthorizedError when it does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent>;
}
