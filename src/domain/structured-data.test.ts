import { describe, expect, it } from "vitest";

import type { ProductDetailView } from "./product.ts";
import { productJsonLd, serializeJsonLd } from "./structured-data.ts";

const product: ProductDetailView = {
  id: 7,
  slug: "lift-kit-50mm",
  sku: "DC-LK50-01",
  partNumber: "DC-LK50",
  title: { en: "Lift kit 50 mm", ar: "طقم رفع 50 مم" },
  excerpt: { en: "A 50 mm lift." },
  stock: 12,
  priceCents: 120000,
  discountCents: 20000,
  status: "show",
  tags: [],
  universal: false,
  rating: 4.3,
  reviewCount: 9,
  images: ["/media/seed/a.svg"],
  brand: { slug: "dunecrest", name: "Dunecrest", country: "AU" },
  category: { slug: "lift-kits", name: { en: "Lift kits" } },
  options: [],
  description: { en: "Long text" },
  metaTitle: "",
  metaDescription: "",
  metaKeywords: "",
  specs: [],
  variants: [],
  categoryPath: [],
};

describe("product JSON-LD", () => {
  it("offers the selling price in USD with the stock's availability and the rating", () => {
    const jsonLd = productJsonLd(product, "https://shop.test", "en");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: "Lift kit 50 mm",
      sku: "DC-LK50-01",
      mpn: "DC-LK50",
      image: ["https://shop.test/media/seed/a.svg"],
      offers: {
        price: "1000.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://shop.test/product/lift-kit-50mm",
      },
      aggregateRating: { ratingValue: 4.3, reviewCount: 9 },
    });
  });

  it("names the product in the shopper's language, and leaves out a rating without reviews", () => {
    const jsonLd = productJsonLd({ ...product, reviewCount: 0, rating: 0, stock: 0 }, "https://shop.test", "ar");
    expect(jsonLd.name).toBe("طقم رفع 50 مم");
    expect(jsonLd.aggregateRating).toBeUndefined();
    expect((jsonLd.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
  });

  it("serialises so that no text can close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
