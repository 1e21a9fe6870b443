import { describe, expect, it } from "vitest";

import { MIN_CART_QUANTITY } from "./checkout.ts";
import { priceOrder, type TaxTable } from "./tax.ts";

// The spec's shop as migration 0041 leaves every shop: Australia, its 20% GST in the prices and on
// delivery (decision 040). The shipping is the chosen method's price for the cart (shipping.ts;
// spec §9's 25 is the seed's standard delivery in Australia, tested with the zones).
const SPEC_SHOP: TaxTable = {
  settings: { pricesIncludeTax: true, homeCountryCode: "AU" },
  rates: [
    { id: 1, countryCode: "AU", region: null, taxClass: "standard", name: "GST", basisPoints: 2000, included: true, shippingTaxed: true },
  ],
};
const AU = { countryCode: "AU", region: "NSW" };
const line = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity, taxClass: "standard" });

describe("order totals: sample checkout shipping 25, tax 20% (spec §9)", () => {
  it("charges the method's 25, with the 20% in the goods and the delivery", () => {
    const totals = priceOrder(SPEC_SHOP, AU, [line(1000, 2), line(4550)], 2500);
    expect(totals).toMatchObject({ subtotalCents: 6550, shippingCents: 2500, taxCents: 1508, taxIncludedCents: 1508, totalCents: 9050 });
    expect(totals.taxLines).toEqual([{ name: "GST", basisPoints: 2000, included: true, cents: 1508, shippingCents: 417 }]);
  });

  it("adds the method's price, 45 or nothing", () => {
    expect(priceOrder(SPEC_SHOP, AU, [line(12_000)], 4500).totalCents).toBe(16_500);
    expect(priceOrder(SPEC_SHOP, AU, [line(12_000)], 0)).toMatchObject({ totalCents: 12_000, taxCents: 2_000 });
  });

  it("has no shipping line for an empty order", () => {
    expect(priceOrder(SPEC_SHOP, AU, [], 2500)).toMatchObject({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });

  it("rounds the tax to the cent, half up", () => {
    // 3.33 holds 0.555 of GST; 0.01 holds 0.0017.
    expect(priceOrder(SPEC_SHOP, AU, [line(333)], 0).taxCents).toBe(56);
    expect(priceOrder(SPEC_SHOP, AU, [line(1)], 0).taxCents).toBe(0);
  });

  it("keeps the constants of spec §9", () => {
    expect(SPEC_SHOP.rates[0]!.basisPoints).toBe(2000);
    expect(MIN_CART_QUANTITY).toBe(1);
  });
});
