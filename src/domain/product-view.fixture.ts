import type { ProductView } from "./product.ts";

/** For tests (no database): a product as the storefront's cards and lists hold it, a plain shown part. */
export function productView(id: number, overrides: Partial<ProductView> = {}): ProductView {
  return {
    id,
    slug: `part-${id}`,
    sku: `SKU-${id}`,
    partNumber: `PN-${id}`,
    title: { en: `Part ${id}` },
    excerpt: { en: "" },
    stock: 10,
    priceCents: 1000,
    discountCents: 0,
    status: "show",
    tags: [],
    universal: false,
    rating: 0,
    reviewCount: 0,
    images: [],
    brand: { slug: "arb", name: "ARB", country: "AU" },
    category: { slug: "winches", name: { en: "Winches" } },
    options: [],
    ...overrides,
  };
}
