/**
 * robots.txt: crawlers keep out of the shopper's own pages (account, cart and checkout, wishlist,
 * compare), the back office, search results and the API, except the sitemap it serves; the
 * sitemap is named by its absolute address, as the protocol asks.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    // Before the Disallow it narrows, for crawlers that take the first rule that matches.
    "Allow: /api/sitemap.xml",
    "Disallow: /account",
    "Disallow: /cart", // and /cart/checkout
    "Disallow: /checkout",
    "Disallow: /admin",
    "Disallow: /wishlist",
    "Disallow: /compare",
    "Disallow: /search",
    "Disallow: /*?q=",
    "Disallow: /*&q=",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
