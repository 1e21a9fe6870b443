import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every storefront URL of spec §2 in one place. Screens of later issues join this list as they land.
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx", { id: "shop" }),
  route("product-category/products", "routes/shop.tsx", { id: "shop-all" }),
  route("product-category/:slug/products", "routes/shop.tsx", { id: "category" }),
  route("product/:slug", "routes/product.tsx"),
  // Search results: the listing of what matches ?q=, with relevance first.
  route("search", "routes/search.tsx"),
  // The parts of one vehicle model, and of one year of it, for shoppers and search engines.
  route("vehicles/:make/:model/:year?", "routes/vehicle-page.tsx"),
  route("cart", "routes/cart.tsx"),
  route("cart/checkout", "routes/checkout.tsx"),
  route("cart/checkout/:token", "routes/checkout-success.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("compare", "routes/compare.tsx"),
  route("track-order", "routes/track-order.tsx"),
  // The account area: its layout sends a guest to /account/login first. (Sign-in, sign-up and
  // the e-mailed link pages are outside it.)
  layout("routes/account/layout.tsx", [
    route("account/dashboard", "routes/account/dashboard.tsx"),
    route("account/garage", "routes/account/garage.tsx"),
    route("account/profile", "routes/account/profile.tsx"),
    route("account/password", "routes/account/password.tsx"),
    route("account/orders", "routes/account/orders.tsx"),
    route("account/orders/:id", "routes/account/order.tsx"),
    route("account/addresses", "routes/account/addresses.tsx"),
    route("account/addresses/new", "routes/account/address-edit.tsx", { id: "account-address-new" }),
    route("account/addresses/:id", "routes/account/address-edit.tsx", { id: "account-address-edit" }),
    route("account/builds", "routes/account/builds.tsx"),
  ]),
  route("about-us", "routes/info-page.tsx", { id: "about-us" }),
  route("terms", "routes/info-page.tsx", { id: "terms" }),
  route("faq", "routes/info-page.tsx", { id: "faq" }),
  route("privacy-policy", "routes/info-page.tsx", { id: "privacy-policy" }),
  route("refund-and-returns", "routes/info-page.tsx", { id: "refund-and-returns" }),
  route("contact-us", "routes/contact-us.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  // Customers' builds (spec §2 "Builds"): the published ones, and a build's own page.
  route("guest-post", "routes/builds.tsx"),
  route("guest-post/:slug", "routes/build.tsx"),
  route("add-build", "routes/add-build.tsx"),
  // Sign-in and sign-up share one screen (spec §2); sign-out is a POST; the mailed links' pages.
  route("account/login", "routes/account/login.tsx"),
  route("account/logout", "routes/account/logout.ts"),
  route("account/verify/:token", "routes/account/verify.tsx"),
  route("account/confirm-email/:token", "routes/account/confirm-email.tsx"),
  route("account/forgot-password", "routes/account/forgot-password.tsx"),
  route("account/reset-password/:token", "routes/account/reset-password.tsx"),
  // The newsletter's mailed links: confirm a sign-up (double opt-in), unsubscribe.
  route("newsletter/:kind/:token", "routes/newsletter-link.tsx"),
  // The quick view dialog's product (spec §4), loaded with useFetcher.
  route("resources/quick-view/:id", "routes/resources/quick-view.ts"),
  // The home page's featured tabs (JSON for a fetcher, not a page).
  route("resources/featured/:slug?", "routes/resources/featured.ts"),
  // The header's department tree and the home page's product rows, asked for once a page has hydrated.
  route("resources/departments", "routes/resources/departments.ts"),
  route("resources/home-rows", "routes/resources/home-rows.ts"),
  // The checkout's delivery choices for its cart and address (JSON for a fetcher).
  route("resources/shipping-offers", "routes/resources/shipping-offers.ts"),
  // The footer's choice of the country prices are shown for (a form, then back to the page).
  route("resources/country", "routes/resources/country.ts"),
  // Where the footer's "Prices for" leads: the country whose tax prices show.
  route("country", "routes/country.tsx"),
  // Whether a part can be sent to the shopper's country (its page asks once it is live).
  route("resources/sendable/:id", "routes/resources/sendable.ts"),
  // The storefront strings of one language, a script every page names (i18n/shell-messages.ts).
  route("resources/messages/:file", "routes/resources/messages-script.ts"),
  // The back office: its layout lets staff in, sends a guest to the staff sign-in and
  // answers a customer 403; sign-in, the invitation link and sign-out are outside it.
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders/:number", "routes/admin/order.tsx"),
    route("admin/customers", "routes/admin/customers.tsx"),
    route("admin/customers/:id", "routes/admin/customer.tsx"),
    route("admin/outbox", "routes/admin/outbox.tsx"),
    route("admin/outbox/:id", "routes/admin/mail.tsx"),
    route("admin/jobs", "routes/admin/jobs.tsx"),
    route("admin/newsletter", "routes/admin/newsletter.tsx"),
    route("admin/builds", "routes/admin/builds.tsx"),
    route("admin/products", "routes/admin/products.tsx"),
    route("admin/products/new", "routes/admin/product-new.tsx"),
    route("admin/products/:id", "routes/admin/product.tsx"),
    route("admin/products/:id/fitment", "routes/admin/product-fitment.tsx"),
    route("admin/bulk-edits/:id", "routes/admin/bulk-edit.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/brands", "routes/admin/brands.tsx"),
    route("admin/shipping", "routes/admin/shipping.tsx"),
    route("admin/tax", "routes/admin/tax.tsx"),
    route("admin/discounts", "routes/admin/discounts.tsx"),
    route("admin/currencies", "routes/admin/currencies.tsx"),
    route("admin/invoices", "routes/admin/invoices.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    // The owner's vehicle list: its generations and makes, and one generation's engines and VIN patterns.
    route("admin/vehicles", "routes/admin/vehicles.tsx"),
    route("admin/vehicles/:id", "routes/admin/vehicle-generation.tsx"),
    route("admin/imports", "routes/admin/imports.tsx"),
    route("admin/reviews", "routes/admin/reviews.tsx"),
    route("admin/search", "routes/admin/search.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/tokens", "routes/admin/tokens.tsx"),
    route("admin/audit", "routes/admin/audit.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/set-password/:token", "routes/admin/set-password.tsx"),
  route("admin/setup/:token", "routes/admin/setup.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  route("admin/imports/export/:kind", "routes/admin/imports-export.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
