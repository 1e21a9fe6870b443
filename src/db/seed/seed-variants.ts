// The seed's variants (decision 022): a product with options is sold as one variant per
// combination of its values, each with its own part number, SKU, price, units and, for a colour,
// its own picture. Drawn from a random stream of the product's own, so adding variants to a part
// type changes nothing else in the catalogue.
import { normalizePartCode } from "../../domain/product.ts";
import { valueCode } from "../../domain/variants.ts";
import type { OptionDef } from "./data/types.ts";
import type { PartCode } from "./part-codes.ts";
import { createRandom } from "./random.ts";

export interface SeedVariant {
  options: Record<string, string>;
  sku: string;
  partNumber: string;
  priceCents: number;
  discountCents: number;
  stock: number;
  /** The colour its picture is drawn in, when a colour names it; null to show the product's. */
  colour: string | null;
}

interface VariantBase {
  sku: string;
  partNumber: string;
  priceCents: number;
  discountCents: number;
}

/** The code a value adds to the part number and SKU: "265-75-r16" gives "265-75-R16", "safety-orange" "SO", "blue" "BLU". */

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Every combination of the options' values, in the options' order. */
function combinations(options: readonly OptionDef[]): { slug: string; value: OptionDef["values"][number] }[][] {
  return options.reduce<{ slug: string; value: OptionDef["values"][number] }[][]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => [...combo, { slug: option.slug, value }])),
    [[]],
  );
}

/** Units per variant: a few sold out, most a handful to a shelf-full, as a parts warehouse holds them. */
function unitsFor(next: () => number): number {
  const band = next();
  if (band < 0.12) return 0;
  if (band < 0.45) return 1 + Math.floor(next() * 12);
  return 13 + Math.floor(next() * 48);
}

export function variantsFor(product: VariantBase, options: readonly OptionDef[]): SeedVariant[] {
  if (options.length === 0) return [];
  const random = createRandom(hash(product.sku));
  const dollars = Math.floor(product.priceCents / 100);
  const cents = product.priceCents % 100;
  const discountShare = product.discountCents / product.priceCents;
  return combinations(options).map((combo, index) => {
    const factor = combo.reduce((f, { value }) => f * (value.priceFactor ?? 1), 1);
    const priceCents = Math.round(dollars * factor) * 100 + cents;
    const discountCents =
      discountShare > 0 ? Math.min(priceCents - 100, Math.max(100, Math.round((priceCents * discountShare) / 100) * 100)) : 0;
    const code = combo.map(({ value }) => valueCode(value.slug)).join("-");
    return {
      options: Object.fromEntries(combo.map(({ slug, value }) => [slug, value.slug])),
      sku: `${product.sku}-${code}`,
      partNumber: `${product.partNumber}-${code}`,
      priceCents,
      discountCents,
      // The first values, the ones a shopper meets first, are never all sold out.
      stock: Math.max(index === 0 ? 1 : 0, unitsFor(random.next)),
      colour: combo.find(({ value }) => value.color)?.value.color ?? null,
    };
  });
}

/**
 * The variants' own part numbers and SKUs as the product's other numbers (product_codes, kind
 * "variant"): searching a variant's number finds its product. Each number once.
 */
export function variantCodes(variants: readonly Pick<SeedVariant, "partNumber" | "sku">[]): PartCode[] {
  const codes = new Map<string, PartCode>();
  for (const code of variants.flatMap((v) => [v.partNumber, v.sku])) {
    const codeNormalized = normalizePartCode(code);
    if (codeNormalized && !codes.has(codeNormalized)) codes.set(codeNormalized, { kind: "variant", maker: "", code, codeNormalized });
  }
  return [...codes.values()];
}
