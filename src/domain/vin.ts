// A vehicle identification number (ISO 3779; in North America 49 CFR 565) read without any I/O:
// positions 1-3 name the manufacturer (WMI), 4-8 describe the vehicle (VDS), 9 is the check digit
// where one applies, 10 the model year, 11-17 the plant and serial number (VIS).
import { manufacturerOf } from "./vin-manufacturers.ts";

export { manufacturerOf } from "./vin-manufacturers.ts";

export const VIN_LENGTH = 17;

/**
 * "valid": position 9 is the digit the other 16 characters compute to. "not-applicable": the VIN
 * is not North American and position 9 is not that digit, which outside North America is allowed.
 */
export type CheckDigitStatus = "valid" | "not-applicable";

export interface DecodedVin {
  ok: true;
  vin: string;
  /** World manufacturer identifier, positions 1-3. */
  wmi: string;
  /** Vehicle descriptor section, positions 4-8 (position 9 is the check digit). */
  vds: string;
  /** The make the WMI stands for, when it is one we know. */
  manufacturer: string | null;
  /** The model year position 10 stands for (see modelYearsOf); null when it is no year code. */
  modelYear: number | null;
  /** Every model year position 10 may stand for, the chosen one first. */
  modelYears: number[];
  checkDigit: CheckDigitStatus;
  /** First character 1-5: built for North America, where the check digit is mandatory. */
  northAmerican: boolean;
}

export type InvalidVin =
  | { ok: false; vin: string; problem: "characters"; characters: string[] }
  | { ok: false; vin: string; problem: "length"; length: number }
  | { ok: false; vin: string; problem: "check-digit"; expected: string; actual: string };

export type VinDecoding = DecodedVin | InvalidVin;

/** Trims and upper-cases what the shopper typed or pasted. */
export function normalizeVin(text: string): string {
  return text.trim().toUpperCase();
}

// The letters' values for the check digit; I, O and Q are not used in VINs (they read as 1 and 0).
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const VIN_CHARACTER = /^[A-HJ-NPR-Z0-9]$/;

function characterValue(character: string): number {
  return TRANSLITERATION[character] ?? Number(character);
}

/**
 * The check digit of a 17-character VIN: the weighted sum of the transliterated characters
 * (position 9 weighs 0) modulo 11, a remainder of 10 written "X".
 */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += characterValue(vin[i]!) * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** 1-5 are the codes of the United States, Canada and Mexico. */
export function isNorthAmericanVin(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

// Position 10: A-Y without I, O, Q, U and Z, then 1-9, for 1980-2009, again for 2010-2039, ...
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";
const FIRST_CYCLE = 1980;
const CYCLE = YEAR_CODES.length;

/**
 * The model years position 10 may stand for, newest first, none after next year (a model year
 * runs ahead of the calendar by up to a year). When `followsUsRule`, position 7 picks the cycle as
 * 49 CFR 565 prescribes from 2010 on: a letter there means 2010-2039, a digit 1980-2009; a cycle
 * that would lie after next year gives way to the others.
 */
export function modelYearsOf(vin: string, currentYear: number, followsUsRule: boolean): number[] {
  const index = YEAR_CODES.indexOf(vin[9] ?? "");
  if (index < 0) return [];
  const latest = currentYear + 1;
  const years: number[] = [];
  for (let year = FIRST_CYCLE + index; year <= latest; year += CYCLE) years.unshift(year);
  if (followsUsRule) {
    const cycleStart = /[A-Z]/.test(vin[6] ?? "") ? FIRST_CYCLE + CYCLE : FIRST_CYCLE;
    const year = cycleStart + index;
    if (year <= latest) return [year];
  }
  return years;
}

/**
 * Reads a VIN: normalised, then checked in this order: only the 33 VIN characters (digits and
 * letters but I, O and Q), exactly 17 of them, and the check digit.
 *
 * The check digit is mandatory in North America (WMI 1-5), so a wrong one there fails the VIN.
 * Elsewhere (Japan J, Europe S-Z, Russia X, Australia 6, Thailand M ...) makers may use position 9
 * for a code of their own (Land Rover, AvtoVAZ and UAZ do), so a digit
 * that does not compute is reported "not-applicable" rather than failing; one that computes is
 * "valid".
 *
 * The model year: position 10 cycles every 30 years. A VIN that follows the North American rule
 * (made for North America, or carrying a valid check digit like the Japanese and European cars
 * sold there) says the cycle in position 7; otherwise the most recent year not after next year
 * is chosen, and `modelYears` keeps the older readings for a caller that can tell them apart.
 */
export function decodeVin(text: string, options: { currentYear: number }): VinDecoding {
  const vin = normalizeVin(text);
  const wrong = [...new Set([...vin].filter((character) => !VIN_CHARACTER.test(character)))];
  if (wrong.length > 0) return { ok: false, vin, problem: "characters", characters: wrong };
  if (vin.length !== VIN_LENGTH) return { ok: false, vin, problem: "length", length: vin.length };

  const northAmerican = isNorthAmericanVin(vin);
  const expected = vinCheckDigit(vin);
  const checks = vin[8] === expected;
  if (northAmerican && !checks) return { ok: false, vin, problem: "check-digit", expected, actual: vin[8]! };

  const modelYears = modelYearsOf(vin, options.currentYear, northAmerican || checks);
  return {
    ok: true,
    vin,
    wmi: vin.slice(0, 3),
    vds: vin.slice(3, 8),
    manufacturer: manufacturerOf(vin),
    modelYear: modelYears[0] ?? null,
    modelYears,
    checkDigit: checks ? "valid" : "not-applicable",
    northAmerican,
  };
}

/** A sentence for the API's 400 answer; the storefront words it per locale from the problem itself. */
export function vinProblemMessage(problem: InvalidVin): string {
  switch (problem.problem) {
    case "characters":
      return `A VIN has only digits and the letters A-Z without I, O and Q; this one has ${problem.characters.map((c) => `"${c}"`).join(", ")}.`;
    case "length":
      return `A VIN has ${VIN_LENGTH} characters; this one has ${problem.length}.`;
    case "check-digit":
      return `The check digit (position 9) of this North American VIN should be ${problem.expected}, not ${problem.actual}: a character is mistyped.`;
  }
}

/**
 * A stored VIN pattern: the WMI, and the start of the vehicle descriptor (positions 4-8) where
 * "?" stands for any character; an empty descriptor matches every VIN of the WMI.
 */
export interface VinPatternKey {
  wmi: string;
  vds: string;
}

export function vinMatchesPattern(vin: string, pattern: VinPatternKey): boolean {
  if (vin.slice(0, 3) !== pattern.wmi) return false;
  return [...pattern.vds].every((character, i) => character === "?" || vin[3 + i] === character);
}

/** How much of the descriptor a pattern pins down: the more, the surer its match. */
export function vinPatternSpecificity(pattern: VinPatternKey): number {
  return [...pattern.vds].filter((character) => character !== "?").length;
}
