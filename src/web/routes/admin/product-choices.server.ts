// What the product editor's pages share on the server: the brands and categories it offers, and
// which field a service's refusal blames.
import type { AppContext } from "#app-context";

import { localizedText } from "../../../domain/schemas/common.ts";
import type { ProductChoices } from "../../components/admin/product-fields.tsx";
import { resolveLocale } from "../../lib/preferences.ts";

/** Brands by name; categories in the tree's order, a subcategory after its parent ("Suspension › Shocks"). */
export async function productChoices(app: AppContext, request: Request): Promise<ProductChoices> {
  const { locale } = resolveLocale(request);
  const { brands, categories } = await app.services.catalogAdmin.choices();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (id: number | null): string[] => {
    const category = id === null ? undefined : byId.get(id);
    return category ? [...pathOf(category.parentId), localizedText(category.name, locale)] : [];
  };
  return {
    brands: brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
    categories: categories
      .map((category) => ({ value: String(category.id), label: pathOf(category.id).join(" › ") }))
      .sort((a, b) => a.label.localeCompare(b.label, locale)),
  };
}

/** A taken SKU or address is the field's problem, said beside it. */
export const productRefusalFields = { SKU_TAKEN: "fields.sku", SLUG_TAKEN: "fields.slug" } as const;
