import { describe, expect, it } from "vitest";

import { fitmentGroups, type FitmentRow, formatYearRanges, vehicleModelPath, yearRanges } from "./fitment-groups.ts";

const GD = "2.8L I4 turbo-diesel (1GD-FTV)";
const KD = "3.0L I4 turbo-diesel (1KD-FTV)";
const abs = { slug: "with-abs", text: { en: "With ABS", ru: "С ABS", ar: "مع نظام ABS" } };

const rows = (make: string, model: string, engine: string, from: number, to: number, note: FitmentRow["note"] = null): FitmentRow[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ make, model, engine, year: from + i, note }));

describe("fitment groups", () => {
  it("compress years into runs: consecutive years join, a gap starts a new run, repeats count once", () => {
    expect(yearRanges([2019, 2015, 2016, 2017, 2017, 2021, 2022])).toEqual([
      { from: 2015, to: 2017 },
      { from: 2019, to: 2019 },
      { from: 2021, to: 2022 },
    ]);
    expect(yearRanges([])).toEqual([]);
    expect(formatYearRanges(yearRanges([2015, 2016, 2017, 2018, 2019, 2020, 2021]))).toBe("2015–2021");
    expect(formatYearRanges(yearRanges([1990, 1991, 1995]))).toBe("1990–1991, 1995");
  });

  it("group rows by make and model, one line per engine with its years compressed", () => {
    const groups = fitmentGroups(
      [...rows("Toyota", "Hilux N80", GD, 2015, 2021), ...rows("Toyota", "Hilux N80", KD, 2005, 2015)].reverse(),
    );
    expect(groups).toEqual([
      {
        make: "Toyota",
        model: "Hilux N80",
        path: "/vehicles/toyota/hilux-n80",
        note: null,
        engines: [
          { engine: KD, years: [{ from: 2005, to: 2015 }], note: null },
          { engine: GD, years: [{ from: 2015, to: 2021 }], note: null },
        ],
      },
    ]);
  });

  it("keep a note on the years that carry it: an engine's noted and plain years are two lines, together", () => {
    const groups = fitmentGroups([
      ...rows("Toyota", "Land Cruiser 70", GD, 2016, 2018, abs),
      ...rows("Toyota", "Land Cruiser 70", GD, 2019, 2021),
      ...rows("Toyota", "Land Cruiser 70", KD, 2016, 2017, abs),
    ]);
    expect(groups[0]!.engines).toEqual([
      { engine: GD, years: [{ from: 2016, to: 2018 }], note: abs },
      { engine: GD, years: [{ from: 2019, to: 2021 }], note: null },
      { engine: KD, years: [{ from: 2016, to: 2017 }], note: abs },
    ]);
  });

  it("say a note every line of a model shares once, for the model", () => {
    const [group] = fitmentGroups([
      ...rows("Toyota", "Hilux N80", GD, 2015, 2021, abs),
      ...rows("Toyota", "Hilux N80", KD, 2005, 2015, abs),
    ]);
    expect(group!.note).toEqual(abs);
    expect(group!.engines.map((e) => e.note)).toEqual([null, null]);
  });

  it("order makes alphabetically, a make's models oldest first, and link each model to its page", () => {
    const groups = fitmentGroups([
      ...rows("Toyota", "Land Cruiser 200", "4.5L V8 (1VD-FTV)", 2008, 2021),
      ...rows("Toyota", "Land Cruiser 80", "4.2L I6 (1HZ)", 1990, 1997),
      ...rows("Land Rover", "Defender 90/110", "2.5L I5 (Td5)", 1999, 2006),
      ...rows("Toyota", "Land Cruiser 100", "4.2L I6 (1HZ)", 1998, 2007),
    ]);
    expect(groups.map((g) => `${g.make} ${g.model}`)).toEqual([
      "Land Rover Defender 90/110",
      "Toyota Land Cruiser 80",
      "Toyota Land Cruiser 100",
      "Toyota Land Cruiser 200",
    ]);
    expect(groups[0]!.path).toBe("/vehicles/land-rover/defender-90-110");
    expect(vehicleModelPath("Mercedes-Benz", "G-Class W463A")).toBe("/vehicles/mercedes-benz/g-class-w463a");
  });

  it("say nothing for a part with no fitment rows (a universal part)", () => {
    expect(fitmentGroups([])).toEqual([]);
  });

  it("keep four hundred rows of a shared platform to a few lines per model", () => {
    const many: FitmentRow[] = [];
    for (const model of ["Land Cruiser 70", "Land Cruiser 76", "Land Cruiser 78", "Land Cruiser 79"]) {
      for (const engine of ["1HZ", "1VD-FTV", "1GD-FTV", "1GR-FE", "1HD-FTE"]) many.push(...rows("Toyota", model, engine, 1990, 2009));
    }
    expect(many).toHaveLength(400);
    const groups = fitmentGroups(many);
    expect(groups).toHaveLength(4);
    for (const group of groups) expect(group.engines).toHaveLength(5);
  });
});
