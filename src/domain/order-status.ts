// An order's states, and the one table of what may move them (decision 010). Every change of an
// order (the payment webhook, staff in the back office, the customer paying again, the expiry
// sweep) asks this table first; the service then moves the row under its lock.

// spec §4 names PENDING, SHIPPED and COMPLETED; a shop also cancels orders.
export const ORDER_STATUSES = ["PENDING", "SHIPPED", "COMPLETED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["unpaid", "paid", "failed", "refund_due", "partially_refunded", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ["paid", "failed", "refund_due"],
  // A declined card: the customer may pay again (the same order, a new payment session).
  failed: ["paid", "failed", "refund_due"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  // Paid after its units were released and sold: refunded automatically, or by staff when that failed.
  refund_due: ["refunded"],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** What moves an order: staff (ship, complete, cancel, refund), the customer (pay again), the shop (expire). */
export const ORDER_ACTIONS = ["ship", "complete", "cancel", "refund", "pay_again", "expire"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The actions staff take through POST /order/{id}. */
export const STAFF_ORDER_ACTIONS = ["ship", "complete", "cancel", "refund"] as const satisfies readonly OrderAction[];
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number];

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

interface Transition {
  /** The order statuses it starts from. */
  from: readonly OrderStatus[];
  /** The payment states it starts from. */
  paid: readonly PaymentStatus[];
  /** The order status it leaves (the payment's is the refund's or the provider's to say). */
  to: OrderStatus | "same";
}

const MONEY_TAKEN = ["paid", "partially_refunded"] as const satisfies readonly PaymentStatus[];
const NOT_PAID = ["unpaid", "failed"] as const satisfies readonly PaymentStatus[];

/** The transition table (decision 010 draws it). */
export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  // Only what was paid for leaves the warehouse.
  ship: { from: ["PENDING"], paid: MONEY_TAKEN, to: "SHIPPED" },
  complete: { from: ["SHIPPED"], paid: [...MONEY_TAKEN, "refunded"], to: "COMPLETED" },
  // Before it ships, whatever its payment; its units go back in the same transaction.
  cancel: { from: ["PENDING"], paid: PAYMENT_STATUSES, to: "CANCELLED" },
  // Money that was taken can be given back at any stage, in full or per line.
  refund: { from: ORDER_STATUSES, paid: [...MONEY_TAKEN, "refund_due"], to: "same" },
  pay_again: { from: ["PENDING"], paid: NOT_PAID, to: "same" },
  expire: { from: ["PENDING"], paid: NOT_PAID, to: "CANCELLED" },
};

const ACTION_WORDS: Record<OrderAction, string> = {
  ship: "shipped",
  complete: "completed",
  cancel: "cancelled",
  refund: "refunded",
  pay_again: "paid again",
  expire: "expired",
};

/** Null when the action may move the order; otherwise why not, in words staff can act on. */
export function refusalOf(state: OrderState, action: OrderAction): string | null {
  const rule = ORDER_TRANSITIONS[action];
  const word = ACTION_WORDS[action];
  if (!rule.from.includes(state.status)) {
    return `A ${state.status} order cannot be ${word}: only an order that is ${rule.from.join(" or ")} can.`;
  }
  if (!rule.paid.includes(state.paymentStatus)) {
    return `An order whose payment is ${state.paymentStatus.replace("_", " ")} cannot be ${word}: its payment must be ${rule.paid
      .map((p) => p.replace("_", " "))
      .join(" or ")}.`;
  }
  return null;
}

export const mayMove = (state: OrderState, action: OrderAction): boolean => refusalOf(state, action) === null;

/** The status an action leaves the order in. */
export function statusAfter(state: OrderState, action: OrderAction): OrderStatus {
  const to = ORDER_TRANSITIONS[action].to;
  return to === "same" ? state.status : to;
}

/** The actions staff may take on an order now: the back office shows exactly these buttons. */
export const staffActionsOf = (state: OrderState): StaffOrderAction[] => STAFF_ORDER_ACTIONS.filter((action) => mayMove(state, action));

/** What a customer reads of their order's state: one stage, from the status and the payment together. */
export type OrderStage =
  "awaiting_payment" | "payment_failed" | "being_prepared" | "shipped" | "completed" | "cancelled" | "refund_due" | "refunded";

export function stageOf({ status, paymentStatus }: OrderState): OrderStage {
  if (paymentStatus === "refunded") return "refunded";
  if (paymentStatus === "refund_due") return "refund_due";
  if (status === "CANCELLED") return "cancelled";
  if (status === "COMPLETED") return "completed";
  if (status === "SHIPPED") return "shipped";
  if (paymentStatus === "unpaid") return "awaiting_payment";
  if (paymentStatus === "failed") return "payment_failed";
  return "being_prepared";
}

/** The timeline entries a customer reads of their order; anything else the shop recorded (who did it, mismatches) stays staff's. */
export const CUSTOMER_TIMELINE_KINDS = [
  "placed",
  "paid",
  "payment_failed",
  "pay_again",
  "shipped",
  "completed",
  "cancelled",
  "expired",
  "refund",
  "refunded",
] as const;
