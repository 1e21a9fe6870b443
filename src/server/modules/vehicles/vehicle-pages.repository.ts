import { and, asc, eq, sql } from "drizzle-orm";

import { type Executor, rowsOf } from "../../../db/client.ts";
import { vehicles } from "../../../db/tables.ts";

/** One vehicle of a model: a year with an engine. */
export interface ModelVehicleRow {
  id: number;
  year: number;
  engine: string;
  engineCode: string;
  chassis: string;
}

/**
 * How far down the shop's most popular parts the walk of popularParts goes before it reads the
 * model's own ranges instead: a popular model (Hilux N80, 5% of a million parts) has its first
 * parts within a few hundred, a rare one may have none; 2,000 probes cost about 20 ms at most.
 */
export const POPULARITY_WALK = 2_000;

/**
 * What the vehicle pages read: the catalogue's makes, models and their vehicles, and, from the
 * derived listing tables (decision 012), which categories and parts fit those vehicles. Never the
 * fitment table itself, and never vehicle 0 (universal parts are not what these pages are about).
 */
export function createVehiclePagesRepository(db: Executor, { popularityWalk = POPULARITY_WALK } = {}) {
  return {
    /** Every make with a shown vehicle, in order: a skip scan of vehicles_make_model_idx, one probe per make. */
    async makes(): Promise<string[]> {
      const rows = await rowsOf<{ make: string }>(
        db,
        sql`with recursive m(make) as (
              (select make from vehicles where not hidden order by make limit 1)
              union all
              select (select v.make from vehicles v where v.make > m.make and not v.hidden order by v.make limit 1) from m where m.make is not null
            )
            select make from m where make is not null`,
      );
      return rows.map((row) => row.make);
    },

    /** The models of one make, in order: one probe of the same index per model. */
    async models(make: string): Promise<string[]> {
      const rows = await rowsOf<{ model: string }>(
        db,
        sql`with recursive m(model) as (
              (select model from vehicles where make = ${make} and not hidden order by model limit 1)
              union all
              select (select v.model from vehicles v where v.make = ${make} and v.model > m.model and not v.hidden order by v.model limit 1)
              from m where m.model is not null
            )
            select model from m where model is not null`,
      );
      return rows.map((row) => row.model);
    },

    /** The shown vehicles of one model, by year and engine (one range of vehicles_make_model_idx). */
    vehiclesOf: (make: string, model: string): Promise<ModelVehicleRow[]> =>
      db
        .select({
          id: vehicles.id,
          year: vehicles.year,
          engine: vehicles.engine,
          engineCode: vehicles.engineCode,
          chassis: vehicles.chassis,
        })
        .from(vehicles)
        .where(and(eq(vehicles.make, make), eq(vehicles.model, model), eq(vehicles.hidden, false)))
        .orderBy(asc(vehicles.year), asc(vehicles.engine), asc(vehicles.id)),

    /**
     * The categories with at least one part that fits one of the vehicles: per category, one probe
     * of vehicle_listings_category_idx ((vehicle_id, category_id)) that stops at the first row,
     * instead of reading the vehicles' hundreds of thousands of rows.
     */
    async categoriesWithParts(vehicleIds: number[]): Promise<number[]> {
      if (vehicleIds.length === 0) return [];
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select c.id from categories c
            cross join lateral (
              select 1 from vehicle_listings l
              where l.vehicle_id = any(${sql.param(vehicleIds)}::int[]) and l.category_id = c.id limit 1
            ) fits`,
      );
      return rows.map((row) => row.id);
    },

    /** How many shown parts fit each vehicle (universal parts aside), from listing_counts. */
    async partCounts(vehicleIds: number[]): Promise<Map<number, number>> {
      if (vehicleIds.length === 0) return new Map();
      const rows = await rowsOf<{ vehicleId: number; count: number }>(
        db,
        sql`select vehicle_id as "vehicleId", sum(count)::int as count from listing_counts
            where vehicle_id = any(${sql.param(vehicleIds)}::int[]) group by vehicle_id`,
      );
      return new Map(rows.map((row) => [row.vehicleId, row.count]));
    },

    /**
     * The ids of the most popular parts that fit any of the vehicles, in the shop's "most popular"
     * order (featured, then sales, then id), each once.
     *
     * No index orders a vehicle's rows by popularity, so reading each vehicle's top rows means
     * reading its whole range: for the Hilux N80 (48 vehicles of about 50,000 parts each at trade
     * size) 2.4 million index entries, 0.8 s. So the shop's most popular parts are walked first
     * (products_listing_default_idx), each probed against the vehicles (vehicle_listings_pkey):
     * for a popular model the first `limit` that fit come within a few hundred. Only when the walk
     * finds fewer are the vehicles' own ranges read: a LATERAL per vehicle, `limit` rows each from
     * vehicle_listings_category_idx (it includes featured and sales), merged and de-duplicated.
     * Both give the same parts: the walk visits parts in the order the answer is in.
     */
    async popularParts(vehicleIds: number[], limit: number): Promise<number[]> {
      if (vehicleIds.length === 0 || limit <= 0) return [];
      const ids = sql`${sql.param(vehicleIds)}::int[]`;
      const walked = await rowsOf<{ id: number }>(
        db,
        sql`select w.id from (
              select id, featured, sales_count from products where status = 'show'
              order by featured desc, sales_count desc, id limit ${popularityWalk}
            ) w
            where exists (select 1 from vehicle_listings l where l.product_id = w.id and l.vehicle_id = any(${ids}))
            order by w.featured desc, w.sales_count desc, w.id
            limit ${limit}`,
      );
      if (walked.length === limit) return walked.map((row) => row.id);
      const ranged = await rowsOf<{ id: number }>(
        db,
        sql`select top.product_id as id from (
              select l.product_id, bool_or(l.featured) as featured, max(l.sales_count) as sales_count
              from unnest(${ids}) v(id)
              cross join lateral (
                select product_id, featured, sales_count from vehicle_listings
                where vehicle_id = v.id
                order by featured desc, sales_count desc, product_id
                limit ${limit}
              ) l
              group by l.product_id
            ) top
            order by top.featured desc, top.sales_count desc, top.product_id
            limit ${limit}`,
      );
      return ranged.map((row) => row.id);
    },
  };
}

export type VehiclePagesRepository = ReturnType<typeof createVehiclePagesRepository>;
