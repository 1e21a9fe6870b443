// The vehicles file (docs/catalogue-files.md): one row per engine of a generation, or one for a
// generation without engines. Its cells read into the vehicle list's entries, and written from them.
import type { ImportProblem } from "../../../domain/schemas/catalogue-files.ts";
import {
  ENGINE_FUELS,
  type EngineFuel,
  FIRST_MODEL_YEAR,
  LAST_MODEL_YEAR,
  type VinPatternFields,
} from "../../../domain/schemas/vehicle-list.ts";
import type { VehicleListEntry } from "../vehicles/index.ts";

export const VEHICLE_COLUMNS = [
  "make",
  "make_vcdb_id",
  "make_hidden",
  "model",
  "model_vcdb_id",
  "generation",
  "chassis",
  "year_from",
  "year_to",
  "generation_hidden",
  "vin_patterns",
  "base_vehicle_ids",
  "engine_code",
  "engine_label_en",
  "engine_label_ru",
  "engine_label_ar",
  "fuel",
  "displacement_cc",
  "power_kw",
  "engine_year_from",
  "engine_year_to",
  "engine_vcdb_id",
  "engine_hidden",
] as const;
export type VehicleColumn = (typeof VEHICLE_COLUMNS)[number];
export const VEHICLE_REQUIRED = ["make", "model", "generation", "year_from", "year_to"] as const;

/** The engine's cells, which a row of a generation without engines leaves empty. */
const ENGINE_CELLS = VEHICLE_COLUMNS.slice(VEHICLE_COLUMNS.indexOf("engine_code"));

const YES = new Set(["yes", "true", "1"]);
const NO = new Set(["", "no", "false", "0"]);
/** WMI[:VDS] FROM-[TO][ ENGINE]: the engine code as the list writes it, spaces and all ("Ecoboost 2.3"). */
const VIN_PATTERN = /^([A-HJ-NPR-Z0-9]{3})(?::([A-HJ-NPR-Z0-9?]{1,5}))?\s+(\d{4})-(\d{4})?(?:\s+(.+))?$/i;

/** A generation's VIN patterns in one cell: `WMI[:VDS] FROM-[TO][ ENGINE]`, separated by semicolons ("JTE:KZJ95 1996-2002 1KZ-TE; JTE 2003-"). */
export function vinPatternsCell(patterns: readonly VinPatternFields[]): string {
  return patterns
    .map((p) => `${p.wmi}${p.vds ? `:${p.vds}` : ""} ${p.yearFrom}-${p.yearTo ?? ""}${p.engineCode ? ` ${p.engineCode}` : ""}`)
    .join("; ");
}

function readVinPatterns(cell: string): VinPatternFields[] | string {
  const patterns: VinPatternFields[] = [];
  for (const part of cell.split(";").map((each) => each.trim())) {
    if (part === "") continue;
    const match = VIN_PATTERN.exec(part);
    if (!match) return `"${part}" is not a VIN pattern (write WMI[:VDS] FROM-[TO][ ENGINE], such as JTE:KZJ95 1996-2002 1KZ-TE)`;
    const [, wmi, vds, from, to, engine] = match;
    if (to !== undefined && Number(to) < Number(from)) return `"${part}": its last year is before its first`;
    patterns.push({
      wmi: wmi!.toUpperCase(),
      vds: (vds ?? "").toUpperCase(),
      yearFrom: Number(from),
      yearTo: to === undefined ? null : Number(to),
      engineCode: engine ?? null,
    });
  }
  return patterns;
}

/** A generation's VCdb BaseVehicleIDs in one cell: `YEAR:ID`, separated by semicolons ("2016:5906; 2017:5907"), sorted. */
function readBaseVehicles(cell: string): { year: number; vcdbId: number }[] | string {
  const out: { year: number; vcdbId: number }[] = [];
  for (const part of cell.split(";").map((each) => each.trim())) {
    if (part === "") continue;
    const match = /^(\d{4}):(\d{1,9})$/.exec(part);
    if (!match) return `"${part}" is not a year and a BaseVehicleID (write 2016:5906; 2017:5907)`;
    out.push({ year: Number(match[1]), vcdbId: Number(match[2]) });
  }
  return out.sort((a, b) => a.year - b.year || a.vcdbId - b.vcdbId);
}

/** Reads one row of a vehicles file: its entry, or the problems of its cells (by column). */
export function readVehicleRow(
  cells: Record<VehicleColumn, string>,
  line: number,
): { entry: VehicleListEntry | null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const problem = (column: VehicleColumn, reason: string) => problems.push({ line, column, reason });
  const text = (column: VehicleColumn, max: number, required = false) => {
    const value = cells[column].trim();
    if (required && value === "") problem(column, "required cell empty");
    else if (value.length > max) problem(column, `longer than ${max} characters`);
    return value;
  };
  const whole = (column: VehicleColumn, min: number, max: number, what = "a whole number"): number | null => {
    const value = cells[column].trim();
    if (value === "") return null;
    if (/^-\d/.test(value)) problem(column, "negative");
    else if (!/^\d+$/.test(value)) problem(column, `not ${what}`);
    else if (Number(value) < min) problem(column, `less than ${min}`);
    else if (Number(value) > max) problem(column, `more than ${max}`);
    else return Number(value);
    return null;
  };
  const year = (column: VehicleColumn, required: boolean) => {
    if (required && cells[column].trim() === "") {
      problem(column, "required cell empty");
      return null;
    }
    return whole(column, FIRST_MODEL_YEAR, LAST_MODEL_YEAR, "a year");
  };
  const flag = (column: VehicleColumn) => {
    const value = cells[column].trim().toLowerCase();
    if (YES.has(value)) return true;
    if (!NO.has(value)) problem(column, "not yes or no");
    return false;
  };
  const vcdb = (column: VehicleColumn) => whole(column, 1, 2_147_483_647, "a VCdb id (a whole number)");

  const make = { name: text("make", 80, true), vcdbId: vcdb("make_vcdb_id"), hidden: flag("make_hidden") };
  const model = { name: text("model", 80, true), vcdbId: vcdb("model_vcdb_id") };
  const yearFrom = year("year_from", true);
  const yearTo = year("year_to", true);
  if (yearFrom !== null && yearTo !== null && yearTo < yearFrom) problem("year_to", "before year_from");
  const vinPatterns = readVinPatterns(cells.vin_patterns);
  if (typeof vinPatterns === "string") problem("vin_patterns", vinPatterns);
  const baseVehicles = readBaseVehicles(cells.base_vehicle_ids);
  if (typeof baseVehicles === "string") problem("base_vehicle_ids", baseVehicles);
  else if (yearFrom !== null && yearTo !== null) {
    const outside = baseVehicles.find((b) => b.year < yearFrom || b.year > yearTo);
    if (outside) problem("base_vehicle_ids", `${outside.year} is not a year of the generation (${yearFrom}-${yearTo})`);
  }
  const generation = {
    name: text("generation", 80, true),
    chassis: text("chassis", 200),
    yearFrom: yearFrom ?? 0,
    yearTo: yearTo ?? 0,
    hidden: flag("generation_hidden"),
    vinPatterns: typeof vinPatterns === "string" ? [] : vinPatterns,
    baseVehicles: typeof baseVehicles === "string" ? [] : baseVehicles,
  };

  let engine: VehicleListEntry["engine"] = null;
  const code = text("engine_code", 40);
  if (code === "") {
    for (const column of ENGINE_CELLS) if (cells[column].trim() !== "") problem(column, "an engine's cell on a row without engine_code");
  } else {
    const fuel = cells.fuel.trim().toLowerCase();
    if (fuel === "") problem("fuel", "required cell empty");
    else if (!(ENGINE_FUELS as readonly string[]).includes(fuel)) problem("fuel", `not a fuel (write one of ${ENGINE_FUELS.join(", ")})`);
    const engineFrom = year("engine_year_from", false);
    const engineTo = year("engine_year_to", false);
    if (engineFrom !== null && engineTo !== null && engineTo < engineFrom) problem("engine_year_to", "before engine_year_from");
    const ru = text("engine_label_ru", 80);
    const ar = text("engine_label_ar", 80);
    engine = {
      code,
      label: { en: text("engine_label_en", 80, true), ...(ru ? { ru } : {}), ...(ar ? { ar } : {}) },
      fuel: fuel as EngineFuel,
      displacementCc: whole("displacement_cc", 50, 20_000),
      powerKw: whole("power_kw", 1, 2_000),
      yearFrom: engineFrom,
      yearTo: engineTo,
      vcdbId: vcdb("engine_vcdb_id"),
      hidden: flag("engine_hidden"),
    };
  }
  return { entry: problems.length > 0 ? null : { line, make, model, generation, engine }, problems };
}

const num = (value: number | null) => (value === null ? "" : String(value));
const yesNo = (value: boolean) => (value ? "yes" : "no");

/** One row of the vehicles file, in VEHICLE_COLUMNS' order. */
export function vehicleRow(entry: Omit<VehicleListEntry, "line">): string[] {
  const { make, model, generation, engine } = entry;
  const row: Record<VehicleColumn, string> = {
    make: make.name,
    make_vcdb_id: num(make.vcdbId),
    make_hidden: yesNo(make.hidden),
    model: model.name,
    model_vcdb_id: num(model.vcdbId),
    generation: generation.name,
    chassis: generation.chassis,
    year_from: String(generation.yearFrom),
    year_to: String(generation.yearTo),
    generation_hidden: yesNo(generation.hidden),
    vin_patterns: vinPatternsCell(generation.vinPatterns),
    base_vehicle_ids: generation.baseVehicles.map((b) => `${b.year}:${b.vcdbId}`).join("; "),
    engine_code: engine?.code ?? "",
    engine_label_en: engine?.label.en ?? "",
    engine_label_ru: engine?.label.ru ?? "",
    engine_label_ar: engine?.label.ar ?? "",
    fuel: engine?.fuel ?? "",
    displacement_cc: num(engine?.displacementCc ?? null),
    power_kw: num(engine?.powerKw ?? null),
    engine_year_from: num(engine?.yearFrom ?? null),
    engine_year_to: num(engine?.yearTo ?? null),
    engine_vcdb_id: num(engine?.vcdbId ?? null),
    engine_hidden: engine ? yesNo(engine.hidden) : "",
  };
  return VEHICLE_COLUMNS.map((column) => row[column]);
}
