import { gunzipSync } from "node:zlib";

import { serializerCompiler, validatorCompiler } from "@fastify/type-provider-zod";
import { and, between, eq, inArray, lte, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createProduct } from "../../../../tests/factories/products.ts";
import { createVehicle } from "../../../../tests/factories/vehicles.ts";
import { sitemapSchemaErrors } from "../../../../tests/helpers/sitemap-schema.ts";
import { buildTestApp, type TestApp } from "../../../../tests/helpers/test-app.ts";
import { blogPosts, builds, categories, products, vehicles } from "../../../db/tables.ts";
import { slugify } from "../../../domain/slugify.ts";
import { CATALOGUE_CHANNEL, CatalogueChanges } from "../../lib/catalogue-changes.ts";
import { createCatalogueCache } from "../../lib/response-cache.ts";
import { registerErrorHandler } from "../../plugins/error-handler.ts";
import { createCatalogueVersionService } from "../catalog/index.ts";
import { sitemapRoutes } from "./sitemap.routes.ts";
import type { SitemapLimits } from "./sitemap.service.ts";

// Decision 019: every page a visitor may open, once per language, each naming all its languages'
// addresses; one <urlset> while the site fits one file, else an index of files by id range.

const ORIGIN = "http://shop.test"; // buildTestApp's PUBLIC_URL
const LANGUAGES = ["en", "ru", "ar"];
const FIXED_PATHS = [
  "/",
  "/shop",
  "/blog",
  "/guest-post",
  "/about-us",
  "/contact-us",
  "/terms",
  "/faq",
  "/privacy-policy",
  "/refund-and-returns",
];
const PRIVATE_PATHS = ["/account", "/cart", "/checkout", "/wishlist", "/compare", "/admin", "/search"];
/** Small enough that the seed catalogue (2,220 parts) needs an index of several product files. */
const SMALL: SitemapLimits = { maxUrlsPerFile: 1_500, idsPerChunk: 500 };
/** The protocol's own limits: the seed catalogue fits one urlset. */
const WHOLE: SitemapLimits = { maxUrlsPerFile: 50_000, idsPerChunk: 5_000 };

interface ListedUrl {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
}

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name]!);

/** The <url> entries of a urlset (as the shop writes them, one per line). */
function urlsOf(xml: string): ListedUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: unescapeXml(/<loc>(.*?)<\/loc>/.exec(body)![1]!),
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1] ?? null,
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => [
        hreflang,
        unescapeXml(href!),
      ]),
    ),
  }));
}

/** The <loc> of each file a sitemap index names. */
const filesOf = (xml: string) => [...xml.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, loc]) => unescapeXml(loc!));

/** A page's address in each language: English at the plain path, the others with ?lang=. */
const addressesOf = (path: string) =>
  LANGUAGES.map((language) => (language === "en" ? ORIGIN + path : `${ORIGIN}${path}?lang=${language}`));
/** Its hreflang alternates, x-default being the English address. */
const alternatesOf = (path: string) => ({
  en: ORIGIN + path,
  ru: `${ORIGIN}${path}?lang=ru`,
  ar: `${ORIGIN}${path}?lang=ar`,
  "x-default": ORIGIN + path,
});
const pathOf = (loc: string) => new URL(loc).pathname;

let t: TestApp;
/** The sitemap alone, with small or whole-site limits, on the same database, behind a catch-all like the storefront's. */
let small: FastifyInstance;
let whole: FastifyInstance;
const stops: (() => Promise<void>)[] = [];

async function sitemapApp(limits: SitemapLimits): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Kept answers as in createApp: forgotten when the catalogue changes.
  const changes = new CatalogueChanges(createCatalogueVersionService(t.database.db));
  const cache = createCatalogueCache({ maxBytes: 64 * 1024 * 1024, maxAnswerBytes: 2 * 1024 * 1024, maxAgeMs: 60_000 }, changes);
  app.decorate("responseCache", cache);
  stops.push(await t.database.watch(CATALOGUE_CHANNEL, changes.listener()));
  await app.register(sitemapRoutes({ db: t.database.db, origin: ORIGIN, limits }));
  app.all("*", async (_request, reply) => reply.type("text/html").send("<p>the storefront</p>"));
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await buildTestApp();
  small = await sitemapApp(SMALL);
  whole = await sitemapApp(WHOLE);
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await small?.close();
  await whole?.close();
  await t?.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

async function sitemapUrls(): Promise<ListedUrl[]> {
  const response = await get(whole, "/sitemap.xml");
  expect(response.statusCode).toBe(200);
  return urlsOf(response.body);
}

/** The vehicles' pages: each model's, and each year of it, made from the rows by slugify. */
async function vehiclePaths(): Promise<{ models: string[]; years: string[] }> {
  const rows = await t.database.db.select({ make: vehicles.make, model: vehicles.model, year: vehicles.year }).from(vehicles);
  const model = (row: { make: string; model: string }) => `/vehicles/${slugify(row.make)}/${slugify(row.model)}`;
  return {
    models: [...new Set(rows.map(model))],
    years: [...new Set(rows.map((row) => `${model(row)}/${row.year}`))],
  };
}

/** What the database says is listed: shown parts, every category, posts already published, published builds, vehicle pages. */
async function listedPaths(): Promise<{ products: string[]; categories: string[]; posts: string[]; builds: string[]; vehicles: string[] }> {
  const { db } = t.database;
  const shown = await db.select({ slug: products.slug }).from(products).where(eq(products.status, "show"));
  const all = await db.select({ slug: categories.slug }).from(categories);
  const published = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(lte(blogPosts.publishedAt, sql`now()`));
  const shownBuilds = await db.select({ slug: builds.slug }).from(builds).where(eq(builds.status, "published"));
  return {
    products: shown.map((row) => `/product/${row.slug}`),
    categories: all.map((row) => `/product-category/${row.slug}/products`),
    posts: published.map((row) => `/blog/${row.slug}`),
    builds: shownBuilds.map((row) => `/guest-post/${row.slug}`),
    vehicles: Object.values(await vehiclePaths()).flat(),
  };
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe("GET /sitemap.xml: the whole site in one urlset", () => {
  it("is XML the sitemap schema accepts, every address absolute on the shop's origin", async () => {
    const response = await get(whole, "/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(await sitemapSchemaErrors(response.body, "urlset")).toEqual([]);
    const urls = urlsOf(response.body);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(response.body)).toBeLessThan(50 * 1024 * 1024);
    for (const url of [...urls.map((u) => u.loc), ...urls.flatMap((u) => Object.values(u.alternates))]) {
      expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
    }
  });

  it("answers the same at /api/sitemap.xml", async () => {
    const [site, api] = await Promise.all([get(whole, "/sitemap.xml"), get(whole, "/api/sitemap.xml")]);
    expect(api.statusCode).toBe(200);
    expect(api.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(api.body).toBe(site.body);
  });

  it("lists every shown part in every language, each once, naming all its languages and x-default", async () => {
    const urls = await sitemapUrls();
    const { products: productPaths } = await listedPaths();
    const listed = urls.filter((url) => pathOf(url.loc).startsWith("/product/"));
    expect(sorted(listed.map((url) => url.loc))).toEqual(sorted(productPaths.flatMap(addressesOf)));
    for (const url of listed) expect(url.alternates).toEqual(alternatesOf(pathOf(url.loc)));
  });

  it("lists the home page, the shop, the blog, the builds, the information pages, every category, published post, published build and vehicle page", async () => {
    const urls = await sitemapUrls();
    const { categories: categoryPaths, posts, builds: buildPaths, vehicles: vehiclePages } = await listedPaths();
    expect(buildPaths.length).toBeGreaterThan(0);
    const others = urls.filter((url) => !pathOf(url.loc).startsWith("/product/"));
    expect(sorted(others.map((url) => url.loc))).toEqual(
      sorted([...FIXED_PATHS, ...categoryPaths, ...posts, ...buildPaths, ...vehiclePages].flatMap(addressesOf)),
    );
    for (const url of others) expect(url.alternates).toEqual(alternatesOf(pathOf(url.loc)));
    // Each URL once: the sitemap has as many entries as distinct addresses.
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
  });

  it("lists every vehicle model's page and each of its years' in every language, each once, a new model as soon as it is added", async () => {
    const listed = (urls: ListedUrl[]) => new Set(urls.map((url) => url.loc));
    const before = listed(await sitemapUrls());
    for (const path of ["/vehicles/toyota/hilux-n80", "/vehicles/toyota/hilux-n80/2020"]) {
      for (const address of addressesOf(path)) expect(before.has(address), address).toBe(true);
    }
    const { models, years } = await vehiclePaths();
    const vehicleUrls = (await sitemapUrls()).filter((url) => pathOf(url.loc).startsWith("/vehicles/"));
    expect(sorted(vehicleUrls.map((url) => url.loc))).toEqual(sorted([...models, ...years].flatMap(addressesOf)));
    for (const url of vehicleUrls) expect(url.alternates).toEqual(alternatesOf(pathOf(url.loc)));

    // Two engines of one year: one model page, one year page.
    const first = await createVehicle(t.database.db, { make: "Sitemap Motors", year: 2021, engineCode: "A1" });
    await createVehicle(t.database.db, { make: "Sitemap Motors", model: first.model, year: 2021, engineCode: "B2" });
    const model = `/vehicles/sitemap-motors/${slugify(first.model)}`;
    const after = (await sitemapUrls()).map((url) => url.loc);
    expect(after.filter((loc) => pathOf(loc).startsWith(model)).sort()).toEqual(sorted([model, `${model}/2021`].flatMap(addressesOf)));
  });

  it("lists no page of the account, cart, checkout, wishlist, compare, back office or search", async () => {
    for (const url of await sitemapUrls()) {
      const path = pathOf(url.loc);
      expect(PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(false);
    }
  });

  it("leaves out a hidden part in every language, and lists it again once shown", async () => {
    const part = await createProduct(t.database.db);
    const listedPart = (urls: ListedUrl[]) => urls.filter((url) => pathOf(url.loc) === `/product/${part.slug}`).map((url) => url.loc);
    expect(sorted(listedPart(await sitemapUrls()))).toEqual(sorted(addressesOf(`/product/${part.slug}`)));

    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, part.id));
    const urls = await sitemapUrls();
    expect(listedPart(urls)).toEqual([]);
    expect(urls.some((url) => Object.values(url.alternates).some((href) => href.includes(part.slug)))).toBe(false);

    await t.database.db.update(products).set({ status: "show" }).where(eq(products.id, part.id));
    expect(listedPart(await sitemapUrls())).toHaveLength(3);
  });

  it("leaves out a blog post until it is published", async () => {
    const [post] = await t.database.db.select().from(blogPosts).limit(1);
    const listedPost = async () => (await sitemapUrls()).some((url) => pathOf(url.loc) === `/blog/${post!.slug}`);
    expect(await listedPost()).toBe(true);
    await t.database.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.id, post!.id));
    expect(await listedPost()).toBe(false);
    await t.database.db.update(blogPosts).set({ publishedAt: post!.publishedAt }).where(eq(blogPosts.id, post!.id));
    expect(await listedPost()).toBe(true);
  });

  it("dates a part by its creation and a post by its publication, to the second in UTC; other pages carry no date", async () => {
    const urls = await sitemapUrls();
    const byPath = (path: string) => urls.filter((url) => pathOf(url.loc) === path);
    const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

    const [part] = await t.database.db.select().from(products).where(eq(products.status, "show")).limit(1);
    expect(byPath(`/product/${part!.slug}`).map((url) => url.lastmod)).toEqual([
      w3c(part!.createdAt),
      w3c(part!.createdAt),
      w3c(part!.createdAt),
    ]);
    const [post] = await t.database.db.select().from(blogPosts).limit(1);
    expect(byPath(`/blog/${post!.slug}`).map((url) => url.lastmod)).toEqual([
      w3c(post!.publishedAt),
      w3c(post!.publishedAt),
      w3c(post!.publishedAt),
    ]);
    const [category] = await t.database.db.select().from(categories).limit(1);
    for (const path of [...FIXED_PATHS, `/product-category/${category!.slug}/products`]) {
      expect(byPath(path).map((url) => url.lastmod)).toEqual([null, null, null]);
    }
  });

  it("escapes a slug holding & and still validates", async () => {
    const part = await createProduct(t.database.db);
    const slug = `nuts&bolts-${part.slug}`;
    await t.database.db.update(products).set({ slug }).where(eq(products.id, part.id));
    const response = await get(whole, "/sitemap.xml");
    expect(response.body).toContain(`<loc>${ORIGIN}/product/nuts&amp;bolts-${part.slug}?lang=ru</loc>`);
    expect(response.body).not.toContain(`/product/nuts&bolts`);
    expect(await sitemapSchemaErrors(response.body, "urlset")).toEqual([]);
    expect(urlsOf(response.body).filter((url) => pathOf(url.loc) === `/product/${slug}`)).toHaveLength(3);
    await t.database.db.update(products).set({ status: "hide" }).where(eq(products.id, part.id));
  });
});

describe("the shop's own sitemap, at its own limits", () => {
  const FILE = "/sitemaps/products-1.xml";

  it("names files small enough for the response cache to keep, together listing every shown part in every language", async () => {
    const index = await get(t.app, "/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(await sitemapSchemaErrors(index.body, "sitemapindex")).toEqual([]);
    const listed = new Set<string>();
    for (const file of filesOf(index.body)) {
      const answer = await get(t.app, new URL(file).pathname);
      expect(answer.statusCode).toBe(200);
      expect(Buffer.byteLength(answer.body)).toBeLessThan(2 * 1024 * 1024);
      for (const url of urlsOf(answer.body)) listed.add(url.loc);
    }
    const { products: shown } = await listedPaths();
    expect(shown.flatMap(addressesOf).filter((address) => !listed.has(address))).toEqual([]);
  });

  it("is sent compressed, cacheable by anyone, with an ETag a crawler revalidates for a 304", async () => {
    const plain = await get(t.app, FILE);
    expect(plain.headers["cache-control"]).toBe("public, max-age=3600");
    expect(plain.headers["x-content-type-options"]).toBe("nosniff"); // helmet's headers, as on every answer
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const gzipped = await get(t.app, FILE, { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(etag);

    const held = await get(t.app, FILE, { "if-none-match": etag, "accept-encoding": "gzip" });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe("");
    expect(held.headers.etag).toBe(etag);
    expect(held.headers["content-encoding"]).toBeUndefined();
    expect((await get(t.app, FILE, { "if-none-match": 'W/"another"' })).statusCode).toBe(200);
  });
});

describe("GET /sitemap.xml: an index of files when the site outgrows one", () => {
  async function indexFiles(): Promise<string[]> {
    const response = await get(small, "/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await sitemapSchemaErrors(response.body, "sitemapindex")).toEqual([]);
    return filesOf(response.body);
  }

  /** Every file the index names, each checked against the schema and the limits. */
  async function allFiles(): Promise<Map<string, ListedUrl[]>> {
    const files = new Map<string, ListedUrl[]>();
    for (const file of await indexFiles()) {
      const response = await get(small, new URL(file).pathname);
      expect(response.statusCode, file).toBe(200);
      expect(await sitemapSchemaErrors(response.body, "urlset"), file).toEqual([]);
      const urls = urlsOf(response.body);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length, file).toBeLessThanOrEqual(SMALL.maxUrlsPerFile);
      files.set(file, urls);
    }
    return files;
  }

  it("names the fixed pages' file and one file per filled id range of categories, posts, builds, vehicle pages and parts", async () => {
    const files = await indexFiles();
    const [{ maxId }] = (await t.database.db.select({ maxId: sql<number>`max(${products.id})` }).from(products)) as [{ maxId: number }];
    const productFiles = Array.from({ length: Math.ceil(maxId / SMALL.idsPerChunk) }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`);
    // A vehicle page is listed in the id range of the first vehicle of its model (or its model's year).
    const rows = await t.database.db
      .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, year: vehicles.year })
      .from(vehicles)
      .orderBy(vehicles.id);
    const vehicleFiles = (section: string, groupOf: (row: (typeof rows)[number]) => string) => {
      const firstIds = new Map<string, number>();
      for (const row of rows) if (!firstIds.has(groupOf(row))) firstIds.set(groupOf(row), row.id);
      const ranges = [...new Set([...firstIds.values()].map((id) => Math.floor((id - 1) / SMALL.idsPerChunk) + 1))].sort((a, b) => a - b);
      return ranges.map((n) => `${ORIGIN}/sitemaps/${section}-${n}.xml`);
    };
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/categories-1.xml`,
      `${ORIGIN}/sitemaps/blog-1.xml`,
      `${ORIGIN}/sitemaps/builds-1.xml`,
      ...vehicleFiles("vehicle-models", (row) => `${row.make}|${row.model}`),
      ...vehicleFiles("vehicle-years", (row) => `${row.make}|${row.model}|${row.year}`),
      ...productFiles,
    ]);
    // The catch-all behind the sitemap (as the storefront's) answers its own paths only.
    expect((await get(small, "/somewhere-else")).body).toBe("<p>the storefront</p>");
  });

  it("serves every file it names, each valid and none empty, together listing every page in every language once", async () => {
    const files = await allFiles();
    const urls = [...files.values()].flat();
    const { products: productPaths, categories: categoryPaths, posts, builds: buildPaths, vehicles: vehiclePages } = await listedPaths();
    expect(sorted(urls.map((url) => url.loc))).toEqual(
      sorted([...FIXED_PATHS, ...categoryPaths, ...posts, ...buildPaths, ...vehiclePages, ...productPaths].flatMap(addressesOf)),
    );
    for (const url of urls) expect(url.alternates).toEqual(alternatesOf(pathOf(url.loc)));
    // A part's file is its id range.
    const [first] = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, 1));
    expect(files.get(`${ORIGIN}/sitemaps/products-1.xml`)!.some((url) => pathOf(url.loc) === `/product/${first!.slug}`)).toBe(true);
  });

  it("keeps the index until the catalogue changes, and never names a range whose parts are all hidden", async () => {
    const first = await get(small, "/sitemap.xml");
    await expect.poll(async () => (await get(small, "/sitemap.xml")).headers["x-cache"], { timeout: 5_000 }).toBe("hit");
    expect((await get(small, "/sitemap.xml")).body).toBe(first.body);
    // A kept answer is revalidated as a rendered one.
    const held = await get(small, "/sitemap.xml", { "if-none-match": String(first.headers.etag) });
    expect([held.statusCode, held.headers["x-cache"], held.body]).toEqual([304, "hit", ""]);

    const range = between(products.id, SMALL.idsPerChunk + 1, 2 * SMALL.idsPerChunk);
    const shown = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(range, eq(products.status, "show")));
    await t.database.db.update(products).set({ status: "hide" }).where(range);
    try {
      expect(await indexFiles()).not.toContain(`${ORIGIN}/sitemaps/products-2.xml`);
      expect((await get(small, "/sitemaps/products-2.xml")).statusCode).toBe(404);
      expect((await get(small, "/sitemaps/products-3.xml")).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(products)
        .set({ status: "show" })
        .where(
          inArray(
            products.id,
            shown.map((row) => row.id),
          ),
        );
    }
    expect(await indexFiles()).toContain(`${ORIGIN}/sitemaps/products-2.xml`);
  });

  it("answers 404 in the shop's JSON error shape for an unknown, malformed or past-the-end file", async () => {
    const [{ maxId }] = (await t.database.db.select({ maxId: sql<number>`max(${products.id})` }).from(products)) as [{ maxId: number }];
    const pastTheEnd = Math.ceil(maxId / SMALL.idsPerChunk) + 1;
    for (const file of [
      `products-${pastTheEnd}.xml`,
      "products-99999999.xml",
      "products-9999999999.xml",
      "products-0.xml",
      "products-01.xml",
      "products-1.json",
      "products.xml",
      "blog-2.xml",
      "builds-2.xml",
      "vehicle-models-999.xml",
      "vehicle-years-0.xml",
      "vehicles-1.xml",
      "widgets.xml",
      "pages-1.xml",
      "..%2Fsitemap.xml",
    ]) {
      const response = await get(small, `/sitemaps/${file}`);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers["content-type"], file).toBe("application/json; charset=utf-8");
      expect(response.json(), file).toEqual({ statusCode: 404, error: "Not Found", message: "Sitemap not found" });
    }
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of private pages, search and the API except its sitemap, and names the sitemap", async () => {
    const response = await get(t.app, "/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.body).toBe(
      [
        "User-agent: *",
        "Allow: /api/sitemap.xml",
        "Disallow: /account",
        "Disallow: /cart",
        "Disallow: /checkout",
        "Disallow: /admin",
        "Disallow: /wishlist",
        "Disallow: /compare",
        "Disallow: /search",
        "Disallow: /*?q=",
        "Disallow: /*&q=",
        "Disallow: /api/",
        "",
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  it("disallows no address the sitemap lists", async () => {
    const disallowed = (await get(t.app, "/robots.txt")).body
      .split("\n")
      .filter((line) => line.startsWith("Disallow: ") && !line.includes("*"))
      .map((line) => line.slice("Disallow: ".length));
    for (const url of await sitemapUrls()) {
      const { pathname, search } = new URL(url.loc);
      expect(disallowed.some((prefix) => pathname.startsWith(prefix))).toBe(false);
      expect(/[?&]q=/.test(search)).toBe(false);
    }
  });
});

describe("the sitemap schema (tests/fixtures/sitemap)", () => {
  const urlset = (body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${body}</urlset>`;
  const link = `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/shop"/>`;

  it("accepts a url with loc, lastmod and its alternates", async () => {
    expect(
      await sitemapSchemaErrors(urlset(`<url><loc>${ORIGIN}/shop</loc><lastmod>2026-11-01T09:00:00Z</lastmod>${link}</url>`), "urlset"),
    ).toEqual([]);
  });

  it("refuses a url without loc, an empty urlset, a link without hreflang, a relative loc and a lastmod without time zone", async () => {
    for (const wrong of [
      urlset(`<url><lastmod>2026-11-01</lastmod>${link}</url>`),
      urlset(""),
      urlset(`<url><loc>${ORIGIN}/shop</loc><xhtml:link rel="alternate" href="${ORIGIN}/shop"/></url>`),
      urlset(`<url><loc>/shop</loc></url>`),
      urlset(`<url><loc>${ORIGIN}/shop</loc><lastmod>2026-11-01T09:00:00</lastmod></url>`),
      urlset(`<url><loc>${ORIGIN}/a&b</loc></url>`),
    ]) {
      expect(await sitemapSchemaErrors(wrong, "urlset"), wrong).not.toEqual([]);
    }
  });
});
