import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { buildParts, builds, users, vehicles } from "../../../db/tables.ts";
import type { BuildPhoto, BuildStatus } from "../../../domain/builds.ts";
import { offsetOf } from "../../lib/pagination.ts";

export type BuildRow = typeof builds.$inferSelect;

/** A build with what its cards and page show of its owner and vehicle. */
const withOwnerAndVehicle = {
  build: builds,
  ownerName: users.name,
  ownerEmail: users.email,
  ownerLocale: users.locale,
  vehicle: { id: vehicles.id, year: vehicles.year, make: vehicles.make, model: vehicles.model, engine: vehicles.engine },
};

export function createBuildsRepository(db: Executor) {
  const joined = () =>
    db
      .select(withOwnerAndVehicle)
      .from(builds)
      .innerJoin(users, eq(users.id, builds.userId))
      .innerJoin(vehicles, eq(vehicles.id, builds.vehicleId));

  async function page(where: SQL | undefined, order: SQL[], pageNumber: number, limit: number) {
    const [count] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(builds)
      .innerJoin(vehicles, eq(vehicles.id, builds.vehicleId))
      .where(where);
    const rows = await joined()
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offsetOf(pageNumber, limit));
    return { rows, total: count?.total ?? 0 };
  }

  return {
    /** Writes a new build, pending, with its parts in order; its slug is made from its id once known. */
    async insert(
      build: { userId: string; vehicleId: number; title: string; story: string; photos: BuildPhoto[] },
      partIds: number[],
      slugOf: (id: number) => string,
    ) {
      const [row] = await db
        .insert(builds)
        .values({ ...build, slug: `new-${crypto.randomUUID()}` })
        .returning({ id: builds.id });
      const id = row!.id;
      const [named] = await db
        .update(builds)
        .set({ slug: slugOf(id) })
        .where(eq(builds.id, id))
        .returning();
      if (partIds.length > 0)
        await db.insert(buildParts).values(partIds.map((productId, position) => ({ buildId: id, productId, position })));
      return named!;
    },

    /** The published builds, newest first, of a make (and model) when asked. */
    published: (filter: { make?: string | undefined; model?: string | undefined }, pageNumber: number, limit: number) =>
      page(
        and(
          eq(builds.status, "published"),
          filter.make ? eq(vehicles.make, filter.make) : undefined,
          filter.model ? eq(vehicles.model, filter.model) : undefined,
        ),
        [sql`${builds.publishedAt} desc nulls first`, sql`${builds.id} desc nulls first`],
        pageNumber,
        limit,
      ),

    /** The makes and models that have a published build, for the list's filter. */
    publishedVehicles: (): Promise<{ make: string; model: string; count: number }[]> =>
      db
        .select({ make: vehicles.make, model: vehicles.model, count: sql<number>`count(*)::int` })
        .from(builds)
        .innerJoin(vehicles, eq(vehicles.id, builds.vehicleId))
        .where(eq(builds.status, "published"))
        .groupBy(vehicles.make, vehicles.model)
        .orderBy(asc(vehicles.make), asc(vehicles.model)),

    bySlug: async (slug: string) => (await joined().where(eq(builds.slug, slug)))[0],

    byId: async (id: number) => (await joined().where(eq(builds.id, id)))[0],

    /** A customer's own builds, newest first, whatever their state. */
    ofUser: (userId: string) => joined().where(eq(builds.userId, userId)).orderBy(desc(builds.createdAt), desc(builds.id)),

    /** The back office's list, by state, oldest waiting first. */
    forStaff: (status: BuildStatus | undefined, pageNumber: number, limit: number) =>
      page(status ? eq(builds.status, status) : undefined, [asc(builds.createdAt), asc(builds.id)], pageNumber, limit),

    partIdsOf: async (buildId: number): Promise<number[]> =>
      (
        await db
          .select({ productId: buildParts.productId })
          .from(buildParts)
          .where(eq(buildParts.buildId, buildId))
          .orderBy(asc(buildParts.position))
      ).map((row) => row.productId),

    /** Moves a build from one of `from` to `to`, in one statement; the row after, or undefined when it was in no such state. */
    async transition(
      id: number,
      from: BuildStatus[],
      change: Partial<Pick<BuildRow, "status" | "rejectionReason" | "publishedAt" | "moderatedAt">>,
    ) {
      const [row] = await db
        .update(builds)
        .set(change)
        .where(and(eq(builds.id, id), inArray(builds.status, from)))
        .returning();
      return row;
    },

    /** How many of these vehicle and product ids exist (products: shown ones). */
    async vehicleExists(id: number): Promise<boolean> {
      return (await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id))).length > 0;
    },
  };
}

export type BuildsRepository = ReturnType<typeof createBuildsRepository>;
