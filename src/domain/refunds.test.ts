import { describe, expect, it } from "vitest";

import { planRefund } from "./refunds.ts";

// Two lines: 2 × $30 and 1 × $40; 10% tax, $15 shipping: $100 + $10 + $15 = $125.
const order = {
  subtotalCents: 10_000,
  taxLines: [{ name: "Sales tax", basisPoints: 1000, included: false, cents: 1_000, shippingCents: 0 }],
  totalCents: 12_500,
  refundedCents: 0,
};
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

  it("gives back no more tax than the goods hold: none added when the tax is in the prices, and not the delivery's share", () => {
    // The same order with 10% VAT in its prices and on its $15 delivery: $100 + $15, of which $10.45 VAT.
    const inPrices = {
      ...order,
      taxLines: [{ name: "VAT", basisPoints: 1000, included: true, cents: 1_045, shippingCents: 136 }],
      totalCents: 11_500,
    };
    expect(planRefund(inPrices, items, [{ line: 1, quantity: 1 }])).toMatchObject({ ok: true, amountCents: 3_000 });
    // 10% sales tax added on goods and delivery: the goods' share is $10 of the $11.50.
    const onDelivery = {
      ...order,
      taxLines: [{ name: "Sales tax", basisPoints: 1000, included: false, cents: 1_150, shippingCents: 150 }],
      totalCents: 12_650,
    };
    expect(planRefund(onDelivery, items, [{ line: 1, quantity: 1 }])).toMatchObject({ ok: true, amountCents: 3_300 });
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
