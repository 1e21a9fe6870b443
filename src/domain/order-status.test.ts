import { describe, expect, it } from "vitest";

import { canMovePayment, ORDER_STATUSES, PAYMENT_STATUSES, type PaymentStatus } from "./order-status.ts";

const pairs = <T extends string>(values: readonly T[]) => values.flatMap((from) => values.map((to) => [from, to] as const));

describe("order statuses", () => {
  it("names the statuses of spec §4 and cancellation", () => {
    expect(ORDER_STATUSES).toEqual(["PENDING", "SHIPPED", "COMPLETED", "CANCELLED"]);
  });
});

describe("payment status transitions", () => {
  const allowed = new Set(["unpaid>paid", "unpaid>failed", "unpaid>refund_due", "failed>paid", "failed>refund_due", "refund_due>refunded"]);

  it.each(pairs<PaymentStatus>(PAYMENT_STATUSES))("%s -> %s is allowed only when the table says so", (from, to) => {
    expect(canMovePayment(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("never leaves paid or refunded, and refund_due only for refunded, so a replayed payment changes nothing (rule 4)", () => {
    for (const to of PAYMENT_STATUSES) {
      expect(canMovePayment("paid", to)).toBe(false);
      expect(canMovePayment("refunded", to)).toBe(false);
      expect(canMovePayment("refund_due", to)).toBe(to === "refunded");
    }
  });

  it("lets a declined payment be paid on a second try", () => {
    expect(canMovePayment("failed", "paid")).toBe(true);
    expect(canMovePayment("failed", "failed")).toBe(false);
  });
});
