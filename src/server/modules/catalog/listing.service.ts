import { NotFoundError } from "../../../domain/errors.ts";
import type { CategoryFilterItem, FilterValues, ListingFilter, SortOption, VehicleFilter } from "../../../domain/filters.ts";
import { roundPriceRange } from "../../../domain/filters.ts";
import { amountFromCents, centsFromAmount } from "../../../domain/money.ts";
import type { ProductView } from "../../../domain/product.ts";
import type { Category } from "../../../domain/schemas/catalog.ts";
import { type Locale, localizedText, type Pagination } from "../../../domain/schemas/common.ts";
import { offsetOf, paginate } from "../../lib/pagination.ts";
import type { BrandRow, ProductSummaryRow } from "./catalog.repository.ts";
import { type CategoryTree, descendantIds } from "./category-tree.ts";
import type { ListingRepository, ListingWhere, SearchMatch } from "./listing.repository.ts";

export interface ListingQuery {
  sort: SortOption;
  limit: number;
  page: number;
  filters: FilterValues;
  locale: Locale;
  /** What a search matched (search.service.ts); a listing without one sorts "relevance" as the default. */
  search?: SearchMatch;
}

export interface Listing {
  data: ProductView[];
  pagination: Pagination;
  filters: ListingFilter[];
}

export interface ListingDeps {
  listing: ListingRepository;
  categoryTree(): Promise<CategoryTree>;
  brandRows(): Promise<readonly BrandRow[]>;
  toViews(rows: ProductSummaryRow[]): Promise<ProductView[]>;
  /** The vehicles a vehicle filter names: its one vehicle, or a model's or model year's (none for an unknown one). */
  vehicleIdsOf(filter: VehicleFilter): Promise<number[]>;
}

/** The product listing with its facets (spec §4 filters): part of the catalog service. */
export function createListingService({ listing, categoryTree, brandRows, toViews, vehicleIdsOf }: ListingDeps) {
  /** Resolves slugs to ids; an unknown category slug is a 404, unknown brands match nothing. */
  async function resolveWhere(filters: FilterValues): Promise<ListingWhere> {
    const where: ListingWhere = {};
    if (filters.category) {
      const category = (await categoryTree()).bySlug.get(filters.category);
      if (!category) throw new NotFoundError("Category Not Found");
      where.categoryIds = descendantIds(category);
    }
    if (filters.vehicle !== undefined) where.vehicleIds = await vehicleIdsOf(filters.vehicle);
    if (filters.price) where.priceCents = [centsFromAmount(filters.price[0]), centsFromAmount(filters.price[1])];
    if (filters.brand) {
      const wanted = new Set(filters.brand);
      const ids = (await brandRows()).filter((b) => wanted.has(b.slug)).map((b) => b.id);
      where.brandIds = ids.length > 0 ? ids : [-1];
    }
    if (filters.discount) where.discount = filters.discount;
    if (filters.rating) where.rating = filters.rating;
    if (filters.color) where.colors = filters.color;
    if (filters.size) where.sizes = filters.size;
    return where;
  }

  /** `onlyFound`: a search lists the categories its parts are in, not every category with 0. */
  async function categoryFacet(
    filters: FilterValues,
    counts: Map<number, number>,
    locale: Locale,
    onlyFound = false,
  ): Promise<ListingFilter> {
    const { roots, bySlug, byId } = await categoryTree();
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
    if (onlyFound) items = items.filter((entry) => entry.type !== "child" || entry.count > 0);
    return { type: "categories", slug: "category", name: "Categories", items, value: filters.category ?? null };
  }

  /** The listing's total and its facets (one statement: listing.facetCounts). */
  async function facets(filters: FilterValues, where: ListingWhere, locale: Locale): Promise<{ total: number; filters: ListingFilter[] }> {
    const { total, categories, brands: brandCounts, price: bounds, discount, ratings, colors, sizes } = await listing.facetCounts(where);
    const category = await categoryFacet(filters, categories, locale, where.search !== undefined);
    const [min, max] = bounds ? roundPriceRange(Math.floor(amountFromCents(bounds.min)), Math.ceil(amountFromCents(bounds.max))) : [0, 0];
    const selectedBrands = filters.brand ?? [];
    return {
      total,
      filters: [
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
        {
          type: "check",
          slug: "size",
          name: "Size",
          items: sizes.map((size) => ({ slug: size.slug, name: localizedText(size.name, locale), count: size.count })),
          value: filters.size ?? [],
        },
      ],
    };
  }

  return {
    async listProducts(query: ListingQuery): Promise<Listing> {
      const where = await resolveWhere(query.filters);
      if (query.search) where.search = query.search;
      const sort = query.sort === "relevance" && !query.search ? "default" : query.sort;
      const [rows, { total, filters }] = await Promise.all([
        listing.page(where, sort, query.locale, query.limit, offsetOf(query.page, query.limit)),
        facets(query.filters, where, query.locale),
      ]);
      return { data: await toViews(rows), pagination: paginate(query.page, query.limit, total), filters };
    },
  };
}
