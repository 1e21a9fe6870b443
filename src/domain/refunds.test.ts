import { describe, expect, it } from "vitest";

import { planRefund } from "./refunds.ts";

// Two lines: 2 × $30 and 1 × $40; 10% tax, $15 shipping: $100 + $10 + $15 = $125.
const order = { subtotalCents: 10_000, taxCents: 1_000, totalCents: 12_500, refundedCents: 0 };
const items = [
  { line: 1, unitPriceCents: 3_000, quantity: 2, refundedQuantity: 0 },
  { line: 2, unitPriceCents: 4_000, quantity: 1, refundedQuantity: 0 },
];

describe("planRefund", () => {
  it("gives everything back when no line is named", () => {
    expect(planRefund(order, items, [])).toEqual({
      ok: true,
      amountCents: 12_500,
      lines: [
        { line: 1, quantity: 2 },
        { line: 2, quantity: 1 },
      ],
      empties: true,
    });
  });

  it("refunds a line's units with their share of the tax, not the shipping", () => {
    expect(planRefund(order, items, [{ line: 1, quantity: 1 }])).toEqual({
      ok: true,
      amountCents: 3_300,
      lines: [{ line: 1, quantity: 1 }],
      empties: false,
    });
  });

  it("returns the shipping and the rounding with the refund that empties the order, so the refunds add up to the payment", () => {
    const after = { ...order, refundedCents: 3_300 };
    const left = [{ ...items[0]!, refundedQuantity: 1 }, items[1]!];
    const plan = planRefund(after, left, [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 1 },
    ]);
    expect(plan).toMatchObject({ ok: true, amountCents: 9_200, empties: true });
  });

  it("refuses more units than are left, an unknown line, and an order refunded already", () => {
    expect(planRefund(order, items, [{ line: 2, quantity: 2 }])).toEqual({
      ok: false,
      message: "Line 2 has 1 unit left to refund, not 2.",
    });
    expect(planRefund(order, items, [{ line: 9, quantity: 1 }])).toEqual({ ok: false, message: "The order has no line 9." });
    expect(planRefund({ ...order, refundedCents: 12_500 }, items, [])).toMatchObject({ ok: false });
  });

  it("adds up the same line named twice", () => {
    expect(
      planRefund(order, items, [
        { line: 1, quantity: 1 },
        { line: 1, quantity: 1 },
      ]),
    ).toMatchObject({ ok: true, amountCents: 6_600, lines: [{ line: 1, quantity: 2 }] });
  });
});
