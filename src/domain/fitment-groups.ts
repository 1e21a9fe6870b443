// A part's fitment as the product page's Fitment tab reads it: the vehicles it fits,
// grouped by make and model, each engine's years compressed into ranges ("2015–2021"), with the
// fitter's notes. A part can fit hundreds of year/engine rows at trade scale; a group keeps a
// model's to a few lines.
import type { LocalizedText } from "./locales.ts";
import { slugify } from "./slugify.ts";

export interface FitmentNoteView {
  slug: string;
  text: LocalizedText;
}

/** One fitment row with its vehicle, as the database gives it. */
export interface FitmentRow {
  year: number;
  make: string;
  model: string;
  /** The engine as shoppers pick it: "2.8L I4 turbo-diesel (1GD-FTV)". */
  engine: string;
  note: FitmentNoteView | null;
}

/** Consecutive model years, both ends included. */
export interface YearRange {
  from: number;
  to: number;
}

/** One engine of a model, the years it fits, and the note those years carry. */
export interface FitmentEngine {
  engine: string;
  years: YearRange[];
  note: FitmentNoteView | null;
}

export interface FitmentGroup {
  make: string;
  model: string;
  /** The model's page: /vehicles/{make}/{model}. */
  path: string;
  /** The note every year and engine of the model carries, said once; its engines then carry none. */
  note: FitmentNoteView | null;
  engines: FitmentEngine[];
}

/** The page of a vehicle model: /vehicles/toyota/land-cruiser-70. */
export function vehicleModelPath(make: string, model: string): string {
  return `/vehicles/${slugify(make)}/${slugify(model)}`;
}

/** Years as runs of consecutive years: 2015, 2016, 2017, 2019 -> 2015–2017 and 2019. */
export function yearRanges(years: Iterable<number>): YearRange[] {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  const ranges: YearRange[] = [];
  for (const year of sorted) {
    const last = ranges.at(-1);
    if (last && year === last.to + 1) last.to = year;
    else ranges.push({ from: year, to: year });
  }
  return ranges;
}

/** "2015–2021, 2023": an en dash within a run, commas between runs. */
export function formatYearRanges(ranges: readonly YearRange[]): string {
  return ranges.map((r) => (r.from === r.to ? String(r.from) : `${r.from}–${r.to}`)).join(", ");
}

const byName = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/**
 * Groups fitment rows by make and model; within a model, one line per engine and note with the
 * years compressed, a note all the model's lines share said once for the model. Makes in alphabetical order, a make's models oldest first, a model's engines
 * by their first year, then name; an engine's lines (plain and noted years) together, by year.
 */
export function fitmentGroups(rows: readonly FitmentRow[]): FitmentGroup[] {
  const groups = new Map<
    string,
    { make: string; model: string; lines: Map<string, { engine: string; note: FitmentNoteView | null; years: number[] }> }
  >();
  for (const row of rows) {
    const groupKey = `${row.make}\u0000${row.model}`;
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { make: row.make, model: row.model, lines: new Map() }));
    const lineKey = `${row.engine}\u0000${row.note?.slug ?? ""}`;
    let line = group.lines.get(lineKey);
    if (!line) group.lines.set(lineKey, (line = { engine: row.engine, note: row.note, years: [] }));
    line.years.push(row.year);
  }

  const result = [...groups.values()].map((group) => {
    const lines = [...group.lines.values()].map((line) => ({ engine: line.engine, years: yearRanges(line.years), note: line.note }));
    // An engine's lines stay together, in the order of the engine's first year.
    const engineFrom = new Map<string, number>();
    for (const line of lines) engineFrom.set(line.engine, Math.min(engineFrom.get(line.engine) ?? Infinity, line.years[0]!.from));
    const engines = lines.sort(
      (a, b) =>
        engineFrom.get(a.engine)! - engineFrom.get(b.engine)! ||
        byName(a.engine, b.engine) ||
        a.years[0]!.from - b.years[0]!.from ||
        byName(a.note?.slug ?? "", b.note?.slug ?? ""),
    );
    const [first] = engines;
    const shared = first?.note && engines.every((e) => e.note?.slug === first.note!.slug) ? first.note : null;
    return {
      make: group.make,
      model: group.model,
      path: vehicleModelPath(group.make, group.model),
      note: shared,
      engines: shared ? engines.map((e) => ({ ...e, note: null })) : engines,
    };
  });
  const firstYear = (group: FitmentGroup) => Math.min(...group.engines.map((e) => e.years[0]!.from));
  return result.sort((a, b) => byName(a.make, b.make) || firstYear(a) - firstYear(b) || byName(a.model, b.model));
}
