import { describe, expect, it } from "vitest";

import { LOCALES } from "../../../domain/locales.ts";
import { createTranslations, mergeMessages, type Messages, readLocaleSources } from "./translations.ts";

// Strings that are rightly the same in another language: names and codes.
const SAME_ON_PURPOSE = new Set([
  "ru:common.shopName",
  "ru:common.product.sku",
  // A price's ending, as a price tag prints it.
  ...["ru", "ar"].flatMap((locale) => [`${locale}:admin.bulk.endings.95`, `${locale}:admin.bulk.endings.99`]),
  // An added tax's line: its name (the owner's) and its rate.
  ...["ru", "ar"].map((locale) => `${locale}:checkout.summary.taxAdded`),
  // A discount's form is headed by its code or name alone.
  ...["ru", "ar"].map((locale) => `${locale}:admin.discounts.edit.title`),
  // The networks' own names, as each writes its name in every language.
  ...["ru", "ar"].flatMap((locale) =>
    ["facebook", "instagram", "youtube", "x"].map((network) => `${locale}:admin.settings.networks.${network}`),
  ),
]);

/** Leaf keys without their plural suffix ("reviews_one" -> "reviews"), with their values. */
function leaves(messages: Messages, prefix = ""): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`;
    if (typeof value === "string") out.set(path, [...(out.get(path) ?? []), value]);
    else for (const [k, v] of leaves(value, `${path}.`)) out.set(k, [...(out.get(k) ?? []), ...v]);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("interface strings in en, ru and ar", () => {
  const english = leaves(readLocaleSources("en"));

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const translated = leaves(readLocaleSources(locale));

    it(`${locale} has every English string`, () => {
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      expect(missing).toEqual([]);
    });

    it(`${locale} holds no string left in English by accident`, () => {
      const same = [...english].filter(([key, values]) => {
        if (SAME_ON_PURPOSE.has(`${locale}:${key}`)) return false;
        return (translated.get(key) ?? []).some((value) => values.includes(value));
      });
      expect(same.map(([key]) => key)).toEqual([]);
    });

    it(`${locale} keeps every placeholder of the English string`, () => {
      const broken = [...english].filter(([key, values]) =>
        (translated.get(key) ?? []).some((value) => placeholders(value).some((name) => !placeholders(values[0]!).includes(name))),
      );
      expect(broken.map(([key]) => key)).toEqual([]);
    });

    it(`${locale} has no key that English lacks`, () => {
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });
  }
});

describe("translation files (spec §7)", () => {
  it("merges English under the chosen locale", () => {
    expect(mergeMessages({ a: "A", b: { c: "C", d: "D" } }, { b: { c: "В" } })).toEqual({ a: "A", b: { c: "В", d: "D" } });
  });
  it("serves each locale with every area", () => {
    const translations = createTranslations();
    expect(Object.keys(translations.messages("ar"))).toEqual(Object.keys(translations.messages("en")));
    expect((translations.messages("ru").common as Messages).cart).toBe("Корзина");
  });
});
