import { describe, expect, it } from "vitest";

import { createRandom } from "../random.ts";
import { brands } from "./catalogue.ts";
import { CROSS_BRANDS, crossNumber, OEM_MAKES, oemNumber, type PartGroup,partGroupOf } from "./oem-numbers.ts";
import { vehicleGenerations } from "./vehicles.ts";

// How each maker prints its numbers, written here apart from the generators so that a generator
// that drifts from the real format fails.
const OEM_FORMATS: Record<string, RegExp> = {
  Toyota: /^(\d{5}|PZ[0-9A-Z]{3})-[0-9A-Z]{5}$/, // 04465-0K240; accessories PZQ80-89230
  Nissan: /^[0-9A-Z]{5}-[0-9A-Z]{5}$/, // 41060-4KH0A
  Mitsubishi: /^(\d{4}[A-C]\d{3}|M[BNRZ]\d{6})$/, // 4605B545, MR407201
  Isuzu: /^[58]-9[478]\d{3}-\d{3}-\d$/, // 8-98155-123-0
  Ford: /^[A-Z]B3[9BC]-[0-9A-Z]{4,6}-[A-D][A-C]$/, // AB39-2K021-AA
  Mazda: /^[A-Z0-9]{4}-[0-9A-Z]{2}-\d{2}[0-9A-Z]$/, // UR56-33-28Z
  Jeep: /^\d{8}A[A-F]$/, // 68052386AA
  RAM: /^\d{8}A[A-F]$/,
  "Land Rover": /^(LR\d{6}|[A-Z]{3}\d{4})$/, // LR016684, STC8573
  Suzuki: /^\d{5}-\d{2}[A-Z]\d{2}$/, // 55810-77R00
  "Mercedes-Benz": /^A \d{3} \d{3} \d{2} \d{2}$/, // A 463 420 12 20
  Volkswagen: /^[0-9A-Z]{3} \d{3} \d{3}( [A-Z]{1,2})?$/, // 2H0 698 151 A
  Lada: /^\d{4,5}-\d{7}(-\d{2})?$/, // 2123-3501090, 21214-1012005-08
  UAZ: /^\d{3,6}-\d{7}(-\d{2})?$/, // 3163-2905006-10
  Chevrolet: /^\d{8}$/, // 84123456
  "Great Wall": /^\d{7}X[A-Z]{2}\d{2}[A-Z]?$/, // 3501110XPW01A
};

const GROUPS: PartGroup[] = [
  "brake-pads",
  "brake-discs",
  "shocks",
  "springs",
  "oil-filter",
  "air-filter",
  "clutch",
  "lighting",
  "exhaust",
  "body",
  "interior",
  "wheels",
];

describe("OEM numbers", () => {
  const makes = [...new Set(vehicleGenerations.map((g) => g.make))];

  it("can be written for every make the seed's vehicles have", () => {
    for (const make of makes) expect(OEM_MAKES, make).toContain(make);
    expect(Object.keys(OEM_FORMATS).sort()).toEqual([...makes].sort());
  });

  it.each(Object.entries(OEM_FORMATS))("for %s read as the maker prints them", (make, format) => {
    const random = createRandom(7);
    const models = vehicleGenerations.filter((g) => g.make === make).map((g) => g.model);
    const numbers = new Set<string>();
    for (const model of models) {
      for (const group of GROUPS) {
        for (let i = 0; i < 5; i++) {
          const number = oemNumber(make, group, random, model)!;
          expect(number, `${make} ${model} ${group}`).toMatch(format);
          numbers.add(number);
        }
      }
    }
    // Drawn, not one fixed number.
    expect(numbers.size).toBeGreaterThan(models.length * GROUPS.length * 3);
  });

  it("carry the maker's real function codes where its numbers have them", () => {
    const random = createRandom(11);
    expect(oemNumber("Toyota", "brake-pads", random)).toMatch(/^0446[56]-/);
    expect(oemNumber("Nissan", "oil-filter", random)).toMatch(/^1520[89]-/);
    expect(oemNumber("Suzuki", "brake-pads", random)).toMatch(/^(55810|53200)-/);
    expect(oemNumber("Mazda", "oil-filter", random, "BT-50 UP/UR")).toMatch(/^[A-Z0-9]{4}-14-/);
    expect(oemNumber("Mercedes-Benz", "brake-pads", random, "G-Class W463")).toMatch(/^A 463 42[03] /);
    expect(oemNumber("Volkswagen", "brake-pads", random, "Amarok 1st Gen")).toMatch(/^2H[016] 698 /);
    expect(oemNumber("Lada", "shocks", random, "Niva Legend")).toMatch(/^212\d{1,2}-29[01]5/);
    expect(oemNumber("Land Rover", "body", random, "Defender 90/110")).toMatch(/^[A-Z]{3}\d{4}$/);
    expect(oemNumber("Land Rover", "body", random, "Discovery 4")).toMatch(/^LR0\d{5}$/);
  });

  it("are the same for the same random stream, and none for an unknown make", () => {
    expect(oemNumber("Ford", "shocks", createRandom(3))).toBe(oemNumber("Ford", "shocks", createRandom(3)));
    expect(oemNumber("Trabant", "shocks", createRandom(3))).toBeUndefined();
  });

  it("group parts by their category, bars and racks as body parts", () => {
    expect(partGroupOf("brake-pads")).toBe("brake-pads");
    expect(partGroupOf("leaf-springs")).toBe("springs");
    expect(partGroupOf("bull-bars")).toBe("body");
  });
});

describe("cross-reference numbers", () => {
  it("can be written for every brand of the catalogue, each in a format of its own", () => {
    expect([...CROSS_BRANDS].sort()).toEqual(brands.map((b) => b.slug).sort());
    const random = createRandom(5);
    const shapes = new Set<string>();
    for (const brand of brands) {
      const numbers = Array.from({ length: 20 }, () => crossNumber(brand.slug, random)!);
      for (const number of numbers) expect(number, brand.slug).toMatch(/^[0-9A-Z][0-9A-Z .-]{3,18}[0-9A-Z]$/);
      expect(new Set(numbers).size, brand.slug).toBeGreaterThan(15);
      // The shape: digits as 9, letters as A.
      shapes.add(numbers[0]!.replace(/\d/g, "9").replace(/[A-Z]/g, "A"));
    }
    expect(shapes.size).toBeGreaterThan(brands.length * 0.8);
  });

  it("read as their makers print them", () => {
    const random = createRandom(9);
    expect(crossNumber("haldenwerk", random)).toMatch(/^\d{2}\.\d{4}-\d{4}\.\d$/);
    expect(crossNumber("bruckmann-technik", random)).toMatch(/^\d[A-Z]{2} \d{3} \d{3}-\d{3}$/);
    expect(crossNumber("ferrando-meccanica", random)).toMatch(/^FM \d{2} \d{3}$/);
    expect(crossNumber("highpass-filtration", random)).toMatch(/^HP[AFOC]\d{4}$/);
    expect(crossNumber("no-such-brand", random)).toBeUndefined();
  });
});
