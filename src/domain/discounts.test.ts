import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { applyDiscounts, type DiscountableLine, type DiscountRule, refusalOf, shareOut } from "./discounts.ts";

const NOW = new Date("2026-12-07T10:00:00Z");
const context = { now: NOW, usesByCustomer: new Map<number, number>() };

let nextId = 1;
const rule = (fields: Partial<DiscountRule>): DiscountRule => ({
  id: nextId++,
  code: "SAVE10",
  kind: "percent",
  basisPoints: 1000,
  amountCents: 0,
  minSubtotalCents: null,
  categoryIds: [],
  brandIds: [],
  productIds: [],
  vehicleId: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  combines: false,
  active: true,
  ...fields,
});
const line = (productId: number, totalCents: number, fields: Partial<DiscountableLine> = {}): DiscountableLine => ({
  productId,
  categoryIds: [10],
  brandId: 20,
  fitsVehicles: new Set(),
  totalCents,
  ...fields,
});

describe("a typed code", () => {
  it("takes its percent off the parts it names, and says why it is refused otherwise", () => {
    const winches = rule({ code: "WINCH15", basisPoints: 1500, categoryIds: [11] });
    const cart = [line(1, 10_000, { categoryIds: [11] }), line(2, 5_000)];
    const outcome = applyDiscounts([winches], "winch15 ", cart, 2_500, context);
    expect(outcome).toMatchObject({ refusal: null, lineCents: [1_500, 0], shippingCents: 0 });
    const refused = (fields: Partial<DiscountRule>, lines = cart) => refusalOf(rule(fields), lines, 2_500, context);
    expect(applyDiscounts([winches], "NOPE", cart, 2_500, context).refusal).toBe("unknown");
    expect(refused({ startsAt: new Date("2026-12-08T00:00:00Z") })).toBe("not-started");
    expect(refused({ endsAt: NOW })).toBe("expired");
    expect(refused({ usageLimit: 5, usedCount: 5 })).toBe("used-up");
    expect(refused({ minSubtotalCents: 20_000 })).toBe("minimum");
    expect(refused({ brandIds: [99] })).toBe("not-for-these-parts");
    expect(refused({ active: false })).toBe("unknown");
    const used = { now: NOW, usesByCustomer: new Map([[7, 1]]) };
    expect(refusalOf(rule({ id: 7, perCustomerLimit: 1 }), cart, 0, used)).toBe("used-by-you");
  });

  it("takes a fixed amount no larger than the parts it applies to, shared in proportion to the cent", () => {
    const outcome = applyDiscounts([rule({ kind: "fixed", amountCents: 1_000 })], "SAVE10", [line(1, 3_333), line(2, 6_667)], 0, context);
    expect(outcome.lineCents).toEqual([333, 667]);
    expect(applyDiscounts([rule({ kind: "fixed", amountCents: 99_999 })], "SAVE10", [line(1, 500)], 0, context).lineCents).toEqual([500]);
  });

  it("takes the delivery off for free shipping, and only parts that fit the vehicle a promotion names", () => {
    expect(applyDiscounts([rule({ kind: "free-shipping" })], "SAVE10", [line(1, 100)], 2_500, context).shippingCents).toBe(2_500);
    const fits = line(1, 10_000, { fitsVehicles: new Set([42]) });
    const outcome = applyDiscounts([rule({ code: null, vehicleId: 42 })], null, [fits, line(2, 10_000)], 0, context);
    expect(outcome.lineCents).toEqual([1_000, 0]);
  });
});

describe("one code an order unless they combine", () => {
  it("puts a code instead of a promotion, or beside it when both combine", () => {
    const promotion = rule({ code: null, basisPoints: 500 });
    const code = rule({ code: "TEN", basisPoints: 1000 });
    expect(applyDiscounts([promotion, code], null, [line(1, 10_000)], 0, context).lineCents).toEqual([500]);
    expect(applyDiscounts([promotion, code], "TEN", [line(1, 10_000)], 0, context).lineCents).toEqual([1_000]);
    const both = [
      { ...promotion, combines: true },
      { ...code, combines: true },
    ];
    // 5% off 100, then 10% off the 95 left.
    expect(applyDiscounts(both, "TEN", [line(1, 10_000)], 0, context).lineCents).toEqual([1_450]);
  });
});

const ruleArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 5 }),
  code: fc.constantFrom(null, "A", "B"),
  kind: fc.constantFrom("percent" as const, "fixed" as const, "free-shipping" as const),
  basisPoints: fc.integer({ min: 0, max: 10_000 }),
  amountCents: fc.integer({ min: 0, max: 1_000_000 }),
  minSubtotalCents: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  categoryIds: fc.array(fc.integer({ min: 10, max: 12 }), { maxLength: 2 }),
  brandIds: fc.array(fc.integer({ min: 20, max: 22 }), { maxLength: 2 }),
  productIds: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
  vehicleId: fc.constantFrom(null, 42),
  startsAt: fc.constant(null),
  endsAt: fc.constant(null),
  usageLimit: fc.constant(null),
  usedCount: fc.constant(0),
  perCustomerLimit: fc.constant(null),
  combines: fc.boolean(),
  active: fc.boolean(),
});
const lineArbitrary = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  categoryIds: fc.array(fc.integer({ min: 10, max: 12 }), { maxLength: 2 }),
  brandId: fc.integer({ min: 20, max: 22 }),
  fitsVehicles: fc.boolean().map((fits) => new Set(fits ? [42] : [])),
  totalCents: fc.integer({ min: 0, max: 5_000_000 }),
});

describe("any cart and any discounts", () => {
  it("never take more than a line or the delivery holds, never less than nothing, and add up exactly", () => {
    fc.assert(
      fc.property(
        fc.array(ruleArbitrary, { maxLength: 5 }),
        fc.constantFrom(null, "a", "B", "C"),
        fc.array(lineArbitrary, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        (rules, code, lines, shipping) => {
          const outcome = applyDiscounts(rules, code, lines, shipping, context);
          outcome.lineCents.forEach((cents, index) => {
            expect(cents).toBeGreaterThanOrEqual(0);
            expect(cents).toBeLessThanOrEqual(lines[index]!.totalCents);
          });
          expect(outcome.shippingCents).toBeGreaterThanOrEqual(0);
          expect(outcome.shippingCents).toBeLessThanOrEqual(shipping);
          const applied = outcome.applied.reduce((sum, each) => sum + each.totalCents, 0);
          expect(applied).toBe(outcome.lineCents.reduce((sum, cents) => sum + cents, 0) + outcome.shippingCents);
          // At most one code.
          expect(outcome.applied.filter((each) => each.rule.code !== null).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("share any amount out exactly, no share above its weight's part", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }), fc.nat(), (weights, seed) => {
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        const amount = total === 0 ? 0 : seed % (total + 1);
        const shares = shareOut(amount, weights);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(amount);
        shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
      }),
    );
  });
});
