import { describe, expect, it } from "vitest";

import { normalizePartCode } from "../../domain/product.ts";
import { generateCatalogue } from "./catalogue-generator.ts";
import { brands, departments } from "./data/catalogue.ts";
import { fitmentNoteDefs } from "./data/fitment-notes.ts";
import type { CategoryDef } from "./data/types.ts";
import { vehicleGenerations } from "./data/vehicles.ts";
import { notedRow, partCodes, planFitmentNote, seedFitmentNote, seedProductCodes, streamOf } from "./part-codes.ts";

const catalogue = generateCatalogue();
const makeOf = new Map(vehicleGenerations.map((g) => [`${g.make}|${g.model}`, g.make]));
const codesOf = new Map(catalogue.products.map((p) => [p.sku, seedProductCodes(p)]));

describe("the seed's OEM and cross-reference numbers", () => {
  it("gives every part made for vehicles one or two OEM numbers, of its vehicles' make, and universal parts none", () => {
    for (const product of catalogue.products) {
      const oem = codesOf.get(product.sku)!.filter((c) => c.kind === "oem");
      if (product.universal) {
        expect(oem, product.slug).toEqual([]);
        continue;
      }
      const makes = new Set(product.fitsGenerations.map((key) => makeOf.get(key)));
      expect(oem.length, product.slug).toBeGreaterThanOrEqual(1);
      expect(oem.length, product.slug).toBeLessThanOrEqual(Math.max(2, makes.size));
      for (const code of oem) expect(makes, `${product.slug} ${code.maker}`).toContain(code.maker);
    }
    const twice = catalogue.products.filter((p) => codesOf.get(p.sku)!.filter((c) => c.kind === "oem").length === 2);
    expect(twice.length).toBeGreaterThan(300);
  });

  it("gives about half of all parts one to three numbers of other brands, never their own brand's", () => {
    const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
    const withCross = catalogue.products.filter((product) => {
      const cross = codesOf.get(product.sku)!.filter((c) => c.kind === "cross");
      expect(cross.length).toBeLessThanOrEqual(3);
      for (const code of cross) expect(code.maker).not.toBe(brandNames.get(product.brandSlug));
      expect(new Set(cross.map((c) => c.maker)).size).toBe(cross.length);
      return cross.length > 0;
    });
    const share = withCross.length / catalogue.products.length;
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
  });

  it("writes each number once per part, normalised as search compares them, never as the part's own number", () => {
    for (const product of catalogue.products) {
      const codes = codesOf.get(product.sku)!;
      for (const code of codes) expect(code.codeNormalized).toBe(normalizePartCode(code.code));
      const normalized = codes.map((c) => c.codeNormalized);
      expect(new Set(normalized).size, product.slug).toBe(normalized.length);
      expect(normalized).not.toContain(normalizePartCode(product.partNumber));
      expect(normalized).not.toContain(normalizePartCode(product.sku));
    }
  });

  it("lists a variant's own part number and SKU, so that searching either finds its product", () => {
    const product = catalogue.products.find((p) => p.variants.length > 1)!;
    const variantCodes = codesOf.get(product.sku)!.filter((c) => c.kind === "variant");
    expect(variantCodes.map((c) => c.code).sort()).toEqual(product.variants.flatMap((v) => [v.partNumber, v.sku]).sort());
  });

  it("is drawn from each part's own stream: the same part gets the same numbers", () => {
    const product = catalogue.products.find((p) => !p.universal)!;
    expect(seedProductCodes(product)).toEqual(codesOf.get(product.sku));
    const facts = { categorySlug: "brake-pads", department: "brakes", brandSlug: "haldenwerk", fits: [], ownCodes: [] };
    expect(partCodes(facts, streamOf("a"))).toEqual(partCodes(facts, streamOf("a")));
  });
});

describe("the seed's fitment notes", () => {
  const byGeneration = Map.groupBy(catalogue.vehicles, (v) => v.generationKey);
  const suitable = new Set(fitmentNoteDefs.flatMap((def) => def.categories));

  it("notes about a tenth to a seventh of the fitment rows of the kinds of part notes are written for, and no others", () => {
    let rows = 0;
    let noted = 0;
    for (const product of catalogue.products) {
      const vehicles = product.fitsGenerations.flatMap((key) => byGeneration.get(key) ?? []);
      const note = seedFitmentNote(product, [...new Set(vehicles.map((v) => v.engineCode))]);
      if (!suitable.has(product.categorySlug)) {
        expect(note, product.slug).toBeNull();
        continue;
      }
      if (note) expect(fitmentNoteDefs.find((d) => d.slug === note.slug)!.categories).toContain(product.categorySlug);
      rows += vehicles.length;
      noted += vehicles.filter((v) => notedRow(note, v.engineCode)).length;
    }
    expect(noted / rows).toBeGreaterThan(0.1);
    expect(noted / rows).toBeLessThan(0.15);
  });

  it("applies a note to all of a part's vehicles or to one engine's, and keeps pick-up notes to pick-ups", () => {
    const plans = Array.from({ length: 400 }, (_, i) =>
      planFitmentNote({ categorySlug: "floor-mats-and-liners", kinds: ["wagon"], engineCodes: ["1HZ", "1VD-FTV"] }, streamOf(`p${i}`)),
    ).filter((plan) => plan !== null);
    expect(plans.length).toBeGreaterThan(40);
    expect(plans.every((plan) => plan.slug === "right-hand-drive-only")).toBe(true);
    expect(plans.some((plan) => plan.engineCode === null)).toBe(true);
    expect(plans.some((plan) => plan.engineCode === "1VD-FTV")).toBe(true);
    expect(notedRow({ slug: "x", engineCode: "1HZ" }, "1VD-FTV")).toBe(false);
    expect(notedRow({ slug: "x", engineCode: null }, "1VD-FTV")).toBe(true);
    expect(notedRow(null, "1HZ")).toBe(false);
  });

  it("has every note in English, Russian and Arabic, each its own text", () => {
    expect(new Set(fitmentNoteDefs.map((d) => d.slug)).size).toBe(fitmentNoteDefs.length);
    for (const def of fitmentNoteDefs) {
      expect(def.note.ru).toMatch(/[а-я]/i);
      expect(def.note.ar).toMatch(/[\u0600-\u06FF]/);
      expect(def.note.en).not.toBe(def.note.ru);
    }
  });
});

describe("the seed's specifications, which tell look-alike cards apart", () => {
  it("agree with the variation in the title: a spec offering the variation's value says it", () => {
    const leaves: CategoryDef[] = [];
    const visit = (c: CategoryDef) => (c.children?.length ? c.children.forEach(visit) : leaves.push(c));
    departments.forEach(visit);
    let checked = 0;
    for (const product of catalogue.products) {
      const partType = leaves
        .find((c) => c.slug === product.categorySlug)!
        .partTypes!.find((type) => product.partNumber.startsWith(`${type.partPrefix}-`));
      const variation = partType?.variations?.[0]?.values.find((v) => product.title.en.includes(` ${v.en} `));
      if (!partType || !variation) continue;
      for (const spec of partType.specs.filter((s) => s.values.includes(variation.en))) {
        checked++;
        expect(product.specs.find((s) => s.name.en === spec.name.en)!.value, product.slug).toBe(variation.en);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
