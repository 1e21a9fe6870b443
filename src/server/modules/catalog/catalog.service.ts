import type { Database } from "../../../db/client.ts";
import { normalizePartCode, type ProductDetailView, type ProductView } from "../../../domain/product.ts";
import type { Category } from "../../../domain/schemas/catalog.ts";
import { localizedText, type Locale } from "../../../domain/schemas/common.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import type { Limiters } from "../../lib/rate-limiter.ts";
import { createCatalogRepository, type CatalogRepository, type CategoryRow, type ProductSummaryRow } from "./catalog.repository.ts";
import { createListingRepository, type ListingWhere, type ProductCollection } from "./listing.repository.ts";
import { descendantIds, type CategoryTree } from "./category-tree.ts";
import { createListingService } from "./listing.service.ts";
import { createReviewsService } from "./reviews.service.ts";
import { createStockService } from "./stock.service.ts";

export const PRODUCT_LIST_DEFAULT_LIMIT = 16; // spec §9
export { REVIEW_LIST_DEFAULT_LIMIT } from "./reviews.service.ts";
export const RELATED_PRODUCTS_LIMIT = 8;
const TREE_TTL_MS = 30_000;

export type { ProductCollection };

export function createCatalogService(db: Database, options: { limiters: Limiters }) {
  const repository = createCatalogRepository(db);
  const listing = createListingRepository(db);
  const stock = createStockService(db);
  let tree: CategoryTree | null = null;
  let brandCache: { rows: Awaited<ReturnType<CatalogRepository["listBrands"]>>; loadedAt: number } | null = null;

  let treeLoading: Promise<CategoryTree> | null = null;

  /** The tree, read once per TTL: requests that find it stale meanwhile wait for the one read. */
  function categoryTree(): Promise<CategoryTree> {
    if (tree && Date.now() - tree.loadedAt < TREE_TTL_MS) return Promise.resolve(tree);
    treeLoading ??= loadCategoryTree().finally(() => {
      treeLoading = null;
    });
    return treeLoading;
  }

  async function loadCategoryTree(): Promise<CategoryTree> {
    const [rows, counts] = await Promise.all([repository.listCategories(), listing.productCountsByCategory()]);
    const byId = new Map<number, Category>();
    const toCategory = (row: CategoryRow): Category => ({
      _id: row.id,
      slug: row.slug,
      name: row.name,
      image: row.image,
      icon: row.icon,
      items: 0,
      parentId: row.parentId,
      layout: row.layout,
      children: [],
    });
    for (const row of rows) byId.set(row.id, toCategory(row));
    const roots: Category[] = [];
    for (const category of byId.values()) {
      const parent = category.parentId === null ? undefined : byId.get(category.parentId);
      if (parent) parent.children.push(category);
      else roots.push(category);
    }
    const rollUp = (category: Category): number => {
      category.items = (counts.get(category._id) ?? 0) + category.children.reduce((sum, child) => sum + rollUp(child), 0);
      return category.items;
    };
    roots.forEach(rollUp);
    tree = { roots, byId, bySlug: new Map([...byId.values()].map((c) => [c.slug, c])), loadedAt: Date.now() };
    return tree;
  }

  async function brandRows() {
    if (brandCache && Date.now() - brandCache.loadedAt < TREE_TTL_MS) return brandCache.rows;
    brandCache = { rows: await repository.listBrands(), loadedAt: Date.now() };
    return brandCache.rows;
  }

  async function toViews(rows: ProductSummaryRow[]): Promise<ProductView[]> {
    const ids = rows.map((r) => r.id);
    const [images, options] = await Promise.all([repository.imagesOf(ids), repository.optionsOf(ids)]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      sku: row.sku,
      partNumber: row.partNumber,
      title: row.title,
      excerpt: row.excerpt,
      stock: row.stock,
      priceCents: row.priceCents,
      discountCents: row.discountCents,
      status: row.status,
      tags: row.tags,
      universal: row.universal,
      rating: Math.round(row.rating * 10) / 10,
      reviewCount: row.reviewCount,
      images: images.get(row.id) ?? [],
      brand: { slug: row.brandSlug, name: row.brandName, country: row.brandCountry },
      category: { slug: row.categorySlug, name: row.categoryName },
      options: options.get(row.id) ?? [],
    }));
  }

  async function productDetail(summary: ProductSummaryRow | undefined): Promise<ProductDetailView> {
    if (!summary || summary.status !== "show") throw new NotFoundError("Product Not Found");
    const [[view], details, { byId }] = await Promise.all([toViews([summary]), repository.productDetailsOf(summary.id), categoryTree()]);
    if (!view || !details) throw new NotFoundError("Product Not Found");
    const categoryPath: ProductDetailView["categoryPath"] = [];
    for (let id: number | null = details.categoryId; id !== null;) {
      const category = byId.get(id);
      if (!category) break;
      categoryPath.unshift({ slug: category.slug, name: category.name });
      id = category.parentId;
    }
    return {
      ...view,
      description: details.description,
      metaTitle: details.metaTitle,
      metaDescription: details.metaDescription,
      metaKeywords: details.metaKeywords,
      specs: details.specs,
      variants: details.variants,
      categoryPath,
    };
  }

  async function categoryBySlug(slug: string): Promise<Category> {
    const category = (await categoryTree()).bySlug.get(slug);
    if (!category) throw new NotFoundError("Category Not Found");
    return category;
  }

  return {
    /** The catalogue's units, moved by the orders module inside its transactions. */
    stock,

    /** The shown products with these ids, as cards read them, in the order given (a build's parts, say). */
    productsInOrder: async (ids: number[]): Promise<ProductView[]> => toViews(await repository.summariesInOrder(ids)),

    /** What a checkout prices its lines from (rule 1): the products, their options, variants and images. */
    async productsToPrice(ids: number[]) {
      const [products, optionsById, imagesById, variants] = await Promise.all([
        stock.productsForCheckout(ids),
        repository.optionsOf(ids),
        repository.imagesOf(ids),
        stock.variantsForCheckout(ids),
      ]);
      const variantsById = Map.groupBy(variants, (variant) => variant.productId);
      return { products, optionsById, imagesById, variantsById };
    },

    async categories(): Promise<Category[]> {
      return (await categoryTree()).roots;
    },

    categoryBySlug,

    async brands(limit?: number) {
      const rows = await brandRows();
      return rows.slice(0, limit ?? rows.length).map((b) => ({ slug: b.slug, name: b.name, country: b.country, image: b.image }));
    },

    ...createListingService({ listing, categoryTree, brandRows, toViews }),

    /** Folds the listing counts' appended changes (run now and then by the shop's sweeper). */
    compactListingCounts: () => listing.compactCounts(),

    ...createReviewsService(db, { limiters: options.limiters, productSummary: (id) => repository.productSummaryBy("id", id) }),

    async productBySlug(slug: string): Promise<ProductDetailView> {
      return productDetail(await repository.productSummaryBy("slug", slug));
    },

    /** Which of the products fit the vehicle: universal ones, and those with a fitment row for it (spec §1). */
    fittingProductIds: (vehicleId: number, productIds: number[]) => repository.fittingProductIds(vehicleId, productIds),

    /** The SEO meta of a product page (GET /seo/product/{slug}), undefined for an unknown slug. */
    productSeo: (slug: string) => repository.productSeo(slug),

    async productById(id: number): Promise<ProductDetailView> {
      return productDetail(await repository.productSummaryBy("id", id));
    },

    /** spec §7: featured, best-seller, top-rated, special-offer and new-arrival lists, from data. */
    async collection(kind: ProductCollection, limit: number, categorySlug?: string): Promise<ProductView[]> {
      const filter: ListingWhere = categorySlug ? { categoryIds: descendantIds(await categoryBySlug(categorySlug)) } : {};
      return toViews(await listing.collection(kind, filter, limit));
    },

    /** spec §7 search with suggestions: products and categories; with a vehicle, only the parts that fit it. */
    async search(query: string, limitProducts: number, limitCategories: number, locale: Locale, vehicleId?: number) {
      const words = query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0)
        .slice(0, 8);
      const code = normalizePartCode(query);
      const ids =
        words.length === 0 && code.length === 0 ? [] : await repository.suggestedProductIds(words, code, limitProducts, vehicleId);
      const rows = await repository.summariesInOrder(ids);
      const needle = query.trim().toLowerCase();
      const categories =
        needle.length === 0
          ? []
          : [...(await categoryTree()).byId.values()]
              .filter((c) => Object.values(c.name).some((name) => typeof name === "string" && name.toLowerCase().includes(needle)))
              .sort((a, b) => b.items - a.items || localizedText(a.name, locale).localeCompare(localizedText(b.name, locale)))
              .slice(0, limitCategories)
              .map((c) => ({ _id: c._id, slug: c.slug, name: c.name, items: c.items }));
      return { products: await toViews(rows), categories };
    },

    /** Products of the same category as the product, without it (its page's related products). */
    async related(productId: number, limit = RELATED_PRODUCTS_LIMIT): Promise<ProductView[]> {
      return toViews(await repository.relatedTo(productId, limit));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
