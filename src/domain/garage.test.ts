import { describe, expect, it } from "vitest";

import {
  addGarageVehicle,
  currentVehicleOf,
  emptyGarage,
  type GarageVehicle,
  removeGarageVehicle,
  replaceGarageItems,
  setCurrentVehicle,
} from "./garage.ts";

const hilux: GarageVehicle = { id: 1, year: 2018, make: "Toyota", model: "Hilux", engine: "2.8 D-4D", engineCode: "1GD-FTV" };
const patrol: GarageVehicle = { id: 2, year: 2012, make: "Nissan", model: "Patrol", engine: "5.6 V8", engineCode: "VK56VD" };

describe("garage (spec §4)", () => {
  it("replacing items keeps current if it is still present", () => {
    const garage = setCurrentVehicle(addGarageVehicle(addGarageVehicle(emptyGarage, hilux), patrol), 2);
    expect(replaceGarageItems(garage, [patrol]).current).toBe(2);
  });
  it("replacing items sets current to null when it is gone", () => {
    const garage = setCurrentVehicle(addGarageVehicle(emptyGarage, hilux), 1);
    expect(replaceGarageItems(garage, [patrol])).toEqual({ items: [patrol], current: null });
  });
  it("setting current by id yields null when the id is not found", () => {
    const garage = addGarageVehicle(emptyGarage, hilux);
    expect(setCurrentVehicle(garage, 1).current).toBe(1);
    expect(setCurrentVehicle(garage, 99).current).toBeNull();
    expect(currentVehicleOf(setCurrentVehicle(garage, 1))).toEqual(hilux);
  });
  it("adding the same vehicle twice keeps one; removing the current one clears current", () => {
    const garage = setCurrentVehicle(addGarageVehicle(addGarageVehicle(emptyGarage, hilux), hilux), 1);
    expect(garage.items).toHaveLength(1);
    expect(removeGarageVehicle(garage, 1)).toEqual(emptyGarage);
  });
});
