// A product as the shop works with it (money in cents). The API's server form and the
// storefront's cards are both made from this.
import type { DistinguishingFacts } from "./distinguishing-facts.ts";
import type { FitmentGroup } from "./fitment-groups.ts";
import type { OwnPrices } from "./money.ts";
import type { ProductOption } from "./schemas/catalog.ts";
import type { LocalizedText } from "./schemas/common.ts";
import type { StoredProductStatus } from "./stock.ts";
import type { ProductVariantView } from "./variants.ts";

export interface ProductView {
  id: number;
  slug: string;
  sku: string;
  partNumber: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  stock: number;
  priceCents: number;
  discountCents: number;
  /**
   * The class its tax is charged by: where tax is taken out of prices, its price shows by it
   * (decision 040). Absent (a list kept before classes): the standard class.
   */
  taxClass?: string;
  /** Its own prices in other currencies (decision 043), shown and charged instead of the conversion; only a part sold as itself. */
  ownPrices?: OwnPrices;
  status: StoredProductStatus;
  tags: string[];
  universal: boolean;
  rating: number;
  reviewCount: number;
  images: string[];
  brand: { slug: string; name: string; country: string };
  category: { slug: string; name: LocalizedText };
  options: ProductOption[];
  /** Only on a card whose title repeats on its page: what tells it apart (distinguishingFacts). */
  facts?: DistinguishingFacts;
}

export interface ProductDetailView extends ProductView {
  description: LocalizedText;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** What a picture shows, by its address, in the languages staff wrote it in; the title stands in for the rest. */
  pictureAlts: Record<string, Partial<LocalizedText>>;
  specs: { name: LocalizedText; value: string }[];
  /** Empty unless the product is sold in variants (decision 022). */
  variants: ProductVariantView[];
  categoryPath: { slug: string; name: LocalizedText }[];
}

/** A number another maker gives the part: its vehicle maker (OEM) or another parts brand (cross-reference). */
export interface MakerCode {
  maker: string;
  code: string;
}

/** A product as its page shows it: also the numbers it is known by and the vehicles it fits. */
export interface ProductPageView extends ProductDetailView {
  /** The vehicle makers' genuine part numbers it replaces. */
  oemNumbers: MakerCode[];
  /** Other parts brands' numbers for the same part. */
  crossReferences: MakerCode[];
  /** The vehicles it fits, by make and model; empty for a universal part. */
  fitment: FitmentGroup[];
}

/** Part numbers and SKUs compared without case, dashes or spaces ("LC79-SH 01" = "lc79sh01"). */
export function normalizePartCode(code: string): string {
  return code.toUpperCase().replace(/[^0-9A-Z\u0400-\u04FF]/g, "");
}

/**
 * A product as a card carries it into the page's data: its first picture only. The card, and the
 * cart, wishlist and compare lists that keep a copy of it, show no other; the quick view and the
 * product page load their own gallery.
 */
export function cardProduct<T extends ProductView>(product: T): T {
  return product.images.length > 1 ? { ...product, images: product.images.slice(0, 1) } : product;
}

/**
 * What the cart, the wishlist and the compare list keep of a product (a page's detail view
 * included): its card's fields and nothing more, so a stored list stays small.
 */
export function toProductView(product: ProductView): ProductView {
  return {
    id: product.id,
    slug: product.slug,
    sku: product.sku,
    partNumber: product.partNumber,
    title: product.title,
    excerpt: product.excerpt,
    stock: product.stock,
    priceCents: product.priceCents,
    discountCents: product.discountCents,
    ...(product.taxClass ? { taxClass: product.taxClass } : {}),
    status: product.status,
    tags: product.tags,
    universal: product.universal,
    rating: product.rating,
    reviewCount: product.reviewCount,
    images: product.images,
    brand: product.brand,
    category: product.category,
    options: product.options,
  };
}
