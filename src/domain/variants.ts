// Products sold in variants (spec §3 `variants`, decision 022): one variant per combination of
// the product's option values, with its own part number, SKU, price, picture and units. The
// chosen options name the variant; the page, the cart and the order take its figures.
import { normalizePartCode, type ProductDetailView } from "./product.ts";

export interface ProductVariantView {
  id: number;
  /** Option slug to value slug: the values this variant is. */
  options: Readonly<Record<string, string>>;
  sku: string;
  partNumber: string;
  priceCents: number;
  discountCents: number;
  image: string | null;
  /** Units a shopper can buy now: on the shelf, less those held for others' payments. */
  stock: number;
}

/** The variant the chosen values name: each of its values chosen. None when a value is missing. */
export function variantMatching<V extends { options: Readonly<Record<string, string>> }>(
  variants: readonly V[],
  chosen: Readonly<Record<string, string | undefined>>,
): V | undefined {
  return variants.find((variant) => {
    const entries = Object.entries(variant.options);
    return entries.length > 0 && entries.every(([option, value]) => chosen[option] === value);
  });
}

/**
 * The product as the shopper has chosen it: with a variant's number, SKU, price, units and
 * picture once the chosen values name one; as it is (its lowest price, all its units) before.
 */
export function productAsChosen(product: ProductDetailView, chosen: Readonly<Record<string, string | undefined>>): ProductDetailView {
  const variant = variantMatching(product.variants, chosen);
  if (!variant) return product;
  return {
    ...product,
    sku: variant.sku,
    partNumber: variant.partNumber,
    priceCents: variant.priceCents,
    discountCents: variant.discountCents,
    stock: variant.stock,
    images: variant.image ? [variant.image, ...product.images.filter((image) => image !== variant.image)] : product.images,
  };
}

/** True when the product's variants ask different prices: its own price is then the lowest, shown as "from". */
export function pricesVary(product: Pick<ProductDetailView, "variants">): boolean {
  return new Set(product.variants.map((v) => v.priceCents - v.discountCents)).size > 1;
}

/** The option values of a product sold in variants that no variant in stock has, for the given other choices. */
export function soldOutValues(
  product: Pick<ProductDetailView, "options" | "variants">,
  chosen: Readonly<Record<string, string | undefined>>,
): Set<string> {
  const out = new Set<string>();
  if (product.variants.length === 0) return out;
  for (const option of product.options) {
    for (const value of option.values) {
      const wanted = { ...chosen, [option.slug]: value.slug };
      // Only the other options already chosen constrain this one.
      const candidates = product.variants.filter(
        (variant) =>
          variant.options[option.slug] === value.slug &&
          Object.entries(variant.options).every(([slug, v]) => slug === option.slug || wanted[slug] === undefined || wanted[slug] === v),
      );
      if (candidates.every((variant) => variant.stock <= 0)) out.add(`${option.slug}=${value.slug}`);
    }
  }
  return out;
}

/** A value's short code in a variant's SKU and part number: "XL", "BLK" for black, "MG" for matte-grey. */
export function valueCode(slug: string): string {
  if (/\d/.test(slug)) return slug.toUpperCase();
  const words = slug.split("-");
  return (words.length > 1 ? words.map((word) => word[0]) : [slug.slice(0, 3)]).join("").toUpperCase();
}

/** Every combination of the options' values (option slug to value slug), in the options' order. */
export function variantCombinations(options: readonly { slug: string; values: readonly string[] }[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (combos, option) => combos.flatMap((combo) => option.values.map((value) => ({ ...combo, [option.slug]: value }))),
    [{}],
  );
}

/**
 * A part's variants' own numbers (their SKUs and part numbers) as search keeps them among the
 * part's numbers: each with its normalized form and its place in the list; a number that
 * normalizes to nothing, or to one already listed, is left out. The editor and the catalogue
 * import both write them so.
 */
export function variantCodesOf(codes: readonly string[]): { code: string; normalized: string; position: number }[] {
  const seen = new Set<string>();
  return codes.flatMap((code, position) => {
    const normalized = normalizePartCode(code);
    if (!normalized || seen.has(normalized)) return [];
    seen.add(normalized);
    return [{ code, normalized, position }];
  });
}
