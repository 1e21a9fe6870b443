import { describe, expect, it } from "vitest";

import type { ProductDetailView } from "./product.ts";
import { blogPostingJsonLd, breadcrumbJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from "./structured-data.ts";

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
  pictureAlts: {},
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
    expect(jsonLd.url).toBe("https://shop.test/product/lift-kit-50mm?lang=ar");
    expect(jsonLd.aggregateRating).toBeUndefined();
    expect((jsonLd.offers as { availability: string }).availability).toBe("https://schema.org/OutOfStock");
  });

  it("serialises so that no text can close the script element", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("breadcrumb, organisation and blog post JSON-LD", () => {
  it("lists the trail in order, each step at its address in the page's language", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Подвеска", path: "/product-category/suspension/products" },
      { name: "Lift kit 50 mm", path: "/product/lift-kit-50mm" },
    ];
    expect(breadcrumbJsonLd(trail, "https://shop.test", "ru")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.test/?lang=ru" },
        { "@type": "ListItem", position: 2, name: "Подвеска", item: "https://shop.test/product-category/suspension/products?lang=ru" },
        { "@type": "ListItem", position: 3, name: "Lift kit 50 mm", item: "https://shop.test/product/lift-kit-50mm?lang=ru" },
      ],
    });
  });

  it("names the shop with its contacts, and a post with its author, date and language", () => {
    expect(organizationJsonLd("https://shop.test", { email: "shop@example.com", phone: "+61 2 4782 0000" })).toMatchObject({
      "@type": "Organization",
      url: "https://shop.test/",
      email: "shop@example.com",
      telephone: "+61 2 4782 0000",
    });
    const post = {
      slug: "first-trip",
      title: "First trip",
      excerpt: "Notes",
      image: "/media/p.svg",
      author: "Sam",
      date: "2026-01-02T00:00:00.000Z",
    };
    expect(blogPostingJsonLd(post, "https://shop.test", "en")).toMatchObject({
      "@type": "BlogPosting",
      headline: "First trip",
      datePublished: "2026-01-02T00:00:00.000Z",
      author: { "@type": "Person", name: "Sam" },
      mainEntityOfPage: "https://shop.test/blog/first-trip",
      image: "https://shop.test/media/p.svg",
      inLanguage: "en",
    });
  });

  it("serialises several objects as one array", () => {
    expect(JSON.parse(serializeJsonLd([{ a: 1 }, { b: 2 }]))).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
