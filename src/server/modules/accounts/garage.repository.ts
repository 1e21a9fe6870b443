import { and, asc, eq, inArray } from "drizzle-orm";

import type { Executor } from "../../../db/client.ts";
import { garageVehicles, vehicleColumns, vehicles } from "../../../db/tables.ts";
import type { Vehicle } from "../../../domain/schemas/vehicle.ts";

/**
 * A customer's garage rows. It reads the vehicles table (the vehicles module's reference data) in
 * joins, to answer whole vehicles in one query under the garage's lock; it never writes it.
 */
export function createGarageRepository(db: Executor) {
  return {
    /** The garage's vehicles in the order added, each with its current flag. */
    list: (userId: string): Promise<(Vehicle & { isCurrent: boolean })[]> =>
      db
        .select({ ...vehicleColumns, isCurrent: garageVehicles.isCurrent })
        .from(garageVehicles)
        .innerJoin(vehicles, eq(vehicles.id, garageVehicles.vehicleId))
        .where(eq(garageVehicles.userId, userId))
        .orderBy(asc(garageVehicles.createdAt), asc(vehicles.id)),

    /** The ids among these that name a vehicle of the catalogue. */
    async knownVehicleIds(vehicleIds: number[]): Promise<number[]> {
      if (vehicleIds.length === 0) return [];
      const rows = await db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, vehicleIds));
      return rows.map((r) => r.id);
    },

    async heldVehicleIds(userId: string): Promise<number[]> {
      const rows = await db.select({ id: garageVehicles.vehicleId }).from(garageVehicles).where(eq(garageVehicles.userId, userId));
      return rows.map((r) => r.id);
    },

    /** Adds one vehicle with its own creation time (the garage's order); already held is a no-op. */
    async add(userId: string, vehicleId: number): Promise<void> {
      await db.insert(garageVehicles).values({ userId, vehicleId, createdAt: new Date() }).onConflictDoNothing();
    },

    async remove(userId: string, vehicleId: number): Promise<void> {
      await db.delete(garageVehicles).where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.vehicleId, vehicleId)));
    },

    async clearCurrent(userId: string): Promise<void> {
      await db
        .update(garageVehicles)
        .set({ isCurrent: false })
        .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.isCurrent, true)));
    },

    /** Marks the vehicle current if the garage holds it. */
    async markCurrent(userId: string, vehicleId: number): Promise<void> {
      await db
        .update(garageVehicles)
        .set({ isCurrent: true })
        .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.vehicleId, vehicleId)));
    },
  };
}

export type GarageRepository = ReturnType<typeof createGarageRepository>;
