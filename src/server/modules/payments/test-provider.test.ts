import { describe, expect, it } from "vitest";

import { chargeTestCard, luhnValid, TEST_CARDS } from "./test-provider.ts";

describe("luhnValid", () => {
  it.each(["4242424242424242", "4000000000000002", "4000000000009995", "5555555555554444", "378282246310005"])(
    "accepts %s, whose check digit is right",
    (digits) => {
      expect(luhnValid(digits)).toBe(true);
    },
  );

  it.each(["4242424242424241", "4000000000000001", "1234567890123456", "5555555555554445"])(
    "refuses %s, whose check digit is wrong",
    (digits) => {
      expect(luhnValid(digits)).toBe(false);
    },
  );

  it("refuses numbers shorter than 12 digits, even with a right check digit", () => {
    expect(luhnValid("79927398713")).toBe(false); // the textbook Luhn example, 11 digits
    expect(luhnValid("00000000000")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });
});

describe("chargeTestCard: test cards as Stripe documents them", () => {
  it("4242 4242 4242 4242 pays, typed with or without spaces or dashes", () => {
    expect(TEST_CARDS.pays).toBe("4242424242424242");
    for (const card of ["4242424242424242", "4242 4242 4242 4242", "4242-4242-4242-4242"])
      expect(chargeTestCard(card)).toEqual({ ok: true });
  });

  it("4000 0000 0000 0002 is declined", () => {
    expect(chargeTestCard("4000000000000002")).toEqual({ ok: false, reason: "Your card was declined." });
  });

  it("4000 0000 0000 9995 has insufficient funds", () => {
    expect(chargeTestCard("4000 0000 0000 9995")).toEqual({ ok: false, reason: "Your card has insufficient funds." });
  });

  it.each(["", "4242", "4242424242424241", "abcd abcd abcd abcd", "42424242424242424242"])("refuses %j as an invalid number", (card) => {
    expect(chargeTestCard(card)).toEqual({ ok: false, reason: "Your card number is invalid." });
  });

  it("asks for a test card when given a valid number that is not one", () => {
    expect(chargeTestCard("5555555555554444")).toEqual({ ok: false, reason: "Use a test card, such as 4242 4242 4242 4242." });
  });
});
