// Staff move orders (decision 010): ship, complete, cancel, refund. Each move asks the
// transition table (src/domain/order-status.ts) under the order's row lock, so that two members of
// staff acting at once cannot both win; the change, its timeline entry, its audit record and its
// mail commit together. A refund is keyed: a replayed request gives nothing back twice.
import type { Database, Transaction } from "../../../db/client.ts";
import { ConflictError, NotFoundError, ServiceUnavailableError } from "../../../domain/errors.ts";
import type { CurrencyCode } from "../../../domain/money.ts";
import { refusalOf, type StaffOrderAction, statusAfter } from "../../../domain/order-status.ts";
import { planRefund } from "../../../domain/refunds.ts";
import type { OrderMove } from "../../../domain/schemas/admin.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { recordAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { type PaymentProvider, RefundRefusedError } from "../payments/index.ts";
import { cancelledMail, refundMail, shippedMail } from "./lifecycle-mails.ts";
import { createOrderLifecycleRepository, type RefundRow } from "./order-lifecycle.repository.ts";
import type { OrderDocuments } from "./order-payments.service.ts";
import { createOrdersRepository, type OrderRow } from "./orders.repository.ts";
import type { StockHoldsService } from "./stock-holds.service.ts";

export const REFUND_KEY_REUSED = "This idempotency key was used for another refund: send a new key for a new refund.";
export const ORDER_NOT_FOUND_FOR_STAFF = "Order not found";
export const REFUND_REFUSED = "The payment provider refused this refund";
export const REFUND_UNANSWERED =
  "The payment provider did not answer: the refund stays pending, holding its units and money, and the shop asks again within minutes (sending the same refund again asks now)";
/** A refund pending this long was left by its request: the sweep asks the provider again. */
export const ABANDONED_REFUND_MS = 2 * 60_000;

const stateOf = (order: OrderRow) => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  refunded: order.refundedCents,
  ...(order.trackingNumber ? { carrier: order.carrier, trackingNumber: order.trackingNumber } : {}),
});

export interface OrderLifecycleOptions {
  origin: string;
  /** The providers an order may have been paid through, by name. */
  providers: readonly PaymentProvider[];
  /** The refund's credit note, issued in the transaction that counts it. */
  documents: Pick<OrderDocuments, "issueCreditNote">;
}

export function createOrderLifecycleService(db: Database, holds: StockHoldsService, options: OrderLifecycleOptions) {
  /** Locks the order, checks the table; the caller's change follows in the same transaction. */
  async function lockFor(tx: Transaction, number: number, action: StaffOrderAction): Promise<OrderRow> {
    const order = await createOrderLifecycleRepository(tx).lockByNumber(number);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND_FOR_STAFF);
    const refusal = refusalOf(order, action);
    if (refusal) throw new ConflictError(refusal);
    return order;
  }

  async function record(
    tx: Transaction,
    actor: Pick<Actor, "id" | "email">,
    before: OrderRow,
    after: OrderRow,
    kind: string,
    data: Record<string, unknown>,
  ) {
    await createOrderLifecycleRepository(tx).recordEvent({
      orderId: after.id,
      kind,
      detail: typeof data.reason === "string" ? data.reason : "",
      actorId: actor.id,
      actorEmail: actor.email,
      data,
    });
    await recordAudit(tx, actor, {
      action: `order.${kind.split(":")[0]}`,
      entityType: "order",
      entityId: String(after.number),
      before: stateOf(before),
      after: { ...stateOf(after), ...data },
    });
  }

  async function ship(actor: Actor, number: number, move: Extract<OrderMove, { action: "ship" }>): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await lockFor(tx, number, "ship");
      const after = await createOrderLifecycleRepository(tx).update(before.id, {
        status: statusAfter(before, "ship"),
        carrier: move.carrier,
        trackingNumber: move.trackingNumber,
        trackingUrl: move.trackingUrl ?? null,
        shippedAt: new Date(),
      });
      await record(tx, actor, before, after, "shipped", {
        carrier: move.carrier,
        trackingNumber: move.trackingNumber,
        trackingUrl: move.trackingUrl ?? null,
      });
      await enqueueMail(tx, shippedMail(after, options.origin));
    });
  }

  async function complete(actor: Actor, number: number): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await lockFor(tx, number, "complete");
      const after = await createOrderLifecycleRepository(tx).update(before.id, {
        status: statusAfter(before, "complete"),
        completedAt: new Date(),
      });
      await record(tx, actor, before, after, "completed", {});
    });
  }

  /** Cancels before shipping: the units it holds or took go back in the same transaction; money taken stays owed (refund it). */
  async function cancel(actor: Actor, number: number, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await lockFor(tx, number, "cancel");
      const returned = await holds.giveBack(tx, before);
      const after = await createOrderLifecycleRepository(tx).update(before.id, {
        status: statusAfter(before, "cancel"),
        cancelledAt: new Date(),
      });
      await record(tx, actor, before, after, "cancelled", { reason, stockReturned: returned });
      await enqueueMail(tx, cancelledMail(after, reason, options.origin));
    });
  }

  /**
   * The provider gives the money back, then the order counts it: at most once per key, whoever
   * replays. A refusal fails the refund and frees what it held; no answer (a timeout, a 5xx) keeps
   * it pending, holding its units and money, until the same key asked again (a retry, or the
   * sweep of abandoned refunds) learns the outcome.
   */
  async function settle(actor: Pick<Actor, "id" | "email">, order: OrderRow, refund: RefundRow): Promise<void> {
    const provider = options.providers.find((p) => p.name === order.paymentProvider);
    if (!provider || !order.paymentSessionId) throw new ConflictError("This order's payment cannot be refunded through a provider.");
    let refundId: string;
    try {
      ({ refundId } = await provider.refund({
        sessionId: order.paymentSessionId,
        orderId: order.id,
        amountCents: refund.amountCents,
        currency: order.currency as CurrencyCode,
        idempotencyKey: refund.id,
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof RefundRefusedError)) throw new ServiceUnavailableError(`${REFUND_UNANSWERED} (${message})`);
      await db.transaction(async (tx) => {
        const lifecycle = createOrderLifecycleRepository(tx);
        await lifecycle.lockByNumber(order.number);
        const current = await lifecycle.refundByKey(order.id, refund.idempotencyKey);
        if (current?.state !== "pending") return;
        await lifecycle.finishRefund(refund.id, { state: "failed", error: message });
        await lifecycle.recordEvent({
          orderId: order.id,
          kind: `refund_failed:${refund.id}`,
          detail: message,
          actorId: actor.id,
          actorEmail: actor.email,
        });
      });
      throw new ConflictError(`${REFUND_REFUSED}: ${message}`);
    }
    await db.transaction(async (tx) => {
      const lifecycle = createOrderLifecycleRepository(tx);
      const before = (await lifecycle.lockByNumber(order.number))!;
      const current = await lifecycle.refundByKey(order.id, refund.idempotencyKey);
      // A racing replay counted it already.
      if (current?.state !== "pending") return;
      await lifecycle.finishRefund(refund.id, { state: "succeeded", providerRefundId: refundId });
      await lifecycle.addRefundedUnits(order.id, refund.lines);
      const refundedCents = before.refundedCents + refund.amountCents;
      const after = await lifecycle.update(order.id, {
        refundedCents,
        paymentStatus: refundedCents >= before.totalCents ? "refunded" : "partially_refunded",
      });
      await lifecycle.recordPaymentEvent(provider.name, refundId, "refund", order.id);
      await record(tx, actor, before, after, `refund:${refund.id}`, {
        amountCents: refund.amountCents,
        lines: refund.lines,
        reason: refund.reason,
      });
      await enqueueMail(tx, refundMail(after, refund, options.origin));
      // Numbered last: the year's counter row stays locked until this commits.
      await options.documents.issueCreditNote(tx, order.id, refund.id);
    });
  }

  async function refund(actor: Actor, number: number, move: Extract<OrderMove, { action: "refund" }>): Promise<void> {
    const { order, row } = await db.transaction(async (tx) => {
      const lifecycle = createOrderLifecycleRepository(tx);
      const order = await lifecycle.lockByNumber(number);
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND_FOR_STAFF);
      const earlier = await lifecycle.refundByKey(order.id, move.idempotencyKey);
      if (earlier) return { order, row: earlier, replay: true };
      const refusal = refusalOf(order, "refund");
      if (refusal) throw new ConflictError(refusal);
      const items = await createOrdersRepository(tx).itemsOf(order.id);
      // Money and units asked for and not yet answered count as given: two keys cannot refund them twice.
      const pending = await lifecycle.pendingRefunds(order.id);
      const plan = planRefund(
        { ...order, refundedCents: order.refundedCents + pending.cents },
        items.map((item) => ({ ...item, refundedQuantity: item.refundedQuantity + (pending.unitsByLine.get(item.line) ?? 0) })),
        move.lines,
      );
      if (!plan.ok) throw new ConflictError(plan.message);
      const row = await lifecycle.insertRefund({
        orderId: order.id,
        idempotencyKey: move.idempotencyKey,
        amountCents: plan.amountCents,
        lines: plan.lines,
        reason: move.reason,
        actorId: actor.id,
      });
      return { order, row: row!, replay: false };
    });
    if (!sameRequest(row, move)) throw new ConflictError(REFUND_KEY_REUSED);
    if (row.state === "succeeded") return;
    if (row.state === "failed") throw new ConflictError(`${REFUND_REFUSED}: ${row.error ?? "unknown error"}`);
    await settle(actor, order, row);
  }

  /**
   * Refunds left pending longer than `olderThanMs` (their request died, or the provider did not
   * answer) are asked of the provider again under their own key, in the name of who asked for
   * them: each ends succeeded or failed. How many were settled.
   */
  async function settleAbandonedRefunds(olderThanMs = ABANDONED_REFUND_MS): Promise<number> {
    const abandoned = await createOrderLifecycleRepository(db).pendingRefundsBefore(new Date(Date.now() - olderThanMs));
    let settled = 0;
    for (const { refund, order, actor } of abandoned) {
      try {
        await settle(actor, order, refund);
        settled += 1;
      } catch (error) {
        // A refusal is recorded on the refund; an unanswered one waits for the next sweep.
        if (error instanceof ConflictError) settled += 1;
      }
    }
    return settled;
  }

  return {
    /** POST /order/{id} (spec §7 "Order update"): the one staff call that moves an order. */
    async move(actor: Actor, number: number, move: OrderMove): Promise<void> {
      switch (move.action) {
        case "ship":
          return ship(actor, number, move);
        case "complete":
          return complete(actor, number);
        case "cancel":
          return cancel(actor, number, move.reason);
        case "refund":
          return refund(actor, number, move);
      }
    },
    settleAbandonedRefunds,
  };
}

/** A replay names the same lines (or none) as the refund its key made; the reason may be retyped. */
function sameRequest(row: RefundRow, move: Extract<OrderMove, { action: "refund" }>): boolean {
  if (move.lines.length === 0) return true;
  const asked = new Map<number, number>();
  for (const { line, quantity } of move.lines) asked.set(line, (asked.get(line) ?? 0) + quantity);
  return row.lines.length === asked.size && row.lines.every((l) => asked.get(l.line) === l.quantity);
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
