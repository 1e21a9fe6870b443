// Loads a trade-size catalogue (trade-catalogue.ts) into a seeded database: `npm run seed --
// --parts N`. COPY in batches, with the loaded tables' indexes and foreign keys set aside during
// the load and built once at the end (set-aside.ts). A failed load removes what it wrote and
// restores them.
import { sql } from "drizzle-orm";

import { type Database, type DatabaseHandle, rowsOf } from "../client.ts";
import { copyLine } from "../copy-text.ts";
import { fitmentNoteIds } from "./seed.ts";
import { restoreSetAside, type SetAside, setAside } from "./set-aside.ts";
import { type TradePart, tradeParts, type TradeVehicle } from "./trade-catalogue.ts";

const BATCH = 20_000;

/**
 * The tables a load writes, the columns it gives, and how a part becomes their rows (fitment
 * notes by their ids). A table that keeps its primary key during the load: products (the search
 * trigger joins on it) and product_codes (the products' search trigger reads a part's codes by it).
 */
const TABLES: {
  name: string;
  columns: string[];
  lines: (part: TradePart, noteIds: ReadonlyMap<string, number>) => string;
  keepPrimaryKey?: boolean;
}[] = [
  {
    name: "products",
    keepPrimaryKey: true,
    columns: [
      "id",
      "slug",
      "sku",
      "part_number",
      "codes_normalized",
      "title",
      "description",
      "excerpt",
      "category_id",
      "brand_id",
      "stock",
      "price_cents",
      "discount_cents",
      "tags",
      "universal",
      "featured",
      "sales_count",
      "rating_average",
      "review_count",
      "meta_title",
      "meta_description",
      "meta_keywords",
      "created_at",
    ],
    lines: (p) =>
      copyLine([
        p.id,
        p.slug,
        p.sku,
        p.partNumber,
        p.codesNormalized,
        p.title,
        p.description,
        p.excerpt,
        p.categoryId,
        p.brandId,
        p.stock,
        p.priceCents,
        p.discountCents,
        p.tags,
        p.universal,
        p.featured,
        p.salesCount,
        p.ratingAverage,
        p.reviewCount,
        p.metaTitle,
        p.metaDescription,
        p.metaKeywords,
        p.createdAt,
      ]),
  },
  {
    name: "product_codes",
    columns: ["product_id", "kind", "maker", "code", "code_normalized", "position"],
    lines: (p) => p.codes.map((c, i) => copyLine([p.id, c.kind, c.maker, c.code, c.codeNormalized, i])).join(""),
    keepPrimaryKey: true,
  },
  {
    name: "fitment",
    columns: ["vehicle_id", "product_id", "note_id"],
    lines: (p, noteIds) => {
      const noteId = p.fitmentNote ? (noteIds.get(p.fitmentNote.slug) ?? null) : null;
      const noted = new Set(noteId === null ? [] : p.fitmentNote!.vehicleIds);
      return p.fits.map((v) => copyLine([v, p.id, noted.has(v) ? noteId : null])).join("");
    },
  },
  {
    name: "product_images",
    columns: ["product_id", "position", "url"],
    lines: (p) => p.images.map((url, i) => copyLine([p.id, i, url])).join(""),
  },
  {
    name: "product_specs",
    columns: ["product_id", "position", "name", "value"],
    lines: (p) => p.specs.map((s, i) => copyLine([p.id, i, s.name, s.value])).join(""),
  },
  {
    name: "reviews",
    columns: ["product_id", "author", "rating", "content", "created_at"],
    lines: (p) => p.reviews.map((r) => copyLine([p.id, r.author, r.rating, r.content, r.createdAt])).join(""),
  },
];

/**
 * Tables the loaded ones derive by triggers as the batches arrive (decision 012): their indexes
 * are set aside as well and built once at the end.
 */
const DERIVED: { name: string; keepPrimaryKey?: boolean }[] = [
  { name: "vehicle_listings" },
  { name: "search_postings" },
  { name: "product_title_search" },
  { name: "stock_movements" },
  // Each batch's parts come in lacking everything and their pictures and fitment close their gaps
  // by its primary key.
  { name: "product_gaps", keepPrimaryKey: true },
];

export interface TradeSeedResult {
  added: number;
  fitmentRows: number;
  ms: number;
}

/**
 * Adds generated parts until the catalogue holds `parts` (a catalogue that holds as many is left
 * alone). The database must be migrated and seeded: the parts are made for its vehicles,
 * categories and brands. No shop may serve it meanwhile: its indexes are away during the load.
 */
export async function seedTradeCatalogue(
  handle: DatabaseHandle,
  parts: number,
  progress: (message: string) => void,
  now = new Date(),
): Promise<TradeSeedResult> {
  // One connection with no statement limit (the shop's limit is for requests; an index over
  // twenty million rows takes minutes), holding the start-up lock so no shop migrates meanwhile.
  return handle.withStartupLock((db) => load(handle, db, parts, progress, now));
}

async function load(
  handle: DatabaseHandle,
  db: Database,
  parts: number,
  progress: (message: string) => void,
  now: Date,
): Promise<TradeSeedResult> {
  const started = Date.now();
  const [state] = await rowsOf<{ count: number; max: number }>(
    db,
    sql`select count(*)::int as count, coalesce(max(id), 0)::int as max from products`,
  );
  const toAdd = parts - (state?.count ?? 0);
  if (toAdd <= 0) return { added: 0, fitmentRows: 0, ms: Date.now() - started };

  const vehicles = await rowsOf<TradeVehicle>(
    db,
    sql`select id, year, make, model, engine_code as "engineCode" from vehicles order by make, model, year, engine_code`,
  );
  const categoryRows = await rowsOf<{ slug: string; id: number }>(db, sql`select slug, id from categories`);
  const brandRows = await rowsOf<{ slug: string; id: number }>(db, sql`select slug, id from brands`);
  const imageRows = await rowsOf<{ categoryId: number; urls: string[] }>(
    db,
    sql`select p.category_id as "categoryId", array_agg(distinct i.url) as urls
        from product_images i join products p on p.id = i.product_id group by p.category_id`,
  );
  const noteIds = await fitmentNoteIds(db);
  const firstId = (state?.max ?? 0) + 1;
  const input = {
    firstId,
    vehicles,
    categoryIds: new Map(categoryRows.map((r) => [r.slug, r.id])),
    brandIds: new Map(brandRows.map((r) => [r.slug, r.id])),
    imagesByCategory: new Map(imageRows.map((r) => [r.categoryId, r.urls])),
    now,
  };

  progress(`Adding ${toAdd.toLocaleString("en")} parts for ${vehicles.length.toLocaleString("en")} vehicles (ids from ${firstId})...`);
  const setAsides: SetAside[] = [];
  for (const table of TABLES) setAsides.push(await setAside(db, table.name, table.keepPrimaryKey === true));
  for (const table of DERIVED) setAsides.push(await setAside(db, table.name, table.keepPrimaryKey === true));
  let fitmentRows = 0;
  try {
    const generator = tradeParts(input, toAdd);
    for (let done = 0; done < toAdd;) {
      const batch: TradePart[] = [];
      for (let i = 0; i < BATCH && done + i < toAdd; i++) batch.push(generator.next().value as TradePart);
      for (const table of TABLES) {
        const text = batch.map((part) => table.lines(part, noteIds)).join("");
        if (text) await handle.copyFrom(table.name, table.columns, [text]);
      }
      fitmentRows += batch.reduce((sum, part) => sum + part.fits.length, 0);
      done += batch.length;
      const seconds = (Date.now() - started) / 1000;
      progress(
        `  ${done.toLocaleString("en")} / ${toAdd.toLocaleString("en")} parts, ${fitmentRows.toLocaleString("en")} fitment rows (${seconds.toFixed(0)} s)`,
      );
    }
  } catch (error) {
    progress("The load failed: removing the parts it added...");
    for (const table of TABLES.slice(1)) await db.execute(sql.raw(`delete from ${table.name} where product_id >= ${firstId}`));
    await db.execute(sql.raw(`delete from products where id >= ${firstId}`));
    // Their keys are away meanwhile, so no cascade reaches the derived rows the deleting triggers leave.
    for (const table of DERIVED) await db.execute(sql.raw(`delete from ${table.name} where product_id >= ${firstId}`));
    await restoreSetAside(db, handle.kind, setAsides, progress);
    throw error;
  }
  await restoreSetAside(db, handle.kind, setAsides, progress);
  await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  // VACUUM marks the new pages all-visible, so listings can read their indexes alone (index-only
  // scans) from the first request, without waiting for autovacuum; ANALYZE gives the planner the new sizes.
  // Each batch appended its own count changes: folded into one row per key before use.
  await db.execute(sql`select listing_counts_compact()`);
  progress("Vacuuming and updating the planner's statistics...");
  for (const table of [...TABLES, ...DERIVED].map((t) => t.name).concat("listing_counts", "search_words")) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { added: toAdd, fitmentRows, ms: Date.now() - started };
}
