import { and, asc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { blogPosts, builds, categories, products, vehicles } from "../../../db/tables.ts";

/** The parts of the sitemap that are rows of a table. */
export type SitemapSection = "categories" | "blog" | "builds" | "vehicle-models" | "vehicle-years" | "products";

/** One row the sitemap lists: what its page's address is made of, and the real date it carries, if any. */
export interface SitemapRow {
  /** The row's slug; for a vehicle page, the make and model (and year) its address is made from. */
  keys: string[];
  lastmod: Date | null;
}

/** The highest id a serial column holds: the end of every id range. */
export const MAX_ID = 2_147_483_647;

interface SectionSource {
  table: PgTable;
  id: AnyPgColumn;
  /** A JSON array of the row's keys (SitemapRow.keys). */
  keys: SQL;
  lastmod: AnyPgColumn<{ data: Date }> | null;
  /** The rows a visitor may open. */
  listed: SQL;
}

const slugOf = (column: AnyPgColumn) => sql`json_build_array(${column})`;

/**
 * A vehicle page is listed once, in the row of the first vehicle (lowest id) of its model, or of
 * its model's year: a probe of vehicles_make_model_idx ((make, model, year)) for an earlier one.
 * The slugs are made from make and model by sitemap.service.ts, as the pages make them.
 */
const firstVehicleOf = (sameGroup: SQL) =>
  sql`not exists (select 1 from ${vehicles} earlier
                  where earlier.make = ${vehicles.make} and earlier.model = ${vehicles.model} ${sameGroup}
                    and not earlier.hidden and earlier.id < ${vehicles.id})`;

// Where each section's rows come from: its table, keys, date and which of its rows are shown
// (and their path in sitemap.service.ts).
const SOURCES: Record<SitemapSection, SectionSource> = {
  // Never a hidden category, nor one under a hidden category (decision 029).
  categories: {
    table: categories,
    id: categories.id,
    keys: slugOf(categories.slug),
    lastmod: null,
    listed: sql`not "categories"."hidden" and not exists (
      with recursive up as (select c.parent_id, c.hidden from categories c where c.id = "categories"."parent_id"
                            union all select c.parent_id, c.hidden from categories c join up on c.id = up.parent_id)
      select 1 from up where up.hidden)`,
  },
  blog: {
    table: blogPosts,
    id: blogPosts.id,
    keys: slugOf(blogPosts.slug),
    lastmod: blogPosts.publishedAt,
    listed: lte(blogPosts.publishedAt, sql`now()`),
  },
  // Customers' builds once staff published them.
  builds: { table: builds, id: builds.id, keys: slugOf(builds.slug), lastmod: builds.publishedAt, listed: eq(builds.status, "published") },
  // Every model of the catalogue's shown vehicles, and every year of each.
  "vehicle-models": {
    table: vehicles,
    id: vehicles.id,
    keys: sql`json_build_array(${vehicles.make}, ${vehicles.model})`,
    lastmod: null,
    listed: and(eq(vehicles.hidden, false), firstVehicleOf(sql``))!,
  },
  "vehicle-years": {
    table: vehicles,
    id: vehicles.id,
    keys: sql`json_build_array(${vehicles.make}, ${vehicles.model}, ${vehicles.year}::text)`,
    lastmod: null,
    listed: and(eq(vehicles.hidden, false), firstVehicleOf(sql`and earlier.year = ${vehicles.year}`))!,
  },
  // Never a hidden part.
  products: {
    table: products,
    id: products.id,
    keys: slugOf(products.slug),
    lastmod: products.createdAt,
    listed: eq(products.status, "show"),
  },
};

/** The listed rows of the catalogue and the blog, read by id range along each table's primary key. */
export function createSitemapRepository(db: Executor) {
  return {
    /** The listed rows with ids from `fromId` to `toId`, in id order; at most `limit` of them. */
    rows(section: SitemapSection, range: { fromId: number; toId: number; limit?: number }): Promise<SitemapRow[]> {
      const source = SOURCES[section];
      const query = db
        .select({
          keys: sql<string[]>`${source.keys}`,
          lastmod: source.lastmod ? sql`${source.lastmod}`.mapWith(source.lastmod) : sql<null>`null`,
        })
        .from(source.table)
        .where(and(source.listed, gte(source.id, range.fromId), lte(source.id, range.toId)))
        .orderBy(asc(source.id));
      return range.limit === undefined ? query : query.limit(range.limit);
    },

    /** How many rows are listed, counting no further than `limit`. */
    async countUpTo(section: SitemapSection, limit: number): Promise<number> {
      const { table, listed } = SOURCES[section];
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select 1 from ${table} where ${listed} limit ${limit}) listed`,
      );
      return Number(row?.n ?? 0);
    },

    /**
     * The numbers of the id ranges (`idsPerChunk` ids each, range 1 starting at id 1) that hold at
     * least one listed row, in order. A skip scan: one probe of the primary key per such range
     * (about 1,700 at a million parts in ranges of 600), never a read of every row.
     */
    async filledRanges(section: SitemapSection, idsPerChunk: number): Promise<number[]> {
      const { table, id, listed } = SOURCES[section];
      const rows = await rowsOf<{ n: number | string }>(
        db,
        sql`with recursive chunk(n) as (
              select (select (${id} - 1) / ${idsPerChunk} + 1 from ${table} where ${listed} order by ${id} limit 1)
              union all
              select (select (${id} - 1) / ${idsPerChunk} + 1 from ${table}
                      where ${listed} and ${id} > chunk.n::bigint * ${idsPerChunk} order by ${id} limit 1)
              from chunk where chunk.n is not null
            )
            select n from chunk where n is not null`,
      );
      return rows.map((row) => Number(row.n));
    },
  };
}
