import type { Category } from "../../../domain/schemas/catalog.ts";

/**
 * The category tree, kept by the catalog service (lib/kept-data.ts), looked up three ways. Kept
 * data weighs a value by its JSON: the lookups name the same categories as the roots, so the
 * tree's JSON is its roots alone (a Map's JSON would be `{}`, and weigh nothing).
 */
export interface CategoryTree {
  roots: Category[];
  bySlug: Map<string, Category>;
  byId: Map<number, Category>;
  toJSON(): Category[];
}

export function descendantIds(category: Category): number[] {
  return [category._id, ...category.children.flatMap(descendantIds)];
}
