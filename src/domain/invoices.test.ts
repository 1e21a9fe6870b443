import { describe, expect, it } from "vitest";

import { creditNoteAmounts, documentNumber, documentYear, leavesShopCountry, parseDocumentNumber } from "./invoices.ts";

describe("invoice rules (decision 041)", () => {
  it("prints a number as its year and six digits, and reads back only such a number", () => {
    expect(documentNumber(2026, 1)).toBe("2026-000001");
    expect(documentNumber(2026, 1234567)).toBe("2026-1234567");
    expect(parseDocumentNumber("2026-000042")).toEqual({ year: 2026, number: 42 });
    for (const forged of ["2026-000000", "2026-42", "26-000001", "2026-000001.pdf", "../2026-000001"]) {
      expect(parseDocumentNumber(forged)).toBeNull();
    }
  });

  it("numbers in the year of the shop's clock, not the server's", () => {
    const newYearInSydney = new Date("2026-12-31T14:00:00Z");
    expect(documentYear(newYearInSydney, "UTC")).toBe(2026);
    expect(documentYear(newYearInSydney, "Australia/Sydney")).toBe(2027);
  });

  it("asks for customs' facts only when the parcel leaves the shop's country, however the country is stored", () => {
    expect(leavesShopCountry("AU", "Australia")).toBe(false);
    expect(leavesShopCountry("AU", "AU")).toBe(false);
    expect(leavesShopCountry("AU", "United Arab Emirates")).toBe(true);
    expect(leavesShopCountry("au", "NZ")).toBe(true);
    // A country the shop cannot name is not guessed to be abroad.
    expect(leavesShopCountry("AU", "Atlantis")).toBe(false);
  });

  it("splits a refund into goods, shipping and tax that add up to its amount", () => {
    const items = [
      { line: 1, unitPriceCents: 10_000 },
      { line: 2, unitPriceCents: 2_500 },
    ];
    // Part of the order: the goods at their price, the rest their tax; no shipping.
    expect(
      creditNoteAmounts({ amountCents: 12_000, lines: [{ line: 1, quantity: 1 }], emptiedOrder: false }, items, { shippingCents: 2_500 }),
    ).toEqual({
      goodsCents: 10_000,
      shippingCents: 0,
      taxCents: 2_000,
    });
    // The refund that empties the order takes the shipping back with it.
    expect(
      creditNoteAmounts({ amountCents: 8_500, lines: [{ line: 2, quantity: 2 }], emptiedOrder: true }, items, { shippingCents: 2_500 }),
    ).toEqual({ goodsCents: 5_000, shippingCents: 2_500, taxCents: 1_000 });
    // Never more goods than the refund gave back.
    expect(
      creditNoteAmounts({ amountCents: 3_000, lines: [{ line: 1, quantity: 1 }], emptiedOrder: true }, items, { shippingCents: 2_500 }),
    ).toEqual({
      goodsCents: 3_000,
      shippingCents: 0,
      taxCents: 0,
    });
  });
});
