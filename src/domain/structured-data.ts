// What search engines read of a page (schema.org, as JSON-LD): a product's price, availability
// and rating (the selling price in the base currency, spec §9), the breadcrumb trail, the shop
// itself, and a blog post. Addresses are the page's own language's (language-urls.ts).
import { languageUrl } from "./language-urls.ts";
import { type Locale, localizedText } from "./locales.ts";
import { amountFromCents, BASE_CURRENCY } from "./money.ts";
import { pictureSources } from "./picture-sources.ts";
import { sellingPriceCents } from "./pricing.ts";
import type { ProductDetailView } from "./product.ts";

type JsonLd = Record<string, unknown>;

export function productJsonLd(product: ProductDetailView, origin: string, locale: Locale): JsonLd {
  const url = languageUrl(origin, `/product/${product.slug}`, locale);
  const jsonLd: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: localizedText(product.title, locale),
    description: localizedText(product.excerpt, locale) || localizedText(product.description, locale),
    sku: product.sku,
    mpn: product.partNumber,
    url,
    // Search engines take raster pictures: a drawing's WebP, an upload at the width its page shows.
    image: product.images.map((image) => new URL(pictureSources(image, 960).src, origin).toString()),
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

/** The trail from the home page to the page itself; the last item is the page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[], origin: string, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: languageUrl(origin, item.path, locale),
    })),
  };
}

/** The shop as an organisation (its home page). */
export function organizationJsonLd(origin: string, contact: { email: string; phone: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Overland",
    url: new URL("/", origin).toString(),
    logo: new URL("/favicon.svg", origin).toString(),
    email: contact.email,
    telephone: contact.phone,
  };
}

export interface BlogPostFacts {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  date: string;
}

export function blogPostingJsonLd(post: BlogPostFacts, origin: string, locale: Locale): JsonLd {
  const url = languageUrl(origin, `/blog/${post.slug}`, locale);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: new URL(post.image, origin).toString(),
    datePublished: post.date,
    author: { "@type": "Person", name: post.author },
    publisher: {
      "@type": "Organization",
      name: "Overland",
      logo: { "@type": "ImageObject", url: new URL("/favicon.svg", origin).toString() },
    },
    mainEntityOfPage: url,
    url,
    inLanguage: locale,
  };
}

/** JSON for an inline script: "<" escaped so a text can never close the script element. Several objects go as one array. */
export function serializeJsonLd(value: JsonLd | JsonLd[]): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
