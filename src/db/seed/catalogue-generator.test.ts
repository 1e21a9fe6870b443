import { describe, expect, it } from "vitest";

import { generateCatalogue } from "./catalogue-generator.ts";

const catalogue = generateCatalogue();
const brandNames = new Map(catalogue.brands.map((b) => [b.slug, b.name]));

describe("the seed catalogue's product texts", () => {
  it("give every product a filled description and excerpt in English, Russian and Arabic", () => {
    expect(catalogue.products.length).toBeGreaterThan(2_000);
    for (const product of catalogue.products) {
      for (const text of [product.description, product.excerpt]) {
        for (const lang of ["en", "ru", "ar"] as const) {
          expect(text[lang].trim(), `${product.slug} ${lang}`).not.toBe("");
          expect(text[lang], `${product.slug} ${lang}`).not.toContain("{");
        }
      }
    }
  });

  it("name the part in each language as its title does, with the brand and vehicle in Latin", () => {
    for (const product of catalogue.products) {
      const brand = brandNames.get(product.brandSlug)!;
      // Titles: "{brand} {name} for {vehicle}", "{name} {brand} для {vehicle}", "{name} من {brand} لسيارة {vehicle}".
      const name = {
        en: product.title.en.slice(brand.length + 1).replace(/ for .*$/, ""),
        ru: product.title.ru.slice(0, product.title.ru.indexOf(` ${brand}`)),
        ar: product.title.ar.slice(0, product.title.ar.indexOf(` من ${brand}`)),
      };
      const vehicle = product.title.en.match(/ for (.*)$/)?.[1];
      for (const text of [product.description, product.excerpt]) {
        for (const lang of ["ru", "ar"] as const) {
          const where = `${product.slug} ${lang}: ${text[lang]}`;
          if (text.en.includes(name.en)) expect(text[lang], where).toContain(name[lang]);
          if (text.en.includes(brand)) expect(text[lang], where).toContain(brand);
          if (vehicle && text.en.includes(vehicle)) expect(text[lang], where).toContain(vehicle);
        }
      }
    }
  });
});
