import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Every storefront URL of spec §2 in one place. Screens of later issues join this list as they land.
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("product-category/products", "routes/shop.tsx", { id: "shop-all" }),
  route("product-category/:slug/products", "routes/shop.tsx", { id: "category" }),
  route("product/:slug", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("cart/checkout", "routes/checkout.tsx"),
  route("cart/checkout/:token", "routes/checkout-success.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("compare", "routes/compare.tsx"),
  route("about-us", "routes/info-page.tsx", { id: "about-us" }),
  route("terms", "routes/info-page.tsx", { id: "terms" }),
  route("faq", "routes/info-page.tsx", { id: "faq" }),
  route("privacy-policy", "routes/info-page.tsx", { id: "privacy-policy" }),
  route("refund-and-returns", "routes/info-page.tsx", { id: "refund-and-returns" }),
  route("contact-us", "routes/contact-us.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // The quick view dialog's product (spec §4), loaded with useFetcher.
  route("resources/quick-view/:id", "routes/resources/quick-view.ts"),
  // The home page's featured tabs (JSON for a fetcher, not a page).
  route("resources/featured/:slug?", "routes/resources/featured.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
