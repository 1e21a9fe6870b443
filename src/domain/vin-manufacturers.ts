// Which make a VIN's world manufacturer identifier (positions 1-3) stands for, for the makes of
// our catalogue: a data table read by decodeVin (vin.ts).

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
