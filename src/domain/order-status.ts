// Order and payment states, and the only transitions allowed between payment states.

// spec §4 names PENDING, SHIPPED and COMPLETED; a shop also cancels orders.
export const ORDER_STATUSES = ["PENDING", "SHIPPED", "COMPLETED", "CANCELLED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ["unpaid", "paid", "failed", "refund_due", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ["paid", "failed", "refund_due"],
  failed: ["paid", "refund_due"],
  paid: [],
  // Paid after its units were released and sold: refunded automatically; refund_due when that failed.
  refund_due: ["refunded"],
  refunded: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}
