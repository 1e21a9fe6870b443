import { z } from "zod";

import { CURRENCY_CODES } from "../money.ts";
import { PRODUCT_STATUSES } from "../stock.ts";
import { LocalizedTextSchema, PaginationSchema } from "./common.ts";

export const BrandSchema = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  image: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export interface Category {
  _id: number;
  slug: string;
  name: z.infer<typeof LocalizedTextSchema>;
  image: string | null;
  icon: string | null;
  items: number;
  parentId: number | null;
  layout: "categories" | "products";
  children: Category[];
}
export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    _id: z.int(),
    slug: z.string(),
    name: LocalizedTextSchema,
    image: z.string().nullable(),
    icon: z.string().nullable(),
    items: z.int().describe("Products in this category and its descendants"),
    parentId: z.int().nullable(),
    layout: z.enum(["categories", "products"]),
    children: z.array(CategorySchema),
  }),
);

export const ProductOptionSchema = z.object({
  type: z.enum(["default", "color"]),
  slug: z.string(),
  name: LocalizedTextSchema,
  values: z.array(z.object({ slug: z.string(), name: LocalizedTextSchema, color: z.string().nullable() })),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** A number another maker gives a part: the vehicle maker's (OEM) or another brand's (cross-reference). */
const MakerCodeSchema = z.object({ maker: z.string(), code: z.string() });
/** What a fitter must know beyond year and engine ("With ABS", "2-inch lift only"). */
const FitmentNoteSchema = z.object({ slug: z.string(), text: LocalizedTextSchema });

/** The product's server form (spec §3), with the brand, category and rating the listing needs. */
export const ProductSchema = z.object({
  _id: z.int(),
  title: LocalizedTextSchema,
  excerpt: LocalizedTextSchema,
  slug: z.string(),
  sku: z.string(),
  productId: z.string().describe("Part number"),
  stock: z.int(),
  prices: z.object({
    price: z.number().describe("Regular price in USD"),
    discount: z.number().describe("Amount off the regular price in USD; 0 when not on sale"),
    currency: z.literal("USD"),
    own: z
      .partialRecord(z.enum(CURRENCY_CODES), z.number())
      .optional()
      .describe("The part's own prices in other currencies (EUR: 99.9), charged instead of the dollar price converted"),
  }),
  images: z.array(z.string()),
  rating: z.number().describe("Average review rating, 0 when there are no reviews"),
  reviews: z.int().describe("Number of reviews"),
  status: z.enum(PRODUCT_STATUSES),
  tag: z.array(z.string()),
  universal: z.boolean().describe("Fits any vehicle"),
  brand: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
  category: z.object({ slug: z.string(), name: LocalizedTextSchema }),
  options: z.array(ProductOptionSchema),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductDetailSchema = ProductSchema.extend({
  description: LocalizedTextSchema,
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string(),
  specs: z.array(z.object({ name: LocalizedTextSchema, value: z.string() })),
  variants: z
    .array(
      z.object({
        id: z.int(),
        productId: z.string().describe("The variant's part number"),
        sku: z.string(),
        price: z.number().describe("Regular price in US dollars"),
        discount: z.number().describe("Amount off the price, in US dollars"),
        image: z.string().nullable(),
        quantity: z.int().describe("Units available now"),
        options: z.record(z.string(), z.string()).describe("Option slug to value slug: the values this variant is"),
      }),
    )
    .describe("Empty unless the product is sold in variants: one per combination of its option values"),
  categoryPath: z.array(z.object({ slug: z.string(), name: LocalizedTextSchema })),
  oemNumbers: z
    .array(MakerCodeSchema)
    .describe("The vehicle makers' genuine part numbers this part replaces, as printed: Toyota 04465-0K240"),
  crossReferences: z.array(MakerCodeSchema).describe("Other parts brands' numbers for the same part"),
  fitment: z
    .array(
      z.object({
        make: z.string(),
        model: z.string(),
        path: z.string().describe("The model's page: /vehicles/{make}/{model}"),
        note: FitmentNoteSchema.nullable().describe("A note all the model's years and engines carry (its engines then carry none)"),
        engines: z.array(
          z.object({
            engine: z.string(),
            years: z.array(z.object({ from: z.int(), to: z.int() })).describe("Runs of consecutive model years, both ends included"),
            note: FitmentNoteSchema.nullable().describe("What a fitter must know for these years"),
          }),
        ),
      }),
    )
    .describe("The vehicles the part fits, by make and model, each engine's years compressed; empty for a universal part"),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** How a search read its query: what it corrected, what it could not read. */
export const SearchReadingSchema = z.object({
  query: z.string(),
  capped: z.boolean().describe("More parts match than the 500 best listed: a word more or a vehicle narrows them"),
  corrections: z.array(z.object({ typed: z.string(), used: z.array(z.string()) })),
  unknown: z.array(z.string()),
  ignored: z.array(z.string()),
});

export const ProductListSchema = z.object({
  data: z.array(ProductSchema),
  pagination: PaginationSchema,
  filters: z.array(z.record(z.string(), z.unknown())).describe("The listing's filters, spec §3: type, slug, name, items, value"),
  search: SearchReadingSchema.optional().describe("With q: how the query was read"),
});

export const ReviewSchema = z.object({
  id: z.int(),
  date: z.string(),
  author: z.string(),
  avatar: z.string().nullable(),
  rating: z.int().min(1).max(5),
  content: z.string(),
  verified: z.boolean().describe("The author bought this part from the shop"),
  reply: z.object({ content: z.string(), date: z.string() }).nullable().describe("The shop's public answer under the review"),
});
export type Review = z.infer<typeof ReviewSchema>;

export const SearchResultSchema = z.object({
  products: z.array(ProductSchema),
  categories: z.array(z.object({ _id: z.int(), slug: z.string(), name: LocalizedTextSchema, items: z.int() })),
});

export const SeoSchema = z.object({
  data: z.object({ metaTitle: z.string(), metaDescription: z.string(), metaKeywords: z.string() }),
});
