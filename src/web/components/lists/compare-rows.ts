// The rows of the compare table that depend on more than one product: which options exist
// across the compared parts, and whether a row's values differ between them.
import type { ProductSnapshot } from "../../../domain/lists.ts";
import type { LocalizedText } from "../../../domain/locales.ts";

export interface OptionRow {
  slug: string;
  name: LocalizedText;
  /** Per product, in list order: the names of its values, or null when it has no such option. */
  values: (LocalizedText[] | null)[];
}

/** One row per option slug any compared product has, in the order they first appear. */
export function optionRows(products: readonly ProductSnapshot[]): OptionRow[] {
  const rows = new Map<string, OptionRow>();
  for (const product of products) {
    for (const option of product.options) {
      if (!rows.has(option.slug)) rows.set(option.slug, { slug: option.slug, name: option.name, values: [] });
    }
  }
  for (const row of rows.values()) {
    row.values = products.map((product) => product.options.find((o) => o.slug === row.slug)?.values.map((v) => v.name) ?? null);
  }
  return [...rows.values()];
}

/** A row differs when at least two products show different values in it. */
export function valuesDiffer(values: readonly string[]): boolean {
  return new Set(values).size > 1;
}
