import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  divideRounded,
  goodsAddedTaxCents,
  priceOrder,
  priceShowing,
  rateFor,
  regionKey,
  shownCents,
  type TaxRateRule,
  type TaxTable,
} from "./tax.ts";

let nextId = 1;
const rate = (countryCode: string, basisPoints: number, fields: Partial<TaxRateRule> = {}): TaxRateRule => ({
  id: nextId++,
  countryCode,
  region: null,
  taxClass: "standard",
  name: "VAT",
  basisPoints,
  included: true,
  shippingTaxed: true,
  ...fields,
});

const RATES: TaxRateRule[] = [
  rate("AU", 2000, { name: "GST", shippingTaxed: false }),
  rate("AU", 0, { name: "GST", taxClass: "gst-free", shippingTaxed: false }),
  rate("DE", 1900),
  rate("GB", 2000),
  rate("US", 0, { name: "Sales tax", included: false, shippingTaxed: false }),
  rate("US", 725, { name: "Sales tax", region: "CA", included: false, shippingTaxed: false }),
  rate("US", 400, { name: "Sales tax", region: "NY", included: false, shippingTaxed: true }),
];
const net: TaxTable = { settings: { pricesIncludeTax: false, homeCountryCode: "AU" }, rates: RATES };
const gross: TaxTable = { settings: { pricesIncludeTax: true, homeCountryCode: "AU" }, rates: RATES };
const at = (countryCode: string, region = "") => ({ countryCode, region });
const line = (unitPriceCents: number, quantity = 1, taxClass = "standard") => ({ unitPriceCents, quantity, taxClass });

describe("the rate a part pays", () => {
  it("is the region's for a US state, named by its code or its name", () => {
    expect(rateFor(RATES, at("US", "California"), "standard")?.basisPoints).toBe(725);
    expect(rateFor(RATES, at("US", " ca "), "standard")?.basisPoints).toBe(725);
    expect(rateFor(RATES, at("US", "Oregon"), "standard")?.basisPoints).toBe(0);
    expect(regionKey("US", "new  york")).toBe("NY");
  });

  it("is its class's where the country names the class, else the standard rate, and none where the shop charges none", () => {
    expect(rateFor(RATES, at("AU"), "gst-free")?.basisPoints).toBe(0);
    expect(rateFor(RATES, at("DE"), "gst-free")?.basisPoints).toBe(1900);
    expect(rateFor(RATES, at("JP"), "standard")).toBeNull();
  });
});

describe("a price as shown", () => {
  it("keeps an amount entered with tax wherever tax is shown in prices, and loses the home country's tax where it is added or not charged", () => {
    expect(shownCents(12_000, priceShowing(gross, at("AU"), "standard"))).toBe(12_000);
    expect(shownCents(12_000, priceShowing(gross, at("DE"), "standard"))).toBe(12_000);
    expect(shownCents(12_000, priceShowing(gross, at("US", "CA"), "standard"))).toBe(10_000);
    expect(shownCents(12_000, priceShowing(gross, at("JP"), "standard"))).toBe(10_000);
    // A tax-free part held no tax to lose.
    expect(shownCents(12_000, priceShowing(gross, at("JP"), "gst-free"))).toBe(12_000);
  });

  it("gains the place's tax on an amount entered without it where tax is shown in prices", () => {
    expect(shownCents(10_000, priceShowing(net, at("DE"), "standard"))).toBe(11_900);
    expect(shownCents(10_000, priceShowing(net, at("US", "CA"), "standard"))).toBe(10_000);
    expect(priceShowing(net, at("DE"), "standard").includes).toEqual({ name: "VAT", basisPoints: 1900 });
    expect(priceShowing(net, at("US", "CA"), "standard").includes).toBeNull();
  });
});

describe("an order priced at a place", () => {
  it("adds the spec's 20% on the goods of the seed's own country and not on its delivery (sample checkout)", () => {
    const priced = priceOrder(
      { ...net, rates: RATES.map((r) => ({ ...r, included: r.countryCode === "AU" ? false : r.included })) },
      at("AU"),
      [line(10_000)],
      2_500,
    );
    expect(priced).toMatchObject({ subtotalCents: 10_000, shippingCents: 2_500, taxCents: 2_000, taxIncludedCents: 0, totalCents: 14_500 });
  });

  it("holds VAT in the prices and the delivery in Germany, and says how much", () => {
    const priced = priceOrder(gross, at("DE"), [line(11_900, 2)], 1_190);
    expect(priced.subtotalCents).toBe(23_800);
    expect(priced.taxLines).toEqual([{ name: "VAT", basisPoints: 1900, included: true, cents: 3_990, shippingCents: 190 }]);
    expect(priced.totalCents).toBe(24_990);
  });

  it("adds a state's sales tax in the US, on the delivery only where the state taxes it", () => {
    expect(priceOrder(net, at("US", "California"), [line(10_000)], 2_500)).toMatchObject({ taxCents: 725, totalCents: 13_225 });
    expect(priceOrder(net, at("US", "NY"), [line(10_000)], 2_500)).toMatchObject({ taxCents: 500, totalCents: 13_000 });
    expect(priceOrder(net, at("US", "Oregon"), [line(10_000)], 2_500)).toMatchObject({ taxCents: 0, taxLines: [] });
  });

  it("charges a tax-free class nothing, and rounds each rate once on the order, not per line", () => {
    const priced = priceOrder(net, at("DE"), [line(333, 3), line(1_000, 1, "gst-free")], 0);
    // 3 × 3.96 (3.33 with 19%) + 11.90: DE has no gst-free class, so both pay VAT.
    expect(priced.lines.map((l) => l.unitPriceCents)).toEqual([396, 1_190]);
    expect(priced.taxLines).toHaveLength(1);
    expect(priced.taxLines[0]!.cents).toBe(divideRounded((1_188 + 1_190) * 1900, 11_900));
    const au = priceOrder(gross, at("AU"), [line(1_200), line(1_000, 1, "gst-free")], 0);
    expect(au.taxLines.map((l) => l.cents)).toEqual([200]);
  });
});

const rateArbitrary = fc.record({
  countryCode: fc.constantFrom("AU", "DE", "US"),
  region: fc.constantFrom(null, "CA", "NY"),
  taxClass: fc.constantFrom("standard", "reduced", "free"),
  name: fc.constantFrom("VAT", "GST", "Sales tax"),
  basisPoints: fc.integer({ min: 0, max: 3_000 }),
  included: fc.boolean(),
  shippingTaxed: fc.boolean(),
});
const tableArbitrary = fc.record({
  settings: fc.record({ pricesIncludeTax: fc.boolean(), homeCountryCode: fc.constantFrom("AU", "DE", "US") }),
  rates: fc.array(rateArbitrary, { maxLength: 8 }).map((rates) => rates.map((r, id) => ({ ...r, id }))),
});
const linesArbitrary = fc.array(
  fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    taxClass: fc.constantFrom("standard", "reduced", "free"),
  }),
  { maxLength: 20 },
);
const placeArbitrary = fc.record({
  countryCode: fc.constantFrom("AU", "DE", "US", "JP"),
  region: fc.constantFrom("", "CA", "california", "NY"),
});

describe("any order at any place", () => {
  it("adds up to the cent, is never negative, and taxes no more than it applies to", () => {
    fc.assert(
      fc.property(tableArbitrary, placeArbitrary, linesArbitrary, fc.integer({ min: 0, max: 100_000 }), (table, place, lines, shipping) => {
        const priced = priceOrder(table, place, lines, shipping);
        expect(priced.subtotalCents).toBe(priced.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
        expect(priced.taxCents).toBe(priced.taxLines.reduce((sum, l) => sum + l.cents, 0));
        expect(priced.totalCents).toBe(priced.subtotalCents + priced.shippingCents + priced.taxCents - priced.taxIncludedCents);
        for (const value of [priced.subtotalCents, priced.shippingCents, priced.taxCents, priced.totalCents])
          expect(value).toBeGreaterThanOrEqual(0);
        for (const taxLine of priced.taxLines) expect(taxLine.shippingCents).toBeLessThanOrEqual(taxLine.cents);
        // What is in the prices is never more than the prices; what is added never more than what it is added to (at most 30%).
        expect(priced.taxIncludedCents).toBeLessThanOrEqual(priced.subtotalCents + priced.shippingCents);
        expect(priced.taxCents - priced.taxIncludedCents).toBeLessThanOrEqual(
          Math.ceil((priced.subtotalCents + priced.shippingCents) * 0.3) + priced.taxLines.length,
        );
        expect(goodsAddedTaxCents(priced.taxLines)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("prices each line as the page shows it", () => {
    fc.assert(
      fc.property(tableArbitrary, placeArbitrary, linesArbitrary, (table, place, lines) => {
        const priced = priceOrder(table, place, lines, 0);
        lines.forEach((l, index) =>
          expect(priced.lines[index]!.unitPriceCents).toBe(shownCents(l.unitPriceCents, priceShowing(table, place, l.taxClass))),
        );
      }),
    );
  });
});
