// spec §3, §4: the garage of a shopper's vehicles and the current one.
import type { Vehicle } from "./schemas/vehicle.ts";

export type GarageVehicle = Vehicle;

export interface Garage {
  items: GarageVehicle[];
  current: number | null;
}

export const emptyGarage: Garage = { items: [], current: null };

/** spec §4: replacing the items keeps current if it is still present, otherwise sets it to null. */
export function replaceGarageItems(garage: Garage, items: GarageVehicle[]): Garage {
  const current = garage.current !== null && items.some((v) => v.id === garage.current) ? garage.current : null;
  return { items, current };
}

/** spec §4: setting current by id yields null when the id is not found. */
export function setCurrentVehicle(garage: Garage, id: number | null): Garage {
  return { ...garage, current: id !== null && garage.items.some((v) => v.id === id) ? id : null };
}

export function addGarageVehicle(garage: Garage, vehicle: GarageVehicle): Garage {
  if (garage.items.some((v) => v.id === vehicle.id)) return garage;
  return { ...garage, items: [...garage.items, vehicle] };
}

export function removeGarageVehicle(garage: Garage, id: number): Garage {
  return replaceGarageItems(
    garage,
    garage.items.filter((v) => v.id !== id),
  );
}

export function currentVehicleOf(garage: Garage): GarageVehicle | null {
  return garage.items.find((v) => v.id === garage.current) ?? null;
}
