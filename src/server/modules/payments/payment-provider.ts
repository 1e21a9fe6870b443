// What the shop needs of a payment provider. Both providers confirm payments through the same
// path: a signed webhook, verified, then applied once (rule 3); or, when that webhook never came,
// the provider's own word on the session, read by the shop and applied the same way.
import type { CurrencyCode } from "../../../domain/money.ts";

export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CreateSessionInput {
  orderId: string;
  orderNumber: number;
  /** The order's currency (decision 043): every amount here is in its minor units. */
  currency: CurrencyCode;
  email: string;
  lines: CheckoutLine[];
  totalCents: number;
  /** When the order's units stop being held: the session should not take a payment after it. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderSession {
  sessionId: string;
  url: string;
}

/** What the provider says it charged, for the shop to check against the order before it counts. */
export interface ChargedPayment {
  amountCents: number | null;
  /** Lower case, as Stripe writes it. */
  currency: string | null;
  /** The order the session was opened for (client_reference_id / metadata). */
  orderId: string | null;
  /** False when the event's live/test mode is not the mode of the shop's key. */
  modeMatches: boolean;
}

/** A session as its provider tells it when asked. */
export interface RetrievedSession {
  /** paid: the money is taken; unpaid: open, or completed with the money still on its way; expired: over, nothing taken. */
  status: "paid" | "unpaid" | "expired";
  /** What the provider says it charged, checked against the order as a webhook's is. */
  charged: ChargedPayment;
}

/** A verified event from a provider, reduced to what the shop acts on. */
export type PaymentEvent =
  | { eventId: string; kind: "paid"; sessionId: string; charged?: ChargedPayment }
  /** A payment attempt failed; the session stays open for another card. */
  | { eventId: string; kind: "failed"; sessionId: string; reason: string }
  /** The session is over unpaid (cancelled, expired, failed for good): its units go back. */
  | { eventId: string; kind: "closed"; sessionId: string; reason: string }
  | { eventId: string; kind: "ignored"; type: string };

/** What a verified event did to its order, as the webhook answers it. */
export type PaymentOutcome = "paid" | "refund_due" | "refunded" | "failed" | "closed" | "mismatch" | "replayed" | "ignored" | "unchanged";

/** Money given back from a paid session: all of it or part. The key makes a retried call refund once. */
export interface RefundInput {
  sessionId: string;
  orderId: string;
  /** In the order's currency, its minor units: the currency the session charged. */
  amountCents: number;
  currency: CurrencyCode;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Shown on orders: how the shopper paid. */
  readonly methodLabel: string;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  /** Verifies the signature over the raw body; throws UnauthorizedError when it does not hold. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent>;
  /**
   * Gives money of a paid session back, once per idempotency key (a repeated call answers the
   * first refund and moves nothing). Throws RefundRefusedError when the provider refuses for good;
   * any other error leaves the outcome unknown (the same key asked again tells); the refund's id otherwise.
   */
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /**
   * Closes an open session so it can no longer take money (the shopper pays again through a new
   * one): "expired", or "paid" when the money was taken meanwhile, and the new session must not open.
   */
  expireSession(sessionId: string): Promise<"expired" | "paid">;
  /**
   * What became of a session, read from the provider: the shop asks when a webhook may have been
   * lost (the shopper is back, pays again, or the order's time to pay ran out). A session the
   * provider does not know is "expired"; no answer throws.
   */
  retrieveSession(sessionId: string): Promise<RetrievedSession>;
}

/** The provider answered that it will not make this refund: asking again with the same key changes nothing. */
export class RefundRefusedError extends Error {
  override name = "RefundRefusedError";
}
