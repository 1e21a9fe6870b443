// Categories and brands in the back office: made, renamed, moved in the tree, hidden and shown,
// deleted when empty. Each change runs in one transaction with its audit row (before and after).
// A hidden category (and everything under it) or a hidden brand leaves the storefront's menus,
// category pages and brand lists; its parts stay on sale, found by search, vehicle and their own
// pages (decision 029).
import type { Database, Transaction } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import {
  type AdminBrand,
  type AdminCategory,
  BRAND_NOT_EMPTY,
  BRAND_NOT_FOUND,
  BRAND_SLUG_TAKEN,
  type BrandFields,
  CATEGORY_CYCLE,
  CATEGORY_NOT_EMPTY,
  CATEGORY_NOT_FOUND,
  CATEGORY_SLUG_TAKEN,
  type CategoryFields,
  type CategoryMove,
  type CategoryRename,
} from "../../../domain/schemas/catalogue-tree-admin.ts";
import { paginate } from "../../lib/pagination.ts";
import { recordAudit } from "../audit/index.ts";
import { type CategoryAdminRow, createCatalogueTreeRepository } from "./catalogue-tree-admin.repository.ts";
import type { CatalogActor } from "./products-admin.service.ts";

export const BRAND_PAGE_SIZE = 50;

type CategoryRow = Omit<CategoryAdminRow, "parts">;

/** The audit's picture of a category. */
const categoryAudit = (row: CategoryRow) => ({
  slug: row.slug,
  name: row.name,
  parentId: row.parentId,
  position: row.position,
  hidden: row.hidden,
});

/** The categories in the tree's order (a parent, then its children by position), with depth and what hides them. */
export function categoriesInTreeOrder(rows: readonly CategoryAdminRow[]): AdminCategory[] {
  const childrenOf = Map.groupBy(rows, (row) => row.parentId);
  const ids = new Set(rows.map((row) => row.id));
  const ordered: AdminCategory[] = [];
  const visit = (row: CategoryAdminRow, depth: number, hiddenAbove: boolean) => {
    const children = childrenOf.get(row.id) ?? [];
    ordered.push({
      id: row.id,
      parentId: row.parentId,
      slug: row.slug,
      name: row.name,
      position: row.position,
      hidden: row.hidden,
      hiddenByParent: hiddenAbove,
      depth,
      parts: row.parts,
      subcategories: children.length,
    });
    for (const child of children) visit(child, depth + 1, hiddenAbove || row.hidden);
  };
  // A row whose parent is missing would be lost: it is shown at the top.
  for (const row of rows) if (row.parentId === null || !ids.has(row.parentId)) visit(row, 0, false);
  return ordered;
}

/** The ids of a category and every category under it. */
function subtreeOf(rows: readonly CategoryRow[], id: number): Set<number> {
  const below = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (row.parentId !== null && below.has(row.parentId) && !below.has(row.id)) {
        below.add(row.id);
        grew = true;
      }
  }
  return below;
}

export function createCatalogueTreeAdminService(db: Database) {
  const repository = createCatalogueTreeRepository(db);

  /** Runs a change; a slug another row took meanwhile is refused by its unique index, said as the slug's problem. */
  async function writing<T>(taken: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(taken, { cause: error });
      throw error;
    }
  }

  /** Moves a category under a parent at a position among its new siblings, in the caller's transaction. */
  async function place(tx: Transaction, actor: CatalogActor, id: number, move: CategoryMove): Promise<void> {
    const tree = createCatalogueTreeRepository(tx);
    const rows = await tree.lockCategories();
    const row = rows.find((each) => each.id === id);
    if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
    if (move.parentId !== null && !rows.some((each) => each.id === move.parentId)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    if (move.parentId !== null && subtreeOf(rows, id).has(move.parentId)) throw new ConflictError(CATEGORY_CYCLE);
    const siblings = rows
      .filter((each) => each.parentId === move.parentId && each.id !== id)
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((each) => each.id);
    const at = Math.min(move.position ?? siblings.length, siblings.length);
    siblings.splice(at, 0, id);
    if (row.parentId === move.parentId && siblings.every((each, index) => rows.find((r) => r.id === each)!.position === index)) return;
    await tree.placeCategories(move.parentId, siblings);
    if (row.parentId !== move.parentId) {
      // The old siblings close the gap.
      const left = rows
        .filter((each) => each.parentId === row.parentId && each.id !== id)
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((each) => each.id);
      await tree.placeCategories(row.parentId, left);
    }
    await recordAudit(tx, actor, {
      action: "category.move",
      entityType: "category",
      entityId: String(id),
      before: { parentId: row.parentId, position: row.position },
      after: { parentId: move.parentId, position: at },
    });
  }

  async function brandOf(tx: Transaction, id: number) {
    const row = await createCatalogueTreeRepository(tx).lockBrand(id);
    if (!row) throw new NotFoundError(BRAND_NOT_FOUND);
    return row;
  }

  const brandView = (row: { id: number; slug: string; name: string; country: string; hidden: boolean }, parts: number): AdminBrand => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    country: row.country,
    hidden: row.hidden,
    parts,
  });

  return {
    /** Every category in the tree's order. */
    async categories(): Promise<AdminCategory[]> {
      return categoriesInTreeOrder(await repository.categories());
    },

    async createCategory(actor: CatalogActor, fields: CategoryFields): Promise<AdminCategory> {
      const row = await writing(CATEGORY_SLUG_TAKEN, async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        if (await tree.slugTaken("categories", fields.slug)) throw new ConflictError(CATEGORY_SLUG_TAKEN);
        if (fields.parentId !== null && !(await tree.category(fields.parentId))) throw new NotFoundError(CATEGORY_NOT_FOUND);
        const created = await tree.insertCategory({ slug: fields.slug, name: compactName(fields.name), parentId: fields.parentId });
        await recordAudit(tx, actor, {
          action: "category.create",
          entityType: "category",
          entityId: String(created.id),
          after: categoryAudit(created),
        });
        return created;
      });
      return categoriesInTreeOrder([{ ...row, parts: 0 }])[0]!;
    },

    async renameCategory(actor: CatalogActor, id: number, fields: CategoryRename): Promise<void> {
      await writing(CATEGORY_SLUG_TAKEN, async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        const before = (await tree.lockCategories()).find((row) => row.id === id);
        if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND);
        if (await tree.slugTaken("categories", fields.slug, id)) throw new ConflictError(CATEGORY_SLUG_TAKEN);
        const after = await tree.renameCategory(id, { slug: fields.slug, name: compactName(fields.name) });
        await recordAudit(tx, actor, {
          action: "category.rename",
          entityType: "category",
          entityId: String(id),
          before: categoryAudit(before),
          after: categoryAudit(after!),
        });
      });
    },

    /** A new parent and position; a category never goes under itself or one of its subcategories (409 CATEGORY_CYCLE). */
    async moveCategory(actor: CatalogActor, id: number, move: CategoryMove): Promise<void> {
      await db.transaction((tx) => place(tx, actor, id, move));
    },

    /** One step up or down among its siblings (the page's keyboard buttons). */
    async stepCategory(actor: CatalogActor, id: number, step: "up" | "down"): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await createCatalogueTreeRepository(tx).lockCategories();
        const row = rows.find((each) => each.id === id);
        if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
        const siblings = rows
          .filter((each) => each.parentId === row.parentId)
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map((each) => each.id);
        const at = siblings.indexOf(id) + (step === "up" ? -1 : 1);
        if (at < 0 || at >= siblings.length) return;
        await place(tx, actor, id, { parentId: row.parentId, position: at });
      });
    },

    async setCategoryHidden(actor: CatalogActor, id: number, hidden: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        const before = (await tree.lockCategories()).find((row) => row.id === id);
        if (!before) throw new NotFoundError(CATEGORY_NOT_FOUND);
        if (before.hidden === hidden) return;
        await tree.setCategoryHidden(id, hidden);
        await recordAudit(tx, actor, {
          action: hidden ? "category.hide" : "category.show",
          entityType: "category",
          entityId: String(id),
          before: { hidden: before.hidden },
          after: { hidden },
        });
      });
    },

    /** Deletes a category that holds no part and no subcategory; otherwise 409 CATEGORY_NOT_EMPTY, saying how many. */
    async deleteCategory(actor: CatalogActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        const rows = await tree.lockCategories();
        const row = rows.find((each) => each.id === id);
        if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
        const parts = await tree.countPartsIn("categoryId", id);
        const subcategories = rows.filter((each) => each.parentId === id).length;
        if (parts > 0 || subcategories > 0) throw new ConflictError(CATEGORY_NOT_EMPTY);
        await tree.deleteCategory(id);
        await recordAudit(tx, actor, {
          action: "category.delete",
          entityType: "category",
          entityId: String(id),
          before: categoryAudit(row),
        });
      });
    },

    // --- brands --------------------------------------------------------------------------------

    async brands(q: string | undefined, page: number) {
      const { rows, total } = await repository.brandsPage(q, page, BRAND_PAGE_SIZE);
      return { data: rows.map((row) => brandView(row, row.parts)), pagination: paginate(page, BRAND_PAGE_SIZE, total) };
    },

    async createBrand(actor: CatalogActor, fields: BrandFields): Promise<AdminBrand> {
      return writing(BRAND_SLUG_TAKEN, async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        if (await tree.slugTaken("brands", fields.slug)) throw new ConflictError(BRAND_SLUG_TAKEN);
        const row = await tree.insertBrand(fields);
        await recordAudit(tx, actor, {
          action: "brand.create",
          entityType: "brand",
          entityId: String(row.id),
          after: { slug: row.slug, name: row.name, country: row.country },
        });
        return brandView(row, 0);
      });
    },

    async updateBrand(actor: CatalogActor, id: number, fields: BrandFields): Promise<void> {
      await writing(BRAND_SLUG_TAKEN, async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        const before = await brandOf(tx, id);
        if (await tree.slugTaken("brands", fields.slug, id)) throw new ConflictError(BRAND_SLUG_TAKEN);
        const after = await tree.updateBrand(id, fields);
        await recordAudit(tx, actor, {
          action: "brand.rename",
          entityType: "brand",
          entityId: String(id),
          before: { slug: before.slug, name: before.name, country: before.country },
          after: { slug: after!.slug, name: after!.name, country: after!.country },
        });
      });
    },

    async setBrandHidden(actor: CatalogActor, id: number, hidden: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await brandOf(tx, id);
        if (before.hidden === hidden) return;
        await createCatalogueTreeRepository(tx).updateBrand(id, { hidden });
        await recordAudit(tx, actor, {
          action: hidden ? "brand.hide" : "brand.show",
          entityType: "brand",
          entityId: String(id),
          before: { hidden: before.hidden },
          after: { hidden },
        });
      });
    },

    /** Deletes a brand no part has; otherwise 409 BRAND_NOT_EMPTY, saying how many. */
    async deleteBrand(actor: CatalogActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const tree = createCatalogueTreeRepository(tx);
        const row = await brandOf(tx, id);
        const parts = await tree.countPartsIn("brandId", id);
        if (parts > 0) throw new ConflictError(BRAND_NOT_EMPTY);
        await tree.deleteBrand(id);
        await recordAudit(tx, actor, {
          action: "brand.delete",
          entityType: "brand",
          entityId: String(id),
          before: { slug: row.slug, name: row.name, country: row.country, hidden: row.hidden },
        });
      });
    },
  };
}

/** Russian and Arabic left empty are not stored: English stands in for them. */
function compactName(name: { en: string; ru: string; ar: string }) {
  return { en: name.en, ...(name.ru ? { ru: name.ru } : {}), ...(name.ar ? { ar: name.ar } : {}) };
}

export type CatalogueTreeAdminService = ReturnType<typeof createCatalogueTreeAdminService>;
