import type { FastifyPluginAsyncZod } from "@fastify/type-provider-zod";
import { z } from "zod";

import { GoneError, InvalidInputError, NotFoundError } from "../../../domain/errors.ts";
import { filterValuesFromQuery, SORT_OPTIONS } from "../../../domain/filters.ts";
import { PRODUCT_LIST_DEFAULT_LIMIT, REVIEW_LIST_DEFAULT_LIMIT } from "../../../domain/list-limits.ts";
import {
  BrandSchema,
  CategorySchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSchema,
  ReviewSchema,
  SearchResultSchema,
} from "../../../domain/schemas/catalog.ts";
import { ErrorSchema, IdParamSchema, LOCALES, PaginationSchema, SlugSchema } from "../../../domain/schemas/common.ts";
import { ReviewInputSchema } from "../../../domain/schemas/review.ts";
import { partTag, PLACEMENT_TAG, unitsTags } from "../../../domain/shown-tags.ts";
import { showsOn } from "../../lib/response-cache.ts";
import { type ProductCollection, RELATED_PRODUCTS_LIMIT } from "./catalog.service.ts";
import { toProductDetailDto, toProductDto } from "./product-dto.ts";

const tags = ["catalog"];
const errors = { 400: ErrorSchema, 404: ErrorSchema };
const limit = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const locale = z.enum(LOCALES).default("en").describe("Language used for sorting by name and for facet names");

const filterParam = (description: string) => z.string().max(500).optional().describe(description);

const ProductListQuerySchema = z.object({
  q: z
    .string()
    .max(500)
    .optional()
    .describe("Search: part, OEM or cross-reference numbers however written, words in any of the three languages, typos forgiven"),
  sort: z.enum(SORT_OPTIONS).optional().describe("Default: relevance with q, else default (most popular)"),
  limit: limit(PRODUCT_LIST_DEFAULT_LIMIT),
  page,
  locale,
  filter_category: filterParam("Category slug; includes its sub-categories"),
  filter_vehicle: filterParam(
    "Vehicle id, or every vehicle of a model (make.model) or model year (make.model.year) by the slugs of its /vehicles page: parts that fit it, and universal parts",
  ),
  filter_price: filterParam("Selling price range in USD, min-max"),
  filter_brand: filterParam("Brand slugs, comma-separated"),
  filter_discount: filterParam("any, yes or no"),
  filter_rating: filterParam("Rounded average ratings 1-5, comma-separated"),
  filter_color: filterParam("Colour value slugs, comma-separated"),
  filter_size: filterParam("Size value slugs, comma-separated (e.g. 265-75-r16)"),
});

const CollectionQuerySchema = z.object({
  limit: limit(8, 50),
  categorySlug: SlugSchema.optional(),
});

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;

  // Each answer names what it shows (decision 015): it is kept until a change names one of those.
  app.get("/categories", { schema: { tags, summary: "The category tree", response: { 200: z.array(CategorySchema) } } }, (request) => {
    showsOn(request, [PLACEMENT_TAG]);
    return catalog.categories();
  });

  app.get(
    "/categories/:slug",
    {
      schema: {
        tags,
        summary: "One category with its children",
        params: z.object({ slug: SlugSchema }),
        response: { 200: CategorySchema, ...errors },
      },
    },
    (request) => {
      showsOn(request, [PLACEMENT_TAG]);
      return catalog.categoryBySlug(request.params.slug);
    },
  );

  app.get(
    "/brands",
    {
      schema: {
        tags,
        summary: "Brands",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).optional() }),
        response: { 200: z.array(BrandSchema), ...errors },
      },
    },
    (request) => {
      showsOn(request, []);
      return catalog.brands(request.query.limit);
    },
  );

  app.get(
    "/products/",
    {
      schema: {
        tags,
        summary: "Product listing with filters (spec §5 serialisation)",
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { q, sort, limit, page, locale, ...filterQuery } = request.query;
      const parsed = filterValuesFromQuery(filterQuery);
      if (!parsed.ok) throw new InvalidInputError(parsed.message);
      const query = q?.trim() ?? "";
      if (query === "") {
        showsOn(request, await catalog.listingShows(parsed.values));
        const listing = await catalog.listProducts({ sort: sort ?? "default", limit, page, locale, filters: parsed.values });
        return { ...listing, data: listing.data.map(toProductDto) };
      }
      const { listing, reading, missed } = await catalog.searchProducts(query, {
        sort: sort ?? "relevance",
        limit,
        page,
        locale,
        filters: parsed.values,
      });
      // A miss is counted for the owner each time it is asked: its answer is not kept.
      if (missed) void reply.header("cache-control", "no-store");
      return { ...listing, data: listing.data.map(toProductDto), search: reading };
    },
  );

  app.get(
    "/products/search",
    {
      schema: {
        tags,
        summary: "Search with suggestions: titles in every language, part numbers and SKUs",
        querystring: z.object({
          query: z.string().trim().max(200).default(""),
          limitProducts: limit(4, 50),
          limitCategories: limit(4, 50),
          locale,
          vehicle: z.coerce
            .number()
            .int()
            .positive()
            .max(2_147_483_647)
            .optional()
            .describe("Only the parts that fit this vehicle (and universal parts)"),
        }),
        response: { 200: SearchResultSchema, 429: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { query, limitProducts, limitCategories, locale, vehicle } = request.query;
      const result = await catalog.suggest({ query, limitProducts, limitCategories, locale, vehicleId: vehicle }, { address: request.ip });
      return { products: result.products.map(toProductDto), categories: result.categories };
    },
  );

  for (const kind of ["featured", "best-seller", "top-rated", "special-offer", "new-arrival"] satisfies ProductCollection[]) {
    app.get(
      `/products/${kind}`,
      {
        schema: {
          tags,
          summary: `${kind} products`,
          querystring: CollectionQuerySchema,
          response: { 200: z.array(ProductSchema), ...errors },
        },
      },
      async (request) => (await catalog.collection(kind, request.query.limit, request.query.categorySlug)).map(toProductDto),
    );
  }

  app.get(
    "/products/get-by-id/:id",
    { schema: { tags, summary: "Product by id", params: IdParamSchema, response: { 200: ProductDetailSchema, ...errors } } },
    async (request) => {
      const product = await catalog.productById(request.params.id);
      showsOn(request, [partTag(product.id), ...unitsTags(product.id)]);
      return toProductDetailDto(product);
    },
  );

  app.get(
    "/products/related/:id",
    {
      schema: {
        tags,
        summary: "Products of the same category as a product, without it",
        params: IdParamSchema,
        querystring: z.object({ limit: limit(RELATED_PRODUCTS_LIMIT, 50) }),
        response: { 200: z.array(ProductSchema), ...errors },
      },
    },
    async (request) => {
      const product = await catalog.productById(request.params.id); // 404 for an unknown product
      const related = await catalog.related(request.params.id, request.query.limit);
      showsOn(request, await catalog.productPageShows(product, related));
      return related.map(toProductDto);
    },
  );

  app.get(
    "/products/:slug",
    {
      schema: {
        tags,
        summary: "Product by slug",
        description: "404 for a slug that is no shown part's; 410 for a part the shop deleted.",
        params: z.object({ slug: SlugSchema }),
        response: { 200: ProductDetailSchema, ...errors, 410: ErrorSchema },
      },
    },
    async (request) => {
      const product = await catalog.productBySlug(request.params.slug).catch(async (error: unknown) => {
        if (error instanceof NotFoundError && (await catalog.partGone(request.params.slug))) throw new GoneError("Product Gone");
        throw error;
      });
      showsOn(request, [partTag(product.id), ...unitsTags(product.id)]);
      return toProductDetailDto(product);
    },
  );

  app.get(
    "/reviews/product/:id",
    {
      schema: {
        tags,
        summary: "Reviews of a product, newest first",
        params: IdParamSchema,
        querystring: z.object({ limit: limit(REVIEW_LIST_DEFAULT_LIMIT, 50), page }),
        response: { 200: z.object({ data: z.array(ReviewSchema), pagination: PaginationSchema }), ...errors },
      },
    },
    (request) => {
      showsOn(request, [partTag(request.params.id)]);
      return catalog.reviews(request.params.id, request.query.page, request.query.limit);
    },
  );

  app.post(
    "/reviews/product/:id",
    {
      schema: {
        tags,
        summary: "Post a review of a product; answers the stored review, whether it is shown yet, and the product's rating",
        description:
          "Texts are trimmed; author 2-60 characters, rating 1-5, content 10-2000 characters. " +
          "One client may post 5 reviews in 10 minutes (429 beyond). When the shop holds reviews for its staff, " +
          "the review is `held`: it is neither shown nor counted in the rating until staff publish it. " +
          "A signed-in customer who bought the part (a paid order of theirs) posts a verified review.",
        params: IdParamSchema,
        body: ReviewInputSchema,
        response: {
          201: z.object({
            data: ReviewSchema,
            status: z.enum(["published", "held"]).describe("published: shown at once; held: shown once the shop's staff have checked it"),
            rating: z.number().describe("The product's average rating after this review"),
            reviews: z.int().describe("The product's number of reviews after this review"),
          }),
          ...errors,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await catalog.postReview(request.params.id, request.body, { address: request.ip, userId: request.user?.id ?? null });
      return reply.code(201).send({ data: result.review, status: result.status, rating: result.rating, reviews: result.reviewCount });
    },
  );
};
