import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  amountFromCents,
  centsFromAmount,
  convertAtRate,
  convertCents,
  CURRENCIES,
  currencyByCode,
  decimalFromMinor,
  DEFAULT_CURRENCY,
  formatMinor,
  formatMoney,
  MAX_RATE_MICROS,
  minorFromDecimal,
  percentOf,
  RATE_SCALE,
  SPEC_RATES,
} from "./money.ts";

describe("centsFromAmount and amountFromCents", () => {
  it.each([
    [12.34, 1234],
    [0, 0],
    [0.01, 1],
    [0.29, 29],
    [19.99, 1999],
    [1840, 184000],
    [-12.34, -1234],
  ])("%d dollars are %d cents", (amount, cents) => {
    expect(centsFromAmount(amount)).toBe(cents);
  });

  it.each([
    [0.125, 13],
    [1.005, 101],
    [2.675, 268],
    [1.004, 100],
    [-1.005, -101],
  ])("rounds half away from zero on the third decimal: %d -> %d cents", (amount, cents) => {
    expect(centsFromAmount(amount)).toBe(cents);
  });

  it("turns cents back into the same amount", () => {
    for (const cents of [0, 1, 99, 1234, 184000]) expect(centsFromAmount(amountFromCents(cents))).toBe(cents);
    expect(amountFromCents(1234)).toBe(12.34);
  });
});

describe("currencies (spec §9)", () => {
  it("offers USD, EUR, GBP and RUB, USD being the default", () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual(["USD", "EUR", "GBP", "RUB"]);
    expect(DEFAULT_CURRENCY).toBe("USD");
  });

  it("the shop starts at the spec's rates against USD: USD 1, EUR 0.92, GBP 0.78, RUB 64, kept in millionths", () => {
    expect(SPEC_RATES).toEqual({ USD: 1_000_000, EUR: 920_000, GBP: 780_000, RUB: 64_000_000 });
  });

  it("falls back to USD for an unknown code", () => {
    expect(currencyByCode("XYZ").code).toBe("USD");
  });

  it.each([
    ["USD", 10000, 10000],
    ["EUR", 10000, 9200],
    ["GBP", 10000, 7800],
    ["RUB", 10000, 640000],
    ["EUR", 1999, 1839], // 1839.08
    ["GBP", 1234, 963], // 962.52
    ["RUB", 1, 64],
  ] as const)("convertCents to %s: %d US cents are %d", (currency, usdCents, converted) => {
    expect(convertCents(usdCents, currency)).toBe(converted);
  });
});

describe("formatMoney: amount display with 2 decimals (spec §9)", () => {
  it.each([
    ["USD", 1234, "$12.34"],
    ["EUR", 1234, "€11.35"],
    ["GBP", 1234, "£9.63"],
    ["RUB", 1234, "₽789.76"],
    ["USD", 2500, "$25.00"],
    ["USD", 0, "$0.00"],
    ["USD", 5, "$0.05"],
    ["USD", 123456789, "$1,234,567.89"],
  ] as const)("%s %d cents shows as %s", (currency, cents, shown) => {
    expect(formatMoney(cents, currency)).toBe(shown);
  });

  it("shows USD when no currency is given", () => {
    expect(formatMoney(1999)).toBe("$19.99");
  });

  it("keeps Western digits on Arabic pages", () => {
    expect(formatMoney(123456, "USD", "ar")).toBe("$1,234.56");
  });

  it("always shows exactly 2 decimals", () => {
    for (const currency of ["USD", "EUR", "GBP", "RUB"] as const) {
      for (const cents of [1, 10, 100, 12345, 99999]) {
        expect(formatMoney(cents, currency)).toMatch(/^\D[\d,]+\.\d{2}$/);
      }
    }
  });
});

describe("percentOf", () => {
  it("takes a percentage of cents, rounded to the cent", () => {
    expect(percentOf(10000, 20)).toBe(2000);
    expect(percentOf(333, 20)).toBe(67); // 66.6
    expect(percentOf(1, 20)).toBe(0); // 0.2
    expect(percentOf(0, 20)).toBe(0);
  });
});

describe("convertAtRate: dollars into another currency at an exact rate (decision 043)", () => {
  it("rounds half up on the minor unit, half away from zero below it", () => {
    // 1 cent at 0.5 is half a cent: up to 1; 3 cents at 0.5 is 1.5: 2; at 0.499999 it is 1.499997: 1.
    expect(convertAtRate(1, 500_000)).toBe(1);
    expect(convertAtRate(3, 500_000)).toBe(2);
    expect(convertAtRate(3, 499_999)).toBe(1);
    expect(convertAtRate(-3, 500_000)).toBe(-2);
    expect(convertAtRate(0, 920_000)).toBe(0);
  });

  it("uses the owner's rate, not the spec's", () => {
    expect(convertCents(10_000, "EUR", { ...SPEC_RATES, EUR: 950_000 })).toBe(9_500);
    expect(formatMoney(10_000, "EUR", "en", { ...SPEC_RATES, EUR: 950_000 })).toBe("€95.00");
  });

  it("stays exact where floating point would not: 1,234,567.89 dollars at 0.923457", () => {
    // 123456789 * 923457 = 114007035999573 millionths of a cent: 114007035.999573 cents.
    expect(convertAtRate(123_456_789, 923_457)).toBe(114_007_036);
  });

  it("never leaves whole minor units, is the dollar amount at rate 1, and is within half a minor unit of the exact product", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: MAX_RATE_MICROS }), (cents, rate) => {
        const converted = convertAtRate(cents, rate);
        expect(Number.isSafeInteger(converted)).toBe(true);
        expect(convertAtRate(cents, RATE_SCALE)).toBe(cents);
        // |converted * SCALE - cents * rate| <= SCALE / 2, in exact integers.
        const error = BigInt(converted) * BigInt(RATE_SCALE) - BigInt(cents) * BigInt(rate);
        expect(error <= BigInt(RATE_SCALE / 2) && error >= -BigInt(RATE_SCALE / 2)).toBe(true);
      }),
    );
  });

  it("a cart converted line by line adds up: its subtotal is the sum of its converted lines, whatever the rate", () => {
    const line = fc.record({ unit: fc.integer({ min: 1, max: 5_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: MAX_RATE_MICROS }), (lines, rate) => {
        // The checkout converts each unit price, then multiplies: totals are sums of what the lines say.
        const converted = lines.map(({ unit, quantity }) => ({ unit: convertAtRate(unit, rate), quantity }));
        const totals = converted.map(({ unit, quantity }) => unit * quantity);
        const subtotal = totals.reduce((sum, total) => sum + total, 0);
        expect(converted.every(({ unit }) => Number.isInteger(unit) && unit >= 0)).toBe(true);
        expect(subtotal).toBe(converted.reduce((sum, { unit, quantity }) => sum + unit * quantity, 0));
      }),
    );
  });

  it("refuses an amount or a rate that is not whole", () => {
    expect(() => convertAtRate(1.5, RATE_SCALE)).toThrow(RangeError);
    expect(() => convertAtRate(100, 0.92)).toThrow(RangeError);
  });
});

describe("decimal text and minor units", () => {
  it.each([
    ["120.50", 12050],
    ["120.5", 12050],
    ["120", 12000],
    ["0.01", 1],
    [" 7.00 ", 700],
  ])("%s is %d minor units", (text, minor) => {
    expect(minorFromDecimal(text)).toBe(minor);
  });

  it.each(["", "1.234", "-5", "1e3", "12,50", "abc", "1.2.3"])("%j is no amount", (text) => {
    expect(minorFromDecimal(text)).toBeNull();
  });

  it("writes minor units back as the same text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (minor) => {
        expect(minorFromDecimal(decimalFromMinor(minor))).toBe(minor);
      }),
    );
  });
});

describe("formatMinor: an amount in its own currency, converted by nothing", () => {
  it("writes an order's amount as charged; Arabic keeps Western digits; an unknown code follows the amount", () => {
    expect(formatMinor(123450, "USD", "en")).toBe("$1,234.50");
    expect(formatMinor(123450, "EUR", "en")).toBe("€1,234.50");
    // Russian groups thousands with a no-break space.
    expect(formatMinor(123450, "EUR", "ru")).toMatch(/^€1\s234,50$/u);
    expect(formatMinor(123450, "USD", "ar")).toBe("$1,234.50");
    expect(formatMinor(-500, "GBP", "en")).toBe("-£5.00");
    expect(formatMinor(500, "JPY", "en")).toBe("5.00 JPY");
  });
});
