import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, type TestApp } from "../../../tests/helpers/test-app.ts";
import { firstDrawing } from "../../db/seed/catalogue-generator.ts";
import { brands, departments } from "../../db/seed/data/catalogue.ts";
import type { PartDrawing } from "../../db/seed/data/types.ts";
import { blogImageSvg, brandLogoSvg, categoryImageSvg, partImageSvg } from "../../db/seed/images.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The picture a seed image URL names, drawn from the parameters in it (as the shop drew it on request before it stored them). */
function drawnFor(url: string): string {
  const [kind, ...rest] = url
    .replace(/^\/media\/seed\//, "")
    .replace(/\.svg$/, "")
    .split("/");
  if (kind === "part") {
    const [drawing, view, accent, seed] = rest;
    return partImageSvg(drawing as PartDrawing, { view: Number(view), accent: `#${accent}`, seed: Number(seed) });
  }
  if (kind === "category") return categoryImageSvg(rest[0] as PartDrawing, `#${rest[1]}`);
  if (kind === "brand") {
    const brand = brands.find((b) => b.slug === rest[0])!;
    return brandLogoSvg(brand.name, brand.colors);
  }
  const department = departments.find((d) => d.slug === rest[0])!;
  return blogImageSvg(firstDrawing(department), Number(rest[1]));
}

async function expectImage(url: string): Promise<void> {
  const response = await t.app.inject({ method: "GET", url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(response.body, url).toBe(drawnFor(url));
}

describe("GET /media/seed/* (the seed catalogue's images)", () => {
  it("serves every view of a listed product, the same picture its URL names", async () => {
    const listing = (await t.app.inject({ method: "GET", url: "/api/website/products/?limit=3" })).json<{ data: { images: string[] }[] }>();
    const urls = listing.data.flatMap((product) => product.images);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) await expectImage(url);
  });

  it("serves brand logos, category tiles and blog banners", async () => {
    const [brand] = (await t.app.inject({ method: "GET", url: "/api/website/brands" })).json<{ image: string }[]>();
    const [category] = (await t.app.inject({ method: "GET", url: "/api/website/categories" })).json<{ image: string }[]>();
    const blog = (await t.app.inject({ method: "GET", url: "/api/website/blog?limit=2" })).json<{ data: { image: string }[] }>();
    for (const url of [brand!.image, category!.image, ...blog.data.map((post) => post.image)]) await expectImage(url);
  });

  it("answers 404 in JSON for an image the catalogue does not hold", async () => {
    for (const url of ["/media/seed/brand/no-such-brand.svg", "/media/seed/part/shock/0/ea580c/123456.svg", "/media/seed/x"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: "Image not found" });
    }
  });
});
