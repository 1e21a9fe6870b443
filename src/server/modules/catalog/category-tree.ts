import type { Category } from "../../../domain/schemas/catalog.ts";

/** The category tree, cached by the catalog service, looked up three ways. */
export interface CategoryTree {
  roots: Category[];
  bySlug: Map<string, Category>;
  byId: Map<number, Category>;
  loadedAt: number;
}

export function descendantIds(category: Category): number[] {
  return [category._id, ...category.children.flatMap(descendantIds)];
}
