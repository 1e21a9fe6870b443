import { describe, expect, it } from "vitest";

import { MIN_CART_QUANTITY, orderTotals, SHIPPING_CENTS, TAX_PERCENT } from "./checkout.ts";

describe("order totals: sample checkout shipping 25, tax 20% (spec §9)", () => {
  it("charges 25 for standard delivery and 20% tax on the goods", () => {
    const totals = orderTotals(
      [
        { unitPriceCents: 1000, quantity: 2 },
        { unitPriceCents: 4550, quantity: 1 },
      ],
      "standard",
    );
    expect(totals).toEqual({ subtotalCents: 6550, shippingCents: 2500, taxCents: 1310, totalCents: 10360 });
  });

  it("does not tax the delivery", () => {
    const { taxCents, subtotalCents } = orderTotals([{ unitPriceCents: 10000, quantity: 1 }], "express");
    expect(taxCents).toBe(subtotalCents * 0.2);
  });

  it("prices express delivery at 45 and collection from the store at 0", () => {
    const line = [{ unitPriceCents: 10000, quantity: 1 }];
    expect(orderTotals(line, "express")).toEqual({ subtotalCents: 10000, shippingCents: 4500, taxCents: 2000, totalCents: 16500 });
    expect(orderTotals(line, "pickup")).toEqual({ subtotalCents: 10000, shippingCents: 0, taxCents: 2000, totalCents: 12000 });
  });

  it("has no shipping line for an empty order", () => {
    expect(orderTotals([], "standard")).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("rounds the tax to the cent", () => {
    expect(orderTotals([{ unitPriceCents: 333, quantity: 1 }], "pickup").taxCents).toBe(67);
    expect(orderTotals([{ unitPriceCents: 1, quantity: 1 }], "pickup").taxCents).toBe(0);
  });

  it("totals to subtotal plus shipping plus tax", () => {
    const { subtotalCents, shippingCents, taxCents, totalCents } = orderTotals([{ unitPriceCents: 1999, quantity: 3 }], "standard");
    expect(totalCents).toBe(subtotalCents + shippingCents + taxCents);
  });

  it("keeps the constants of spec §9", () => {
    expect(SHIPPING_CENTS.standard).toBe(2500);
    expect(TAX_PERCENT).toBe(20);
    expect(MIN_CART_QUANTITY).toBe(1);
  });
});
