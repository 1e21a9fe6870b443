import { describe, expect, it } from "vitest";

import { generateCatalogue } from "./catalogue-generator.ts";
import { type TradeCatalogueInput, type TradePart, tradeParts } from "./trade-catalogue.ts";

// The trade-size generator, without a database: the seed's vehicles, categories and brands
// numbered as a database would number them.
function input(): TradeCatalogueInput {
  const catalogue = generateCatalogue();
  return {
    firstId: 10_001,
    vehicles: catalogue.vehicles.map((v, i) => ({ id: i + 1, year: v.year, make: v.make, model: v.model, engineCode: v.engineCode })),
    categoryIds: new Map(catalogue.categories.map((c, i) => [c.slug, i + 1])),
    brandIds: new Map(catalogue.brands.map((b, i) => [b.slug, i + 1])),
    imagesByCategory: new Map(),
    now: new Date("2026-11-01T00:00:00Z"),
  };
}

const parts: TradePart[] = [...tradeParts(input(), 20_000)];

describe("the trade-size catalogue generator", () => {
  it("makes the same parts every time, numbered from the first id", () => {
    const again = [...tradeParts(input(), 50)];
    expect(again).toEqual(parts.slice(0, 50));
    expect(parts.map((p) => p.id)).toEqual(parts.map((_, i) => 10_001 + i));
  });

  it("gives every part its own slug, SKU and part number", () => {
    for (const key of ["slug", "sku", "partNumber"] as const) expect(new Set(parts.map((p) => p[key])).size).toBe(parts.length);
  });

  it("spreads fitment as the trade's: some universal parts, most fitting a few to a few hundred vehicles, about twenty on average", () => {
    const universal = parts.filter((p) => p.universal);
    expect(universal.every((p) => p.fits.length === 0)).toBe(true);
    expect(universal.length / parts.length).toBeGreaterThan(0.04);
    expect(universal.length / parts.length).toBeLessThan(0.25);
    const fitted = parts.filter((p) => !p.universal).map((p) => p.fits.length);
    expect(fitted.every((n) => n >= 1)).toBe(true);
    const sorted = [...fitted].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeGreaterThanOrEqual(3);
    expect(sorted.at(-1)).toBeGreaterThan(100);
    const average = fitted.reduce((sum, n) => sum + n, 0) / parts.length;
    expect(average).toBeGreaterThan(15);
    expect(average).toBeLessThan(30);
    for (const part of parts) expect(new Set(part.fits).size).toBe(part.fits.length);
  });

  it("gives popular vehicles far more parts than rare ones", () => {
    const vehicles = input().vehicles;
    const partsFor = (make: string, model: string) => {
      const ids = new Set(vehicles.filter((v) => v.make === make && v.model === model).map((v) => v.id));
      return parts.filter((p) => p.fits.some((id) => ids.has(id))).length;
    };
    expect(partsFor("Toyota", "Hilux N80")).toBeGreaterThan(3 * partsFor("UAZ", "Hunter"));
  });

  it("fills the description and excerpt of every part in English, Russian and Arabic", () => {
    for (const part of parts) {
      for (const text of [part.description, part.excerpt]) {
        for (const lang of ["en", "ru", "ar"] as const) {
          expect(text[lang].trim(), `${part.slug} ${lang}`).not.toBe("");
          expect(text[lang], `${part.slug} ${lang}`).not.toContain("{");
        }
      }
    }
  });

  it("keeps a part's product line (series) in its name in every language", () => {
    const catalogue = generateCatalogue();
    const brandNames = new Map(catalogue.brands.map((b, i) => [i + 1, b.name]));
    let withSeries = 0;
    for (const part of parts) {
      const brand = brandNames.get(part.brandId)!;
      // Russian titles read "{name} {brand} {series} для {vehicle}".
      const series = part.title.ru.slice(part.title.ru.indexOf(` ${brand}`) + brand.length + 1).match(/^ (\S+)(?: для |$)/)?.[1];
      if (!series || !part.description.en.includes(`${series} `)) continue;
      withSeries++;
      expect(part.description.ru, part.slug).toContain(` ${series}`);
      expect(part.description.ar, part.slug).toContain(` ${series}`);
    }
    expect(withSeries).toBeGreaterThan(1_000);
  });

  it("gives every vehicle part OEM numbers of its make, about half of all parts other brands' numbers, each number once", () => {
    const vehicles = new Map(input().vehicles.map((v) => [v.id, v]));
    let withCross = 0;
    for (const part of parts) {
      const oem = part.codes.filter((c) => c.kind === "oem");
      if (part.fits.length === 0) expect(oem).toEqual([]);
      else {
        expect(oem.length, part.slug).toBeGreaterThanOrEqual(1);
        expect(oem.length, part.slug).toBeLessThanOrEqual(2);
        const make = vehicles.get(part.fits[0]!)!.make;
        for (const code of oem) expect(code.maker).toBe(make);
      }
      if (part.codes.some((c) => c.kind === "cross")) withCross++;
      const normalized = part.codes.map((c) => c.codeNormalized);
      expect(new Set(normalized).size).toBe(normalized.length);
    }
    expect(withCross / parts.length).toBeGreaterThan(0.4);
    expect(withCross / parts.length).toBeLessThan(0.6);
  });

  it("notes the fitment of some parts, on all their vehicles or on one engine's", () => {
    const engineOf = new Map(input().vehicles.map((v) => [v.id, v.engineCode]));
    const noted = parts.filter((p) => p.fitmentNote !== null);
    expect(noted.length / parts.length).toBeGreaterThan(0.05);
    expect(noted.length / parts.length).toBeLessThan(0.2);
    let oneEngine = 0;
    for (const part of noted) {
      const { vehicleIds } = part.fitmentNote!;
      expect(vehicleIds.length).toBeGreaterThan(0);
      expect(vehicleIds.every((id) => part.fits.includes(id))).toBe(true);
      const engines = new Set(vehicleIds.map((id) => engineOf.get(id)));
      if (vehicleIds.length < part.fits.length) {
        oneEngine++;
        expect(engines.size).toBe(1);
        expect(part.fits.filter((id) => engines.has(engineOf.get(id))).length).toBe(vehicleIds.length);
      }
    }
    expect(oneEngine).toBeGreaterThan(noted.length / 5);
  });

  it("keeps prices positive above their discount, stock in the spec's bands and review figures true", () => {
    for (const part of parts) {
      expect(part.priceCents).toBeGreaterThan(part.discountCents);
      expect(part.stock).toBeGreaterThanOrEqual(0);
      expect(part.reviewCount).toBe(part.reviews.length);
    }
    const bands = [0, 1, 20, 41].map((floor, i, all) => parts.filter((p) => p.stock >= floor && p.stock < (all[i + 1] ?? Infinity)).length);
    for (const band of bands) expect(band / parts.length).toBeGreaterThan(0.05);
  });
});
