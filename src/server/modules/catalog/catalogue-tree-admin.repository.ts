// The back office's reading and writing of categories and brands. Every change moves the
// catalogue's version by the tables' triggers (migration 0013), so the storefront's menus, category
// pages and brand lists show it on the next request (decision 015).
import { and, asc, count, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like.ts";
import { brands, categories, products } from "../../../db/tables.ts";
import type { LocalizedText } from "../../../domain/schemas/common.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type CategoryAdminRow = typeof categories.$inferSelect & { parts: number };
export type BrandAdminRow = Pick<typeof brands.$inferSelect, "id" | "slug" | "name" | "country" | "hidden"> & { parts: number };

const siblingsOf = (parentId: number | null): SQL => (parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));

export function createCatalogueTreeRepository(db: Executor) {
  return {
    /** Every category with how many parts are filed directly under it (a few hundred rows; the parts counted by their index). */
    async categories(): Promise<CategoryAdminRow[]> {
      const rows = await db
        .select({
          category: categories,
          parts: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`,
        })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id));
      return rows.map(({ category, parts }) => ({ ...category, parts: Number(parts) }));
    },

    /** The categories' rows locked in id order, so that two moves of the tree queue instead of making a cycle between them. */
    async lockCategories(): Promise<(typeof categories.$inferSelect)[]> {
      return db.select().from(categories).orderBy(asc(categories.id)).for("update");
    },

    async category(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },

    async slugTaken(table: "categories" | "brands", slug: string, exceptId?: number): Promise<boolean> {
      const column = table === "categories" ? categories : brands;
      const [row] = await db
        .select({ id: column.id })
        .from(column)
        .where(and(eq(column.slug, slug), exceptId === undefined ? undefined : ne(column.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    /** A new category at the end of its siblings. */
    async insertCategory(values: { slug: string; name: LocalizedText; parentId: number | null }) {
      const [{ next } = { next: 0 }] = await db
        .select({ next: sql<number>`coalesce(max(${categories.position}) + 1, 0)::int` })
        .from(categories)
        .where(siblingsOf(values.parentId));
      const [row] = await db
        .insert(categories)
        .values({ ...values, position: Number(next) })
        .returning();
      return row!;
    },

    async renameCategory(id: number, values: { slug: string; name: LocalizedText }) {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row;
    },

    /** Sets a category's parent, and its siblings' positions to their order in `order` (ids, first first). */
    async placeCategories(parentId: number | null, order: number[]): Promise<void> {
      for (const [position, id] of order.entries()) await db.update(categories).set({ parentId, position }).where(eq(categories.id, id));
    },

    async setCategoryHidden(id: number, hidden: boolean): Promise<void> {
      await db.update(categories).set({ hidden }).where(eq(categories.id, id));
    },

    async deleteCategory(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
    },

    async countPartsIn(column: "categoryId" | "brandId", id: number): Promise<number> {
      const [row] = await db.select({ parts: count() }).from(products).where(eq(products[column], id));
      return Number(row?.parts ?? 0);
    },

    // --- brands --------------------------------------------------------------------------------

    /** Brands by name, searched by name or slug, with how many parts each has. */
    async brandsPage(q: string | undefined, page: number, limit: number) {
      const where = q ? or(ilike(brands.name, `%${escapeLike(q)}%`), ilike(brands.slug, `%${escapeLike(q)}%`)) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: brands.id,
            slug: brands.slug,
            name: brands.name,
            country: brands.country,
            hidden: brands.hidden,
            parts: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`,
          })
          .from(brands)
          .where(where)
          .orderBy(asc(brands.name), asc(brands.id))
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ total: count() }).from(brands).where(where),
      ]);
      return { rows: rows.map((row) => ({ ...row, parts: Number(row.parts) })) as BrandAdminRow[], total: Number(total?.total ?? 0) };
    },

    async lockBrand(id: number) {
      const [row] = await db.select().from(brands).where(eq(brands.id, id)).for("update");
      return row;
    },

    async insertBrand(values: { slug: string; name: string; country: string }) {
      const [row] = await db
        .insert(brands)
        .values({ ...values, image: "" })
        .returning();
      return row!;
    },

    async updateBrand(id: number, values: { slug?: string; name?: string; country?: string; hidden?: boolean }) {
      const [row] = await db.update(brands).set(values).where(eq(brands.id, id)).returning();
      return row;
    },

    async deleteBrand(id: number): Promise<void> {
      await db.delete(brands).where(eq(brands.id, id));
    },
  };
}

export type CatalogueTreeRepository = ReturnType<typeof createCatalogueTreeRepository>;
