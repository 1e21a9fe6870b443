import { describe, expect,it } from "vitest";

import type { EngineSpec,VehicleGeneration } from "./types.ts";
import { vehicleGenerations } from "./vehicles.ts";

/** The seed treats a generation still in production as running to this model year. */
const CURRENT_YEAR = 2026;

function lastYear(generation: VehicleGeneration): number {
  return generation.yearTo ?? CURRENT_YEAR;
}

function engineSpan(generation: VehicleGeneration, engine: EngineSpec): [number, number] {
  return [engine.yearFrom ?? generation.yearFrom, engine.yearTo ?? lastYear(generation)];
}

function label(generation: VehicleGeneration): string {
  return `${generation.make} ${generation.model}`;
}

function yearEngineCombinations(): number {
  let count = 0;
  for (const generation of vehicleGenerations) {
    for (const engine of generation.engines) {
      const [from, to] = engineSpan(generation, engine);
      count += to - from + 1;
    }
  }
  return count;
}

describe("vehicle generations", () => {
  it("cover at least 12 makes", () => {
    const makes = new Set(vehicleGenerations.map((g) => g.make));
    expect(makes.size).toBeGreaterThanOrEqual(12);
  });

  it("cover at least 60 models or generations", () => {
    expect(vehicleGenerations.length).toBeGreaterThanOrEqual(60);
  });

  it("add up to at least 300 year-and-engine combinations", () => {
    expect(yearEngineCombinations()).toBeGreaterThanOrEqual(300);
  });

  it("run forwards in time from no earlier than 1950, an open end counting as 2026", () => {
    for (const generation of vehicleGenerations) {
      expect(generation.yearFrom, label(generation)).toBeGreaterThanOrEqual(1950);
      expect(generation.yearFrom, label(generation)).toBeLessThanOrEqual(lastYear(generation));
      expect(lastYear(generation), label(generation)).toBeLessThanOrEqual(CURRENT_YEAR);
    }
  });

  it("offer every engine only within its generation's years", () => {
    for (const generation of vehicleGenerations) {
      for (const engine of generation.engines) {
        const [from, to] = engineSpan(generation, engine);
        const where = `${label(generation)} ${engine.code}`;
        expect(from, where).toBeLessThanOrEqual(to);
        expect(from, where).toBeGreaterThanOrEqual(generation.yearFrom);
        expect(to, where).toBeLessThanOrEqual(lastYear(generation));
      }
    }
  });

  it("have at least one engine each, with a code and a label", () => {
    for (const generation of vehicleGenerations) {
      expect(generation.engines.length, label(generation)).toBeGreaterThan(0);
      for (const engine of generation.engines) {
        expect(engine.code.trim(), label(generation)).not.toBe("");
        expect(engine.label.trim(), `${label(generation)} ${engine.code}`).not.toBe("");
      }
    }
  });

  it("never list the same make and model twice", () => {
    const seen = new Set<string>();
    for (const generation of vehicleGenerations) {
      const key = label(generation).toLowerCase();
      expect(seen.has(key), label(generation)).toBe(false);
      seen.add(key);
    }
  });

  it("never list the same engine code twice within one generation", () => {
    for (const generation of vehicleGenerations) {
      const codes = generation.engines.map((e) => e.code);
      expect(new Set(codes).size, label(generation)).toBe(codes.length);
    }
  });

  it("include the models the shop's customers drive", () => {
    const required = [
      "Toyota Land Cruiser 70",
      "Toyota Land Cruiser 80",
      "Toyota Land Cruiser 100",
      "Toyota Land Cruiser 200",
      "Toyota Land Cruiser 300",
      "Toyota Land Cruiser Prado 120",
      "Toyota Land Cruiser Prado 150",
      "Toyota Hilux N70",
      "Toyota Hilux N80",
      "Toyota 4Runner N280",
      "Toyota 4Runner N210",
      "Toyota FJ Cruiser",
      "Toyota Tacoma 2nd Gen",
      "Toyota Tacoma 3rd Gen",
      "Nissan Patrol Y60",
      "Nissan Patrol Y61",
      "Nissan Patrol Y62",
      "Nissan Navara D22",
      "Nissan Navara D40",
      "Nissan Navara D23",
      "Jeep Wrangler TJ",
      "Jeep Wrangler JK",
      "Jeep Wrangler JL",
      "Jeep Gladiator JT",
      "Jeep Grand Cherokee WK2",
      "Ford Ranger PX",
      "Ford Ranger Next-Gen",
      "Ford Bronco",
      "Mitsubishi Pajero NM/NP",
      "Mitsubishi Pajero NS-NX",
      "Mitsubishi Triton ML/MN",
      "Mitsubishi Triton MQ/MR",
      "Land Rover Defender 90/110",
      "Land Rover Defender L663",
      "Land Rover Discovery 3",
      "Land Rover Discovery 4",
      "Isuzu D-Max RT",
      "Isuzu D-Max RG",
      "Isuzu MU-X 2nd Gen",
      "Suzuki Jimny JB43",
      "Suzuki Jimny JB74",
      "Mercedes-Benz G-Class W463",
      "Mercedes-Benz G-Class W463A",
      "Volkswagen Amarok 1st Gen",
      "Volkswagen Amarok 2nd Gen",
      "Lada Niva Legend",
      "UAZ Hunter",
      "UAZ Patriot",
    ];
    const present = new Set(vehicleGenerations.map(label));
    const missing = required.filter((name) => !present.has(name));
    expect(missing).toEqual([]);
  });

  it("give the Land Cruiser 70 its real engines in their real years", () => {
    const lc70 = vehicleGenerations.find((g) => label(g) === "Toyota Land Cruiser 70");
    expect(lc70).toBeDefined();
    if (!lc70) return;
    expect(lc70.yearFrom).toBe(1984);
    expect(lc70.yearTo).toBeNull();
    const span = (code: string): [number, number] | undefined => {
      const engine = lc70.engines.find((e) => e.code === code);
      return engine ? engineSpan(lc70, engine) : undefined;
    };
    expect(span("1HZ")?.[0]).toBe(1990);
    expect(span("1VD-FTV")?.[0]).toBe(2007);
    expect(span("1GD-FTV")?.[0]).toBe(2023);
    expect(span("3B")?.[1]).toBeLessThan(1991);
  });
});
