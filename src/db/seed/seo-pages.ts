/** Meta tags of the shop's own pages (spec GET /seo/{path}). */
export const seoPageDefaults = [
  {
    path: "/",
    metaTitle: "Overland · 4x4 and off-road parts",
    metaDescription:
      "Suspension, recovery gear, bull bars, filters and more for Land Cruiser, Patrol, Hilux, Wrangler, Ranger and other 4x4s. Parts that fit your vehicle.",
    metaKeywords: "4x4 parts, off-road, suspension, recovery gear, Land Cruiser, Patrol, Hilux",
  },
  {
    path: "/shop",
    metaTitle: "Shop all 4x4 parts · Overland",
    metaDescription: "Browse thousands of 4x4 parts by category, brand, price and vehicle fitment.",
    metaKeywords: "4x4 parts shop, off-road accessories",
  },
  {
    path: "/cart",
    metaTitle: "Your cart · Overland",
    metaDescription: "The parts in your cart.",
    metaKeywords: "",
  },
  {
    path: "/cart/checkout",
    metaTitle: "Checkout · Overland",
    metaDescription: "Delivery details and payment.",
    metaKeywords: "",
  },
];
