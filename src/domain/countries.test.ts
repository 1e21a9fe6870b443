import { describe, expect, it } from "vitest";

import {
  COUNTRY_CODES,
  countryCodeOf,
  countryName,
  countryOptions,
  DEFAULT_COUNTRY,
  DEFAULT_COUNTRY_CODE,
  localCountryName,
} from "./countries.ts";

describe("the country list of address forms (ISO 3166-1)", () => {
  it("holds the 249 assigned alpha-2 codes, each once", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("defaults to Australia (spec §9)", () => {
    expect(DEFAULT_COUNTRY_CODE).toBe("AU");
    expect(countryName(DEFAULT_COUNTRY_CODE)).toBe(DEFAULT_COUNTRY);
  });

  it("names every country in English, never by its bare code", () => {
    for (const code of COUNTRY_CODES) expect(countryName(code, "en")).not.toBe(code);
    expect(countryName("NZ", "en")).toBe("New Zealand");
    expect(countryName("DE", "en")).toBe("Germany");
  });

  it("names countries in Russian and Arabic", () => {
    expect(countryName("AU", "ru")).toBe("Австралия");
    expect(countryName("DE", "ru")).toBe("Германия");
    expect(countryName("AU", "ar")).toBe("أستراليا");
  });

  it("offers the English name as the stored value and the shopper's language as the label", () => {
    const au = countryOptions("ru").find((option) => option.code === "AU");
    expect(au).toEqual({ code: "AU", value: "Australia", label: "Австралия" });
    expect(countryOptions("ar")).toHaveLength(249);
  });

  it("orders the options alphabetically in the shopper's language", () => {
    for (const locale of ["en", "ru", "ar"] as const) {
      const labels = countryOptions(locale).map((option) => option.label);
      const collator = new Intl.Collator(locale);
      expect(labels).toEqual([...labels].sort((a, b) => collator.compare(a, b)));
    }
    expect(countryOptions("en")[0]?.label).toBe("Afghanistan");
  });

  it("finds the code of a stored country by English name (any case) or code", () => {
    expect(countryCodeOf("Australia")).toBe("AU");
    expect(countryCodeOf("  new zealand ")).toBe("NZ");
    expect(countryCodeOf("us")).toBe("US");
    expect(countryCodeOf("Atlantis")).toBeNull();
    expect(countryCodeOf("")).toBeNull();
  });

  it("shows a stored country in the shopper's language, an unknown one as stored", () => {
    expect(localCountryName("Australia", "ar")).toBe("أستراليا");
    expect(localCountryName("Atlantis", "ru")).toBe("Atlantis");
  });
});
