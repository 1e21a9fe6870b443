// The vehicle form's VIN box (spec §2: selects, or a VIN text box). spec §4: the lookup is
// debounced and a stale one is cancelled when the text changes; spec §8: an alert when the VIN is
// found, and "unable to find vehicle by VIN" otherwise, here with the reason.
import type { Vehicle, VinLookup } from "../../../domain/schemas/vehicle.ts";
import { vehicleLabel, vehicleShortLabel } from "../../../domain/schemas/vehicle-rules.ts";
import { decodeVin, type InvalidVin, normalizeVin } from "../../../domain/vin.ts";

export type VinLookupState =
  /** Nothing typed, or the shopper is still typing. */
  | { status: "idle" }
  /** The text breaks a VIN rule: no request is made. */
  | { status: "invalid"; problem: InvalidVin }
  | { status: "searching"; vin: string }
  | { status: "found"; result: VinLookup }
  | { status: "not-found"; result: VinLookup }
  /** The request failed (network, server): it may be retried. */
  | { status: "failed"; vin: string };

export type VinToLookUp = { kind: "none" } | { kind: "invalid"; problem: InvalidVin } | { kind: "lookup"; vin: string };

/** What the text asks for once the shopper pauses: nothing (empty), an invalid-VIN alert, or a lookup. */
export function vinToLookUp(text: string, currentYear: number): VinToLookUp {
  if (normalizeVin(text) === "") return { kind: "none" };
  const decoded = decodeVin(text, { currentYear });
  return decoded.ok ? { kind: "lookup", vin: decoded.vin } : { kind: "invalid", problem: decoded };
}

export function lookupAnswered(result: VinLookup): VinLookupState {
  return result.vehicles.length > 0 ? { status: "found", result } : { status: "not-found", result };
}

/** The vehicle the found alert names: the whole name of one, the year, make and model of several. */
export function foundVehicleName(vehicles: readonly Vehicle[]): string {
  if (vehicles.length === 1) return vehicleLabel(vehicles[0]!);
  return [...new Set(vehicles.map(vehicleShortLabel))].join(" / ");
}

/** A found vehicle's choice: its engine among engines of one model, its whole name otherwise. */
export function vinChoiceLabel(vehicle: Vehicle, vehicles: readonly Vehicle[]): string {
  const oneModel = vehicles.every((v) => vehicleShortLabel(v) === vehicleShortLabel(vehicle));
  return oneModel ? vehicle.engine : vehicleLabel(vehicle);
}

export interface Reason {
  key: string;
  values?: Record<string, string | number>;
}

/** Why the VIN finds no vehicle: which rule the text breaks, or what the catalogue lacks. */
export function notFoundReason(state: Extract<VinLookupState, { status: "invalid" | "not-found" }>): Reason {
  if (state.status === "invalid") {
    const { problem } = state;
    switch (problem.problem) {
      case "characters":
        // A space would be invisible in the sentence: it is shown as an open box.
        return { key: "vehicle.vin.badCharacters", values: { characters: problem.characters.map((c) => (c === " " ? "␣" : c)).join(" ") } };
      case "length":
        return { key: "vehicle.vin.badLength", values: { length: problem.length } };
      case "check-digit":
        return { key: "vehicle.vin.badCheckDigit" };
    }
  }
  const { manufacturer, modelYear } = state.result;
  if (modelYear === null) return { key: "vehicle.vin.noModelYear" };
  if (manufacturer === null) return { key: "vehicle.vin.unknownMaker" };
  return { key: "vehicle.vin.notInCatalogue", values: { vehicle: `${modelYear} ${manufacturer}` } };
}
