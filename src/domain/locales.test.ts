import { describe, expect, it } from "vitest";

import { chooseLocale, shownText } from "./locales.ts";

describe("the page's language", () => {
  it("takes ?lang= first, then the cookie, then the first language of the browser the shop speaks, else English", () => {
    expect(chooseLocale("ar", "ru", "ru-RU")).toBe("ar");
    expect(chooseLocale(null, "ru", "ar")).toBe("ru");
    expect(chooseLocale("xx", null, "de-DE, ar;q=0.8")).toBe("ar");
    expect(chooseLocale(null, null, null)).toBe("en");
  });
});

describe("a catalogue text as shown", () => {
  it("is the page's language when translated, and says when English stands in (so the page marks it English)", () => {
    const text = { en: "Fits the 79 Series.", ru: "Подходит для 79-й серии." };
    expect(shownText(text, "ru")).toEqual({ text: "Подходит для 79-й серии.", fallback: undefined });
    expect(shownText(text, "ar")).toEqual({ text: "Fits the 79 Series.", fallback: "en" });
    expect(shownText(text, "en")).toEqual({ text: "Fits the 79 Series.", fallback: undefined });
    expect(shownText({ en: "", ar: "" }, "ar")).toEqual({ text: "", fallback: undefined });
  });
});
