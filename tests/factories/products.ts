import { asc } from "drizzle-orm";

import type { Database } from "../../src/db/client.ts";
import {
  brands,
  categories,
  fitment,
  fitmentNotes,
  productCodes,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productVariants,
} from "../../src/db/tables.ts";
import { cheapestOf } from "../../src/domain/pricing.ts";
import { normalizePartCode } from "../../src/domain/product.ts";
import type { LocalizedText } from "../../src/domain/schemas/common.ts";
import { uniqueToken } from "./unique.ts";

/** A variant to sell (decision 022): its option values, units and price in cents. */
export interface VariantInput {
  options: Record<string, string>;
  stock: number;
  price: number;
  discount?: number;
  image?: string;
}

/** An option to choose on the product page; its values by their slugs. */
export interface OptionInput {
  slug: string;
  values: string[];
  type?: "default" | "color";
}

export interface ProductInput {
  title: string;
  stock: number;
  /** Price in cents. */
  price: number;
  /** Discount in cents. */
  discount: number;
  status: "show" | "hide";
  universal: boolean;
  featured: boolean;
  options: OptionInput[];
  /** Vehicle ids the part fits. */
  fits: number[];
  /** Image addresses, in order. */
  images: string[];
  /** Sold in variants: the product's units are theirs (the database sums them). */
  variants: VariantInput[];
  /** Slugs of the seeded category and brand; the first of each when absent. */
  category?: string;
  brand?: string;
  /** Its other numbers: OEM, cross-reference or a variant's, in order. */
  codes?: { kind: "oem" | "cross" | "variant"; maker: string; code: string }[];
  /** Fitment notes by vehicle id: the note (from createFitmentNote) on that vehicle's fitment row. */
  fitNotes?: Record<number, number>;
}

/** What tests read of a product they made: enough to check it out, find it and name it. */
export interface TestProduct {
  id: number;
  slug: string;
  title: string;
  stock: number;
  priceCents: number;
  discountCents: number;
  /** What the shop charges for one unit: price minus discount. */
  sellingCents: number;
  options: { slug: string; values: string[] }[];
  variants: TestVariant[];
}

export interface TestVariant {
  id: number;
  sku: string;
  partNumber: string;
  options: Record<string, string>;
  stock: number;
  priceCents: number;
  sellingCents: number;
}

const text = (en: string): LocalizedText => ({ en });

async function idOf(db: Database, table: typeof categories | typeof brands, slug: string | undefined): Promise<number> {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table).orderBy(asc(table.id));
  const row = slug === undefined ? rows[0] : rows.find((r) => r.slug === slug);
  if (!row) throw new Error(`the database has no ${table === brands ? "brand" : "category"} ${slug ?? ""}`);
  return row.id;
}

/**
 * A shown part of its own, written through the tables: in stock (100), $19.99 without discount,
 * one image, no options, fitting no vehicle; any of it overridden. Its slug, SKU and title are unique.
 */
export async function createProduct(db: Database, overrides: Partial<ProductInput> = {}): Promise<TestProduct> {
  const token = uniqueToken("part");
  const input: ProductInput = {
    title: `Test part ${token}`,
    stock: 100,
    price: 1999,
    discount: 0,
    status: "show",
    universal: false,
    featured: false,
    options: [],
    fits: [],
    images: [`/images/products/${token}.webp`],
    variants: [],
    ...overrides,
  };
  const sku = token.toUpperCase();
  const [row] = await db
    .insert(products)
    .values({
      slug: token,
      sku,
      partNumber: `PN-${sku}`,
      codesNormalized: `PN${sku}${sku}`.replace(/[-\s]/g, ""),
      title: text(input.title),
      description: text(`${input.title}, made by a test.`),
      excerpt: text(input.title),
      categoryId: await idOf(db, categories, input.category),
      brandId: await idOf(db, brands, input.brand),
      stock: input.variants.length > 0 ? 0 : input.stock,
      priceCents: input.price,
      discountCents: input.discount,
      status: input.status,
      universal: input.universal,
      featured: input.featured,
    })
    .returning({ id: products.id });
  const id = row!.id;
  for (const [position, option] of input.options.entries()) {
    const [inserted] = await db
      .insert(productOptions)
      .values({ productId: id, slug: option.slug, type: option.type ?? "default", name: text(option.slug), position })
      .returning({ id: productOptions.id });
    await db
      .insert(productOptionValues)
      .values(option.values.map((value, at) => ({ optionId: inserted!.id, slug: value, name: text(value), position: at })));
  }
  const variants: TestVariant[] = [];
  for (const [position, variant] of input.variants.entries()) {
    const code = Object.values(variant.options).join("-").toUpperCase();
    const [inserted] = await db
      .insert(productVariants)
      .values({
        productId: id,
        options: variant.options,
        sku: `${sku}-${code}`,
        partNumber: `PN-${sku}-${code}`,
        priceCents: variant.price,
        discountCents: variant.discount ?? 0,
        image: variant.image ?? null,
        quantity: variant.stock,
        position,
      })
      .returning({ id: productVariants.id, sku: productVariants.sku, partNumber: productVariants.partNumber });
    variants.push({
      ...inserted!,
      options: variant.options,
      stock: variant.stock,
      priceCents: variant.price,
      sellingCents: variant.price - (variant.discount ?? 0),
    });
  }
  if (input.images.length) await db.insert(productImages).values(input.images.map((url, position) => ({ productId: id, position, url })));
  if (input.fits.length) {
    await db
      .insert(fitment)
      .values(input.fits.map((vehicleId) => ({ vehicleId, productId: id, noteId: input.fitNotes?.[vehicleId] ?? null })));
  }
  if (input.codes?.length) {
    await db
      .insert(productCodes)
      .values(input.codes.map((code, position) => ({ productId: id, ...code, codeNormalized: normalizePartCode(code.code), position })));
  }
  // A part sold in variants shows its cheapest variant's price (the database writes it so).
  const cheapest = cheapestOf(input.variants.map((v) => ({ priceCents: v.price, discountCents: v.discount ?? 0 })));
  const shown = cheapest ?? { priceCents: input.price, discountCents: input.discount };
  return {
    id,
    slug: token,
    title: input.title,
    stock: input.variants.length > 0 ? input.variants.reduce((sum, v) => sum + v.stock, 0) : input.stock,
    priceCents: shown.priceCents,
    discountCents: shown.discountCents,
    sellingCents: shown.priceCents - shown.discountCents,
    options: input.options.map(({ slug, values }) => ({ slug, values })),
    variants,
  };
}

/** A fitment note of its own ("With test brackets ..."), in English and Russian; its id. */
export async function createFitmentNote(db: Database, note: Partial<LocalizedText> = {}): Promise<number> {
  const slug = uniqueToken("note");
  const [row] = await db
    .insert(fitmentNotes)
    .values({ slug, note: { en: `With test brackets ${slug}`, ru: `С тестовыми кронштейнами ${slug}`, ...note } })
    .returning({ id: fitmentNotes.id });
  return row!.id;
}
