import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { products } from "../../../db/tables.ts";
import type { Product } from "../../../domain/schemas/catalog.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function getJson<T = Record<string, unknown>>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api/website${url}` });
  return { status: response.statusCode, body: response.json() as T };
}

interface ListBody {
  data: Product[];
  pagination: { limit: number; total: number; page: number; totalPages: number };
  filters: { slug: string; type: string; items?: { slug: string; count: number }[]; min?: number; max?: number }[];
}

const selling = (p: Product) => Math.round((p.prices.price - p.prices.discount) * 100);

describe("GET /products/", () => {
  it("gives 16 items by default with the pagination of a 2000+ catalogue", async () => {
    const { status, body } = await getJson<ListBody>("/products/?limit=16&page=1");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(16);
    expect(body.pagination.limit).toBe(16);
    expect(body.pagination.page).toBe(1);
    expect(body.pagination.total).toBeGreaterThanOrEqual(2000);
    expect(body.pagination.totalPages).toBe(Math.ceil(body.pagination.total / 16));
  });

  it("uses the spec's server form field names", async () => {
    const { body } = await getJson<ListBody>("/products/?limit=1");
    const product = body.data[0]!;
    expect(product).toMatchObject({
      _id: expect.any(Number),
      title: { en: expect.any(String) },
      prices: { price: expect.any(Number), discount: expect.any(Number) },
      status: "show",
    });
    expect(product.productId).toMatch(/^[A-Z]{2,4}-/);
  });

  it("answers a page past the end with empty data and correct pagination", async () => {
    const { body: first } = await getJson<ListBody>("/products/?limit=16");
    const past = first.pagination.totalPages + 1;
    const { status, body } = await getJson<ListBody>(`/products/?limit=16&page=${past}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.pagination).toEqual({ ...first.pagination, page: past });
  });

  it("narrows by category, including its sub-categories", async () => {
    const { body: all } = await getJson<ListBody>("/products/?limit=1");
    const { body } = await getJson<ListBody>("/products/?limit=100&filter_category=suspension");
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.pagination.total).toBeLessThan(all.pagination.total);
    const categoryFilter = body.filters.find((f) => f.slug === "category")!;
    const children = categoryFilter.items!.filter((i) => (i as { type?: string }).type === "child");
    expect(children.reduce((sum, c) => sum + c.count, 0)).toBe(body.pagination.total);
  });

  it("narrows by brand and agrees with the brand facet's count", async () => {
    const { body: all } = await getJson<ListBody>("/products/?limit=1");
    const brand = all.filters.find((f) => f.slug === "brand")!.items![0]!;
    const { body } = await getJson<ListBody>(`/products/?limit=100&filter_brand=${brand.slug}`);
    expect(body.pagination.total).toBe(brand.count);
    expect(body.data.every((p) => p.brand.slug === brand.slug)).toBe(true);
  });

  it("narrows by selling price range", async () => {
    const { body } = await getJson<ListBody>("/products/?limit=100&filter_price=100-200");
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.data.every((p) => selling(p) >= 10000 && selling(p) <= 20000)).toBe(true);
  });

  it("narrows by discount yes and no, which together make the whole", async () => {
    const { body: all } = await getJson<ListBody>("/products/?limit=1");
    const { body: yes } = await getJson<ListBody>("/products/?limit=50&filter_discount=yes");
    const { body: no } = await getJson<ListBody>("/products/?limit=50&filter_discount=no");
    expect(yes.data.every((p) => p.prices.discount > 0)).toBe(true);
    expect(no.data.every((p) => p.prices.discount === 0)).toBe(true);
    expect(yes.pagination.total + no.pagination.total).toBe(all.pagination.total);
    expect(yes.pagination.total / all.pagination.total).toBeGreaterThan(0.1);
  });

  it("narrows by rounded rating", async () => {
    const { body } = await getJson<ListBody>("/products/?limit=100&filter_rating=5");
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.data.every((p) => p.reviews > 0 && Math.round(p.rating) === 5)).toBe(true);
  });

  it("narrows by colour", async () => {
    const { body: all } = await getJson<ListBody>("/products/?limit=1");
    const color = all.filters.find((f) => f.slug === "color")!.items![0]!;
    const { body } = await getJson<ListBody>(`/products/?limit=100&filter_color=${color.slug}`);
    expect(body.pagination.total).toBe(color.count);
    expect(body.data.every((p) => p.options.some((o) => o.type === "color" && o.values.some((v) => v.slug === color.slug)))).toBe(true);
  });

  it("narrows by vehicle to its fitted parts plus universal parts", async () => {
    const { body: all } = await getJson<ListBody>("/products/?limit=1");
    const vehicles = await getJson<{ id: number }[]>("/vehicles?year=1995&make=Toyota&model=Land%20Cruiser%2080");
    expect(vehicles.status).toBe(200);
    const vehicleId = vehicles.body[0]!.id;
    const { body } = await getJson<ListBody>(`/products/?limit=100&filter_vehicle=${vehicleId}`);
    const { body: universal } = await getJson<ListBody>(`/products/?limit=1&filter_vehicle=${vehicleId}&filter_category=recovery-gear`);
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.pagination.total).toBeLessThan(all.pagination.total);
    expect(body.data.some((p) => !p.universal)).toBe(true);
    expect(universal.pagination.total).toBeGreaterThan(0);
    expect(body.filters.find((f) => f.slug === "vehicle")).toMatchObject({ value: vehicleId });
  });

  it("sorts by name ascending and descending", async () => {
    const { body: asc } = await getJson<ListBody>("/products/?limit=20&sort=name_asc");
    const { body: desc } = await getJson<ListBody>("/products/?limit=20&sort=name_desc");
    const names = (b: ListBody) => b.data.map((p) => p.title.en);
    const collator = (a: string, b: string) => a.localeCompare(b, "en");
    expect(names(asc)).toEqual([...names(asc)].sort(collator));
    expect(names(desc)).toEqual([...names(desc)].sort(collator).reverse());
  });

  it("rounds the price range of the listing to a power of 10", async () => {
    const { body } = await getJson<ListBody>("/products/?limit=1");
    const price = body.filters.find((f) => f.slug === "price")!;
    expect(price.min! % 10).toBe(0);
    expect(price.max! % 10).toBe(0);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["page=0", "page"],
    ["sort=cheapest", "sort"],
    ["filter_price=cheap", "filter_price"],
    ["filter_discount=maybe", "filter_discount"],
    ["filter_rating=9", "filter_rating"],
    ["filter_brand=Bad%20Slug!", "filter_brand"],
    ["filter_vehicle=x", "filter_vehicle"],
  ])("rejects %s with 400 naming the field", async (query, field) => {
    const { status, body } = await getJson<{ statusCode: number; error: string; message: string }>(`/products/?${query}`);
    expect(status).toBe(400);
    expect(body.statusCode).toBe(400);
    expect(body.error).toBe("Bad Request");
    expect(body.message).toContain(field);
  });

  it("answers an unknown category with 404", async () => {
    const { status } = await getJson("/products/?filter_category=no-such-category");
    expect(status).toBe(404);
  });
});

describe("GET /products/{slug} and /products/get-by-id/{id}", () => {
  it("returns the product's detail by slug and by id", async () => {
    const { body: list } = await getJson<ListBody>("/products/?limit=1");
    const { slug, _id } = list.data[0]!;
    const bySlug = await getJson<Product & { description: { en: string }; specs: unknown[] }>(`/products/${slug}`);
    const byId = await getJson<Product>(`/products/get-by-id/${_id}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body._id).toBe(_id);
    expect(bySlug.body.description.en.length).toBeGreaterThan(20);
    expect(bySlug.body.specs.length).toBeGreaterThan(0);
    expect(byId.body.slug).toBe(slug);
  });

  it("answers a missing product with 404 Product Not Found", async () => {
    const bySlug = await getJson<{ message: string }>("/products/no-such-part");
    const byId = await getJson<{ message: string }>("/products/get-by-id/99999999");
    expect(bySlug.status).toBe(404);
    expect(bySlug.body.message).toBe("Product Not Found");
    expect(byId.status).toBe(404);
    expect(byId.body.message).toBe("Product Not Found");
  });

  it("rejects a malformed id with 400", async () => {
    expect((await getJson("/products/get-by-id/abc")).status).toBe(400);
  });

  it("finds a product whose slug is longer than a hundred characters (a long title and its part number)", async () => {
    const slug = `${"heavy-duty-".repeat(9)}part`;
    const made = await createProduct(t.database.db);
    await t.database.db.update(products).set({ slug }).where(eq(products.id, made.id));
    const { status, body } = await getJson<Product>(`/products/${slug}`);
    expect(slug.length).toBeGreaterThan(100);
    expect(status).toBe(200);
    expect(body._id).toBe(made.id);
  });
});

describe("product lists", () => {
  it.each(["featured", "best-seller", "top-rated", "special-offer", "new-arrival"])("GET /products/%s gives products", async (kind) => {
    const { status, body } = await getJson<Product[]>(`/products/${kind}?limit=5`);
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
  });

  it("special offers are discounted and top rated are ordered by rating", async () => {
    const offers = await getJson<Product[]>("/products/special-offer?limit=10");
    expect(offers.body.every((p) => p.prices.discount > 0)).toBe(true);
    const top = await getJson<Product[]>("/products/top-rated?limit=10");
    const ratings = top.body.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("limits a list to a category", async () => {
    const { body } = await getJson<Product[]>("/products/featured?limit=50&categorySlug=lighting");
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((p) => p.tag.includes("lighting"))).toBe(true);
  });
});

describe("GET /products/search", () => {
  it("finds products by English title words", async () => {
    const { body } = await getJson<{ products: Product[]; categories: unknown[] }>("/products/search?query=shock%20absorber");
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(4);
    expect(body.products[0]!.title.en.toLowerCase()).toContain("shock");
  });

  it("finds products by Russian and Arabic titles", async () => {
    const { body: ru } = await getJson<{ products: Product[] }>(`/products/search?query=${encodeURIComponent("амортизатор")}`);
    expect(ru.products.length).toBeGreaterThan(0);
    const arabicWord = ru.products[0]!.title.ar!.split(" ")[0]!;
    const { body: ar } = await getJson<{ products: Product[] }>(`/products/search?query=${encodeURIComponent(arabicWord)}`);
    expect(ar.products.length).toBeGreaterThan(0);
  });

  it("finds a part by its number with or without dashes and spaces", async () => {
    const { body: list } = await getJson<ListBody>("/products/?limit=1&sort=name_asc");
    const part = list.data[0]!;
    for (const query of [part.productId, part.productId.replaceAll("-", ""), part.productId.replaceAll("-", " ").toLowerCase()]) {
      const { body } = await getJson<{ products: Product[] }>(`/products/search?query=${encodeURIComponent(query)}`);
      expect(body.products[0]?._id, query).toBe(part._id);
    }
  });

  it("suggests categories and honours the limits", async () => {
    const { body } = await getJson<{ products: Product[]; categories: { slug: string }[] }>(
      "/products/search?query=filter&limitProducts=2&limitCategories=1",
    );
    expect(body.products.length).toBeLessThanOrEqual(2);
    expect(body.categories.length).toBe(1);
  });

  it("with a vehicle, suggests only the parts that fit it, universal parts included", async () => {
    const vehicleId = (await getJson<{ id: number }[]>("/vehicles?year=1995&make=Toyota&model=Land%20Cruiser%2080")).body[0]!.id;
    const fitsOf = async (ids: number[]) =>
      new Set((await getJson<{ fits: number[] }>(`/vehicles/${vehicleId}/fitment?products=${ids.join(",")}`)).body.fits);
    const search = async (query: string, vehicle?: number) =>
      (
        await getJson<{ products: Product[] }>(
          `/products/search?query=${encodeURIComponent(query)}&limitProducts=50${vehicle ? `&vehicle=${vehicle}` : ""}`,
        )
      ).body.products;

    // A word of a part fitted to the vehicle: every suggestion with the vehicle fits it.
    const { body: fitted } = await getJson<ListBody>(`/products/?limit=100&filter_vehicle=${vehicleId}`);
    const part = fitted.data.find((p) => !p.universal)!;
    const word = part.title.en.split(" ")[0]!;
    const suggested = await search(word, vehicleId);
    expect(suggested.length).toBeGreaterThan(0);
    const fits = await fitsOf(suggested.map((p) => p._id));
    expect(suggested.every((p) => fits.has(p._id))).toBe(true);
    expect((await search(part.productId, vehicleId))[0]?._id).toBe(part._id);

    // A part of other vehicles is not suggested, even by its exact number; a universal part is.
    const { body: first } = await getJson<ListBody>("/products/?limit=100");
    const fitsFirst = await fitsOf(first.data.map((p) => p._id));
    const other = first.data.find((p) => !fitsFirst.has(p._id))!;
    expect((await search(other.productId))[0]?._id).toBe(other._id);
    expect((await search(other.productId, vehicleId)).map((p) => p._id)).not.toContain(other._id);
    const universal = fitted.data.find((p) => p.universal)!;
    expect((await search(universal.productId, vehicleId))[0]?._id).toBe(universal._id);
  });

  it("refuses a vehicle that is not an id", async () => {
    expect((await getJson("/products/search?query=shock&vehicle=abc")).status).toBe(400);
  });

  it("gives empty results for an empty query", async () => {
    const { body } = await getJson<{ products: Product[]; categories: unknown[] }>("/products/search?query=");
    expect(body).toEqual({ products: [], categories: [] });
  });
});

describe("categories, brands, reviews, seo", () => {
  it("GET /categories gives the tree with the spec's fallback departments first", async () => {
    const { body } = await getJson<{ name: { en: string }; children: unknown[]; items: number }[]>("/categories");
    expect(body.slice(0, 7).map((c) => c.name.en)).toEqual([
      "Clutches",
      "Fuel Systems",
      "Steering",
      "Suspension",
      "Body Parts",
      "Transmission",
      "Air Filters",
    ]);
    expect(body.every((c) => c.children.length >= 3 && c.items > 0)).toBe(true);
  });

  it("GET /categories/{slug} gives one category, 404 for an unknown one", async () => {
    expect((await getJson<{ slug: string }>("/categories/suspension")).body.slug).toBe("suspension");
    expect((await getJson("/categories/nope")).status).toBe(404);
  });

  it("GET /brands honours limit", async () => {
    const { body } = await getJson<unknown[]>("/brands?limit=5");
    expect(body).toHaveLength(5);
  });

  it("GET /reviews/product/{id} pages reviews, newest first, 8 by default", async () => {
    const { body: top } = await getJson<Product[]>("/products/top-rated?limit=50");
    const product = top.find((p) => p.reviews > 8) ?? top[0]!;
    const { status, body } = await getJson<{ data: { rating: number; date: string }[]; pagination: { total: number } }>(
      `/reviews/product/${product._id}`,
    );
    expect(status).toBe(200);
    expect(body.pagination.total).toBe(product.reviews);
    expect(body.data.length).toBe(Math.min(8, product.reviews));
    const dates = body.data.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("GET /seo/{path} gives a page's meta and a product's own meta", async () => {
    const home = await getJson<{ data: { metaTitle: string } }>("/seo/");
    expect(home.body.data.metaTitle).toContain("Overland");
    const { body: list } = await getJson<ListBody>("/products/?limit=1");
    const product = await getJson<{ data: { metaTitle: string } }>(`/seo/product/${list.data[0]!.slug}`);
    expect(product.body.data.metaTitle).toContain(list.data[0]!.productId);
    expect((await getJson("/seo/nowhere")).status).toBe(404);
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const { status, body } = await getJson<{ statusCode: number }>("/no/such/path");
    expect(status).toBe(404);
    expect(body.statusCode).toBe(404);
  });
});
