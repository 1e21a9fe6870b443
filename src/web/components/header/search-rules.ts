// spec §2, §4, §7, §9: search with a suggestions dropdown.
import type { Locale, LocalizedText } from "../../../domain/locales.ts";
import { centsFromAmount } from "../../../domain/money.ts";
import { compareAtPriceCents, sellingPriceCents } from "../../../domain/pricing.ts";
import type { Product } from "../../../domain/schemas/catalog.ts";
import { SUGGESTION_LIMITS } from "../../lib/ui-constants.ts";
import { categoryHref } from "./department-menu-rules.ts";

// spec §9: the catalogue client asks for up to 3 products and 4 categories.
export const SUGGESTED_PRODUCTS = SUGGESTION_LIMITS.products;
export const SUGGESTED_CATEGORIES = SUGGESTION_LIMITS.categories;
/** spec §7, §9: every API call gives up after 5000 ms. */
export const SUGGESTIONS_TIMEOUT_MS = 5000;
/** Shorter queries match nearly everything; suggestions start at two characters. */
export const MIN_QUERY_LENGTH = 2;

/** What GET /products/search answers (SearchResultSchema): products in the API's server form. */
export interface SearchResponse {
  products: Pick<Product, "_id" | "slug" | "title" | "images" | "prices" | "productId">[];
  categories: { _id: number; slug: string; name: LocalizedText; items: number }[];
}

export type Suggestion =
  | {
      kind: "product";
      id: string;
      href: string;
      name: LocalizedText;
      image: string | null;
      partNumber: string;
      priceCents: number;
      compareAtCents: number | null;
    }
  | { kind: "category"; id: string; href: string; name: LocalizedText; items: number };

/** With the shopper's current vehicle, only the parts that fit it are suggested (as the listing narrows). */
export function suggestionsUrl(query: string, locale: Locale, vehicleId: number | null = null): string {
  const params = new URLSearchParams({
    query: query.trim(),
    limitProducts: String(SUGGESTED_PRODUCTS),
    limitCategories: String(SUGGESTED_CATEGORIES),
    locale,
  });
  if (vehicleId !== null) params.set("vehicle", String(vehicleId));
  return `/api/website/products/search?${params.toString()}`;
}

export function wantsSuggestions(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

/**
 * Products first, then categories, in the order the dropdown lists them (and the arrow keys walk
 * them). The API gives decimal US dollars; the shop counts US cents.
 */
export function suggestionsOf(response: SearchResponse): Suggestion[] {
  const products: Suggestion[] = response.products.slice(0, SUGGESTED_PRODUCTS).map((product) => {
    const prices = { priceCents: centsFromAmount(product.prices.price), discountCents: centsFromAmount(product.prices.discount) };
    return {
      kind: "product",
      id: `product-${product._id}`,
      href: `/product/${product.slug}`,
      name: product.title,
      image: product.images[0] ?? null,
      partNumber: product.productId,
      priceCents: sellingPriceCents(prices),
      compareAtCents: compareAtPriceCents(prices),
    };
  });
  const categories: Suggestion[] = response.categories.slice(0, SUGGESTED_CATEGORIES).map((category) => ({
    kind: "category",
    id: `category-${category._id}`,
    href: categoryHref(category.slug),
    name: category.name,
    items: category.items,
  }));
  return [...products, ...categories];
}

/** Arrow keys walk the suggestions and wrap around; -1 means none is active. */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return active + 1 >= count ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Where submitting the search form leads: the results page, or the shop for an empty box. */
export function submitTarget(query: string): string {
  const text = query.replace(/\s+/g, " ").trim();
  return text === "" ? "/shop" : `/search?${new URLSearchParams({ q: text }).toString()}`;
}

/** The query a results page's address carries, for the header's box to show. */
export function queryOfAddress(pathname: string, search: string): string {
  return pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
}
