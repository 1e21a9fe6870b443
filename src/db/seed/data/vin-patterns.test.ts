import { describe, expect, it } from "vitest";

import { decodeVin, manufacturerOf, vinMatchesPattern, vinPatternSpecificity } from "../../../domain/vin.ts";
import type { VinPatternDef } from "./types.ts";
import { vehicleGenerations } from "./vehicles.ts";
import { vinPatterns } from "./vin-patterns.ts";

/** The seed treats a generation still in production as running to this model year. */
const CURRENT_YEAR = 2026;

const label = (p: VinPatternDef) => `${p.wmi} ${p.vds || "(any)"} ${p.make} ${p.model} ${p.yearFrom}-${p.yearTo ?? ""} ${p.engineCode ?? ""}`.trim();
const generationOf = (p: VinPatternDef) => vehicleGenerations.find((g) => g.make === p.make && g.model === p.model);

describe("VIN patterns of the seeded vehicles", () => {
  it("name a make and model of the seeded vehicles, within that generation's years", () => {
    for (const pattern of vinPatterns) {
      const generation = generationOf(pattern);
      expect(generation, label(pattern)).toBeDefined();
      if (!generation) continue;
      expect(pattern.yearFrom, label(pattern)).toBeGreaterThanOrEqual(generation.yearFrom);
      expect(pattern.yearTo ?? CURRENT_YEAR, label(pattern)).toBeLessThanOrEqual(generation.yearTo ?? CURRENT_YEAR);
      expect(pattern.yearFrom, label(pattern)).toBeLessThanOrEqual(pattern.yearTo ?? CURRENT_YEAR);
    }
  });

  it("pin only engines the generation has, in years it had them", () => {
    for (const pattern of vinPatterns.filter((p) => p.engineCode !== undefined)) {
      const generation = generationOf(pattern)!;
      const engine = generation.engines.find((e) => e.code === pattern.engineCode);
      expect(engine, label(pattern)).toBeDefined();
      if (!engine) continue;
      expect(pattern.yearFrom, label(pattern)).toBeGreaterThanOrEqual(engine.yearFrom ?? generation.yearFrom);
      expect(pattern.yearTo ?? CURRENT_YEAR, label(pattern)).toBeLessThanOrEqual(engine.yearTo ?? generation.yearTo ?? CURRENT_YEAR);
    }
  });

  it("are written in VIN characters: a three-character WMI and at most five descriptor characters", () => {
    for (const pattern of vinPatterns) {
      expect(pattern.wmi, label(pattern)).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
      expect(pattern.vds, label(pattern)).toMatch(/^[A-HJ-NPR-Z0-9?]{0,5}$/);
    }
  });

  it("use WMIs the decoder names with the pattern's make (Dodge for the Ram pickups before 2011)", () => {
    for (const pattern of vinPatterns) {
      // A VIN of the pattern's shape: its descriptor, any character where it has "?".
      const vin = `${pattern.wmi}${pattern.vds.replaceAll("?", "A")}`.padEnd(17, "0");
      const expected = pattern.make === "RAM" && pattern.yearTo !== null && pattern.yearTo <= 2010 ? "Dodge" : pattern.make;
      expect(manufacturerOf(vin), label(pattern)).toBe(expected);
    }
  });

  it("are listed once each", () => {
    const keys = vinPatterns.map(label);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("cover the models the shop's customers drive", () => {
    const covered = new Set(vinPatterns.map((p) => `${p.make} ${p.model}`));
    const required = [
      "Toyota Land Cruiser 80",
      "Toyota Land Cruiser 100",
      "Toyota Land Cruiser 200",
      "Toyota Land Cruiser Prado 150",
      "Toyota Hilux N80",
      "Toyota 4Runner N280",
      "Toyota Tacoma 3rd Gen",
      "Nissan Patrol Y62",
      "Jeep Wrangler JK",
      "Jeep Wrangler JL",
      "Jeep Gladiator JT",
      "Ford Ranger PX",
      "Ford Bronco",
      "Mitsubishi Pajero NS-NX",
      "Mitsubishi Triton ML/MN",
      "Land Rover Defender 90/110",
      "Land Rover Defender L663",
      "Suzuki Jimny JB74",
      "Isuzu D-Max RG",
      "Mercedes-Benz G-Class W463",
      "Volkswagen Amarok 1st Gen",
      "RAM 1500 DS",
      "Lada Niva Legend",
      "UAZ Patriot",
    ];
    expect(required.filter((name) => !covered.has(name))).toEqual([]);
  });

  // Real VINs (see src/domain/vin.test.ts for where each comes from) find their own model.
  it.each([
    ["JT3DJ81W7P0023824", "Toyota Land Cruiser 80", "1FZ-FE"],
    ["JTEBU5JRXJ5543007", "Toyota 4Runner N280", "1GR-FE"],
    ["JTEBU11F470006153", "Toyota FJ Cruiser", "1GR-FE"],
    ["JTEBH3FJ60K093139", "Toyota Land Cruiser Prado 150", undefined],
    ["1C4HJXDG0PW670851", "Jeep Wrangler JL", "Pentastar 3.6"],
    ["1C4BJWDGXJL887199", "Jeep Wrangler JK", "Pentastar 3.6"],
    ["1C6HJTAG9RL133873", "Jeep Gladiator JT", "Pentastar 3.6"],
    ["3C6RR7KT9EG288687", "RAM 1500 DS", "HEMI 5.7"],
    ["1FMEE5DPXMLA66891", "Ford Bronco", "EcoBoost 2.7 V6"],
    ["JN8AY2NCXK9582915", "Nissan Patrol Y62", "VK56VD"],
    ["1N6AD0EV1HN778459", "Nissan Frontier D40", "VQ40DE"],
    ["MMBJNKB408D067564", "Mitsubishi Triton ML/MN", undefined],
    ["SALLDHMF8MA965676", "Land Rover Defender 90/110", undefined],
    ["WV1ZZZ2HZB8005243", "Volkswagen Amarok 1st Gen", undefined],
    ["XTA212140F2218002", "Lada Niva Legend", "VAZ-21214"],
    ["XTT316300C0006693", "UAZ Patriot", undefined],
    ["XTT315196C0516055", "UAZ Hunter", undefined],
  ])("%s matches %s most specifically", (vin, model, engineCode) => {
    const decoded = decodeVin(vin, { currentYear: CURRENT_YEAR });
    expect(decoded.ok).toBe(true);
    const matching = vinPatterns.filter((p) => vinMatchesPattern(vin, p));
    const best = Math.max(...matching.map(vinPatternSpecificity));
    const chosen = matching.filter((p) => vinPatternSpecificity(p) === best);
    expect(chosen.map((p) => `${p.make} ${p.model}`)).toContain(model);
    expect(chosen.find((p) => `${p.make} ${p.model}` === model)?.engineCode).toBe(engineCode);
  });
});
