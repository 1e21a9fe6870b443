import { describe, expect, it } from "vitest";

import {
  canMovePayment,
  mayMove,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderState,
  PAYMENT_STATUSES,
  type PaymentStatus,
  refusalOf,
  staffActionsOf,
  stageOf,
  statusAfter,
} from "./order-status.ts";

const pairs = <T extends string>(values: readonly T[]) => values.flatMap((from) => values.map((to) => [from, to] as const));
const states: OrderState[] = ORDER_STATUSES.flatMap((status) => PAYMENT_STATUSES.map((paymentStatus) => ({ status, paymentStatus })));

describe("order statuses", () => {
  it("names the statuses of spec §4 and cancellation", () => {
    expect(ORDER_STATUSES).toEqual(["PENDING", "SHIPPED", "COMPLETED", "CANCELLED"]);
  });
});

describe("payment status transitions", () => {
  const allowed = new Set([
    "unpaid>paid",
    "unpaid>failed",
    "unpaid>refund_due",
    "failed>paid",
    "failed>failed",
    "failed>refund_due",
    "paid>partially_refunded",
    "paid>refunded",
    "partially_refunded>partially_refunded",
    "partially_refunded>refunded",
    "refund_due>refunded",
  ]);

  it.each(pairs<PaymentStatus>(PAYMENT_STATUSES))("%s -> %s is allowed only when the table says so", (from, to) => {
    expect(canMovePayment(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it("never pays a paid, refunded or refund-due order again, so a replayed payment changes nothing (rule 4)", () => {
    for (const from of ["paid", "partially_refunded", "refunded", "refund_due"] as const) expect(canMovePayment(from, "paid")).toBe(false);
    for (const to of PAYMENT_STATUSES) expect(canMovePayment("refunded", to)).toBe(false);
  });

  it("lets a declined payment be paid on a second try", () => {
    expect(canMovePayment("failed", "paid")).toBe(true);
  });
});

describe("order transitions (decision 010)", () => {
  const allowed: Record<OrderAction, (s: OrderState) => boolean> = {
    ship: (s) => s.status === "PENDING" && ["paid", "partially_refunded"].includes(s.paymentStatus),
    complete: (s) => s.status === "SHIPPED" && ["paid", "partially_refunded", "refunded"].includes(s.paymentStatus),
    cancel: (s) => s.status === "PENDING",
    refund: (s) => ["paid", "partially_refunded", "refund_due"].includes(s.paymentStatus),
    pay_again: (s) => s.status === "PENDING" && ["unpaid", "failed"].includes(s.paymentStatus),
    expire: (s) => s.status === "PENDING" && ["unpaid", "failed"].includes(s.paymentStatus),
  };

  for (const action of ORDER_ACTIONS) {
    it.each(states.map((s) => [s.status, s.paymentStatus, s] as const))(`${action} from %s / %s follows the table`, (_s, _p, state) => {
      expect(mayMove(state, action)).toBe(allowed[action](state));
      expect(refusalOf(state, action) === null).toBe(allowed[action](state));
    });
  }

  it("says why a transition is refused, naming the state it needs", () => {
    expect(refusalOf({ status: "SHIPPED", paymentStatus: "paid" }, "cancel")).toBe(
      "A SHIPPED order cannot be cancelled: only an order that is PENDING can.",
    );
    expect(refusalOf({ status: "PENDING", paymentStatus: "unpaid" }, "ship")).toBe(
      "An order whose payment is unpaid cannot be shipped: its payment must be paid or partially refunded.",
    );
  });

  it("moves the status the table names, and leaves it for a refund", () => {
    expect(statusAfter({ status: "PENDING", paymentStatus: "paid" }, "ship")).toBe("SHIPPED");
    expect(statusAfter({ status: "SHIPPED", paymentStatus: "paid" }, "complete")).toBe("COMPLETED");
    expect(statusAfter({ status: "PENDING", paymentStatus: "paid" }, "cancel")).toBe("CANCELLED");
    expect(statusAfter({ status: "COMPLETED", paymentStatus: "paid" }, "refund")).toBe("COMPLETED");
    expect(statusAfter({ status: "PENDING", paymentStatus: "failed" }, "expire")).toBe("CANCELLED");
  });

  it("offers staff exactly the actions the table allows", () => {
    expect(staffActionsOf({ status: "PENDING", paymentStatus: "paid" })).toEqual(["ship", "cancel", "refund"]);
    expect(staffActionsOf({ status: "PENDING", paymentStatus: "unpaid" })).toEqual(["cancel"]);
    expect(staffActionsOf({ status: "SHIPPED", paymentStatus: "paid" })).toEqual(["complete", "refund"]);
    expect(staffActionsOf({ status: "CANCELLED", paymentStatus: "refunded" })).toEqual([]);
  });
});

describe("what the customer reads", () => {
  it.each([
    ["PENDING", "unpaid", "awaiting_payment"],
    ["PENDING", "failed", "payment_failed"],
    ["PENDING", "paid", "being_prepared"],
    ["SHIPPED", "paid", "shipped"],
    ["COMPLETED", "partially_refunded", "completed"],
    ["CANCELLED", "unpaid", "cancelled"],
    ["CANCELLED", "paid", "cancelled"],
    ["CANCELLED", "refunded", "refunded"],
    ["PENDING", "refund_due", "refund_due"],
  ] as const)("%s with payment %s reads %s", (status, paymentStatus, stage) => {
    expect(stageOf({ status, paymentStatus })).toBe(stage);
  });
});
