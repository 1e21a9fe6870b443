// `npm run bench`: starts the built shop as its own process (the way `npm start` runs it) on a
// fresh embedded database in a temporary folder, or on DATABASE_URL when given, then measures the
// shopper's main pages and the API behind them with autocannon, one route after another: a
// warm-up, then BENCH_SECONDS of load. Prints a table and, last, one JSON line for machines.
//
//   BENCH_SECONDS=5          seconds measured per route
//   BENCH_WARMUP_SECONDS=2   seconds of load per route before measuring (0: none)
//   BENCH_CONNECTIONS=10     concurrent connections
//   BENCH_ROUTES=home,api-search   only these routes (ids from ROUTES below)
//   DATABASE_URL=postgres://...    bench on PostgreSQL (seeded when its catalogue is empty)
//
// Exits non-zero when the shop does not start or a route answered with errors.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon, { type Result } from "autocannon";

import { startShop, type ShopProcess } from "../tests/helpers/shop-process.ts";
import { buildStorefrontIfStale } from "./storefront-build.ts";

/** What the routes' addresses are made of, read from the running shop so that any catalogue serves. */
interface Fixtures {
  productSlug: string;
  categorySlug: string;
  searchTerm: string;
}

interface BenchRoute {
  id: string;
  name: string;
  path: (fixtures: Fixtures) => string;
}

/** The routes measured, in this order. A new route is one more line. */
const ROUTES: BenchRoute[] = [
  { id: "home", name: "home page", path: () => "/" },
  { id: "shop", name: "/shop", path: () => "/shop" },
  { id: "category", name: "category listing", path: (f) => `/product-category/${f.categorySlug}/products` },
  { id: "product", name: "product page", path: (f) => `/product/${f.productSlug}` },
  { id: "api-products", name: "API product listing", path: () => "/api/website/products/" },
  {
    id: "api-search",
    name: "API search suggestions",
    path: (f) => `/api/website/products/search?query=${encodeURIComponent(f.searchTerm)}`,
  },
];

// What a browser sends: the shop compresses its answers, and that work belongs in the measure.
const HEADERS = { "accept-encoding": "br, gzip", accept: "text/html,application/json;q=0.9,*/*;q=0.8" };

function numberSetting(name: string, fallback: number, min: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min) {
    console.error(`${name} must be a number of at least ${min} (got "${text}")`);
    process.exit(2);
  }
  return value;
}

const seconds = numberSetting("BENCH_SECONDS", 5, 1);
const warmupSeconds = numberSetting("BENCH_WARMUP_SECONDS", 2, 0);
const connections = Math.round(numberSetting("BENCH_CONNECTIONS", 10, 1));
const onlyIds = process.env.BENCH_ROUTES?.split(",").map((id) => id.trim()) ?? [];
const unknown = onlyIds.filter((id) => !ROUTES.some((route) => route.id === id));
if (unknown.length > 0) {
  console.error(`BENCH_ROUTES: no route ${unknown.join(", ")}; routes: ${ROUTES.map((route) => route.id).join(", ")}`);
  process.exit(2);
}
const routes = onlyIds.length > 0 ? ROUTES.filter((route) => onlyIds.includes(route.id)) : ROUTES;

/** The first product of the default listing gives the product page, its category and a search word. */
async function readFixtures(url: string): Promise<Fixtures> {
  const response = await fetch(`${url}/api/website/products/?limit=1`);
  if (!response.ok) throw new Error(`the product listing answered ${response.status}`);
  const listing = (await response.json()) as { data: { slug: string; title: { en: string }; category: { slug: string } | null }[] };
  const product = listing.data[0];
  if (!product?.category) throw new Error("the catalogue has no product in a category to bench with");
  return { productSlug: product.slug, categorySlug: product.category.slug, searchTerm: product.title.en.split(" ")[0]! };
}

interface RouteResult {
  id: string;
  name: string;
  path: string;
  requestsPerSecond: number;
  requests: number;
  latencyMs: { p50: number; p97_5: number; p99: number };
  /** Connection errors and timeouts, plus answers other than 2xx. */
  errors: number;
}

async function measure(url: string, route: BenchRoute, fixtures: Fixtures): Promise<RouteResult> {
  const path = route.path(fixtures);
  const check = await fetch(url + path, { headers: HEADERS });
  if (!check.ok) throw new Error(`${route.name} (${path}) answered ${check.status}`);
  await check.arrayBuffer();
  if (warmupSeconds > 0) await autocannon({ url: url + path, connections, duration: warmupSeconds, headers: HEADERS });
  const result: Result = await autocannon({ url: url + path, connections, duration: seconds, headers: HEADERS, title: route.id });
  return {
    id: route.id,
    name: route.name,
    path,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    errors: result.errors + result.non2xx,
  };
}

function printTable(results: RouteResult[]): void {
  const rows = [
    ["route", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "errors"],
    ...results.map((r) => [
      r.name,
      r.requestsPerSecond.toFixed(1),
      String(r.latencyMs.p50),
      String(r.latencyMs.p97_5),
      String(r.latencyMs.p99),
      String(r.errors),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
  console.log(line(rows[0]!));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows.slice(1)) console.log(line(row));
}

buildStorefrontIfStale();

const database = process.env.DATABASE_URL ? "postgres" : "pglite";
const dataDir = mkdtempSync(join(tmpdir(), "overland-bench-"));
let shop: ShopProcess | undefined;
const cleanUp = async () => {
  await shop?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.once("SIGINT", () => {
  void cleanUp().finally(() => process.exit(130));
});

try {
  console.log(`Starting the shop on ${database === "postgres" ? "DATABASE_URL" : "a fresh embedded database"} (migrates and seeds)...`);
  // The catalogue is the seed's. A larger one (a catalogue size option) is written into the
  // database here, before the shop starts and measures it.
  shop = await startShop({ DATA_DIR: join(dataDir, "data"), PAYMENTS: process.env.PAYMENTS || "test", LOG_LEVEL: "warn" });
  const fixtures = await readFixtures(shop.url);
  console.log(`Measuring ${routes.length} routes: ${warmupSeconds} s warm-up, then ${seconds} s each, ${connections} connections.\n`);
  const results: RouteResult[] = [];
  for (const route of routes) results.push(await measure(shop.url, route, fixtures));
  printTable(results);
  console.log(JSON.stringify({ bench: "overland", database, seconds, warmupSeconds, connections, routes: results }));
  const failing = results.filter((result) => result.errors > 0);
  if (failing.length > 0) {
    console.error(`\nErrors on: ${failing.map((result) => result.name).join(", ")}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error("The bench failed:", error instanceof Error ? error.message : error);
  if (shop) console.error(shop.output());
  process.exitCode = 1;
} finally {
  await cleanUp();
}
