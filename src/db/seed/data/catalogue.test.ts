import { describe, expect,it } from "vitest";

import { PART_TEXT_PLACEHOLDERS } from "../part-texts.ts";
import { brands, departments } from "./catalogue.ts";
import type { CategoryDef, Localized, PartType } from "./types.ts";

const SPEC_DEPARTMENTS: [string, string][] = [
  ["clutches", "Clutches"],
  ["fuel-systems", "Fuel Systems"],
  ["steering", "Steering"],
  ["suspension", "Suspension"],
  ["body-parts", "Body Parts"],
  ["transmission", "Transmission"],
  ["air-filters", "Air Filters"],
];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function allCategories(): CategoryDef[] {
  const out: CategoryDef[] = [];
  const walk = (c: CategoryDef): void => {
    out.push(c);
    for (const child of c.children ?? []) walk(child);
  };
  for (const d of departments) walk(d);
  return out;
}

function leaves(): CategoryDef[] {
  return allCategories().filter((c) => !c.children || c.children.length === 0);
}

function partTypes(): PartType[] {
  return leaves().flatMap((c) => c.partTypes ?? []);
}

const LANGUAGES = ["en", "ru", "ar"] as const;

/** A part type's description and excerpt in every language. */
function partTexts(p: PartType): string[] {
  return LANGUAGES.flatMap((lang) => [p.description[lang], p.excerpt[lang]]);
}

/** The distinct placeholders of a text, sorted. */
function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{[^}]*\}/g) ?? [])].sort();
}

/** How many letters of a script a text has, placeholders left out. */
function letters(text: string, script: RegExp): number {
  return (text.replace(/\{[^}]*\}/g, "").match(script) ?? []).length;
}

/** Every Localized in the tree, with a path for readable failures. */
function localizedTexts(): [string, Localized][] {
  const out: [string, Localized][] = [];
  for (const c of allCategories()) out.push([`category ${c.slug}`, c.name]);
  for (const p of partTypes()) {
    out.push([`part ${p.key}`, p.name]);
    for (const v of p.variations ?? []) {
      out.push([`part ${p.key} variation`, v.name]);
      v.values.forEach((value, i) => out.push([`part ${p.key} variation ${v.name.en} #${i}`, value]));
    }
    for (const o of p.options ?? []) {
      out.push([`part ${p.key} option ${o.slug}`, o.name]);
      for (const value of o.values) out.push([`part ${p.key} option ${o.slug}=${value.slug}`, value.name]);
    }
    for (const s of p.specs) out.push([`part ${p.key} spec`, s.name]);
  }
  return out;
}

describe("departments", () => {
  it("start with the seven spec departments in order, with their exact English names", () => {
    const head = departments.slice(0, SPEC_DEPARTMENTS.length).map((d) => [d.slug, d.name.en]);
    expect(head).toEqual(SPEC_DEPARTMENTS);
  });

  it("number at least 14", () => {
    expect(departments.length).toBeGreaterThanOrEqual(14);
  });

  it("each have at least 3 sub-categories", () => {
    for (const d of departments) {
      expect(d.children?.length ?? 0, d.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("have 2 to 5 part types in every leaf, and none elsewhere", () => {
    for (const c of allCategories()) {
      const n = c.partTypes?.length ?? 0;
      if (c.children && c.children.length > 0) {
        expect(n, c.slug).toBe(0);
      } else {
        expect(n, c.slug).toBeGreaterThanOrEqual(2);
        expect(n, c.slug).toBeLessThanOrEqual(5);
      }
    }
  });

  it("use unique kebab-case slugs across the whole tree", () => {
    const slugs = allCategories().map((c) => c.slug);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("part types", () => {
  const parts = partTypes();

  it("have unique kebab-case keys", () => {
    const keys = parts.map((p) => p.key);
    for (const key of keys) expect(key).toMatch(KEBAB);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("have unique part-number prefixes of 2 to 4 capitals", () => {
    const prefixes = parts.map((p) => p.partPrefix);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[A-Z]{2,4}$/);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("have positive, ordered whole-dollar price ranges", () => {
    for (const p of parts) {
      const [low, high] = p.priceRange;
      expect(low, p.key).toBeGreaterThan(0);
      expect(high, p.key).toBeGreaterThan(low);
      expect(Number.isInteger(low) && Number.isInteger(high), p.key).toBe(true);
    }
  });

  it("have 2 to 5 spec rows, each with at least one value", () => {
    for (const p of parts) {
      expect(p.specs.length, p.key).toBeGreaterThanOrEqual(1);
      expect(p.specs.length, p.key).toBeLessThanOrEqual(5);
      for (const s of p.specs) expect(s.values.length, `${p.key} ${s.name.en}`).toBeGreaterThan(0);
    }
    const withTwo = parts.filter((p) => p.specs.length >= 2).length;
    expect(withTwo / parts.length).toBeGreaterThan(0.8);
  });

  it("have a description and a one-sentence excerpt in every language", () => {
    for (const p of parts) {
      for (const lang of LANGUAGES) {
        const where = `${p.key} ${lang}`;
        expect(p.description[lang].length, where).toBeGreaterThan(40);
        expect(p.excerpt[lang].trim().length, where).toBeGreaterThan(10);
        expect(p.excerpt[lang].trim(), where).toMatch(/[.!?]$/);
      }
    }
  });

  it("only use the known placeholders", () => {
    for (const p of parts) {
      for (const text of partTexts(p)) {
        for (const placeholder of placeholdersOf(text)) expect(PART_TEXT_PLACEHOLDERS, p.key).toContain(placeholder);
      }
    }
  });

  it("do not use {vehicle} when universal", () => {
    for (const p of parts.filter((q) => q.fitment === "universal")) {
      for (const text of partTexts(p)) expect(text, p.key).not.toContain("{vehicle}");
    }
  });

  it("are between 15% and 40% universal", () => {
    const share = parts.filter((p) => p.fitment === "universal").length / parts.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.4);
  });

  it("offer size and colour options on some part types, with valid colour values", () => {
    const options = parts.flatMap((p) => p.options ?? []);
    expect(options.some((o) => o.slug === "size" && o.type === "default")).toBe(true);
    expect(options.some((o) => o.slug === "color" && o.type === "color")).toBe(true);
    for (const o of options) {
      expect(o.slug).toMatch(KEBAB);
      expect(o.values.length).toBeGreaterThanOrEqual(2);
      const valueSlugs = o.values.map((v) => v.slug);
      for (const slug of valueSlugs) expect(slug).toMatch(KEBAB);
      expect(new Set(valueSlugs).size).toBe(valueSlugs.length);
      for (const v of o.values) {
        if (o.type === "color") expect(v.color, `${o.slug}=${v.slug}`).toMatch(HEX);
        else expect(v.color).toBeUndefined();
      }
    }
  });
});

describe("part type descriptions and excerpts in Russian and Arabic", () => {
  const parts = partTypes();

  it("exist for every part type", () => {
    expect(parts.length).toBeGreaterThan(150);
    for (const p of parts) {
      for (const lang of ["ru", "ar"] as const) {
        expect(p.description[lang].trim(), `${p.key} description ${lang}`).not.toBe("");
        expect(p.excerpt[lang].trim(), `${p.key} excerpt ${lang}`).not.toBe("");
      }
    }
  });

  it("use exactly the placeholders of their English text", () => {
    for (const p of parts) {
      for (const field of ["description", "excerpt"] as const) {
        const english = placeholdersOf(p[field].en);
        expect(placeholdersOf(p[field].ru), `${p.key} ${field} ru`).toEqual(english);
        expect(placeholdersOf(p[field].ar), `${p.key} ${field} ar`).toEqual(english);
      }
    }
  });

  it("are written in Cyrillic and in Arabic letters, not left in English", () => {
    for (const p of parts) {
      for (const field of ["description", "excerpt"] as const) {
        const { en, ru, ar } = p[field];
        const where = `${p.key} ${field}`;
        expect(ru, where).not.toBe(en);
        expect(ar, where).not.toBe(en);
        // Brand, vehicle and technical names (DOT 4, LiFePO4, MOLLE) stay Latin; the words around them do not.
        expect(letters(ru, /[\u0400-\u04FF]/g), `${where} ru`).toBeGreaterThan(2 * letters(ru, /[A-Za-z]/g));
        expect(letters(ar, /[\u0621-\u064A]/g), `${where} ar`).toBeGreaterThan(2 * letters(ar, /[A-Za-z]/g));
      }
    }
  });
});

describe("translations", () => {
  it("give every text a non-empty en, ru and ar, with ru and ar differing from en", () => {
    const texts = localizedTexts();
    expect(texts.length).toBeGreaterThan(100);
    for (const [where, t] of texts) {
      expect(t.en.trim(), where).not.toBe("");
      expect(t.ru.trim(), where).not.toBe("");
      expect(t.ar.trim(), where).not.toBe("");
      expect(t.ru, where).not.toBe(t.en);
      expect(t.ar, where).not.toBe(t.en);
    }
  });

  it("write Russian in Cyrillic and Arabic in Arabic script", () => {
    for (const [where, t] of localizedTexts()) {
      expect(t.ru, where).toMatch(/[\u0400-\u04FF]|^[\d\s,.:R]+$/);
      expect(t.ar, where).toMatch(/[\u0600-\u06FF]|^[\d\s.:]+$/);
    }
  });
});

describe("brands", () => {
  const departmentSlugs = new Set(departments.map((d) => d.slug));

  it("number at least 18 with unique kebab-case slugs and names", () => {
    expect(brands.length).toBeGreaterThanOrEqual(18);
    const slugs = brands.map((b) => b.slug);
    for (const slug of slugs) expect(slug).toMatch(KEBAB);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
  });

  it("have an ISO country code, 1 to 4 known departments and two hex colours", () => {
    for (const b of brands) {
      expect(b.country, b.slug).toMatch(/^[A-Z]{2}$/);
      expect(b.departments.length, b.slug).toBeGreaterThanOrEqual(1);
      expect(b.departments.length, b.slug).toBeLessThanOrEqual(4);
      for (const d of b.departments) expect(departmentSlugs.has(d), `${b.slug}: ${d}`).toBe(true);
      expect(b.colors.length).toBe(2);
      for (const c of b.colors) expect(c, b.slug).toMatch(HEX);
    }
  });

  it("include at least two Russian brands and several countries", () => {
    expect(brands.filter((b) => b.country === "RU").length).toBeGreaterThanOrEqual(2);
    expect(new Set(brands.map((b) => b.country)).size).toBeGreaterThanOrEqual(6);
  });

  it("give every department at least 2 brands", () => {
    for (const d of departments) {
      const n = brands.filter((b) => b.departments.includes(d.slug)).length;
      expect(n, d.slug).toBeGreaterThanOrEqual(2);
    }
  });
});
