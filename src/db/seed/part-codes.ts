// The numbers a seeded part is also known by, and the notes on its fitment, for the
// ordinary seed and the trade-size generator alike. Drawn from a random stream of the part's own
// (streamOf), so adding them changed nothing else the seed draws.
import { normalizePartCode } from "../../domain/product.ts";
import type { SeedProduct } from "./catalogue-generator.ts";
import { brands as brandDefs } from "./data/catalogue.ts";
import { fitmentNoteDefs } from "./data/fitment-notes.ts";
import { crossNumber, oemNumber, partGroupOf } from "./data/oem-numbers.ts";
import type { VehicleGeneration } from "./data/types.ts";
import { vehicleGenerations } from "./data/vehicles.ts";
import { createRandom, type Random } from "./random.ts";
import { variantCodes } from "./seed-variants.ts";

/** A row of product_codes, without the product. */
export interface PartCode {
  kind: "oem" | "cross" | "variant";
  /** The vehicle make (OEM) or the parts brand (cross-reference); empty for a variant's own numbers. */
  maker: string;
  code: string;
  codeNormalized: string;
}

/** What decides a part's numbers: what it is, who makes it, and the model generations it fits. */
export interface PartFacts {
  categorySlug: string;
  department: string;
  brandSlug: string;
  /** Model generations it fits, by make and model; none for a universal part. */
  fits: readonly { make: string; model: string }[];
  /** Its own numbers (part number, SKU), which no other number of it may repeat. */
  ownCodes: readonly string[];
}

/** A random stream of a text's own (a part's SKU, say): FNV-1a of the text. */
export function streamOf(text: string): Random {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return createRandom(h >>> 0);
}

/** Share of parts that list other brands' numbers for the same part. */
const CROSS_SHARE = 0.5;

/**
 * A part's OEM numbers (1 or 2 of its vehicles' make, at least one per make) and, for about half
 * of the parts, 1 to 3 numbers of other aftermarket brands making the same part. Each number once.
 */
export function partCodes(part: PartFacts, random: Random): PartCode[] {
  const codes: PartCode[] = [];
  const seen = new Set(part.ownCodes.map(normalizePartCode));
  const add = (kind: PartCode["kind"], maker: string, code: string | undefined) => {
    if (!code) return;
    const codeNormalized = normalizePartCode(code);
    if (codeNormalized === "" || seen.has(codeNormalized)) return;
    seen.add(codeNormalized);
    codes.push({ kind, maker, code, codeNormalized });
  };

  const group = partGroupOf(part.categorySlug);
  const makes = [...new Set(part.fits.map((fit) => fit.make))];
  if (makes.length > 0) {
    const count = Math.max(makes.length, random.chance(0.6) ? 1 : 2);
    for (let i = 0; i < count; i++) {
      const make = makes[i % makes.length]!;
      const model = random.pick(part.fits.filter((fit) => fit.make === make)).model;
      add("oem", make, oemNumber(make, group, random, model));
    }
  }

  if (random.chance(CROSS_SHARE)) {
    const others = brandDefs.filter((b) => b.slug !== part.brandSlug);
    const sameTrade = others.filter((b) => b.departments.includes(part.department));
    const pool = random.shuffle(sameTrade.length >= 3 ? sameTrade : others);
    const count = random.int(1, 3);
    for (const brand of pool.slice(0, count)) add("cross", brand.name, crossNumber(brand.slug, random));
  }
  return codes;
}

/** A note on a part's fitment: on all its rows, or on those of one engine. */
export interface FitmentNotePlan {
  slug: string;
  /** The engine whose rows carry it; null for every row. */
  engineCode: string | null;
}

/** Share of the parts of a kind a note is written for that carry one (about 13% of their fitment rows). */
const NOTED_SHARE = 0.22;

/**
 * The note on a part's fitment, if it has one: about a fifth of the parts of a kind some note is
 * written for, applying to all the part's vehicles or to one of its engines.
 */
export function planFitmentNote(
  part: { categorySlug: string; kinds: readonly VehicleGeneration["kind"][]; engineCodes: readonly string[] },
  random: Random,
): FitmentNotePlan | null {
  if (part.engineCodes.length === 0) return null;
  const suitable = fitmentNoteDefs.filter(
    (def) => def.categories.includes(part.categorySlug) && (!def.kinds || part.kinds.every((kind) => def.kinds!.includes(kind))),
  );
  if (suitable.length === 0 || !random.chance(NOTED_SHARE)) return null;
  const def = random.pick(suitable);
  const oneEngine = part.engineCodes.length > 1 && random.chance(0.5);
  return { slug: def.slug, engineCode: oneEngine ? random.pick(part.engineCodes) : null };
}

/** Whether a fitment row of a vehicle with this engine carries the planned note. */
export function notedRow(plan: FitmentNotePlan | null, engineCode: string): boolean {
  return plan !== null && (plan.engineCode === null || plan.engineCode === engineCode);
}

// ---- The ordinary seed's parts (catalogue-generator.ts), each from streams of its own SKU.

const generationsByKey = new Map(vehicleGenerations.map((g) => [`${g.make}|${g.model}`, g]));
const generationsOf = (product: SeedProduct) => product.fitsGenerations.flatMap((key) => generationsByKey.get(key) ?? []);

/** Every other number of a seeded part: OEM, cross-reference, and its variants' own. */
export function seedProductCodes(product: SeedProduct): PartCode[] {
  const facts: PartFacts = {
    categorySlug: product.categorySlug,
    // A seeded part's tags start with its department (catalogue-generator.ts).
    department: product.tags[0] ?? "",
    brandSlug: product.brandSlug,
    fits: generationsOf(product),
    ownCodes: [product.partNumber, product.sku],
  };
  const variants = variantCodes(product.variants).filter((v) => !facts.ownCodes.some((own) => normalizePartCode(own) === v.codeNormalized));
  const codes = partCodes(facts, streamOf(`${product.sku}|codes`));
  const taken = new Set(variants.map((v) => v.codeNormalized));
  return [...codes.filter((c) => !taken.has(c.codeNormalized)), ...variants];
}

/** The note on a seeded part's fitment, given the engines of the vehicles it fits. */
export function seedFitmentNote(product: SeedProduct, engineCodes: readonly string[]): FitmentNotePlan | null {
  return planFitmentNote(
    { categorySlug: product.categorySlug, kinds: generationsOf(product).map((g) => g.kind), engineCodes },
    streamOf(`${product.sku}|fitment-note`),
  );
}
