// The bench's scenarios (issue "Fast at trade scale"): each a stream of different addresses, and
// its target on this machine class. A new scenario is one more entry.
import { vehiclePagePath } from "../../src/server/modules/vehicles/index.ts";
import type { BenchSamples } from "./samples.ts";

export interface Target {
  /** At least this many requests per second at full load. */
  minRps?: number;
  /** At most this p95 latency (ms): at full load, or at `rate` when given. */
  maxP95Ms?: number;
  /** The fixed request rate (req/s) the p95 target is read at. */
  rate?: number;
}

export interface Scenario {
  id: string;
  name: string;
  /** The next address to ask for; `i` counts requests. */
  path: (samples: BenchSamples, i: number) => string;
  /** A body to POST (as JSON) to that address instead of a GET. */
  body?: (samples: BenchSamples, i: number) => unknown;
  target: Target;
  /** The target on the embedded database (PGlite, 100k parts), where it differs. */
  pgliteTarget?: Target;
}

const at = <T>(items: readonly T[], i: number): T => {
  if (items.length === 0) throw new Error("the catalogue has nothing to bench this scenario with");
  return items[i % items.length]!;
};

const PRICES = ["0-100", "50-400", "100-1000", "20-250", "0-5000"];

/** A cart of 20 different parts, one to three of each, starting at the i-th sampled part. */
function twentyLines(s: BenchSamples, i: number) {
  return Array.from({ length: 20 }, (_, line) => ({
    product: at(s.cartPartIds, i + line * 7),
    quantity: 1 + ((i + line) % 3),
    options: {},
  }));
}

/** Where the carts go: each country's own rule (GST in prices, VAT, a US state's tax added, an export). */
const PLACES = [
  { country: "AU", state: "NSW", postcode: "2000" },
  { country: "DE", state: "", postcode: "10115" },
  { country: "US", state: "CA", postcode: "94103" },
  { country: "AE", state: "", postcode: "" },
  { country: "GB", state: "", postcode: "SW1A 1AA" },
];

export const SCENARIOS: Scenario[] = [
  {
    id: "api-checkout-pricing",
    name: "checkout's pricing call: a 20-line cart's offers, tax, discounts and totals at an address",
    path: () => "/api/website/order/shipping-offers",
    // Every other cart tries the seed's welcome code: its parts' categories are read for it.
    body: (s, i) => ({ items: twentyLines(s, i), ...at(PLACES, i), ...(i % 2 === 0 ? { discountCode: "WELCOME10" } : {}) }),
    target: { maxP95Ms: 50, rate: 50 },
  },
  {
    id: "api-products",
    name: "products API, unfiltered",
    path: (s, i) => `/api/website/products/?limit=24&page=${1 + (i % s.pageCount)}`,
    target: {},
  },
  {
    id: "api-products-filtered",
    name: "products API, vehicle+category+brand+price, facets",
    path: (s, i) => {
      const vehicle = at(s.vehicles, i);
      // Every third request narrows by vehicle and category only: brand and price then come from the facets.
      const narrow = i % 3 === 0 ? "" : `&filter_brand=${vehicle.brandSlug}&filter_price=${at(PRICES, i)}`;
      return `/api/website/products/?limit=24&filter_vehicle=${vehicle.id}&filter_category=${vehicle.categorySlug}${narrow}`;
    },
    target: { maxP95Ms: 10, rate: 300 },
    pgliteTarget: { maxP95Ms: 20, rate: 100 },
  },
  {
    id: "api-suggest",
    name: "search suggestions (typed prefixes, part numbers)",
    path: (s, i) => `/api/website/products/search?query=${encodeURIComponent(at(s.prefixes, i))}`,
    target: { maxP95Ms: 5, rate: 300 },
  },
  {
    id: "search",
    name: "search results page (names, part numbers, typos, ru, ar; a quarter with a vehicle)",
    // Each sampled search keeps its vehicle, so the scenario is a few hundred searches as the
    // product scenario is a few hundred products (RESPONSE_CACHE_MB=0 measures each rendered).
    path: (s, i) => {
      const k = i % Math.max(1, s.queries.length);
      const q = `/search?q=${encodeURIComponent(at(s.queries, k))}`;
      return k % 4 === 3 ? `${q}&filter_vehicle=${at(s.vehicles, k).id}` : q;
    },
    target: { minRps: 200, maxP95Ms: 100 },
  },
  {
    id: "api-search",
    name: "products API with q (the results page's listing, facets)",
    path: (s, i) => `/api/website/products/?limit=24&q=${encodeURIComponent(at(s.queries, i))}`,
    target: {},
  },
  { id: "product", name: "product page", path: (s, i) => `/product/${at(s.productSlugs, i)}`, target: { minRps: 300, maxP95Ms: 100 } },
  {
    id: "category-vehicle",
    name: "category listing with a vehicle",
    path: (s, i) => {
      const vehicle = at(s.vehicles, i);
      return `/product-category/${vehicle.categorySlug}/products?filter_vehicle=${vehicle.id}`;
    },
    target: { minRps: 300, maxP95Ms: 100 },
  },
  {
    id: "api-vehicle-picker",
    name: "vehicle picker's steps (years, makes, models, engines)",
    path: (s, i) => {
      const { year, make, model } = at(s.models, Math.floor(i / 4));
      const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      switch (i % 4) {
        case 0:
          return "/api/website/vehicles/years";
        case 1:
          return `/api/website/vehicles/makes?${q({ year })}`;
        case 2:
          return `/api/website/vehicles/models?${q({ year, make })}`;
        default:
          return `/api/website/vehicles?${q({ year, make, model })}`;
      }
    },
    target: { maxP95Ms: 10, rate: 300 },
  },
  {
    id: "vehicle-page",
    name: "vehicle page (a model, or one of its years)",
    path: (s, i) => {
      const { year, make, model } = at(s.models, i);
      return i % 2 === 0 ? vehiclePagePath(make, model) : vehiclePagePath(make, model, year);
    },
    target: { minRps: 300, maxP95Ms: 100 },
  },
  { id: "home", name: "home page", path: () => "/", target: { minRps: 300, maxP95Ms: 100 } },
  { id: "info", name: "information page", path: (_, i) => at(["/about-us", "/privacy-policy", "/terms"], i), target: { minRps: 600 } },
];
