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
  /** A year of each model (generation) of the vehicle list: the picker's steps and the vehicle pages. */
  models: { year: number; make: string; model: string }[];
  /** What shoppers type: word beginnings of titles, and part numbers as far as a few characters. */
  prefixes: string[];
  /**
   * What shoppers send the results page: part names (two or three title words, in English,
   * Russian or Arabic), part numbers written another way, and words with two letters swapped.
   */
  queries: string[];
  pageCount: number;
  /** Parts a cart can hold as they are (shown, in stock, no options): the checkout's pricing call. */
  cartPartIds: number[];
}

/** "brake" -> "brkae": the typo a fast typist makes (two neighbouring letters swapped). */
function swapped(word: string, i: number): string {
  const at = 1 + (i % Math.max(1, word.length - 2));
  return word.slice(0, at) + (word[at + 1] ?? "") + word[at] + word.slice(at + 2);
}

export async function readSamples(options: { url?: string; dataDir?: string }, size = 300): Promise<BenchSamples> {
  const database = await openDatabase({ ...options, statementTimeoutMs: 120_000 });
  try {
    const db = database.db;
    const products = await rowsOf<{ slug: string; title: string; ru: string; ar: string; partNumber: string }>(
      db,
      sql`select slug, title->>'en' as title, coalesce(title->>'ru', '') as ru, coalesce(title->>'ar', '') as ar,
                 part_number as "partNumber" from products
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
    const models = await rowsOf<{ year: number; make: string; model: string }>(
      db,
      sql`select distinct on (make, model) year, make, model from vehicles order by make, model, random()`,
    );
    const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from products where status = 'show'`);
    const cartParts = await rowsOf<{ id: number }>(
      db,
      sql`select p.id from products p where p.status = 'show' and p.stock - p.reserved >= 20
            and not exists (select 1 from product_options o where o.product_id = p.id) order by random() limit ${size}`,
    );
    const prefixes = products.flatMap((product, i) => {
      const words = product.title.split(/\s+/).filter((word) => /^[A-Za-z]{4,}$/.test(word));
      const word = words[i % Math.max(words.length, 1)];
      return [
        ...(word ? [word.slice(0, 3 + (i % 4)).toLowerCase()] : []),
        ...(i % 3 === 0 ? [product.partNumber.slice(0, 4 + (i % 5))] : []),
      ];
    });
    const queries = products.flatMap((product, i) => {
      const words = (text: string) => text.split(/\s+/).filter((word) => /^[\p{L}]{3,}$/u.test(word));
      const en = words(product.title).filter((word) => !/^(for|and|with)$/i.test(word));
      const from = i % Math.max(1, en.length - 1);
      switch (i % 5) {
        case 0:
          return [
            en
              .slice(from, from + 2)
              .join(" ")
              .toLowerCase(),
          ];
        case 1:
          return [product.partNumber.toLowerCase().replace(/-/g, i % 2 ? " " : "")];
        case 2:
          return en[from] && en[from].length >= 5 ? [swapped(en[from].toLowerCase(), i)] : [en.slice(0, 2).join(" ")];
        case 3:
          return [words(product.ru).slice(0, 2).join(" ")];
        default:
          return [words(product.ar).slice(0, 2).join(" ")];
      }
    });
    return {
      queries: queries.filter((query) => query.trim().length >= 3),
      productSlugs: products.map((p) => p.slug),
      categorySlugs: categories.map((c) => c.slug),
      brandSlugs: brands.map((b) => b.slug),
      vehicles,
      models,
      prefixes,
      pageCount: Math.max(1, Math.min(20, Math.floor((count?.n ?? 0) / 24))),
      cartPartIds: cartParts.map((part) => part.id),
    };
  } finally {
    await database.close();
  }
}
