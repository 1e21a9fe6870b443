import { randomBytes } from "node:crypto";

import { z } from "zod";

import type { Database } from "../../../db/client.ts";
import { InvalidInputError, NotFoundError, UnauthorizedError } from "../../../domain/errors.ts";
import {
  type CreateSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
  RefundRefusedError,
} from "./payment-provider.ts";
import { createTestSessionsRepository, type TestPaymentSessionRow } from "./test-sessions.repository.ts";
import { signPayload, verifySignature } from "./webhook-signature.ts";

/** Test cards, as a newcomer expects them from Stripe's documentation. */
export const TEST_CARDS = {
  pays: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
} as const;

export type CardOutcome = { ok: true } | { ok: false; reason: string };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function chargeTestCard(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { ok: false, reason: "Your card number is invalid." };
  if (digits === TEST_CARDS.pays) return { ok: true };
  if (digits === TEST_CARDS.insufficientFunds) return { ok: false, reason: "Your card has insufficient funds." };
  if (digits === TEST_CARDS.declined) return { ok: false, reason: "Your card was declined." };
  return { ok: false, reason: "Use a test card, such as 4242 4242 4242 4242." };
}

interface TestEventBody {
  id: string;
  type: "checkout.session.completed" | "checkout.session.payment_failed" | "checkout.session.expired";
  data: { sessionId: string; reason?: string };
}

/** An event as the webhook reads it: signed is not enough, it must also be one (a 400 otherwise, never a 500). */
const ReceivedEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ sessionId: z.string().min(1).max(255).optional(), reason: z.string().max(1000).optional() }).default({}),
});

function receivedEvent(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    json = undefined;
  }
  const event = ReceivedEventSchema.safeParse(json);
  const sessionEvent = event.success && event.data.type.startsWith("checkout.session.");
  if (!event.success || (sessionEvent && !event.data.data.sessionId)) throw new InvalidInputError("The body is not a test payment event");
  // A session's events name it; other types are recorded and ignored.
  return { ...event.data, sessionId: event.data.data.sessionId ?? "" };
}

export interface TestProviderOptions {
  db: Database;
  /** Signs and verifies this provider's webhooks. */
  webhookSecret: string;
  log?: { error(obj: object, msg: string): void };
}

/**
 * The built-in payment provider: a hosted payment page served by this app with test cards.
 * It keeps its own sessions and confirms through a signed webhook, like Stripe.
 */
export function createTestProvider(options: TestProviderOptions) {
  const { db, webhookSecret } = options;
  const sessions = createTestSessionsRepository(db);
  let deliver: ((rawBody: string, signature: string) => Promise<void>) | null = null;

  async function sendEvent(body: TestEventBody): Promise<void> {
    if (!deliver) throw new Error("test provider has no webhook receiver");
    const raw = JSON.stringify(body);
    await deliver(raw, signPayload(raw, webhookSecret));
  }

  const provider: PaymentProvider & {
    /** Wires the webhook receiver: the same handler the HTTP webhook route calls. */
    onWebhook(receiver: (rawBody: string, signature: string) => Promise<void>): void;
    session(id: string): Promise<TestPaymentSessionRow>;
    pay(id: string, cardNumber: string): Promise<{ ok: true; redirect: string } | { ok: false; reason: string }>;
    cancel(id: string): Promise<string>;
    refundsOf(id: string): Promise<{ id: string; amountCents: number; createdAt: Date }[]>;
  } = {
    name: "test",
    methodLabel: "Card (test payments)",

    onWebhook(receiver) {
      deliver = receiver;
    },

    async createSession(input: CreateSessionInput): Promise<ProviderSession> {
      const sessionId = `tps_${randomBytes(18).toString("base64url")}`;
      await sessions.insert({
        id: sessionId,
        amountCents: input.totalCents,
        currency: input.currency,
        description: `Overland order ${input.orderNumber}`,
        customerEmail: input.email,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      // The page is served on the origin the shopper will return to, so their cart is there too.
      return { sessionId, url: `${new URL(input.successUrl).origin}/api/website/payments/test/${sessionId}` };
    },

    async verifyWebhook(rawBody, signatureHeader): Promise<PaymentEvent> {
      if (!verifySignature(rawBody, signatureHeader, webhookSecret)) throw new UnauthorizedError("Invalid webhook signature");
      const event = receivedEvent(rawBody);
      const { sessionId } = event;
      if (event.type === "checkout.session.completed") return { eventId: event.id, kind: "paid", sessionId };
      if (event.type === "checkout.session.payment_failed") {
        return { eventId: event.id, kind: "failed", sessionId, reason: event.data.reason ?? "declined" };
      }
      if (event.type === "checkout.session.expired")
        return { eventId: event.id, kind: "closed", sessionId, reason: event.data.reason ?? "expired" };
      return { eventId: event.id, kind: "ignored", type: event.type };
    },

    async session(id) {
      const session = await sessions.byId(id);
      if (!session) throw new NotFoundError("Payment session not found");
      return session;
    },

    async pay(id, cardNumber) {
      const session = await provider.session(id);
      if (session.status === "paid") return { ok: true, redirect: session.successUrl };
      if (session.status === "canceled") return { ok: false, reason: "This payment was cancelled." };
      const outcome = chargeTestCard(cardNumber);
      if (!outcome.ok) {
        await sendEvent({
          id: `evt_${randomBytes(12).toString("hex")}`,
          type: "checkout.session.payment_failed",
          data: { sessionId: id, reason: outcome.reason },
        });
        return outcome;
      }
      // The money is taken, then the shop hears of it. The session is paid while the shop hears,
      // so a refund the shop decides at once (a cancelled or sold-out order) finds the money there.
      // A second, racing confirmation changes nothing (rule 4).
      if (!(await sessions.move(id, "open", "paid"))) return { ok: true, redirect: session.successUrl };
      try {
        await sendEvent({ id: `evt_${randomBytes(12).toString("hex")}`, type: "checkout.session.completed", data: { sessionId: id } });
      } catch (error) {
        // As with Stripe, what was taken stays taken whatever the shop answered (its database cut):
        // the shop reads the session when the shopper comes back or pays again, and in its sweeps.
        options.log?.error({ err: error, sessionId: id }, "the shop could not be told of a test payment; it reads the session later");
      }
      return { ok: true, redirect: session.successUrl };
    },

    async cancel(id) {
      const session = await provider.session(id);
      const closed = await sessions.move(id, "open", "canceled");
      // The shop hears that the session is over, and gives its units back.
      if (closed) {
        await sendEvent({
          id: `evt_${randomBytes(12).toString("hex")}`,
          type: "checkout.session.expired",
          data: { sessionId: id, reason: "cancelled" },
        });
      }
      return session.cancelUrl;
    },

    async refund({ sessionId, amountCents, currency, idempotencyKey }) {
      // As Stripe: a paid session gives back at most what it took, once per key.
      return db.transaction(async (tx) => {
        const inTx = createTestSessionsRepository(tx);
        const session = await inTx.lock(sessionId);
        if (!session) throw new RefundRefusedError("Payment session not found");
        const earlier = await inTx.refundByKey(sessionId, idempotencyKey);
        if (earlier) return { refundId: earlier.id };
        if (session.status !== "paid") throw new RefundRefusedError(`A ${session.status} payment cannot be refunded.`);
        if (session.currency !== currency)
          throw new RefundRefusedError(`The payment was taken in ${session.currency}, the refund is in ${currency}`);
        if (amountCents <= 0 || amountCents > session.amountCents - session.refundedCents)
          throw new RefundRefusedError(`Only ${session.amountCents - session.refundedCents} cents of this payment can still be refunded.`);
        const refundId = `tre_${randomBytes(12).toString("hex")}`;
        await inTx.addRefund({ sessionId, idempotencyKey, id: refundId, amountCents });
        return { refundId };
      });
    },

    async expireSession(id) {
      // Closed quietly: the shop opens the next session itself, no "expired" event is needed.
      if (await sessions.move(id, "open", "canceled")) return "expired";
      const session = await sessions.byId(id);
      return session?.status === "paid" || session?.status === "refunded" ? "paid" : "expired";
    },

    async retrieveSession(id) {
      const session = await sessions.withOrder(id);
      if (!session) return { status: "expired", charged: { amountCents: null, currency: null, orderId: null, modeMatches: true } };
      const status = session.status === "paid" ? "paid" : session.status === "open" ? "unpaid" : "expired";
      return {
        status,
        charged: {
          amountCents: session.amountCents,
          currency: session.currency.toLowerCase(),
          orderId: session.orderId,
          modeMatches: true,
        },
      };
    },

    /** The page shows what was given back. */
    refundsOf: (sessionId: string) => sessions.refundsOf(sessionId),
  };
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;
