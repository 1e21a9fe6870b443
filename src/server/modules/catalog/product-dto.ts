// The API's product server form (spec §3): money as decimal US dollars, names as spec §7 reads them.
import { amountFromCents } from "../../../domain/money.ts";
import type { ProductPageView, ProductView } from "../../../domain/product.ts";
import type { Product, ProductDetail } from "../../../domain/schemas/catalog.ts";

export function toProductDto(view: ProductView): Product {
  return {
    _id: view.id,
    title: view.title,
    excerpt: view.excerpt,
    slug: view.slug,
    sku: view.sku,
    productId: view.partNumber,
    stock: view.stock,
    prices: {
      price: amountFromCents(view.priceCents),
      discount: amountFromCents(view.discountCents),
      currency: "USD",
      ...(view.ownPrices
        ? { own: Object.fromEntries(Object.entries(view.ownPrices).map(([currency, minor]) => [currency, amountFromCents(minor)])) }
        : {}),
    },
    images: view.images,
    rating: view.rating,
    reviews: view.reviewCount,
    // The storefront reads shown parts alone; a deleted one is, to its API, hidden.
    status: view.status === "deleted" ? "hide" : view.status,
    tag: view.tags,
    universal: view.universal,
    brand: view.brand,
    category: view.category,
    options: view.options,
  };
}

export function toProductDetailDto(view: ProductPageView): ProductDetail {
  return {
    ...toProductDto(view),
    description: view.description,
    metaTitle: view.metaTitle,
    metaDescription: view.metaDescription,
    metaKeywords: view.metaKeywords,
    specs: view.specs,
    variants: view.variants.map((v) => ({
      id: v.id,
      productId: v.partNumber,
      sku: v.sku,
      price: amountFromCents(v.priceCents),
      discount: amountFromCents(v.discountCents),
      image: v.image,
      quantity: v.stock,
      options: { ...v.options },
    })),
    categoryPath: view.categoryPath,
    oemNumbers: view.oemNumbers,
    crossReferences: view.crossReferences,
    fitment: view.fitment,
  };
}
