import { and, asc, eq, inArray } from "drizzle-orm";

import type { Database } from "../../../db/client.ts";
import { garageVehicles, vehicles } from "../../../db/tables.ts";
import type { GarageDto } from "../../../domain/schemas/account.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import { createAccountsRepository } from "./accounts.repository.ts";

/** Vehicles one garage may hold. */
export const MAX_GARAGE_VEHICLES = 20;

/**
 * A signed-in customer's garage (spec §3 Garage, §7 vehicle client). Each change runs under a lock
 * of the customer's row and answers the whole garage, so the client replaces its list (spec §4).
 */
export function createGarageService(db: Database) {
  async function read(tx: Database, userId: string): Promise<GarageDto> {
    const rows = await tx
      .select({
        id: vehicles.id,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        engine: vehicles.engine,
        engineCode: vehicles.engineCode,
        isCurrent: garageVehicles.isCurrent,
      })
      .from(garageVehicles)
      .innerJoin(vehicles, eq(vehicles.id, garageVehicles.vehicleId))
      .where(eq(garageVehicles.userId, userId))
      .orderBy(asc(garageVehicles.createdAt), asc(vehicles.id));
    return { items: rows.map(({ isCurrent: _isCurrent, ...vehicle }) => vehicle), current: rows.find((r) => r.isCurrent)?.id ?? null };
  }

  async function change(userId: string, work: (tx: Database) => Promise<void>): Promise<GarageDto> {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      if (!(await createAccountsRepository(tx).lock(userId))) throw new NotFoundError("Garage not found");
      await work(tx);
      return read(tx, userId);
    });
  }

  /** spec §4: setting current by an id not in the garage yields no current vehicle. */
  async function setCurrentIn(tx: Database, userId: string, vehicleId: number | null): Promise<void> {
    await tx
      .update(garageVehicles)
      .set({ isCurrent: false })
      .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.isCurrent, true)));
    if (vehicleId !== null) {
      await tx
        .update(garageVehicles)
        .set({ isCurrent: true })
        .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.vehicleId, vehicleId)));
    }
  }

  /** Adds the known vehicles not held yet; past the limit, a merge keeps what fits and an add is refused. */
  async function addIn(tx: Database, userId: string, vehicleIds: number[], keepWhatFits = false): Promise<void> {
    if (vehicleIds.length === 0) return;
    const known = await tx.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.id, vehicleIds));
    const held = await tx.select({ id: garageVehicles.vehicleId }).from(garageVehicles).where(eq(garageVehicles.userId, userId));
    let fresh = vehicleIds.filter(
      (id, i) => vehicleIds.indexOf(id) === i && known.some((k) => k.id === id) && !held.some((h) => h.id === id),
    );
    if (held.length + fresh.length > MAX_GARAGE_VEHICLES) {
      if (!keepWhatFits) throw new ConflictError(`A garage holds at most ${MAX_GARAGE_VEHICLES} vehicles`);
      fresh = fresh.slice(0, Math.max(0, MAX_GARAGE_VEHICLES - held.length));
    }
    // One row at a time, so each keeps its own creation time and the garage its order.
    for (const vehicleId of fresh)
      await tx.insert(garageVehicles).values({ userId, vehicleId, createdAt: new Date() }).onConflictDoNothing();
  }

  return {
    get: (userId: string) => read(db, userId),

    async add(userId: string, vehicleId: number, current = false): Promise<GarageDto> {
      return change(userId, async (tx) => {
        const [vehicle] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId));
        if (!vehicle) throw new NotFoundError("Vehicle Not Found");
        await addIn(tx, userId, [vehicleId]);
        if (current) await setCurrentIn(tx, userId, vehicleId);
      });
    },

    async remove(userId: string, vehicleId: number): Promise<GarageDto> {
      return change(userId, async (tx) => {
        await tx.delete(garageVehicles).where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.vehicleId, vehicleId)));
      });
    },

    setCurrent: (userId: string, vehicleId: number | null) => change(userId, (tx) => setCurrentIn(tx, userId, vehicleId)),

    /** A guest's garage joins the account on sign-in: unknown vehicles are dropped, the guest's current one wins when given. */
    async merge(userId: string, vehicleIds: number[], current: number | null): Promise<GarageDto> {
      return change(userId, async (tx) => {
        await addIn(tx, userId, vehicleIds, true);
        if (current === null) return;
        const [held] = await tx
          .select({ id: garageVehicles.vehicleId })
          .from(garageVehicles)
          .where(and(eq(garageVehicles.userId, userId), eq(garageVehicles.vehicleId, current)));
        if (held) await setCurrentIn(tx, userId, current);
      });
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;
