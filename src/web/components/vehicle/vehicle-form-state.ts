// spec §4 "Vehicle selector": four dependent levels (year, make, model, engine). Choosing a value
// clears and disables the later levels, enables the next one and loads its options lazily;
// choosing none reports no vehicle; the final choice reports the vehicle.
import type { Vehicle } from "../../../domain/schemas/vehicle.ts";

export const LEVELS = ["year", "make", "model", "engine"] as const;
export type Level = (typeof LEVELS)[number];

/** disabled: an earlier level has no value yet; loading, failed, ready: its options. */
export type LevelStatus = "disabled" | "loading" | "failed" | "ready";

export interface LevelOption {
  value: string;
  label: string;
}

export interface LevelState {
  status: LevelStatus;
  options: LevelOption[];
  /** "" when nothing is chosen. */
  value: string;
}

export interface VehicleFormState {
  levels: Record<Level, LevelState>;
  /** The engine level's vehicles, one per engine option. */
  vehicles: Vehicle[];
}

/** What a level's options depend on: the values chosen before it. */
export interface LevelQuery {
  level: Level;
  year?: number;
  make?: string;
  model?: string;
}

export type VehicleFormAction =
  | { type: "choose"; level: Level; value: string }
  | { type: "loaded"; query: LevelQuery; options: LevelOption[]; vehicles?: Vehicle[] }
  | { type: "failed"; query: LevelQuery }
  | { type: "retry"; level: Level };

const disabledLevel: LevelState = { status: "disabled", options: [], value: "" };
const loadingLevel: LevelState = { status: "loading", options: [], value: "" };

/** The start: years are the first level and load at once; the others wait their turn. */
export const initialVehicleFormState: VehicleFormState = {
  levels: { year: loadingLevel, make: disabledLevel, model: disabledLevel, engine: disabledLevel },
  vehicles: [],
};

const indexOf = (level: Level) => LEVELS.indexOf(level);

/** The level's request, from the values of the levels before it. */
export function queryOf(state: VehicleFormState, level: Level): LevelQuery {
  const { year, make, model } = state.levels;
  const query: LevelQuery = { level };
  if (indexOf(level) > 0) query.year = Number(year.value);
  if (indexOf(level) > 1) query.make = make.value;
  if (indexOf(level) > 2) query.model = model.value;
  return query;
}

export function sameQuery(a: LevelQuery, b: LevelQuery): boolean {
  return a.level === b.level && a.year === b.year && a.make === b.make && a.model === b.model;
}

/** spec §4: choosing a value clears and disables the later levels and enables the next one. */
export function chooseLevelValue(state: VehicleFormState, level: Level, value: string): VehicleFormState {
  const current = state.levels[level];
  if (current.status !== "ready") return state;
  if (value !== "" && !current.options.some((o) => o.value === value)) return state;
  const at = indexOf(level);
  const levels = { ...state.levels, [level]: { ...current, value } };
  for (const later of LEVELS.slice(at + 1)) levels[later] = disabledLevel;
  // The next level is enabled, its options loading, only when this one has a value.
  const next = LEVELS[at + 1];
  if (next && value !== "") levels[next] = loadingLevel;
  return { levels, vehicles: level === "engine" ? state.vehicles : [] };
}

/** A level's options arrived; an answer to an earlier choice (a stale request) is ignored. */
export function levelOptionsLoaded(
  state: VehicleFormState,
  query: LevelQuery,
  options: LevelOption[],
  vehicles: Vehicle[] = [],
): VehicleFormState {
  const level = state.levels[query.level];
  if (level.status !== "loading" || !sameQuery(queryOf(state, query.level), query)) return state;
  return {
    levels: { ...state.levels, [query.level]: { status: "ready", options, value: "" } },
    vehicles: query.level === "engine" ? vehicles : state.vehicles,
  };
}

/** A level's options could not be loaded: it says so and may be retried; stale failures are ignored. */
export function levelOptionsFailed(state: VehicleFormState, query: LevelQuery): VehicleFormState {
  const level = state.levels[query.level];
  if (level.status !== "loading" || !sameQuery(queryOf(state, query.level), query)) return state;
  return { ...state, levels: { ...state.levels, [query.level]: { ...disabledLevel, status: "failed" } } };
}

export function retryLevel(state: VehicleFormState, level: Level): VehicleFormState {
  if (state.levels[level].status !== "failed") return state;
  return { ...state, levels: { ...state.levels, [level]: loadingLevel } };
}

export function vehicleFormReducer(state: VehicleFormState, action: VehicleFormAction): VehicleFormState {
  switch (action.type) {
    case "choose":
      return chooseLevelValue(state, action.level, action.value);
    case "loaded":
      return levelOptionsLoaded(state, action.query, action.options, action.vehicles);
    case "failed":
      return levelOptionsFailed(state, action.query);
    case "retry":
      return retryLevel(state, action.level);
  }
}

/** The level whose options are to be fetched now, if any (one at a time: each needs the one before). */
export function pendingQuery(state: VehicleFormState): LevelQuery | null {
  const level = LEVELS.find((l) => state.levels[l].status === "loading");
  return level ? queryOf(state, level) : null;
}

/** spec §4: the final choice reports the vehicle; anything less reports no vehicle. */
export function chosenVehicle(state: VehicleFormState): Vehicle | null {
  const engine = state.levels.engine.value;
  if (engine === "") return null;
  return state.vehicles.find((v) => String(v.id) === engine) ?? null;
}

/** Options of the first three levels are the names themselves; engines are vehicles. */
export function namesToOptions(names: readonly (string | number)[]): LevelOption[] {
  return names.map((name) => ({ value: String(name), label: String(name) }));
}

export function enginesToOptions(vehicles: readonly Vehicle[]): LevelOption[] {
  return vehicles.map((v) => ({ value: String(v.id), label: v.engine }));
}
