import { type APIRequestContext, type APIResponse, request as playwrightRequest } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";

import routes from "../../src/web/routes.ts";
import { uniqueEmail } from "../fixtures/account.ts";
import { expect, test } from "../fixtures/test.ts";

// Every answer that depends on a session is private, whatever its type: the page, and its data
// request (React Router's single fetch: `/shop.data`, `/_.data` for `/`), which carries the root's
// data and with it the customer's name and e-mail. The walk is the storefront's own route table
// (src/web/routes.ts), its parameters filled with seeded values, so a route added later is walked
// too. A guest's catalogue answers stay what a shared cache may keep.

/** Every path of the route table, as written there (`product/:slug`), layouts flattened. */
function pathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    return [...(entry.index || (entry.path !== undefined && !entry.children) ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

/** The data request React Router's client makes for a page's address (single-fetch.js singleFetchUrl). */
const dataUrlOf = (url: string) => {
  const [path, query] = url.split("?");
  const data = path!.endsWith("/") ? `${path}_.data` : `${path}.data`;
  return query ? `${data}?${query}` : data;
};

/** Seeded values for each route's parameters; a parameter without one fails the walk. */
async function seededParams(request: APIRequestContext): Promise<Record<string, Record<string, string>>> {
  const json = async <T>(url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    return (await response.json()) as T;
  };
  const [{ data: parts }, categories, { data: posts }, { data: builds }] = await Promise.all([
    json<{ data: { _id: number; slug: string; title: { en: string } }[] }>("/api/website/products/?limit=1"),
    json<{ slug: string; children: { slug: string }[] }[]>("/api/website/categories"),
    json<{ data: { slug: string }[] }>("/api/website/blog"),
    json<{ data: { slug: string }[] }>("/api/website/builds"),
  ]);
  const sitemap = await (await request.get("/sitemaps/vehicle-years-1.xml")).text();
  const [, make, model, year] = /<loc>[^<]*\/vehicles\/([^/<]+)\/([^/<]+)\/(\d{4})<\/loc>/.exec(sitemap) ?? [];
  const home = await (await request.get("/")).text();
  const [, messages] = /\/resources\/messages\/([^"?]+)/.exec(home) ?? [];
  const category = categories[0]!.children[0]?.slug ?? categories[0]!.slug;
  const token = "a-token-no-one-was-sent-0123456789";
  return {
    // Search without words sends the shopper back; with a word of a part's title it lists it.
    search: { "?q": parts[0]!.title.en.split(" ")[0]! },
    "product-category/:slug/products": { slug: category },
    "product/:slug": { slug: parts[0]!.slug },
    "vehicles/:make/:model/:year?": { make: make!, model: model!, year: year! },
    "cart/checkout/:token": { token: "00000000-0000-4000-8000-000000000000" },
    "account/orders/:id": { id: "1" },
    "account/addresses/:id": { id: "1" },
    "blog/:slug": { slug: posts[0]!.slug },
    "guest-post/:slug": { slug: builds[0]!.slug },
    "account/verify/:token": { token },
    "account/confirm-email/:token": { token },
    "account/reset-password/:token": { token },
    "newsletter/:kind/:token": { kind: "unsubscribe", token },
    "resources/quick-view/:id": { id: String(parts[0]!._id) },
    "resources/sendable/:id": { id: String(parts[0]!._id) },
    "resources/featured/:slug?": { slug: categories[0]!.slug },
    "resources/messages/:file": { file: messages! },
    "admin/orders/:number": { number: "1" },
    "admin/customers/:id": { id: "00000000-0000-4000-8000-000000000000" },
    "admin/outbox/:id": { id: "1" },
    "admin/products/:id": { id: String(parts[0]!._id) },
    "admin/products/:id/fitment": { id: String(parts[0]!._id) },
    "admin/vehicles/:id": { id: "1" },
    "admin/bulk-edits/:id": { id: "1" },
    "admin/set-password/:token": { token },
    "admin/setup/:token": { token },
    "admin/imports/export/:kind": { kind: "products" },
    "*": { "*": "no-such-page" },
  };
}

function filled(path: string, params: Record<string, Record<string, string>>): string {
  const values = params[path] ?? {};
  const url = path
    .split("/")
    .map((segment) => {
      if (segment === "*") return values["*"];
      if (!segment.startsWith(":")) return segment;
      const value = values[segment.replace(/^:|\?$/g, "")];
      expect(value, `a seeded value for ${segment} in ${path}`).toBeDefined();
      return encodeURIComponent(value!);
    })
    .join("/");
  return `/${url}${values["?q"] ? `?q=${encodeURIComponent(values["?q"])}` : ""}`;
}

/** The paths a guest's answers are kept for (guest-page-key.ts): the catalogue, its information pages, the builds. */
const KEPT_FOR_GUESTS = new Set([
  "",
  "shop",
  "product-category/products",
  "product-category/:slug/products",
  "product/:slug",
  "search",
  "vehicles/:make/:model/:year?",
  "about-us",
  "terms",
  "faq",
  "privacy-policy",
  "refund-and-returns",
  "contact-us",
  "blog",
  "blog/:slug",
  "guest-post",
  "guest-post/:slug",
  "resources/quick-view/:id",
  "resources/featured/:slug?",
  "resources/departments",
  "resources/home-rows",
]);

/** Files the same for everyone, which keep their own public caching even when a customer asks. */
const PUBLIC_FILES = new Set(["resources/messages/:file", "resources/featured/:slug?"]);

const get = (request: APIRequestContext, url: string, cookie?: string): Promise<APIResponse> =>
  request.get(url, { maxRedirects: 0, headers: cookie ? { cookie } : {} });

test("every answer to a signed-in customer is private, pages and their data alike; a guest's catalogue stays shareable", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const paths = pathsOf(routes);
  expect(paths).toEqual(expect.arrayContaining(["", "shop", "cart", "cart/checkout", "wishlist", "product/:slug", "search", "*"]));
  const params = await seededParams(request);

  // A customer signed up (and so signed in) in a context of its own: the guest's holds no cookie.
  const signUp = await playwrightRequest.newContext({ baseURL });
  const customer = { name: "Pat Privacy", email: uniqueEmail("pat.privacy"), password: "gravel-road-7" };
  const registered = await signUp.post("/api/website/user/register", { data: customer });
  expect(registered.status()).toBe(201);
  const cookie = registered.headers()["set-cookie"]!.split(";")[0]!;
  await signUp.dispose();

  const notPrivate: string[] = [];
  const publicFiles = new Set<string>();
  const naming: string[] = [];
  for (const path of paths) {
    const page = filled(path, params);
    // The issue's address for the home page's data as well as React Router's own (`/_.data`).
    for (const url of [page, dataUrlOf(page), ...(path === "" ? ["/_root.data"] : [])]) {
      const answer = await get(request, url, cookie);
      const cache = answer.headers()["cache-control"];
      const body = await answer.text();
      if (body.includes(customer.email)) naming.push(url);
      if (cache === "private, no-store") continue;
      const sameForEveryone =
        !url.endsWith(".data") && /\bpublic\b/.test(cache ?? "") && !body.includes(customer.email) && !body.includes(customer.name);
      if (sameForEveryone) publicFiles.add(path);
      else notPrivate.push(`${url}: ${answer.status()} ${cache ?? "(no Cache-Control)"}`);
    }
  }
  // An order's documents (decision 041) are API answers, not pages: private whoever asks, found or not.
  for (const url of [
    "/api/website/order/00000000-0000-4000-8000-000000000000/documents",
    "/api/website/order/00000000-0000-4000-8000-000000000000/documents/invoice-2026-000001.pdf",
  ]) {
    const answer = await get(request, url, cookie);
    if (answer.headers()["cache-control"] !== "private, no-store")
      notPrivate.push(`${url}: ${answer.status()} ${answer.headers()["cache-control"]}`);
  }
  expect(notPrivate, "answers to a signed-in customer that a shared cache could keep").toEqual([]);
  expect([...publicFiles].sort()).toEqual([...PUBLIC_FILES].sort());
  // The walk was signed in: the pages' data named the customer.
  expect(naming).toEqual(expect.arrayContaining(["/_.data", "/shop.data", "/cart.data", "/cart/checkout.data", "/wishlist.data"]));

  const unshared: string[] = [];
  const shared: string[] = [];
  for (const path of paths) {
    const page = filled(path, params);
    for (const url of [page, dataUrlOf(page)]) {
      const answer = await get(request, url);
      const headers = answer.headers();
      const kept = headers["x-cache"] !== undefined && (headers["surrogate-key"] ?? "").split(" ").includes("shop");
      if (!KEPT_FOR_GUESTS.has(path)) {
        if (kept) shared.push(url);
        continue;
      }
      // A page just rendered carries this request's nonce (private, no-cache); its kept copy and any data answer are public.
      const cacheable = url.endsWith(".data")
        ? /^public\b/.test(headers["cache-control"] ?? "")
        : !/no-store/.test(headers["cache-control"] ?? "");
      if (answer.status() !== 200 || !kept || !cacheable) {
        unshared.push(
          `${url}: ${answer.status()} ${headers["cache-control"] ?? "(no Cache-Control)"} ${headers["x-cache"] ?? "(not kept)"}`,
        );
      }
    }
  }
  expect(unshared, "a guest's catalogue answers a shared cache may keep").toEqual([]);
  expect(shared, "answers kept for guests outside the catalogue").toEqual([]);
});
