import { and, asc, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import type { Customer } from "../../../../tests/helpers/accounts.ts";
import { adminInject, appWithCatalogueStaff } from "../../../../tests/helpers/staff.ts";
import type { TestApp } from "../../../../tests/helpers/test-app.ts";
import { auditLog } from "../../../db/tables.ts";
import type { AdminBrand, AdminCategory } from "../../../domain/schemas/catalogue-tree-admin.ts";

// Categories and brands through the admin API: made, renamed, moved in the tree (never under
// themselves), hidden from the storefront, deleted only when empty; each change audited.

let t: TestApp;
let catalog: Customer;
let staff: Customer;
beforeAll(async () => {
  ({ t, catalog, staff } = await appWithCatalogueStaff());
});
afterAll(async () => {
  await t?.close();
});

const call = (who: Customer, options: InjectOptions) => adminInject(t.app, who, options);

let serial = 0;
async function newCategory(parentId: number | null = null): Promise<AdminCategory> {
  serial += 1;
  const response = await call(catalog, {
    method: "POST",
    url: "/categories",
    payload: { name: { en: `Tree test ${serial}`, ru: `Дерево ${serial}`, ar: "" }, slug: `tree-test-${serial}-${Date.now()}`, parentId },
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminCategory>();
}

const categories = async () => (await call(catalog, { method: "GET", url: "/categories" })).json<AdminCategory[]>();
const auditOf = (type: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

interface StoreCategory {
  slug: string;
  children: StoreCategory[];
}
const storefrontSlugs = async () => {
  const tree = (await t.app.inject({ method: "GET", url: "/api/website/categories" })).json<StoreCategory[]>();
  const slugs: string[] = [];
  const walk = (nodes: StoreCategory[]) => nodes.forEach((node) => (slugs.push(node.slug), walk(node.children)));
  walk(tree);
  return slugs;
};

describe("categories in the admin API (/api/admin/categories)", () => {
  it("makes a category under a parent, renames it in three languages, and audits both with before and after", async () => {
    const parent = await newCategory();
    const child = await newCategory(parent.id);
    expect(child).toMatchObject({ parentId: parent.id, depth: 0, parts: 0 });
    const renamed = await call(catalog, {
      method: "PUT",
      url: `/categories/${child.id}`,
      payload: { name: { en: "Snorkels", ru: "Шноркели", ar: "سنوركل" }, slug: `snorkels-${Date.now()}` },
    });
    expect(renamed.statusCode).toBe(204);
    const row = (await categories()).find((each) => each.id === child.id);
    expect(row).toMatchObject({ name: { en: "Snorkels", ru: "Шноркели", ar: "سنوركل" }, depth: 1 });
    const entries = await auditOf("category", child.id);
    expect(entries.map((entry) => entry.action)).toEqual(["category.create", "category.rename"]);
    expect(entries[1]).toMatchObject({ before: { name: { en: child.name.en } }, after: { name: { en: "Snorkels" } } });

    const taken = await call(catalog, { method: "POST", url: "/categories", payload: { name: { en: "Again" }, slug: parent.slug } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe("CATEGORY_SLUG_TAKEN");
  });

  it("moves a category under another and to a position, and refuses to put it under itself or its own subcategory", async () => {
    const top = await newCategory();
    const middle = await newCategory(top.id);
    const leaf = await newCategory(middle.id);
    const other = await newCategory();

    for (const parentId of [top.id, middle.id, leaf.id]) {
      const refused = await call(catalog, { method: "PUT", url: `/categories/${top.id}/place`, payload: { parentId } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe("CATEGORY_CYCLE");
    }

    const moved = await call(catalog, { method: "PUT", url: `/categories/${leaf.id}/place`, payload: { parentId: other.id, position: 0 } });
    expect(moved.statusCode).toBe(204);
    const after = await categories();
    expect(after.find((each) => each.id === leaf.id)).toMatchObject({ parentId: other.id, position: 0 });
    expect(after.find((each) => each.id === middle.id)?.subcategories).toBe(0);
    expect((await auditOf("category", leaf.id)).at(-1)).toMatchObject({
      action: "category.move",
      before: { parentId: middle.id },
      after: { parentId: other.id, position: 0 },
    });
  });

  it("deletes an empty category, and refuses one that holds parts or subcategories", async () => {
    const parent = await newCategory();
    const child = await newCategory(parent.id);
    const full = await newCategory();
    await createProduct(t.database.db, { category: full.slug });

    for (const id of [parent.id, full.id]) {
      const refused = await call(catalog, { method: "DELETE", url: `/categories/${id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe("CATEGORY_NOT_EMPTY");
    }
    expect((await categories()).find((each) => each.id === full.id)).toMatchObject({ parts: 1 });
    expect((await call(catalog, { method: "DELETE", url: `/categories/${child.id}` })).statusCode).toBe(204);
    expect((await call(catalog, { method: "DELETE", url: `/categories/${parent.id}` })).statusCode).toBe(204);
    expect((await categories()).some((each) => each.id === parent.id)).toBe(false);
    expect((await auditOf("category", parent.id)).at(-1)).toMatchObject({ action: "category.delete", before: { slug: parent.slug } });
  });

  it("hides a category and what is under it from the storefront's tree and sitemap on the next request, and shows it again", async () => {
    const parent = await newCategory();
    const child = await newCategory(parent.id);
    expect(await storefrontSlugs()).toEqual(expect.arrayContaining([parent.slug, child.slug]));

    expect((await call(catalog, { method: "PUT", url: `/categories/${parent.id}/hidden`, payload: { hidden: true } })).statusCode).toBe(
      204,
    );
    const hidden = await storefrontSlugs();
    expect(hidden).not.toContain(parent.slug);
    expect(hidden).not.toContain(child.slug);
    expect((await t.app.inject({ method: "GET", url: `/api/website/categories/${child.slug}` })).statusCode).toBe(404);
    expect((await categories()).find((each) => each.id === child.id)).toMatchObject({ hidden: false, hiddenByParent: true });
    const sitemap = (await t.app.inject({ method: "GET", url: "/sitemaps/categories-1.xml" })).body;
    expect(sitemap).not.toContain(`/product-category/${child.slug}/`);
    expect(sitemap).not.toContain(`/product-category/${parent.slug}/`);

    await call(catalog, { method: "PUT", url: `/categories/${parent.id}/hidden`, payload: { hidden: false } });
    expect(await storefrontSlugs()).toEqual(expect.arrayContaining([parent.slug, child.slug]));
    expect((await t.app.inject({ method: "GET", url: "/sitemaps/categories-1.xml" })).body).toContain(`/product-category/${child.slug}/`);
    expect((await auditOf("category", parent.id)).map((entry) => entry.action)).toEqual([
      "category.create",
      "category.hide",
      "category.show",
    ]);
  });

  it("is read by the catalog role and refused to the staff role (403)", async () => {
    expect((await call(staff, { method: "GET", url: "/categories" })).statusCode).toBe(403);
    expect((await call(staff, { method: "POST", url: "/categories", payload: { name: { en: "No" }, slug: "no-way" } })).statusCode).toBe(
      403,
    );
    expect((await call(catalog, { method: "GET", url: "/categories" })).statusCode).toBe(200);
  });
});

describe("brands in the admin API (/api/admin/brands)", () => {
  it("makes, renames, hides from the storefront's brand list and deletes a brand no part has; refuses one with parts", async () => {
    const slug = `tree-brand-${Date.now()}`;
    const created = await call(catalog, { method: "POST", url: "/brands", payload: { name: "Trail Test", slug, country: "AU" } });
    expect(created.statusCode).toBe(201);
    const brand = created.json<AdminBrand>();
    const storefront = async () =>
      (await t.app.inject({ method: "GET", url: "/api/website/brands" })).json<{ slug: string }[]>().map((each) => each.slug);
    expect(await storefront()).toContain(slug);

    await call(catalog, { method: "PUT", url: `/brands/${brand.id}`, payload: { name: "Trail Tested", slug, country: "AU" } });
    await call(catalog, { method: "PUT", url: `/brands/${brand.id}/hidden`, payload: { hidden: true } });
    expect(await storefront()).not.toContain(slug);

    await createProduct(t.database.db, { brand: slug });
    const refused = await call(catalog, { method: "DELETE", url: `/brands/${brand.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe("BRAND_NOT_EMPTY");

    const empty = (
      await call(catalog, { method: "POST", url: "/brands", payload: { name: "Empty", slug: `${slug}-empty`, country: "jp" } })
    ).json<AdminBrand>();
    expect((await call(catalog, { method: "DELETE", url: `/brands/${empty.id}` })).statusCode).toBe(204);
    expect((await auditOf("brand", brand.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ["brand.create", { slug, name: "Trail Test", country: "AU" }],
      ["brand.rename", { slug, name: "Trail Tested", country: "AU" }],
      ["brand.hide", { hidden: true }],
    ]);
    const page = (await call(catalog, { method: "GET", url: `/brands?q=${slug}` })).json<{ data: AdminBrand[] }>();
    expect(page.data).toEqual([expect.objectContaining({ name: "Trail Tested", hidden: true, parts: 1 })]);
  });
});
