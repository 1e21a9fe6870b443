// What the bench's addresses are made of: drawn at random from the catalogue it measures, so each
// scenario spreads over many products, vehicles and queries (a cache that holds one URL proves
// nothing). Read from the database before the shop starts (the embedded one belongs to one process).
import { sql } from "drizzle-orm";

import { openDatabase, rowsOf } from "../../src/db/client.ts";

export interface BenchSamples {
  productSlugs: string[];
  /** Leaf categories (their listings show products). */
  categorySlugs: string[];
  brandSlugs: string[];
  /** Vehicles with parts, and a category and a brand among those parts. */
  vehicles: { id: number; categorySlug: string; brandSlug: string }[];
  /** What shoppers type: word beginnings of titles, and part numbers as far as a few characters. */
  prefixes: string[];
  pageCount: number;
}

export async function readSamples(options: { url?: string; dataDir?: string }, size = 300): Promise<BenchSamples> {
  const database = await openDatabase({ ...options, statementTimeoutMs: 120_000 });
  try {
    const db = database.db;
    const products = await rowsOf<{ slug: string; title: string; partNumber: string }>(
      db,
      sql`select slug, title->>'en' as title, part_number as "partNumber" from products
          where status = 'show' order by random() limit ${size}`,
    );
    const categories = await rowsOf<{ slug: string }>(db, sql`select slug from categories where layout = 'products'`);
    const brands = await rowsOf<{ slug: string }>(db, sql`select slug from brands`);
    const vehicles = await rowsOf<{ id: number; categorySlug: string; brandSlug: string }>(
      db,
      sql`select v.id, c.slug as "categorySlug", b.slug as "brandSlug"
          from (select id from vehicles order by random() limit ${size}) v
          cross join lateral (select p.category_id, p.brand_id from fitment f join products p on p.id = f.product_id
                              where f.vehicle_id = v.id limit 1) fit
          join categories c on c.id = fit.category_id join brands b on b.id = fit.brand_id`,
    );
    const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from products where status = 'show'`);
    const prefixes = products.flatMap((product, i) => {
      const words = product.title.split(/\s+/).filter((word) => /^[A-Za-z]{4,}$/.test(word));
      const word = words[i % Math.max(words.length, 1)];
      return [
        ...(word ? [word.slice(0, 3 + (i % 4)).toLowerCase()] : []),
        ...(i % 3 === 0 ? [product.partNumber.slice(0, 4 + (i % 5))] : []),
      ];
    });
    return {
      productSlugs: products.map((p) => p.slug),
      categorySlugs: categories.map((c) => c.slug),
      brandSlugs: brands.map((b) => b.slug),
      vehicles,
      prefixes,
      pageCount: Math.max(1, Math.min(20, Math.floor((count?.n ?? 0) / 24))),
    };
  } finally {
    await database.close();
  }
}
