import type { Database } from "../../../db/client.ts";
import { distinguishingFacts, repeatedTitleIds } from "../../../domain/distinguishing-facts.ts";
import { NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import type { FilterValues, VehicleFilter, VehicleModelKey } from "../../../domain/filters.ts";
import { fitmentGroups } from "../../../domain/fitment-groups.ts";
import { ownPricesOf, productPageSpecs } from "../../../domain/part-fields.ts";
import { normalizePartCode, type ProductDetailView, type ProductPageView, type ProductView } from "../../../domain/product.ts";
import type { Category } from "../../../domain/schemas/catalog.ts";
import { type Locale, localizedText } from "../../../domain/schemas/common.ts";
import { cleanSearchQuery, looksLikeCode, suggestionWords } from "../../../domain/search-text.ts";
import { listingTag, partTag, PLACEMENT_TAG, relatedTag, unitsTags, WHOLE_CATALOGUE_TAG } from "../../../domain/shown-tags.ts";
import type { KeptData, KeptReader, Shown } from "../../lib/kept-data.ts";
import { addressKey, type Limiters } from "../../lib/rate-limiter.ts";
import { type BrandRow, type CategoryRow, createCatalogRepository, type ProductSummaryRow } from "./catalog.repository.ts";
import { type CategoryTree, descendantIds } from "./category-tree.ts";
import { createListingRepository, type ListingWhere, type ProductCollection } from "./listing.repository.ts";
import { createListingService, type ListingQuery } from "./listing.service.ts";
import { createPartLifeRepository } from "./part-life.repository.ts";
import { createReviewsService } from "./reviews.service.ts";
import { createReviewModerationService } from "./reviews-moderation.service.ts";
import { createSearchService } from "./search.service.ts";
import { createStockService } from "./stock.service.ts";

export const RELATED_PRODUCTS_LIMIT = 8;

export type { ProductCollection };

/** What the header's search asks for as the shopper types (GET /products/search). */
export interface SuggestionQuery {
  query: string;
  limitProducts: number;
  limitCategories: number;
  locale: Locale;
  vehicleId?: number | undefined;
}

export interface CatalogOptions {
  limiters: Limiters;
  /** The ids of the vehicles of a model or model year (the vehicle pages' vehiclesOf), none for an unknown one. */
  vehiclesOfModel(key: VehicleModelKey): Promise<number[]>;
  /**
   * What pages are rendered from, and the category tree, brands and models' counts they read,
   * kept until what each shows changes (lib/kept-data.ts); without it, each is read each time.
   */
  kept?: Pick<KeptData, "kind">;
}

/** What a part's page shows: the part, a page of its reviews, and the parts related to it. */
export interface ProductPageData {
  product: ProductPageView;
  reviews: Awaited<ReturnType<ReturnType<typeof createReviewsService>["reviews"]>>;
  related: ProductView[];
}

export function createCatalogService(db: Database, options: CatalogOptions) {
  const keptKind = <V>(name: string): KeptReader<V> => options.kept?.kind<V>(name) ?? ((_key, read) => read());
  const repository = createCatalogRepository(db);
  const listing = createListingRepository(db);
  const stock = createStockService(db);
  const searching = createSearchService(db);

  // The category tree (its departments' counts included), the brands and each model's counts are
  // read by most pages, several times each: kept until a change could alter them (decision 015).
  // The tree counts the shown parts of each category, which only placing a part otherwise changes
  // (`n`); a category's own change forgets everything (`*`).
  const keptTree = keptKind<CategoryTree>("category-tree");
  const categoryTree = async (): Promise<CategoryTree> =>
    (await keptTree("", async () => ({ value: await loadCategoryTree(), shows: [PLACEMENT_TAG] }))).value;

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
    // A hidden category, and everything under it, leaves the menus and has no page (decision 029).
    const hidden = new Set(rows.filter((row) => row.hidden).map((row) => row.id));
    for (let grew = hidden.size > 0; grew;) {
      grew = false;
      for (const row of rows)
        if (row.parentId !== null && hidden.has(row.parentId) && !hidden.has(row.id)) grew = hidden.add(row.id).size > 0;
    }
    for (const row of rows) if (!hidden.has(row.id)) byId.set(row.id, toCategory(row));
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
    return { roots, byId, bySlug: new Map([...byId.values()].map((c) => [c.slug, c])), toJSON: () => roots };
  }

  // Every brand, hidden ones included (a listing's brand filter reads them all). A brand's change
  // forgets everything (`*`), and nothing else alters the list: it shows no tag of its own.
  const keptBrands = keptKind<BrandRow[]>("brands");
  const brandRows = async (): Promise<readonly BrandRow[]> =>
    (await keptBrands("", async () => ({ value: await repository.listBrands(), shows: [] }))).value;

  async function toViews(rows: ProductSummaryRow[]): Promise<ProductView[]> {
    const ids = rows.map((r) => r.id);
    const [images, options] = await Promise.all([repository.imagesOf(ids), repository.optionsOf(ids)]);
    return rows.map((row) => {
      const own = ownPricesOf(row);
      // A part sold in variants is priced by each variant, in dollars: its own prices do not apply.
      const soldAsItself = (options.get(row.id) ?? []).length === 0;
      return {
        id: row.id,
        slug: row.slug,
        sku: row.sku,
        partNumber: row.partNumber,
        title: row.title,
        excerpt: row.excerpt,
        stock: row.stock,
        priceCents: row.priceCents,
        discountCents: row.discountCents,
        taxClass: row.taxClass,
        ...(own && soldAsItself ? { ownPrices: own } : {}),
        status: row.status,
        tags: row.tags,
        universal: row.universal,
        rating: Math.round(row.rating * 10) / 10,
        reviewCount: row.reviewCount,
        images: images.get(row.id) ?? [],
        brand: { slug: row.brandSlug, name: row.brandName, country: row.brandCountry },
        category: { slug: row.categorySlug, name: row.categoryName },
        options: options.get(row.id) ?? [],
      };
    });
  }

  /** A shown part's page; a staff preview reads a draft or hidden one too (never a deleted one). */
  async function productDetail(summary: ProductSummaryRow | undefined, preview = false): Promise<ProductPageView> {
    const readable = summary && (summary.status === "show" || (preview && summary.status !== "deleted"));
    if (!readable) throw new NotFoundError("Product Not Found");
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
      pictureAlts: details.pictureAlts,
      specs: [...details.specs, ...productPageSpecs(details.pageFields)],
      variants: details.variants,
      categoryPath,
      oemNumbers: details.codes.filter((c) => c.kind === "oem").map(({ maker, code }) => ({ maker, code })),
      crossReferences: details.codes.filter((c) => c.kind === "cross").map(({ maker, code }) => ({ maker, code })),
      fitment: fitmentGroups(details.fitment),
    };
  }

  /** The vehicles a vehicle filter narrows a listing to: its one vehicle, or a model's or model year's. */
  const vehicleIdsOf = async (filter: VehicleFilter): Promise<number[]> =>
    typeof filter === "number" ? [filter] : options.vehiclesOfModel(filter);
  const narrowedTo = (filter: VehicleFilter | undefined) => (filter === undefined ? Promise.resolve(undefined) : vehicleIdsOf(filter));

  // A model's counts read every part of its vehicles (528,000 rows for the 48 of a Hilux N80 at
  // 200,000 parts, 0.4 s): kept, so that only the first visit after a change pays, signed-in
  // customers' included (their pages are not kept). Any part's change may move them (its fitment,
  // its category, whether it is shown or universal), and each writes `all`; a vehicle's writes `*`.
  // Kept as pairs: a Map's JSON is `{}`, and kept data weighs a value by its JSON.
  const keptModelCounts = keptKind<[number, number][]>("model-counts");
  async function listingCountsByCategory(vehicleIds: number[]): Promise<Map<number, number>> {
    const key = [...vehicleIds].sort((a, b) => a - b).join(",");
    const kept = await keptModelCounts(key, async () => ({
      value: [...(await listing.productCountsByCategory({ vehicleIds }))],
      shows: [WHOLE_CATALOGUE_TAG],
    }));
    return new Map(kept.value);
  }

  const listingOf = createListingService({ listing, categoryTree, brandRows, toViews, vehicleIdsOf }).listProducts;
  type Listing = Awaited<ReturnType<typeof listingOf>>;

  async function categoryBySlug(slug: string): Promise<Category> {
    const category = (await categoryTree()).bySlug.get(slug);
    if (!category) throw new NotFoundError("Category Not Found");
    return category;
  }

  /** What a listing with these filters shows: the listings of its category and every category under it; without one, the whole catalogue. */
  async function listingShows(filters: FilterValues): Promise<string[]> {
    const category = filters.category ? (await categoryTree()).bySlug.get(filters.category) : undefined;
    return category ? descendantIds(category).map(listingTag) : [WHOLE_CATALOGUE_TAG];
  }

  // A listing's rows, facets and counts, kept by the query (its fields in the order the listing's
  // reader sets them): the page and the API read the same. A search's listing is not: its match
  // can name many thousands of parts, and its page is kept by its address.
  const keptListing = keptKind<Listing>("listing");
  const listProducts = async (query: ListingQuery): Promise<Listing> => {
    if (query.search) return listingOf(query);
    const read = async () => ({ value: await listingOf(query), shows: await listingShows(query.filters) });
    return (await keptListing(JSON.stringify(query), read)).value;
  };

  /** What a part's page shows: the part, its related parts, and its category's related list. */
  async function productPageShows(product: ProductView, related: readonly ProductView[]): Promise<string[]> {
    const category = (await categoryTree()).bySlug.get(product.category.slug);
    return [
      partTag(product.id),
      ...unitsTags(product.id),
      ...related.map((part) => partTag(part.id)),
      category ? relatedTag(category._id) : WHOLE_CATALOGUE_TAG,
    ];
  }

  const related = async (productId: number, limit = RELATED_PRODUCTS_LIMIT): Promise<ProductView[]> =>
    toViews(await repository.relatedTo(productId, limit));
  const reviewing = createReviewsService(db, { limiters: options.limiters, productSummary: (id) => repository.productSummaryBy("id", id) });

  const keptPart = keptKind<Omit<ProductPageData, "reviews">>("part-page");
  const keptReviews = keptKind<ProductPageData["reviews"]>("reviews");
  const keptCollection = keptKind<ProductView[]>("collection");

  return {
    /** The catalogue's units, moved by the orders module inside its transactions. */
    stock,

    /** What a listing with these filters shows, for the kept answers (decision 015). */
    listingShows,

    /** What a part's page shows, for the kept answers (decision 015). */
    productPageShows,

    /**
     * A part's page: the part, a page of its reviews and its related parts, with what it shows;
     * kept apart from the page (lib/kept-data.ts). NotFoundError for a part not shown.
     */
    async productPage(slug: string, reviewsPage: number, reviewsPerPage: number): Promise<Shown<ProductPageData>> {
      const part = await keptPart(slug, async () => {
        const product = await productDetail(await repository.productSummaryBy("slug", slug));
        const relatedParts = await related(product.id);
        return { value: { product, related: relatedParts }, shows: await productPageShows(product, relatedParts) };
      });
      // A page of reviews is kept on its own: a page asked for past the last one keeps an empty
      // list, not another copy of the part.
      const id = part.value.product.id;
      const reviews = await keptReviews(`${id}\u0000${reviewsPage}\u0000${reviewsPerPage}`, async () => ({
        value: await reviewing.reviews(id, reviewsPage, reviewsPerPage),
        shows: [partTag(id)],
      }));
      return { value: { ...part.value, reviews: reviews.value }, shows: part.shows };
    },

    /**
     * A part's page as a shopper would see it, whatever its state but deleted: the staff's preview
     * of a draft. Never kept, read afresh each time (its caller never shares the answer).
     */
    async productPreview(slug: string, reviewsPerPage: number): Promise<ProductPageData> {
      const product = await productDetail(await repository.productSummaryBy("slug", slug), true);
      const [relatedParts, reviews] = await Promise.all([related(product.id), reviewing.reviews(product.id, 1, reviewsPerPage, true)]);
      return { product, related: relatedParts, reviews };
    },

    /** Whether this address was a part's that staff deleted: its page answers 410 Gone, not 404. */
    partGone: (slug: string): Promise<boolean> => createPartLifeRepository(db).deletedBySlug(slug),

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
      // A hidden brand leaves the brand lists; its parts stay on sale (decision 029).
      const rows = (await brandRows()).filter((brand) => !brand.hidden);
      return rows.slice(0, limit ?? rows.length).map((b) => ({ slug: b.slug, name: b.name, country: b.country, image: b.image }));
    },

    listProducts,

    /**
     * How many parts the listing narrowed to these vehicles holds in each category (not rolled up),
     * universal parts included: what a vehicle page counts beside the listings it links to.
     */
    listingCountsByCategory,

    /** The results page's reading of a query, its misses and synonyms (decision 023). */
    search: searching,

    /**
     * A listing of what the query matches. A query with nothing in the whole catalogue
     * (before filters and vehicle) is recorded for the owner.
     */
    async searchProducts(query: string, listingQuery: Omit<ListingQuery, "search">) {
      const plan = await searching.plan(query, await narrowedTo(listingQuery.filters.vehicle));
      const reading = {
        query: plan.query,
        capped: plan.capped,
        corrections: plan.corrections,
        unknown: plan.unknown,
        ignored: plan.ignored,
      };
      const listing = await listProducts({ ...listingQuery, search: plan.match });
      // Only a search the whole catalogue has nothing for is the owner's to see; one that filters
      // or a vehicle emptied is not a miss, and its answer may be kept like any other.
      const missed = listing.pagination.total === 0 && Object.values(listingQuery.filters).every((value) => value === undefined);
      if (missed) await searching.recordMiss(plan, listingQuery.locale);
      return { listing, reading, plan, missed };
    },

    /**
     * What to offer when a search finds nothing: the same query for every vehicle, and
     * queries near it that do find parts (a word the catalogue has nothing near, replaced by its
     * nearest word; or one word left out), most parts first.
     */
    async searchAlternatives(query: string, filters: ListingQuery["filters"], locale: Locale) {
      const countOf = async (text: string, narrowed: ListingQuery["filters"]) => {
        const plan = await searching.plan(text, await narrowedTo(narrowed.vehicle));
        if (!searching.matchesSomething(plan)) return 0;
        const found = await listProducts({ sort: "default", limit: 1, page: 1, locale, filters: narrowed, search: plan.match });
        return found.pagination.total;
      };
      const {
        category: _category,
        price: _price,
        brand: _brand,
        discount: _discount,
        rating: _rating,
        color: _color,
        size: _size,
        ...kept
      } = filters;
      const everyVehicle = filters.vehicle === undefined ? null : await countOf(query, {});
      const candidates = await searching.nearQueries(query);
      const counted = await Promise.all(candidates.map(async (text) => ({ query: text, total: await countOf(text, kept) })));
      return {
        everyVehicle,
        queries: counted
          .filter((candidate) => candidate.total > 0)
          .sort((a, b) => b.total - a.total)
          .slice(0, 3),
      };
    },

    /** Folds the listing counts' appended changes (run now and then by the shop's sweeper). */
    compactListingCounts: () => listing.compactCounts(),

    ...reviewing,
    ...createReviewModerationService(db),

    async productBySlug(slug: string): Promise<ProductPageView> {
      return productDetail(await repository.productSummaryBy("slug", slug));
    },

    /** Where a renamed product's old slug leads now (undefined: nowhere; its page is 404). */
    slugRedirect: (slug: string) => repository.slugRedirect(slug),

    /** Which of the products fit the vehicle: universal ones, and those with a fitment row for it (spec §1). */
    fittingProductIds: (vehicleId: number, productIds: number[]) => repository.fittingProductIds(vehicleId, productIds),

    /** The SEO meta of a product page (GET /seo/product/{slug}), undefined for an unknown slug. */
    productSeo: (slug: string) => repository.productSeo(slug),

    async productById(id: number): Promise<ProductPageView> {
      return productDetail(await repository.productSummaryBy("id", id));
    },

    /** spec §7: featured, best-seller, top-rated, special-offer and new-arrival lists, from data. */
    async collection(kind: ProductCollection, limit: number, categorySlug?: string): Promise<ProductView[]> {
      const kept = await keptCollection(`${kind}\u0000${limit}\u0000${categorySlug ?? ""}`, async () => {
        const filter: ListingWhere = categorySlug ? { categoryIds: descendantIds(await categoryBySlug(categorySlug)) } : {};
        const products = await toViews(await listing.collection(kind, filter, limit));
        // Which parts are featured changes only by `n`; the other lists are drawn from every part's
        // figures (sales, ratings, dates, prices).
        const shows = kind === "featured" ? [...products.map((part) => partTag(part.id)), PLACEMENT_TAG] : [WHOLE_CATALOGUE_TAG];
        return { value: products, shows };
      });
      return kept.value;
    },

    /**
     * spec §7 search with suggestions: products and categories; with a vehicle, only the parts that
     * fit it. 429 when the client's address has asked too often lately (suggest.perAddress).
     */
    async suggest(asked: SuggestionQuery, client: { address: string }) {
      const { query, limitProducts, limitCategories, locale, vehicleId } = asked;
      if (!(await options.limiters.take([["suggest.perAddress", addressKey(client.address)]]))) {
        const { windowMs } = options.limiters.rule("suggest.perAddress");
        // A sliding window: one whole window from now, the client is surely let in again.
        throw new TooManyRequestsError("Too many searches in a short time; please try again in a few seconds.", {
          retryAfterSeconds: Math.ceil(windowMs / 1000),
        });
      }
      // Read as the results page reads a query: its first SEARCH_QUERY_MAX characters, each word
      // once, at most SEARCH_WORDS_MAX of them; the rest is ignored, so a pasted paragraph costs
      // what a few typed words do (decision 013).
      const typed = cleanSearchQuery(query);
      const words = suggestionWords(typed);
      const code = normalizePartCode(typed);
      // A number is read from one of its segments only once it holds a digit, as the results page
      // reads numbers: typing a word ("fer") does not list a maker's parts by their SKUs.
      const fromSegments = looksLikeCode(code);
      let ids =
        words.length === 0 && code.length === 0
          ? []
          : await repository.suggestedProductIds(words, code, limitProducts, vehicleId, fromSegments);
      // Nothing for what was typed: the words' typos corrected as the results page does ("bul bar").
      const corrected = ids.length === 0 && words.length > 0 ? await searching.correctedWords(words) : null;
      if (corrected) ids = await repository.suggestedProductIds(corrected, code, limitProducts, vehicleId, fromSegments);
      const rows = await repository.summariesInOrder(ids);
      const needle = typed.toLowerCase();
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

    /**
     * The cards, those whose title repeats among them marked with what tells them apart (issue
     * 14): their part number and the first specification they do not share. Reads the
     * specifications of the repeated ones only.
     */
    async distinguishCards<T extends ProductView>(cards: T[]): Promise<(T & Pick<ProductView, "facts">)[]> {
      const repeated = repeatedTitleIds(cards);
      return distinguishingFacts(cards, repeated.length > 0 ? await repository.specsOf(repeated) : new Map());
    },

    /** Products of the same category as the product, without it (its page's related products). */
    related,
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
