// The rules of the owner's vehicle list that the derived vehicles follow: which model years an
// engine covers in its generation, and the text a shopper reads for it.
import type { EngineFuel } from "./schemas/vehicle-list.ts";

export interface Years {
  yearFrom: number;
  yearTo: number;
}

/** The model years an engine covers: its own span within its generation's (null: the generation's bound); null when they do not meet. */
export function engineYears(generation: Years, engine: { yearFrom: number | null; yearTo: number | null }): Years | null {
  const yearFrom = Math.max(engine.yearFrom ?? generation.yearFrom, generation.yearFrom);
  const yearTo = Math.min(engine.yearTo ?? generation.yearTo, generation.yearTo);
  return yearFrom <= yearTo ? { yearFrom, yearTo } : null;
}

/** A vehicle's engine as shoppers read it in the selector: its label, then its code. */
export const vehicleEngineText = (label: string, code: string) => `${label} (${code})`;

/** What a label such as "2.8L I4 turbo-diesel" says of the engine's fuel and size. */
export function engineFactsOfLabel(label: string): { fuel: EngineFuel; displacementCc: number | null } {
  const lower = label.toLowerCase();
  const fuel: EngineFuel = lower.includes("hybrid")
    ? "hybrid"
    : lower.includes("electric")
      ? "electric"
      : lower.includes("diesel")
        ? "diesel"
        : lower.includes("lpg")
          ? "lpg"
          : "petrol";
  const litres = /(\d+\.\d)\s*L\b/i.exec(label);
  return { fuel, displacementCc: litres ? Math.round(Number(litres[1]) * 1000) : null };
}
