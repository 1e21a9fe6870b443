import { describe, expect, it } from "vitest";

import type { Vehicle } from "../../../domain/schemas/vehicle.ts";
import {
  chosenVehicle,
  enginesToOptions,
  initialVehicleFormState,
  namesToOptions,
  pendingQuery,
  type VehicleFormAction,
  vehicleFormReducer,
  type VehicleFormState,
} from "./vehicle-form-state.ts";

const engines: Vehicle[] = [
  { id: 41, year: 1995, make: "Toyota", model: "Land Cruiser 80", engine: "4.2L I6 diesel (1HZ)", engineCode: "1HZ" },
  { id: 42, year: 1995, make: "Toyota", model: "Land Cruiser 80", engine: "4.5L I6 petrol (1FZ-FE)", engineCode: "1FZ-FE" },
];

const run = (...actions: VehicleFormAction[]) => actions.reduce(vehicleFormReducer, initialVehicleFormState);

const yearsLoaded: VehicleFormAction = { type: "loaded", query: { level: "year" }, options: namesToOptions([1996, 1995]) };
const makesLoaded: VehicleFormAction = {
  type: "loaded",
  query: { level: "make", year: 1995 },
  options: namesToOptions(["Nissan", "Toyota"]),
};
const modelsLoaded: VehicleFormAction = {
  type: "loaded",
  query: { level: "model", year: 1995, make: "Toyota" },
  options: namesToOptions(["Land Cruiser 70", "Land Cruiser 80"]),
};
const enginesLoaded: VehicleFormAction = {
  type: "loaded",
  query: { level: "engine", year: 1995, make: "Toyota", model: "Land Cruiser 80" },
  options: enginesToOptions(engines),
  vehicles: engines,
};

/** A form with every level chosen down to the 1HZ Land Cruiser 80. */
function fullyChosen(): VehicleFormState {
  return run(
    yearsLoaded,
    { type: "choose", level: "year", value: "1995" },
    makesLoaded,
    { type: "choose", level: "make", value: "Toyota" },
    modelsLoaded,
    { type: "choose", level: "model", value: "Land Cruiser 80" },
    enginesLoaded,
    { type: "choose", level: "engine", value: "41" },
  );
}

const statuses = (state: VehicleFormState) => Object.values(state.levels).map((l) => l.status);
const values = (state: VehicleFormState) => Object.values(state.levels).map((l) => l.value);

describe("vehicle selector levels (spec §4)", () => {
  it("starts with years loading and the later levels disabled", () => {
    expect(statuses(initialVehicleFormState)).toEqual(["loading", "disabled", "disabled", "disabled"]);
    expect(pendingQuery(initialVehicleFormState)).toEqual({ level: "year" });
    expect(chosenVehicle(initialVehicleFormState)).toBeNull();
  });

  it("choosing a value enables the next level and loads its options lazily, with the earlier values", () => {
    const state = run(yearsLoaded, { type: "choose", level: "year", value: "1995" });
    expect(statuses(state)).toEqual(["ready", "loading", "disabled", "disabled"]);
    expect(pendingQuery(state)).toEqual({ level: "make", year: 1995 });
    const next = run(yearsLoaded, { type: "choose", level: "year", value: "1995" }, makesLoaded, {
      type: "choose",
      level: "make",
      value: "Toyota",
    });
    expect(pendingQuery(next)).toEqual({ level: "model", year: 1995, make: "Toyota" });
  });

  it("nothing is fetched while every enabled level is ready", () => {
    expect(pendingQuery(run(yearsLoaded))).toBeNull();
    expect(pendingQuery(fullyChosen())).toBeNull();
  });

  it("the final choice reports the vehicle", () => {
    const state = fullyChosen();
    expect(statuses(state)).toEqual(["ready", "ready", "ready", "ready"]);
    expect(chosenVehicle(state)).toEqual(engines[0]);
  });

  it("choosing a value clears and disables the later levels", () => {
    const state = vehicleFormReducer(fullyChosen(), { type: "choose", level: "make", value: "Nissan" });
    expect(values(state)).toEqual(["1995", "Nissan", "", ""]);
    expect(statuses(state)).toEqual(["ready", "ready", "loading", "disabled"]);
    expect(state.levels.model.options).toEqual([]);
    expect(state.levels.engine.options).toEqual([]);
    expect(chosenVehicle(state)).toBeNull();
  });

  it("choosing none reports no vehicle and leaves the later levels disabled", () => {
    const state = vehicleFormReducer(fullyChosen(), { type: "choose", level: "model", value: "" });
    expect(values(state)).toEqual(["1995", "Toyota", "", ""]);
    expect(statuses(state)).toEqual(["ready", "ready", "ready", "disabled"]);
    expect(pendingQuery(state)).toBeNull();
    expect(chosenVehicle(state)).toBeNull();
    const noEngine = vehicleFormReducer(fullyChosen(), { type: "choose", level: "engine", value: "" });
    expect(chosenVehicle(noEngine)).toBeNull();
  });

  it("choosing another engine reports that vehicle", () => {
    const state = vehicleFormReducer(fullyChosen(), { type: "choose", level: "engine", value: "42" });
    expect(chosenVehicle(state)).toEqual(engines[1]);
  });

  it("a value that is not among the level's options, or a level that is not ready, changes nothing", () => {
    const ready = run(yearsLoaded);
    expect(vehicleFormReducer(ready, { type: "choose", level: "year", value: "1890" })).toBe(ready);
    expect(vehicleFormReducer(ready, { type: "choose", level: "make", value: "Toyota" })).toBe(ready);
    expect(vehicleFormReducer(initialVehicleFormState, { type: "choose", level: "year", value: "1995" })).toBe(initialVehicleFormState);
  });

  it("an answer to an earlier choice is ignored (a stale request)", () => {
    const state = run(yearsLoaded, { type: "choose", level: "year", value: "1995" }, { type: "choose", level: "year", value: "1996" });
    const stale = vehicleFormReducer(state, makesLoaded);
    expect(stale).toBe(state);
    expect(pendingQuery(stale)).toEqual({ level: "make", year: 1996 });
    expect(vehicleFormReducer(state, { type: "failed", query: { level: "make", year: 1995 } })).toBe(state);
  });

  it("an answer for a level that is no longer loading is ignored", () => {
    const state = fullyChosen();
    expect(vehicleFormReducer(state, modelsLoaded)).toBe(state);
  });

  it("a failed load marks the level failed, fetches nothing more, and a retry loads it again", () => {
    const failed = run(
      yearsLoaded,
      { type: "choose", level: "year", value: "1995" },
      { type: "failed", query: { level: "make", year: 1995 } },
    );
    expect(statuses(failed)).toEqual(["ready", "failed", "disabled", "disabled"]);
    expect(pendingQuery(failed)).toBeNull();
    const retried = vehicleFormReducer(failed, { type: "retry", level: "make" });
    expect(statuses(retried)).toEqual(["ready", "loading", "disabled", "disabled"]);
    expect(pendingQuery(retried)).toEqual({ level: "make", year: 1995 });
    expect(vehicleFormReducer(retried, { type: "retry", level: "make" })).toBe(retried);
  });

  it("choosing an earlier level after a failure replaces the failed level with a fresh load", () => {
    const failed = run(
      yearsLoaded,
      { type: "choose", level: "year", value: "1995" },
      { type: "failed", query: { level: "make", year: 1995 } },
    );
    const state = vehicleFormReducer(failed, { type: "choose", level: "year", value: "1996" });
    expect(statuses(state)).toEqual(["ready", "loading", "disabled", "disabled"]);
  });

  it("engine options are the vehicles' engines, valued by vehicle id", () => {
    expect(enginesToOptions(engines)).toEqual([
      { value: "41", label: "4.2L I6 diesel (1HZ)" },
      { value: "42", label: "4.5L I6 petrol (1FZ-FE)" },
    ]);
  });
});
