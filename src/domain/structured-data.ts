// A product page's schema.org Product (JSON-LD): what search engines read for the price,
// availability and rating. The price is the selling price in the base currency (spec §9).
import { localizedText, type Locale } from "./locales.ts";
import { amountFromCents, BASE_CURRENCY } from "./money.ts";
import { sellingPriceCents } from "./pricing.ts";
import type { ProductDetailView } from "./product.ts";

type JsonLd = Record<string, unknown>;

export function productJsonLd(product: ProductDetailView, origin: string, locale: Locale): JsonLd {
  const url = new URL(`/product/${product.slug}`, origin).toString();
  const jsonLd: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: localizedText(product.title, locale),
    description: localizedText(product.excerpt, locale) || localizedText(product.description, locale),
    sku: product.sku,
    mpn: product.partNumber,
    url,
    image: product.images.map((image) => new URL(image, origin).toString()),
    brand: { "@type": "Brand", name: product.brand.name },
    category: localizedText(product.category.name, locale),
    offers: {
      "@type": "Offer",
      url,
      price: amountFromCents(sellingPriceCents(product)).toFixed(2),
      priceCurrency: BASE_CURRENCY,
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  if (product.reviewCount > 0) {
    jsonLd.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return jsonLd;
}

/** JSON for an inline script: "<" escaped so a text can never close the script element. */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
