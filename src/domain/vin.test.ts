import { describe, expect, it } from "vitest";

import {
  type DecodedVin,
  decodeVin,
  type InvalidVin,
  manufacturerOf,
  modelYearsOf,
  normalizeVin,
  vinCheckDigit,
  vinMatchesPattern,
  vinPatternSpecificity,
  vinProblemMessage,
} from "./vin.ts";

const currentYear = 2026;

function decoded(vin: string, year = currentYear): DecodedVin {
  const result = decodeVin(vin, { currentYear: year });
  if (!result.ok) throw new Error(`${vin} did not decode: ${result.problem}`);
  return result;
}

function invalid(vin: string): InvalidVin {
  const result = decodeVin(vin, { currentYear });
  if (result.ok) throw new Error(`${vin} decoded`);
  return result;
}

describe("normalizeVin", () => {
  it("trims and upper-cases what the shopper typed", () => {
    expect(normalizeVin("  jt3dj81w7p0023824\t")).toBe("JT3DJ81W7P0023824");
  });
});

describe("vinCheckDigit (position 9: transliterate, weigh 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2, sum modulo 11)", () => {
  it("computes the worked example of the check digit's description, a remainder of 10 written X", () => {
    // Wikibooks "Vehicle Identification Numbers (VIN codes)/Check digit": 1M8GDM9A_KP042788 sums to 351, 351 mod 11 = 10.
    expect(vinCheckDigit("1M8GDM9A0KP042788")).toBe("X");
  });

  it("ignores position 9 itself (it weighs 0)", () => {
    expect(vinCheckDigit("JT3DJ81W0P0023824")).toBe(vinCheckDigit("JT3DJ81W7P0023824"));
    expect(vinCheckDigit("JT3DJ81W7P0023824")).toBe("7");
  });

  it("gives the letters their values: S is 2 (not 1, the letters after R skip a value)", () => {
    // Only position 1 differs: 5 (value 5) and S (value 2) at weight 8, sums 24 apart: 2 modulo 11.
    expect(vinCheckDigit("5GZCZ43D13S812715")).toBe("1");
    expect(vinCheckDigit("SGZCZ43D13S812715")).toBe("X");
    expect(vinCheckDigit("1FTMW1T88MFA00001")).toBe("8");
  });
});

// Real VINs, with where their make and model year come from. Each carries the check digit it
// should (computed above) where one applies.
describe("decodeVin on real VINs of several makes", () => {
  it.each([
    // A shipper's record of a 1993 Toyota Land Cruiser (FZJ80, US market).
    ["JT3DJ81W7P0023824", "Toyota", 1993, "valid"],
    // A VIN decoding API's documented answer: 2018 Toyota 4Runner SR5 Premium.
    ["JTEBU5JRXJ5543007", "Toyota", 2018, "valid"],
    // A VIN decoder's test expectation: 2007 Toyota FJ Cruiser.
    ["JTEBU11F470006153", "Toyota", 2007, "valid"],
    // A vehicle transport order: 2023 Jeep Wrangler Unlimited (JL).
    ["1C4HJXDG0PW670851", "Jeep", 2023, "valid"],
    // A used-car listing: 2018 Jeep Wrangler (JK) 3.6L V6.
    ["1C4BJWDGXJL887199", "Jeep", 2018, "valid"],
    // An insurance policy: 2024 Jeep Gladiator.
    ["1C6HJTAG9RL133873", "Jeep", 2024, "valid"],
    // A Ram 1500 with the 5.7 HEMI (T in position 8) built in Saltillo (3C6), from a list of received VINs; model year E.
    ["3C6RR7KT9EG288687", "RAM", 2014, "valid"],
    // A list of reservation VINs: 2021 Ford Bronco four-door, 2.7 EcoBoost.
    ["1FMEE5DPXMLA66891", "Ford", 2021, "valid"],
    // The documented example of a NHTSA vPIC client: a 2021 Ford crew-cab pickup (not a model of our catalogue).
    ["1FTMW1T88MFA00001", "Ford", 2021, "valid"],
    // A parts invoice: 2019 Nissan Armada SL 4WD (the Y62 Patrol).
    ["JN8AY2NCXK9582915", "Nissan", 2019, "valid"],
    // An OBD scan report: 2017 Nissan Frontier 4.0L V6 (VQ40DE).
    ["1N6AD0EV1HN778459", "Nissan", 2017, "valid"],
    // A 2003 Honda Accord, the most quoted example VIN: a maker outside our catalogue.
    ["1HGCM82633A004352", null, 2003, "valid"],
    // A Lada 4x4 (VAZ-21214) of 2015 from a Russian dealer platform; AvtoVAZ uses position 9 for the model number.
    ["XTA212140F2218002", "Lada", 2015, "not-applicable"],
    // A UAZ Hunter (315196) used as a test VIN by a Russian vehicle-history service; model year C.
    ["XTT315196C0516055", "UAZ", 2012, "not-applicable"],
    // A fleet register: UAZ Patriot 3163 of 2012.
    ["XTT316300C0006693", "UAZ", 2012, "not-applicable"],
    // A Volkswagen Amarok built in Pacheco, Argentina (plant 8), model year B.
    ["WV1ZZZ2HZB8005243", "Volkswagen", 2011, "not-applicable"],
    // A Mitsubishi L200/Triton from Thailand, model year 8.
    ["MMBJNKB408D067564", "Mitsubishi", 2008, "not-applicable"],
  ] as const)("%s: %s, model year %s, check digit %s", (vin, manufacturer, modelYear, checkDigit) => {
    const result = decoded(vin);
    expect(result).toMatchObject({ vin, wmi: vin.slice(0, 3), vds: vin.slice(3, 8), manufacturer, modelYear, checkDigit });
  });

  it("reads a Toyota for markets outside North America, whose position 10 is 0: make known, model year not", () => {
    // A VIN validator's list of valid VINs: a Land Cruiser Prado 150 from Tahara.
    expect(decoded("JTEBH3FJ60K093139")).toMatchObject({ manufacturer: "Toyota", modelYear: null, modelYears: [], checkDigit: "valid" });
    // A fleet list: a 2017 Toyota Hilux from Thailand.
    expect(decoded("MR0HA3CD400387900")).toMatchObject({ manufacturer: "Toyota", modelYear: null, checkDigit: "valid" });
  });

  it("accepts the VIN as typed: lower case and surrounding spaces", () => {
    expect(decoded("  jt3dj81w7p0023824 ")).toMatchObject({ vin: "JT3DJ81W7P0023824", manufacturer: "Toyota", modelYear: 1993 });
  });
});

describe("decodeVin on invalid input says which rule failed", () => {
  it.each([
    ["", 0],
    ["JT3DJ81W7P002382", 16],
    ["JT3DJ81W7P00238245", 18],
    ["1C4HJXDG0PW67085", 16],
  ])("%j: not 17 characters (%i)", (vin, length) => {
    expect(invalid(vin)).toMatchObject({ problem: "length", length });
  });

  it.each([
    ["JT3DJ81W7P0O23824", ["O"]],
    ["JT3DJ81W7P0Q23824", ["Q"]],
    ["1C4HJXDG0PW67085I", ["I"]],
    ["jt3dj81w7p0o2382i", ["O", "I"]],
    ["JT3-DJ81W7P002382", ["-"]],
    ["JT3DJ81W7P 0023824", [" "]],
  ])("%j: letters I, O, Q or other characters (%j)", (vin, characters) => {
    expect(invalid(vin)).toMatchObject({ problem: "characters", characters });
  });

  it("checks the characters before the length: an O in a short VIN is reported as the O", () => {
    expect(invalid("JT3DJ81W7P0O")).toMatchObject({ problem: "characters", characters: ["O"] });
  });

  it.each([
    // One character mistyped in each of the real North American VINs above.
    ["1C4HJXDG1PW670851", "0", "1"],
    ["1FMEE5DPXMLA66892", "1", "X"],
    ["3C6RR7KT9EG288688", "0", "9"],
    ["1HGCM82633A004353", "5", "3"],
  ])("%s: a North American VIN with a wrong check digit fails (should be %s, is %s)", (vin, expected, actual) => {
    expect(invalid(vin)).toMatchObject({ problem: "check-digit", expected, actual });
  });

  it("does not fail a VIN from outside North America whose position 9 is not the check digit", () => {
    // Land Rover uses position 9 for a code of its own: a Defender 110 from a government fleet register.
    expect(vinCheckDigit("SALLDHMF8MA965676")).not.toBe("8");
    expect(decoded("SALLDHMF8MA965676")).toMatchObject({ manufacturer: "Land Rover", checkDigit: "not-applicable" });
    expect(decoded("WV1ZZZ2HZB8005243").checkDigit).toBe("not-applicable");
  });

  it("words each problem for the API's answer", () => {
    expect(vinProblemMessage(invalid("JT3DJ81W7P002382"))).toBe("A VIN has 17 characters; this one has 16.");
    expect(vinProblemMessage(invalid("JT3DJ81W7P0O2382I"))).toBe(
      'A VIN has only digits and the letters A-Z without I, O and Q; this one has "O", "I".',
    );
    expect(vinProblemMessage(invalid("1C4HJXDG1PW670851"))).toBe(
      "The check digit (position 9) of this North American VIN should be 0, not 1: a character is mistyped.",
    );
  });
});

describe("model year from position 10", () => {
  it("reads the 30-year cycle: A-Y without I, O, Q, U, Z for 1980-2000, then 1-9 for 2001-2009", () => {
    // A digit in position 7 keeps a North American VIN in the 1980-2009 cycle.
    const year = (code: string) => modelYearsOf(`1FTMW1188${code}FA00001`, currentYear, true)[0];
    expect(year("A")).toBe(1980);
    expect(year("H")).toBe(1987);
    expect(year("J")).toBe(1988);
    expect(year("N")).toBe(1992);
    expect(year("P")).toBe(1993);
    expect(year("T")).toBe(1996);
    expect(year("V")).toBe(1997);
    expect(year("Y")).toBe(2000);
    expect(year("1")).toBe(2001);
    expect(year("9")).toBe(2009);
  });

  it.each(["0", "I", "O", "Q", "U", "Z"])("knows no year for %s in position 10", (code) => {
    expect(modelYearsOf(`JSAFJB43V${code}0109876`, currentYear, false)).toEqual([]);
  });

  it("North America: a letter in position 7 means 2010-2039, a digit 1980-2009 (49 CFR 565)", () => {
    expect(decoded("1N6AD0EV1HN778459").modelYears).toEqual([2017]); // E in position 7
    expect(decoded("1HGCM82633A004352").modelYears).toEqual([2003]); // 6 in position 7
    expect(decoded("1M8GDM9AXKP042788").modelYears).toEqual([1989]); // 9 in position 7, K
  });

  it("applies the same rule to a VIN with a valid check digit from elsewhere (a Japanese car built for the US)", () => {
    // 8 in position 7: P is 1993, not 2023.
    expect(decoded("JT3DJ81W7P0023824").modelYears).toEqual([1993]);
    // J in position 7: J is 2018, not 1988.
    expect(decoded("JTEBU5JRXJ5543007").modelYears).toEqual([2018]);
  });

  it("elsewhere takes the most recent year not after next year, and keeps the older reading", () => {
    expect(decoded("SALLDHMF8MA965676").modelYears).toEqual([2021, 1991]);
    expect(decoded("SALLDHMF8MA965676", 2019).modelYears).toEqual([1991]);
    expect(decoded("XTA212140F2218002").modelYears).toEqual([2015, 1985]);
  });

  it("allows next year's models, not the year after", () => {
    const vin = (code: string) => `XTA212140${code}2218002`;
    expect(decoded(vin("V")).modelYear).toBe(2027);
    expect(decoded(vin("W")).modelYear).toBe(1998);
    expect(decoded(vin("W"), 2027).modelYear).toBe(2028);
  });

  it("falls back to the other cycle when position 7 names one after next year", () => {
    // Letter in position 7 with Y in position 10 would be 2030.
    expect(modelYearsOf("1C4HJXDG0YW670851", currentYear, true)).toEqual([2000]);
  });
});

describe("manufacturerOf: the make from the WMI", () => {
  it.each([
    ["JT3DJ81W7P0023824", "Toyota"],
    ["JTMHY7AJ4F4138119", "Toyota"],
    ["JTHBK1GG0D2000000", "Lexus"],
    ["5TFDY5F10AX000000", "Toyota"],
    ["MR0HA3CD400387900", "Toyota"],
    ["JN8AY2NCXK9582915", "Nissan"],
    ["JNKCV51E03M000000", "Infiniti"],
    ["JMFLYV98W9J000000", "Mitsubishi"],
    ["MPATFS86JDT000000", "Isuzu"],
    ["MNAUMFF50GW541289", "Ford"],
    ["1FMEE5DPXMLA66891", "Ford"],
    ["SALLDHMF8MA965676", "Land Rover"],
    ["JSAFJB43V00109876", "Suzuki"],
    ["WDB4632481X000000", "Mercedes-Benz"],
    ["WV1ZZZ2HZB8005243", "Volkswagen"],
    ["XTA212140F2218002", "Lada"],
    ["XTT316300C0006693", "UAZ"],
    ["1J4FA49S0YP000000", "Jeep"],
    ["1D7RV1GT9AS000000", "Dodge"],
  ])("%s is a %s", (vin, make) => {
    expect(manufacturerOf(vin)).toBe(make);
  });

  it("reads Chrysler's brand from position 5 since 2011: Jeep, Ram, Dodge", () => {
    expect(manufacturerOf("1C4HJXDG0PW670851")).toBe("Jeep");
    expect(manufacturerOf("1C6HJTAG9RL133873")).toBe("Jeep");
    expect(manufacturerOf("3C6RR7KT9EG288687")).toBe("RAM");
    expect(manufacturerOf("1C4RDJDG3EC569181")).toBe("Dodge");
  });

  it("knows no make for manufacturers outside the catalogue's makes", () => {
    expect(manufacturerOf("1HGCM82633A004352")).toBeNull();
    expect(manufacturerOf("1M8GDM9AXKP042788")).toBeNull();
  });
});

describe("VIN patterns", () => {
  it("match the WMI and each descriptor character, ? matching any", () => {
    const vin = "JTEBU5JRXJ5543007";
    expect(vinMatchesPattern(vin, { wmi: "JTE", vds: "?U5?R" })).toBe(true);
    expect(vinMatchesPattern(vin, { wmi: "JTE", vds: "" })).toBe(true);
    expect(vinMatchesPattern(vin, { wmi: "JTE", vds: "?U1?R" })).toBe(false);
    expect(vinMatchesPattern(vin, { wmi: "JTM", vds: "?U5?R" })).toBe(false);
  });

  it("rank by the descriptor characters they pin", () => {
    expect(vinPatternSpecificity({ wmi: "JTE", vds: "" })).toBe(0);
    expect(vinPatternSpecificity({ wmi: "1C4", vds: "?JX" })).toBe(2);
    expect(vinPatternSpecificity({ wmi: "1C4", vds: "?JX?G" })).toBe(3);
    expect(vinPatternSpecificity({ wmi: "JT3", vds: "DJ81W" })).toBe(5);
  });
});
