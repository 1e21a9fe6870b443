import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { allAtOnce } from "../../../../tests/helpers/contention.ts";
import { publishReviewsAtOnce } from "../../../../tests/helpers/staff.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import type { Product, Review } from "../../../domain/schemas/catalog.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await publishReviewsAtOnce(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: "GET", url: `/api/website${url}` });
  return { status: response.statusCode, body: response.json() as T };
}

let nextAddress = 1;
/** Each call comes from its own address unless one is given, so the rate limit stays apart. */
async function postReview(productId: number | string, payload: unknown, remoteAddress = `10.0.0.${nextAddress++}`) {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/website/reviews/product/${productId}`,
    payload: payload as object,
    remoteAddress,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A part of the test's own, as the API shows it (no reviews yet). */
async function aProduct(): Promise<Product> {
  const { id } = await createProduct(t.database.db);
  return (await getJson<Product>(`/products/get-by-id/${id}`)).body;
}

const goodReview = { author: "  Sam Ridge  ", rating: 2, content: "  Fitted in an hour; still tight after 2000 km of corrugations.  " };

describe("POST /reviews/product/{id}", () => {
  it("stores a good review, trimmed, and updates the product's rating and review count", async () => {
    const product = await aProduct();
    const before = await getJson<{ data: Review[] }>(`/reviews/product/${product._id}?limit=50`);
    expect(before.body.data).toHaveLength(product.reviews);
    const sum = before.body.data.reduce((total, r) => total + r.rating, goodReview.rating);
    const { status, body } = await postReview(product._id, goodReview);
    expect(status).toBe(201);
    const expectedRating = Math.round((sum / (product.reviews + 1)) * 10) / 10;
    expect(body).toMatchObject({
      data: { author: "Sam Ridge", rating: 2, content: "Fitted in an hour; still tight after 2000 km of corrugations.", avatar: null },
      rating: expectedRating,
      reviews: product.reviews + 1,
    });

    const after = await getJson<Product>(`/products/get-by-id/${product._id}`);
    expect(after.body.reviews).toBe(product.reviews + 1);
    expect(after.body.rating).toBe(expectedRating);
    const list = await getJson<{ data: Review[]; pagination: { total: number } }>(`/reviews/product/${product._id}`);
    expect(list.body.pagination.total).toBe(product.reviews + 1);
    expect(list.body.data[0]).toMatchObject({ id: (body.data as Review).id, author: "Sam Ridge" });
  });

  it("gives a product without reviews the rating of its first review", async () => {
    const product = await aProduct();
    expect(product.reviews).toBe(0);
    const { status, body: posted } = await postReview(product._id, { ...goodReview, rating: 5 });
    expect(status).toBe(201);
    expect(posted).toMatchObject({ rating: 5, reviews: 1 });
  });

  it("counts every one of several reviews posted together", async () => {
    const product = await aProduct();
    const { results, mostInFlight } = await allAtOnce([1, 2, 3].map((rating) => () => postReview(product._id, { ...goodReview, rating })));
    expect(mostInFlight).toBe(3);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const after = await getJson<Product>(`/products/get-by-id/${product._id}`);
    expect(after.body.reviews).toBe(product.reviews + 3);
  });

  it.each([
    ["an author of one character", { ...goodReview, author: " A " }, "author"],
    ["an author longer than 60 characters", { ...goodReview, author: "x".repeat(61) }, "author"],
    ["a rating of 6", { ...goodReview, rating: 6 }, "rating"],
    ["a rating of 0", { ...goodReview, rating: 0 }, "rating"],
    ["a rating as text", { ...goodReview, rating: "5" }, "rating"],
    ["no rating", { author: goodReview.author, content: goodReview.content }, "rating"],
    ["content of blanks", { ...goodReview, content: "          x " }, "content"],
    ["content longer than 2000 characters", { ...goodReview, content: "x".repeat(2001) }, "content"],
  ])("refuses %s with 400 {statusCode, error, message} naming the field, also in `field`", async (_name, payload, field) => {
    const product = await aProduct();
    const { status, body } = await postReview(product._id, payload);
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, error: "Bad Request", message: expect.stringContaining(field), field });
    const after = await getJson<Product>(`/products/get-by-id/${product._id}`);
    expect(after.body.reviews).toBe(product.reviews);
  });

  it("answers an unknown product with 404 and a malformed id with 400", async () => {
    const unknown = await postReview(99_999_999, goodReview);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ statusCode: 404, error: "Not Found", message: "Product Not Found" });
    expect((await postReview("abc", goodReview)).status).toBe(400);
  });

  it("lets one client post 5 reviews in 10 minutes, then answers 429", async () => {
    const product = await aProduct();
    const address = "10.9.9.9";
    for (let i = 0; i < 5; i++) expect((await postReview(product._id, goodReview, address)).status).toBe(201);
    const limited = await postReview(product._id, goodReview, address);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect((await postReview(product._id, goodReview, "10.9.9.10")).status).toBe(201);
  });
});

describe("GET /products/related/{id}", () => {
  it("gives up to 8 shown products of the same category, without the product itself", async () => {
    const product = await aProduct();
    const { status, body } = await getJson<Product[]>(`/products/related/${product._id}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(8);
    expect(body.every((p) => p.category.slug === product.category.slug && p.status === "show")).toBe(true);
    expect(body.some((p) => p._id === product._id)).toBe(false);
  });

  it("honours limit and answers an unknown product with 404", async () => {
    const product = await aProduct();
    expect((await getJson<Product[]>(`/products/related/${product._id}?limit=2`)).body).toHaveLength(2);
    expect((await getJson(`/products/related/99999999`)).status).toBe(404);
  });
});
