import { describe, expect, it } from "vitest";

import {
  amountFromCents,
  centsFromAmount,
  convertCents,
  CURRENCIES,
  currencyByCode,
  DEFAULT_CURRENCY,
  formatMoney,
  percentOf,
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

  it("rates against USD are USD 1, EUR 0.92, GBP 0.78, RUB 64", () => {
    expect(Object.fromEntries(CURRENCIES.map((c) => [c.code, c.rate]))).toEqual({ USD: 1, EUR: 0.92, GBP: 0.78, RUB: 64 });
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
