import type { Database } from "../../../db/client.ts";
import { ConflictError, NotFoundError } from "../../../domain/errors.ts";
import type { GarageDto } from "../../../domain/schemas/account.ts";
import { createGarageRepository, type GarageRepository } from "./garage.repository.ts";
import { createUsersRepository } from "./users.repository.ts";

/** Vehicles one garage may hold. */
export const MAX_GARAGE_VEHICLES = 20;

/**
 * A signed-in customer's garage (spec §3 Garage, §7 vehicle client). Each change runs under a lock
 * of the customer's row and answers the whole garage, so the client replaces its list (spec §4).
 */
export function createGarageService(db: Database) {
  async function read(garage: GarageRepository, userId: string): Promise<GarageDto> {
    const rows = await garage.list(userId);
    return { items: rows.map(({ isCurrent: _isCurrent, ...vehicle }) => vehicle), current: rows.find((r) => r.isCurrent)?.id ?? null };
  }

  async function change(userId: string, work: (garage: GarageRepository) => Promise<void>): Promise<GarageDto> {
    return db.transaction(async (tx) => {
      if (!(await createUsersRepository(tx).lock(userId))) throw new NotFoundError("Garage not found");
      const garage = createGarageRepository(tx);
      await work(garage);
      return read(garage, userId);
    });
  }

  /** spec §4: setting current by an id not in the garage yields no current vehicle. */
  async function setCurrentIn(garage: GarageRepository, userId: string, vehicleId: number | null): Promise<void> {
    await garage.clearCurrent(userId);
    if (vehicleId !== null) await garage.markCurrent(userId, vehicleId);
  }

  /** Adds the known vehicles not held yet; past the limit, a merge keeps what fits and an add is refused. */
  async function addIn(garage: GarageRepository, userId: string, vehicleIds: number[], keepWhatFits = false): Promise<void> {
    if (vehicleIds.length === 0) return;
    const known = await garage.knownVehicleIds(vehicleIds);
    const held = await garage.heldVehicleIds(userId);
    let fresh = vehicleIds.filter((id, i) => vehicleIds.indexOf(id) === i && known.includes(id) && !held.includes(id));
    if (held.length + fresh.length > MAX_GARAGE_VEHICLES) {
      if (!keepWhatFits) throw new ConflictError(`A garage holds at most ${MAX_GARAGE_VEHICLES} vehicles`);
      fresh = fresh.slice(0, Math.max(0, MAX_GARAGE_VEHICLES - held.length));
    }
    // One row at a time, so each keeps its own creation time and the garage its order.
    for (const vehicleId of fresh) await garage.add(userId, vehicleId);
  }

  return {
    get: (userId: string) => read(createGarageRepository(db), userId),

    async add(userId: string, vehicleId: number, current = false): Promise<GarageDto> {
      return change(userId, async (garage) => {
        if ((await garage.knownVehicleIds([vehicleId])).length === 0) throw new NotFoundError("Vehicle Not Found");
        await addIn(garage, userId, [vehicleId]);
        if (current) await setCurrentIn(garage, userId, vehicleId);
      });
    },

    remove: (userId: string, vehicleId: number) => change(userId, (garage) => garage.remove(userId, vehicleId)),

    setCurrent: (userId: string, vehicleId: number | null) => change(userId, (garage) => setCurrentIn(garage, userId, vehicleId)),

    /** A guest's garage joins the account on sign-in: unknown vehicles are dropped, the guest's current one wins when given. */
    async merge(userId: string, vehicleIds: number[], current: number | null): Promise<GarageDto> {
      return change(userId, async (garage) => {
        await addIn(garage, userId, vehicleIds, true);
        if (current === null) return;
        if ((await garage.heldVehicleIds(userId)).includes(current)) await setCurrentIn(garage, userId, current);
      });
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;
