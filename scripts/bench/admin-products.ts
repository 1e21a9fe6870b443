// The back office's product list at trade scale (a bench, not a timed test): the built shop as its
// own process on DATABASE_URL (a catalogue grown with `npm run seed -- --parts 1000000`), asked
// through the admin API with a catalog.read token, each kind of list the staff use: the default
// page, later pages, a part number typed loosely, a title word in each language, a category, the
// parts running low, those with no picture or no fitment, sorted by title. Prints each kind's p50 and p95, one
// caller at a time and four at once (docs/performance.md).
//
//   DATABASE_URL=postgres://... npx node scripts/bench/admin-products.ts
//   BENCH_SECONDS=8   seconds per kind and concurrency
//   BENCH_KINDS=picture,fitment   only the kinds whose names hold one of these words
import { randomBytes } from "node:crypto";

import { sql } from "drizzle-orm";

import { openDatabase, rowsOf } from "../../src/db/client.ts";
import { hashToken } from "../../src/server/modules/api-tokens/index.ts";
import { startShop } from "../../tests/helpers/shop-process.ts";
import { buildStorefrontIfStale } from "../storefront-build.ts";
import { load } from "./load.ts";

const url = process.env.DATABASE_URL;
if (!url?.startsWith("postgres")) {
  console.error("DATABASE_URL must name a PostgreSQL database grown with `npm run seed -- --parts 1000000`");
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const onlyKinds =
  process.env.BENCH_KINDS?.split(",")
    .map((word) => word.trim())
    .filter(Boolean) ?? [];

const database = await openDatabase({ url, poolMax: 2 });
const [{ parts } = { parts: 0 }] = await rowsOf<{ parts: number }>(database.db, sql`select count(*)::int as parts from products`);
const codes = await rowsOf<{ partNumber: string }>(
  database.db,
  sql`select part_number as "partNumber" from products tablesample system (1) limit 200`,
);
const categories = await rowsOf<{ id: number }>(database.db, sql`select id from categories`);
// A catalog.read token for this run (written as the tokens page writes one: its hash), revoked at the end.
const secret = `ovl_${randomBytes(32).toString("base64url")}`;
const [token] = await rowsOf<{ id: string }>(
  database.db,
  sql`insert into api_tokens (name, prefix, token_hash, permissions, created_by_email)
      values (${`Admin list bench ${Date.now()}`}, ${secret.slice(0, 12)}, ${hashToken(secret)}, ${sql.param(["catalog.read"])}::text[], 'bench')
      returning id`,
);

/** A part number as staff type it: lower case, its dashes as spaces. */
const loosely = (code: string) => code.toLowerCase().replaceAll("-", " ");
const KINDS: { name: string; path: (i: number) => string }[] = [
  { name: "default page (last changed)", path: () => "/api/admin/products" },
  { name: "pages 2 to 20", path: (i) => `/api/admin/products?page=${2 + (i % 19)}` },
  {
    name: "part number typed loosely",
    path: (i) => `/api/admin/products?q=${encodeURIComponent(loosely(codes[i % codes.length]!.partNumber))}`,
  },
  {
    name: "a title word (en, ru, ar)",
    path: (i) => `/api/admin/products?q=${encodeURIComponent(["winch", "амортизатор", "فرامل", "bull bar"][i % 4]!)}`,
  },
  { name: "a category", path: (i) => `/api/admin/products?category=${categories[i % categories.length]!.id}` },
  { name: "running low", path: () => "/api/admin/products?stock=low" },
  { name: "no picture", path: () => "/api/admin/products?lacking=picture" },
  { name: "no fitment", path: () => "/api/admin/products?lacking=fitment" },
  { name: "sorted by title, page 3", path: () => "/api/admin/products?sort=title&page=3" },
];

await buildStorefrontIfStale();
const shop = await startShop({ DATABASE_URL: url, PAYMENTS: "test", RATE_LIMITS: "adminApi.perCaller=1000000/1m" }, { discardLog: true });
try {
  console.log(`${parts.toLocaleString("en")} parts; ${seconds} s per kind and concurrency.\n`);
  console.log(["kind", "1 at a time: p50 / p95 ms", "4 at once: req/s, p50 / p95 ms", "errors"].join(" | "));
  for (const kind of KINDS.filter((k) => onlyKinds.length === 0 || onlyKinds.some((word) => k.name.includes(word)))) {
    const headers = { authorization: `Bearer ${secret}` };
    await load({ url: shop.url, nextPath: kind.path, connections: 1, seconds: 2, headers });
    const one = await load({ url: shop.url, nextPath: kind.path, connections: 1, seconds, headers });
    const four = await load({ url: shop.url, nextPath: kind.path, connections: 4, seconds, headers });
    console.log(
      [
        kind.name,
        `${one.latencyMs.p50} / ${one.latencyMs.p95}`,
        `${Math.round(four.requestsPerSecond)}, ${four.latencyMs.p50} / ${four.latencyMs.p95}`,
        one.errors + four.errors,
      ].join(" | "),
    );
  }
} finally {
  await shop.stop();
  await database.db.execute(sql`update api_tokens set revoked_at = now() where id = ${token!.id}`);
  await database.close();
}
