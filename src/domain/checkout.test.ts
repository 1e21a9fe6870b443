import { describe, expect, it } from "vitest";

import { MIN_CART_QUANTITY, orderTotals, TAX_PERCENT } from "./checkout.ts";

// The shipping is the chosen method's price for the cart (shipping.ts; spec §9's 25 is the seed's
// standard delivery in Australia, tested with the zones).
describe("order totals: sample checkout shipping 25, tax 20% (spec §9)", () => {
  it("charges the method's 25 and 20% tax on the goods", () => {
    const totals = orderTotals(
      [
        { unitPriceCents: 1000, quantity: 2 },
        { unitPriceCents: 4550, quantity: 1 },
      ],
      2500,
    );
    expect(totals).toEqual({ subtotalCents: 6550, shippingCents: 2500, taxCents: 1310, totalCents: 10360 });
  });

  it("does not tax the delivery", () => {
    const { taxCents, subtotalCents } = orderTotals([{ unitPriceCents: 10000, quantity: 1 }], 4500);
    expect(taxCents).toBe(subtotalCents * 0.2);
  });

  it("adds the method's price, 45 or nothing", () => {
    const line = [{ unitPriceCents: 10000, quantity: 1 }];
    expect(orderTotals(line, 4500)).toEqual({ subtotalCents: 10000, shippingCents: 4500, taxCents: 2000, totalCents: 16500 });
    expect(orderTotals(line, 0)).toEqual({ subtotalCents: 10000, shippingCents: 0, taxCents: 2000, totalCents: 12000 });
  });

  it("has no shipping line for an empty order", () => {
    expect(orderTotals([], 2500)).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("rounds the tax to the cent", () => {
    expect(orderTotals([{ unitPriceCents: 333, quantity: 1 }], 0).taxCents).toBe(67);
    expect(orderTotals([{ unitPriceCents: 1, quantity: 1 }], 0).taxCents).toBe(0);
  });

  it("totals to subtotal plus shipping plus tax", () => {
    const { subtotalCents, shippingCents, taxCents, totalCents } = orderTotals([{ unitPriceCents: 1999, quantity: 3 }], 2500);
    expect(totalCents).toBe(subtotalCents + shippingCents + taxCents);
  });

  it("keeps the constants of spec §9", () => {
    expect(TAX_PERCENT).toBe(20);
    expect(MIN_CART_QUANTITY).toBe(1);
  });
});
