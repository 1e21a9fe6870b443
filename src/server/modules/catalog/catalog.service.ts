import { and, asc, desc, eq, sql } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { products } from "../../../db/tables.ts";
import type { CategoryFilterItem, FilterValues, ListingFilter, SortOption } from "../../../domain/filters.ts";
import { roundPriceRange } from "../../../domain/filters.ts";
import { centsFromAmount, amountFromCents } from "../../../domain/money.ts";
import { normalizePartCode, type ProductDetailView, type ProductView } from "../../../domain/product.ts";
import type { Category, Review } from "../../../domain/schemas/catalog.ts";
import type { ReviewInput } from "../../../domain/schemas/review.ts";
import { localizedText, type Locale, type Pagination } from "../../../domain/schemas/common.ts";
import { NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { offsetOf, paginate } from "../../lib/pagination.ts";
import { createStockService } from "./stock.service.ts";
import {
  createCatalogRepository,
  listingConditions,
  type CatalogRepository,
  type CategoryRow,
  type ListingWhere,
  type ProductSummaryRow,
} from "./catalog.repository.ts";

export const PRODUCT_LIST_DEFAULT_LIMIT = 16; // spec §9
export const REVIEW_LIST_DEFAULT_LIMIT = 8; // spec §9
export const RELATED_PRODUCTS_LIMIT = 8;
const TREE_TTL_MS = 30_000;

export type ProductCollection = "featured" | "best-seller" | "top-rated" | "special-offer" | "new-arrival";

export interface ListingQuery {
  sort: SortOption;
  limit: number;
  page: number;
  filters: FilterValues;
  locale: Locale;
}

export interface Listing {
  data: ProductView[];
  pagination: Pagination;
  filters: ListingFilter[];
}

interface CategoryTree {
  roots: Category[];
  bySlug: Map<string, Category>;
  byId: Map<number, Category>;
  loadedAt: number;
}

function descendantIds(category: Category): number[] {
  return [category._id, ...category.children.flatMap(descendantIds)];
}

function toReview(row: { id: number; createdAt: Date; author: string; avatar: string | null; rating: number; content: string }): Review {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    author: row.author,
    avatar: row.avatar,
    rating: row.rating,
    content: row.content,
  };
}

/** Who posts a review: the client's address, and the customer when signed in. */
export interface ReviewClient {
  address: string;
  userId?: string | null;
}

export function createCatalogService(db: Database, options: { limiters: Limiters }) {
  const repository = createCatalogRepository(db);
  const stock = createStockService(db);
  let tree: CategoryTree | null = null;
  let brandCache: { rows: Awaited<ReturnType<CatalogRepository["listBrands"]>>; loadedAt: number } | null = null;

  async function categoryTree(): Promise<CategoryTree> {
    if (tree && Date.now() - tree.loadedAt < TREE_TTL_MS) return tree;
    const [rows, counts] = await Promise.all([repository.listCategories(), repository.productCountsByCategory()]);
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

  /** Resolves slugs to ids; an unknown category slug is a 404, unknown brands match nothing. */
  async function resolveWhere(filters: FilterValues): Promise<ListingWhere> {
    const where: ListingWhere = {};
    if (filters.category) {
      const category = (await categoryTree()).bySlug.get(filters.category);
      if (!category) throw new NotFoundError("Category Not Found");
      where.categoryIds = descendantIds(category);
    }
    if (filters.vehicle !== undefined) where.vehicleId = filters.vehicle;
    if (filters.price) where.priceCents = [centsFromAmount(filters.price[0]), centsFromAmount(filters.price[1])];
    if (filters.brand) {
      const wanted = new Set(filters.brand);
      const ids = (await brandRows()).filter((b) => wanted.has(b.slug)).map((b) => b.id);
      where.brandIds = ids.length > 0 ? ids : [-1];
    }
    if (filters.discount) where.discount = filters.discount;
    if (filters.rating) where.rating = filters.rating;
    if (filters.color) where.colors = filters.color;
    return where;
  }

  async function categoryFacet(filters: FilterValues, where: ListingWhere, locale: Locale): Promise<ListingFilter> {
    const { roots, bySlug, byId } = await categoryTree();
    const counts = await repository.productCountsByCategory(listingConditions(where, "categoryIds"));
    const countOf = (category: Category): number =>
      (counts.get(category._id) ?? 0) + category.children.reduce((sum, child) => sum + countOf(child), 0);
    const item = (category: Category, type: CategoryFilterItem["type"]): CategoryFilterItem => ({
      slug: category.slug,
      name: localizedText(category.name, locale),
      count: countOf(category),
      type,
    });
    const current = filters.category ? bySlug.get(filters.category) : undefined;
    let items: CategoryFilterItem[];
    if (current) {
      const ancestors: Category[] = [];
      for (let p = current.parentId; p !== null; p = byId.get(p)?.parentId ?? null) {
        const parent = byId.get(p);
        if (!parent) break;
        ancestors.unshift(parent);
      }
      items = [...ancestors.map((c) => item(c, "parent")), item(current, "current"), ...current.children.map((c) => item(c, "child"))];
    } else {
      items = roots.map((c) => item(c, "child"));
    }
    return { type: "categories", slug: "category", name: "Categories", items, value: filters.category ?? null };
  }

  async function facets(filters: FilterValues, where: ListingWhere, locale: Locale): Promise<ListingFilter[]> {
    const [category, brandCounts, bounds, discount, ratings, colors] = await Promise.all([
      categoryFacet(filters, where, locale),
      repository.brandCounts(listingConditions(where, "brandIds")),
      repository.priceBounds(listingConditions(where, "priceCents")),
      repository.discountCounts(listingConditions(where, "discount")),
      repository.ratingCounts(listingConditions(where, "rating")),
      repository.colorCounts(listingConditions(where, "colors")),
    ]);
    const [min, max] = bounds ? roundPriceRange(Math.floor(amountFromCents(bounds.min)), Math.ceil(amountFromCents(bounds.max))) : [0, 0];
    const selectedBrands = filters.brand ?? [];
    return [
      category,
      { type: "vehicle", slug: "vehicle", name: "Vehicle", value: filters.vehicle ?? null },
      { type: "range", slug: "price", name: "Price", min, max, value: filters.price ?? [min, max] },
      {
        type: "check",
        slug: "brand",
        name: "Brand",
        items: brandCounts.filter((b) => b.count > 0 || selectedBrands.includes(b.slug)),
        value: selectedBrands,
      },
      {
        type: "radio",
        slug: "discount",
        name: "With Discount",
        items: [
          { slug: "any", name: "Any", count: discount.yes + discount.no },
          { slug: "yes", name: "Yes", count: discount.yes },
          { slug: "no", name: "No", count: discount.no },
        ],
        value: filters.discount ?? "any",
      },
      {
        type: "rating",
        slug: "rating",
        name: "Rating",
        items: [5, 4, 3, 2, 1].map((r) => ({ slug: String(r), name: String(r), count: ratings.get(r) ?? 0 })),
        value: filters.rating ?? [],
      },
      {
        type: "color",
        slug: "color",
        name: "Color",
        items: colors.map((c) => ({ slug: c.slug, name: localizedText(c.name, locale), color: c.color, count: c.count })),
        value: filters.color ?? [],
      },
    ];
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

    /** What a checkout prices its lines from (rule 1): the products, their options and their images. */
    async productsToPrice(ids: number[]) {
      const [products, optionsById, imagesById] = await Promise.all([
        stock.productsForCheckout(ids),
        repository.optionsOf(ids),
        repository.imagesOf(ids),
      ]);
      return { products, optionsById, imagesById };
    },

    async categories(): Promise<Category[]> {
      return (await categoryTree()).roots;
    },

    categoryBySlug,

    async brands(limit?: number) {
      const rows = await brandRows();
      return rows.slice(0, limit ?? rows.length).map((b) => ({ slug: b.slug, name: b.name, country: b.country, image: b.image }));
    },

    async listProducts(query: ListingQuery): Promise<Listing> {
      const where = await resolveWhere(query.filters);
      const condition = listingConditions(where);
      const [rows, total, filters] = await Promise.all([
        repository.listProducts(condition, query.sort, query.locale, query.limit, offsetOf(query.page, query.limit)),
        repository.countProducts(condition),
        facets(query.filters, where, query.locale),
      ]);
      return { data: await toViews(rows), pagination: paginate(query.page, query.limit, total), filters };
    },

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
      const where: ListingWhere = {};
      if (categorySlug) where.categoryIds = descendantIds(await categoryBySlug(categorySlug));
      const base = listingConditions(where);
      const conditions = {
        featured: and(base, eq(products.featured, true)),
        "best-seller": and(base, sql`${products.salesCount} > 0`),
        "top-rated": and(base, sql`${products.reviewCount} > 0`),
        "special-offer": and(base, sql`${products.discountCents} > 0`),
        "new-arrival": base,
      }[kind]!;
      const order = {
        featured: [desc(products.salesCount), asc(products.id)],
        "best-seller": [desc(products.salesCount), asc(products.id)],
        "top-rated": [desc(products.ratingAverage), desc(products.reviewCount), asc(products.id)],
        "special-offer": [desc(sql`${products.discountCents}::float / ${products.priceCents}`), asc(products.id)],
        "new-arrival": [desc(products.createdAt), desc(products.id)],
      }[kind];
      return toViews(await repository.listProductsOrdered(conditions, order, limit));
    },

    /** spec §7 search with suggestions: products and categories; with a vehicle, only the parts that fit it. */
    async search(query: string, limitProducts: number, limitCategories: number, locale: Locale, vehicleId?: number) {
      const words = query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 0)
        .slice(0, 8);
      const code = normalizePartCode(query);
      const rows = words.length === 0 && code.length === 0 ? [] : await repository.searchProducts(words, code, limitProducts, vehicleId);
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

    async reviews(productId: number, page: number, limit: number): Promise<{ data: Review[]; pagination: Pagination }> {
      const product = await repository.productSummaryBy("id", productId);
      if (!product || product.status !== "show") throw new NotFoundError("Product Not Found");
      const [rows, total] = await Promise.all([
        repository.reviewsOf(productId, limit, offsetOf(page, limit)),
        repository.reviewCountOf(productId),
      ]);
      return { data: rows.map(toReview), pagination: paginate(page, limit, total) };
    },

    /**
     * Stores a review of a shown product and, in the same transaction, recomputes the product's
     * stored rating and review count (spec §9: the average of the review ratings). The product's
     * row is locked first, so reviews posted together each count. 404 for an unknown product,
     * 429 when the client has posted too many reviews lately.
     */
    async postReview(
      productId: number,
      input: ReviewInput,
      client: ReviewClient,
    ): Promise<{ review: Review; rating: number; reviewCount: number }> {
      // Both ways of posting (the API and the product page's form) count here, per address and for the shop.
      if (
        !(await options.limiters.take([
          ["review.perAddress", addressKey(client.address)],
          ["review.global", "all"],
        ]))
      ) {
        throw new TooManyRequestsError("Too many reviews from you in a short time; please try again later.");
      }
      const result = await db.transaction(async (tx) => {
        const txRepository = createCatalogRepository(tx);
        const product = await txRepository.lockProduct(productId);
        if (!product || product.status !== "show") throw new NotFoundError("Product Not Found");
        const row = await txRepository.insertReview({ productId, ...input, userId: client.userId ?? null });
        const { rating, reviewCount } = await txRepository.refreshRating(productId);
        return { review: toReview(row), rating: Math.round(rating * 10) / 10, reviewCount };
      });
      return result;
    },

    /** Products of the same category as the product, without it (its page's related products). */
    async related(productId: number, limit = RELATED_PRODUCTS_LIMIT): Promise<ProductView[]> {
      return toViews(await repository.relatedTo(productId, limit));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
