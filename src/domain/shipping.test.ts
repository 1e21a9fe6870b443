import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { convertAtRate } from "./money.ts";
import {
  canBeSent,
  cartGrams,
  type Destination,
  methodInCurrency,
  methodPrice,
  postcodeInRange,
  type ShippableLine,
  type ShippingMethodRule,
  shippingOffers,
  type ShippingZoneRule,
  zoneOf,
} from "./shipping.ts";
import { priceOrder } from "./tax.ts";

/** Australia's 20% GST in the prices (migration 0041) and 19% VAT for Germany. */
const TAXES = {
  settings: { pricesIncludeTax: true, homeCountryCode: "AU" },
  rates: [
    { id: 1, countryCode: "AU", region: null, taxClass: "standard", name: "GST", basisPoints: 2000, included: true, shippingTaxed: true },
    { id: 2, countryCode: "DE", region: null, taxClass: "standard", name: "VAT", basisPoints: 1900, included: true, shippingTaxed: true },
  ],
};

const name = (en: string) => ({ en });
const zone = (id: number, fields: Partial<ShippingZoneRule>): ShippingZoneRule => ({
  id,
  name: name(`zone ${id}`),
  countries: [],
  everywhere: false,
  regions: [],
  postcodes: [],
  position: id,
  ...fields,
});
const method = (id: number, fields: Partial<ShippingMethodRule>): ShippingMethodRule => ({
  id,
  zoneId: 1,
  code: `m${id}`,
  name: name(`method ${id}`),
  kind: "flat",
  priceCents: 0,
  bands: [],
  freeOverCents: null,
  maxItemGrams: null,
  minDays: null,
  maxDays: null,
  position: id,
  active: true,
  ...fields,
});
const to = (countryCode: string, region = "", postcode = ""): Destination => ({ countryCode, region, postcode });
const line = (fields: Partial<ShippableLine> = {}): ShippableLine => ({
  weightGrams: 500,
  freight: false,
  quantity: 1,
  unitPriceCents: 1000,
  ...fields,
});

// The seeded shop's shape: Australia (with a narrower zone for Western Australia), Europe by
// weight, the rest of the world, and pickup.
const ZONES = [
  zone(1, { countries: ["AU"], position: 10 }),
  zone(2, { countries: ["AU"], regions: ["WA", "Western Australia"], position: 5 }),
  zone(3, { countries: ["DE", "FR"], position: 20 }),
  zone(4, { everywhere: true, position: 1000 }),
];
const METHODS = [
  method(1, { zoneId: 1, code: "standard", priceCents: 2500, maxItemGrams: 30_000 }),
  method(2, { zoneId: 1, code: "express", priceCents: 4500, maxItemGrams: 30_000 }),
  method(3, { zoneId: 1, code: "freight", kind: "freight", priceCents: 14_900 }),
  method(4, { zoneId: 2, code: "wa-standard", priceCents: 3500 }),
  method(5, {
    zoneId: 3,
    code: "eu-tracked",
    kind: "weight",
    bands: [
      { upToGrams: 2000, priceCents: 4500 },
      { upToGrams: 10_000, priceCents: 9500 },
    ],
    freeOverCents: 150_000,
  }),
  method(6, { zoneId: 4, code: "world", priceCents: 6000 }),
  method(7, { zoneId: null, code: "pickup", kind: "pickup" }),
];
const codes = (destination: Destination, lines: ShippableLine[]) =>
  shippingOffers(ZONES, METHODS, destination, lines).map((offer) => `${offer.method.code}:${offer.priceCents}`);

describe("shipping zones: which zone an address is in", () => {
  it("takes a zone limited to a region before its country's, and the rest of the world for a country no zone names", () => {
    expect(zoneOf(ZONES, to("AU", "NSW"))?.id).toBe(1);
    expect(zoneOf(ZONES, to("AU", "western australia"))?.id).toBe(2);
    expect(zoneOf(ZONES, to("DE"))?.id).toBe(3);
    expect(zoneOf(ZONES, to("JP"))?.id).toBe(4);
    expect(zoneOf(ZONES.slice(0, 3), to("JP"))).toBeNull();
  });

  it("reads postcode ranges as numbers when they are digits, as text otherwise", () => {
    expect(postcodeInRange("2000", { from: "2000", to: "2999" })).toBe(true);
    expect(postcodeInRange("800", { from: "2000", to: "2999" })).toBe(false);
    expect(postcodeInRange("sw1a 1aa", { from: "SW1A", to: "SW1Z" })).toBe(true);
    expect(postcodeInRange("", { from: "0", to: "9" })).toBe(false);
    const narrow = [zone(9, { countries: ["AU"], postcodes: [{ from: "6000", to: "6999" }], position: 1 }), ...ZONES];
    expect(zoneOf(narrow, to("AU", "", "6050"))?.id).toBe(9);
    expect(zoneOf(narrow, to("AU", "", "2000"))?.id).toBe(1);
  });
});

describe("shipping offers: what sends a cart, at what price", () => {
  it("offers Australia's spec §9 figures (standard 25, express 45) and pickup, cheapest first, pickup last", () => {
    expect(codes(to("AU"), [line()])).toEqual(["standard:2500", "express:4500", "pickup:0"]);
  });

  it("sends a part flagged for freight, or heavier than a carrier takes, by freight only (and pickup)", () => {
    expect(codes(to("AU"), [line(), line({ freight: true })])).toEqual(["freight:14900", "pickup:0"]);
    expect(codes(to("AU"), [line({ weightGrams: 45_000 })])).toEqual(["freight:14900", "pickup:0"]);
    // Europe has no freight method: a bull bar cannot go there.
    expect(codes(to("FR"), [line({ freight: true })])).toEqual(["pickup:0"]);
    expect(canBeSent(ZONES, METHODS, to("FR"), line({ freight: true }))).toBe(false);
    expect(canBeSent(ZONES, METHODS, to("AU"), line({ freight: true }))).toBe(true);
  });

  it("prices by the cart's weight in bands, refuses a cart past the last band, and is free over its amount", () => {
    expect(codes(to("DE"), [line({ weightGrams: 900, quantity: 2 })])).toEqual(["eu-tracked:4500", "pickup:0"]);
    expect(codes(to("DE"), [line({ weightGrams: 2001 })])).toEqual(["eu-tracked:9500", "pickup:0"]);
    expect(codes(to("DE"), [line({ weightGrams: 5000, quantity: 3 })])).toEqual(["pickup:0"]);
    expect(codes(to("DE"), [line({ unitPriceCents: 150_000 })])).toEqual(["eu-tracked:0", "pickup:0"]);
    // A part not weighed counts as nothing.
    expect(cartGrams([line({ weightGrams: null, quantity: 4 }), line({ weightGrams: 250, quantity: 2 })])).toBe(500);
  });

  it("offers nothing for an empty cart, and no method switched off", () => {
    expect(codes(to("AU"), [])).toEqual([]);
    const off = METHODS.map((each) => (each.code === "express" ? { ...each, active: false } : each));
    expect(shippingOffers(ZONES, off, to("AU"), [line()]).map((offer) => offer.method.code)).toEqual(["standard", "pickup"]);
  });
});

const lineArbitrary = fc.record({
  weightGrams: fc.option(fc.integer({ min: 1, max: 80_000 }), { nil: null }),
  freight: fc.boolean(),
  quantity: fc.integer({ min: 1, max: 99 }),
  unitPriceCents: fc.integer({ min: 1, max: 5_000_000 }),
});
const destinationArbitrary = fc.record({
  countryCode: fc.constantFrom("AU", "DE", "FR", "JP", "US"),
  region: fc.constantFrom("", "WA", "NSW", "Western Australia"),
  postcode: fc.constantFrom("", "2000", "6050"),
});

describe("shipping offers, over any cart and address (fast-check)", () => {
  it("never charge less than nothing, offer each method once, put pickup last, and total to the sum of their lines", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 20 }), destinationArbitrary, (lines, destination) => {
        const offers = shippingOffers(ZONES, METHODS, destination, lines);
        const seen = new Set(offers.map((offer) => offer.method.code));
        expect(seen.size).toBe(offers.length);
        expect(offers.at(-1)?.method.code).toBe("pickup");
        for (const offer of offers) {
          expect(offer.priceCents).toBeGreaterThanOrEqual(0);
          expect(offer.priceCents).toBe(methodPrice(offer.method, lines));
          const totals = priceOrder(
            TAXES,
            destination,
            lines.map((each) => ({ ...each, taxClass: "standard" })),
            offer.priceCents,
          );
          expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.taxCents - totals.taxIncludedCents);
          expect(totals.taxCents).toBeLessThanOrEqual(totals.subtotalCents + totals.shippingCents);
          expect(totals.taxCents).toBeGreaterThanOrEqual(0);
        }
        // A cart with a freight part is never offered a parcel method.
        if (lines.some((each) => each.freight))
          expect(offers.every((offer) => offer.method.kind === "freight" || offer.method.kind === "pickup")).toBe(true);
      }),
    );
  });

  it("price a weight method no lower for a heavier cart", () => {
    const weighed = METHODS.find((each) => each.kind === "weight")!;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), (a, b) => {
        const light = methodPrice(weighed, [line({ weightGrams: Math.min(a, b) })]);
        const heavy = methodPrice(weighed, [line({ weightGrams: Math.max(a, b) })]);
        if (light !== null && heavy !== null) expect(heavy).toBeGreaterThanOrEqual(light);
      }),
    );
  });
});

describe("a method in the order's currency (decision 043)", () => {
  const eurTracked = METHODS.find((each) => each.code === "eu-tracked")!;
  const toEur = (usdCents: number) => convertAtRate(usdCents, 920_000);

  it("converts its price, bands and free-above threshold at the order's rate", () => {
    expect(methodInCurrency(eurTracked, toEur)).toMatchObject({
      bands: [
        { upToGrams: 2000, priceCents: 4140 },
        { upToGrams: 10_000, priceCents: 8740 },
      ],
      freeOverCents: 138_000,
    });
    expect(methodInCurrency(METHODS[0]!, toEur).priceCents).toBe(2300);
  });

  it("compares the threshold converted with goods in the order's currency: free from 1380 euros, not from 1380 dollars' worth converted twice", () => {
    const inEur = methodInCurrency(eurTracked, toEur);
    // 1379.99 euros of goods (a part's own price, say) is under the threshold of 1500 dollars at 0.92.
    expect(methodPrice(inEur, [line({ unitPriceCents: 137_999 })])).toBe(4140);
    expect(methodPrice(inEur, [line({ unitPriceCents: 138_000 })])).toBe(0);
    // Compared in dollars, 1380 would have been under 1500 and paid.
    expect(methodPrice(eurTracked, [line({ unitPriceCents: 138_000 })])).toBe(4500);
  });

  it("prices a cart converted to any currency so its totals are whole minor units and the sum of their lines (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 20 }),
        destinationArbitrary,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (usdLines, destination, rate) => {
          const convert = (cents: number) => convertAtRate(cents, rate);
          // As the checkout does: each unit price converted, then shipping and tax in the order's currency.
          const lines = usdLines.map((each) => ({ ...each, unitPriceCents: convert(each.unitPriceCents) }));
          const methods = METHODS.map((each) => methodInCurrency(each, convert));
          for (const offer of shippingOffers(ZONES, methods, destination, lines)) {
            const totals = priceOrder(
              TAXES,
              destination,
              lines.map((each) => ({ ...each, taxClass: "standard" })),
              offer.priceCents,
            );
            for (const amount of [totals.subtotalCents, totals.shippingCents, totals.taxCents, totals.totalCents])
              expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
            expect(totals.subtotalCents).toBe(totals.lines.reduce((sum, each) => sum + each.totalCents, 0));
            expect(totals.taxCents).toBe(totals.taxLines.reduce((sum, each) => sum + each.cents, 0));
            expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents + totals.taxCents - totals.taxIncludedCents);
          }
        },
      ),
    );
  });

  it("offers in any currency what it offers in dollars, and nothing is free in one that is not free in the other beyond a rounding", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400_000 }), fc.integer({ min: 1, max: 100_000_000 }), (usdGoods, rate) => {
        const convert = (cents: number) => convertAtRate(cents, rate);
        const inCurrency = methodInCurrency(eurTracked, convert);
        const dollars = methodPrice(eurTracked, [line({ unitPriceCents: usdGoods })]);
        const converted = methodPrice(inCurrency, [line({ unitPriceCents: convert(usdGoods) })]);
        // Free in dollars is free converted (half-up rounding keeps the order of amounts).
        if (dollars === 0) expect(converted).toBe(0);
        if (converted !== 0) expect(converted).toBe(convert(dollars!));
      }),
    );
  });
});
