// A vehicle identification number (ISO 3779; in North America 49 CFR 565) read without any I/O:
// positions 1-3 name the manufacturer (WMI), 4-8 describe the vehicle (VDS), 9 is the check digit
// where one applies, 10 the model year, 11-17 the plant and serial number (VIS).

export const VIN_LENGTH = 17;

/** Which rule a text broke, in the order they are checked. */
export type VinProblem = "characters" | "length" | "check-digit";

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
 * Makes by world manufacturer identifier, for the makes of our catalogue: a three-character WMI,
 * or a two-character prefix that all of a maker's WMIs share (JT Toyota, JN Nissan, JS Suzuki);
 * a three-character entry wins over a prefix (JTH and JTJ are Lexus, JNK Infiniti).
 */
const MANUFACTURERS: Readonly<Record<string, string>> = {
  // Toyota: Japan, and its plants in North America, Thailand, South Africa, Argentina, Indonesia, Europe.
  JT: "Toyota",
  JTH: "Lexus",
  JTJ: "Lexus",
  "2T1": "Toyota",
  "2T3": "Toyota",
  "4T1": "Toyota",
  "4T3": "Toyota",
  "4T4": "Toyota",
  "4TA": "Toyota",
  "5TB": "Toyota",
  "5TD": "Toyota",
  "5TE": "Toyota",
  "5TF": "Toyota",
  "3TM": "Toyota",
  "3TY": "Toyota",
  MR0: "Toyota",
  AHT: "Toyota",
  "8AJ": "Toyota",
  MHF: "Toyota",
  "6T1": "Toyota",
  SB1: "Toyota",
  NMT: "Toyota",
  VNK: "Toyota",
  // Nissan: Japan (JNK, JNR and JNX are Infiniti), the United States, Mexico, Spain, Thailand, the United Kingdom.
  JN: "Nissan",
  JNK: "Infiniti",
  JNR: "Infiniti",
  JNX: "Infiniti",
  "1N4": "Nissan",
  "1N6": "Nissan",
  "3N1": "Nissan",
  "3N6": "Nissan",
  "5N1": "Nissan",
  VSK: "Nissan",
  MNT: "Nissan",
  SJN: "Nissan",
  // Mitsubishi: Japan (JA3, JA4, JA7 for North America; JMB, JMF, JMY elsewhere), Thailand, the United States, Australia.
  JA3: "Mitsubishi",
  JA4: "Mitsubishi",
  JA7: "Mitsubishi",
  JMB: "Mitsubishi",
  JMF: "Mitsubishi",
  JMY: "Mitsubishi",
  MMA: "Mitsubishi",
  MMB: "Mitsubishi",
  MMC: "Mitsubishi",
  "4A3": "Mitsubishi",
  "4A4": "Mitsubishi",
  "6MM": "Mitsubishi",
  // Isuzu: Japan, Thailand, and Subaru-Isuzu of Lafayette.
  JAA: "Isuzu",
  JAB: "Isuzu",
  JAC: "Isuzu",
  JAL: "Isuzu",
  MPA: "Isuzu",
  "4S2": "Isuzu",
  // Ford: the United States, Canada, Mexico, Germany (Europe's VINs), Thailand, South Africa, Australia, Turkey, Russia, India.
  "1FA": "Ford",
  "1FB": "Ford",
  "1FC": "Ford",
  "1FD": "Ford",
  "1FM": "Ford",
  "1FT": "Ford",
  "2FA": "Ford",
  "2FM": "Ford",
  "2FT": "Ford",
  "3FA": "Ford",
  "3FM": "Ford",
  "3FT": "Ford",
  WF0: "Ford",
  MNA: "Ford",
  MNB: "Ford",
  MPB: "Ford",
  AFA: "Ford",
  "6FP": "Ford",
  NM0: "Ford",
  X9F: "Ford",
  MAJ: "Ford",
  // Jeep before 2011 (Chrysler's Jeep WMIs; 2J4 is the Brampton-built Wrangler YJ).
  "1J4": "Jeep",
  "1J8": "Jeep",
  "2J4": "Jeep",
  // Dodge trucks, the Ram pickups' make until 2010.
  "1D3": "Dodge",
  "1D7": "Dodge",
  "3D3": "Dodge",
  "3D7": "Dodge",
  // Land Rover (SAJ would be Jaguar).
  SAL: "Land Rover",
  // Suzuki: Japan, Canada (CAMI), India (Maruti), Hungary.
  JS: "Suzuki",
  "2S3": "Suzuki",
  MA3: "Suzuki",
  TSM: "Suzuki",
  // Mercedes-Benz: Germany (W1K and W1N since 2019), Alabama.
  WDB: "Mercedes-Benz",
  WDC: "Mercedes-Benz",
  WDD: "Mercedes-Benz",
  WDF: "Mercedes-Benz",
  W1K: "Mercedes-Benz",
  W1N: "Mercedes-Benz",
  W1V: "Mercedes-Benz",
  "4JG": "Mercedes-Benz",
  // Volkswagen: Germany (WV1 commercial vehicles such as the Amarok), the Americas, Russia, South Africa.
  WVW: "Volkswagen",
  WV1: "Volkswagen",
  WV2: "Volkswagen",
  WVG: "Volkswagen",
  "1VW": "Volkswagen",
  "3VW": "Volkswagen",
  "8AW": "Volkswagen",
  "9BW": "Volkswagen",
  XW8: "Volkswagen",
  AAV: "Volkswagen",
  // AvtoVAZ; X9L is its joint venture with GM, whose Niva is sold as the Lada Niva Travel since 2021.
  XTA: "Lada",
  X9L: "Lada",
  XTT: "UAZ",
  // Chevrolet: the United States, Mexico, Canada, Korea.
  "1G1": "Chevrolet",
  "1GC": "Chevrolet",
  "1GN": "Chevrolet",
  "2G1": "Chevrolet",
  "3GC": "Chevrolet",
  "3GN": "Chevrolet",
  KL1: "Chevrolet",
  LGW: "Great Wall",
  // Mazda: Japan (JMZ for Europe).
  JM1: "Mazda",
  JM3: "Mazda",
  JMZ: "Mazda",
};

// Since 2011 Chrysler's WMIs name the kind of vehicle (1C4 a multipurpose vehicle, 1C6 a truck),
// and position 5 names the brand.
const CHRYSLER_WMIS = new Set(["1C3", "1C4", "1C6", "1C7", "2C3", "2C4", "3C4", "3C6", "3C7"]);
const CHRYSLER_BRANDS: Readonly<Record<string, string>> = { J: "Jeep", R: "RAM", D: "Dodge", C: "Chrysler" };

/** The make the VIN's WMI stands for, or null for a manufacturer outside our catalogue's makes. */
export function manufacturerOf(vin: string): string | null {
  const wmi = vin.slice(0, 3);
  if (CHRYSLER_WMIS.has(wmi)) return CHRYSLER_BRANDS[vin[4] ?? ""] ?? null;
  return MANUFACTURERS[wmi] ?? MANUFACTURERS[wmi.slice(0, 2)] ?? null;
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
