// The numbers the vehicle makers and other parts makers give a part, written in each
// one's real format so a shopper who has the old box in hand recognises them: Toyota 04465-0K240,
// Nissan 41060-4KH0A, Mitsubishi 4605B545, Isuzu 8-98155-123-0, Ford AB39-2K021-AA, Mazda
// UR56-33-28Z, Mopar 68052386AA, Land Rover LR016684, Suzuki 55810-77R00, Mercedes-Benz
// A 463 420 12 20... Where a maker's numbers carry the part's function (Toyota's first five digits,
// Mazda's middle pair, the Soviet and Chinese group numbers), the group code is the real one for
// that kind of part. The numbers are made up from a random stream: plausible, not catalogue look-ups.
import type { Random } from "../random.ts";

/** What a part is, as the makers' numbering schemes group parts. */
export type PartGroup =
  | "brake-pads"
  | "brake-discs"
  | "calipers"
  | "brake-lines"
  | "shocks"
  | "springs"
  | "suspension"
  | "steering"
  | "oil-filter"
  | "air-filter"
  | "fuel-filter"
  | "fuel"
  | "clutch"
  | "drivetrain"
  | "cooling"
  | "belts"
  | "gaskets"
  | "lighting"
  | "electrical"
  | "exhaust"
  | "body"
  | "interior"
  | "wheels";

/** The seed's leaf categories (data/catalogue.ts) by the group their parts are numbered in. */
const GROUP_OF_CATEGORY: Record<string, PartGroup> = {
  "brake-pads": "brake-pads",
  "brake-rotors": "brake-discs",
  "calipers-and-brake-kits": "calipers",
  "brake-lines-and-fluid": "brake-lines",
  "shock-absorbers": "shocks",
  "coil-springs": "springs",
  "leaf-springs": "springs",
  "lift-kits": "suspension",
  bushes: "suspension",
  "control-arms-and-panhard-rods": "suspension",
  "steering-dampers": "steering",
  "tie-rods-and-drag-links": "steering",
  "steering-boxes-and-pumps": "steering",
  "oil-filters": "oil-filter",
  "catch-cans-and-breathers": "oil-filter",
  "replacement-air-filters": "air-filter",
  "cold-air-intakes": "air-filter",
  "pre-cleaners-and-socks": "air-filter",
  "cabin-filters": "air-filter",
  "fuel-filters": "fuel-filter",
  "fuel-pumps": "fuel",
  "long-range-tanks": "fuel",
  "jerry-cans": "fuel",
  "water-and-storage": "fuel",
  "clutch-kits": "clutch",
  flywheels: "clutch",
  "clutch-hydraulics": "clutch",
  "gearboxes-and-transfer-cases": "drivetrain",
  "differentials-and-lockers": "drivetrain",
  "cv-joints-and-driveshafts": "drivetrain",
  "transmission-cooling": "drivetrain",
  "engine-cooling": "cooling",
  "belts-and-pulleys": "belts",
  "gaskets-and-seals": "gaskets",
  "exhaust-systems": "exhaust",
  "mufflers-and-pipes": "exhaust",
  "headers-and-manifolds": "exhaust",
  headlights: "lighting",
  "light-bars": "lighting",
  "driving-lights": "lighting",
  "light-mounts-and-wiring": "lighting",
  batteries: "electrical",
  "dual-battery-systems": "electrical",
  "air-compressors": "electrical",
  "wiring-and-switches": "electrical",
  wheels: "wheels",
  "wheel-accessories": "wheels",
  "seat-covers": "interior",
  "floor-mats-and-liners": "interior",
  "consoles-and-organisers": "interior",
  "drawer-systems": "interior",
};

/** The numbering group of a leaf category's parts; body and accessories for the rest (bars, racks, winch plates). */
export function partGroupOf(categorySlug: string): PartGroup {
  return GROUP_OF_CATEGORY[categorySlug] ?? "body";
}

const DIGITS = "0123456789";
/** Makers leave out I, O and Q, which read as 1 and 0. */
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

const digits = (random: Random, n: number) => Array.from({ length: n }, () => random.pick([...DIGITS])).join("");
const letters = (random: Random, n: number) => Array.from({ length: n }, () => random.pick([...LETTERS])).join("");

type Codes = Partial<Record<PartGroup, readonly string[]>>;

/** A group's code from the maker's table, or a plausible one of `fallback` digits for a group it does not list. */
function groupCode(random: Random, table: Codes, group: PartGroup, fallback: () => string): string {
  const codes = table[group];
  return codes && codes.length > 0 ? random.pick(codes) : fallback();
}

// Toyota: five-digit function code (04465 front pads, 48510 front shocks...) and a five-character
// design suffix: 04465-0K240, 48510-80466, 90915-YZZD4.
const TOYOTA: Codes = {
  "brake-pads": ["04465", "04466"],
  "brake-discs": ["43512", "42431"],
  calipers: ["47730", "47750"],
  "brake-lines": ["90947"],
  shocks: ["48510", "48531"],
  springs: ["48131", "48231", "48210"],
  suspension: ["48068", "48815", "48702"],
  steering: ["45044", "45046", "44250"],
  "oil-filter": ["90915", "15601"],
  "air-filter": ["17801", "87139"],
  "fuel-filter": ["23390", "23300"],
  fuel: ["23220", "77001"],
  clutch: ["31250", "31210", "13405"],
  drivetrain: ["41110", "43430", "36100"],
  cooling: ["16400", "16100", "90916"],
  belts: ["90916", "13568"],
  gaskets: ["11115", "04111", "11213"],
  lighting: ["81110", "81130", "81550"],
  electrical: ["28800", "82111", "88310"],
  exhaust: ["17410", "17430", "17141"],
  body: ["PZQ36", "PZQ80", "52101", "51410"],
  interior: ["PZ434", "08213", "PZN14"],
  wheels: ["42611", "90942"],
};
function toyota(random: Random, group: PartGroup): string {
  const suffix = random.chance(0.5) ? digits(random, 5) : `${digits(random, 1)}${letters(random, 1)}${digits(random, 3)}`;
  return `${groupCode(random, TOYOTA, group, () => digits(random, 5))}-${suffix}`;
}

// Nissan (and Infiniti): five-character function code and a design suffix: 41060-4KH0A, 16546-VB300.
const NISSAN: Codes = {
  "brake-pads": ["41060", "D1060", "44060"],
  "brake-discs": ["40206", "43206"],
  calipers: ["41001", "41011"],
  "brake-lines": ["46210"],
  shocks: ["56210", "E6210", "56110"],
  springs: ["54010", "55020"],
  suspension: ["54500", "54560", "54613"],
  steering: ["48520", "48640", "49110"],
  "oil-filter": ["15208", "15209"],
  "air-filter": ["16546", "27277"],
  "fuel-filter": ["16400", "16403"],
  fuel: ["17040", "17202"],
  clutch: ["30100", "30210", "12310"],
  drivetrain: ["32010", "38500", "39100"],
  cooling: ["21410", "21200"],
  belts: ["11720", "13028"],
  gaskets: ["11044", "10101", "13270"],
  lighting: ["26060", "26010", "26555"],
  electrical: ["24410", "25230"],
  exhaust: ["20010", "20100"],
  body: ["62310", "KE541", "76850"],
  interior: ["KE745", "74902"],
  wheels: ["40300", "40224"],
};
function nissan(random: Random, group: PartGroup): string {
  const suffix = random.chance(0.6)
    ? `${digits(random, 1)}${letters(random, 2)}${digits(random, 1)}${letters(random, 1)}`
    : `${letters(random, 2)}${digits(random, 3)}`;
  return `${groupCode(random, NISSAN, group, () => digits(random, 5))}-${suffix}`;
}

// Mitsubishi: the newer four digits, a letter and three digits (4605B545), the older MB/MN/MR and six digits (MR407201).
function mitsubishi(random: Random): string {
  return random.chance(0.6)
    ? `${digits(random, 4)}${random.pick(["A", "B", "C"])}${digits(random, 3)}`
    : `M${random.pick(["B", "N", "R", "Z"])}${digits(random, 6)}`;
}

// Isuzu: 8-98155-123-0 (8- or 5- and the series 97/98/94).
function isuzu(random: Random): string {
  return `${random.pick(["8", "8", "5"])}-${random.pick(["97", "98", "94"])}${digits(random, 3)}-${digits(random, 3)}-${digits(random, 1)}`;
}

// Ford: prefix (design year letter, B for Asia-Pacific, 3 and the vehicle line), base part code
// (2K021 front pads, 1125 discs, 18124 shocks, 6714 oil filter...), suffix: AB39-2K021-AA.
const FORD: Codes = {
  "brake-pads": ["2K021", "2001"],
  "brake-discs": ["1125", "2C026"],
  calipers: ["2B120", "2B121"],
  "brake-lines": ["2078"],
  shocks: ["18124", "18125"],
  springs: ["5310", "5560"],
  suspension: ["3A052", "5A638"],
  steering: ["3A130", "3280"],
  "oil-filter": ["6714", "6731"],
  "air-filter": ["9601", "19N619"],
  "fuel-filter": ["9155", "9176"],
  fuel: ["9H307", "9002"],
  clutch: ["7550", "7563", "7600"],
  drivetrain: ["4A376", "7017", "4026"],
  cooling: ["8005", "8575"],
  belts: ["8620", "6A228"],
  gaskets: ["6051", "6584"],
  lighting: ["13008", "13404"],
  electrical: ["10655", "14A303"],
  exhaust: ["5230", "5G232"],
  body: ["17757", "16450"],
  interior: ["13086", "13106"],
  wheels: ["1007", "1012"],
};
function ford(random: Random, group: PartGroup): string {
  const prefix = `${random.pick([..."ABCDEFGHJKLMN"])}B3${random.pick(["9", "B", "C"])}`;
  return `${prefix}-${groupCode(random, FORD, group, () => digits(random, 4))}-${random.pick(["AA", "AB", "AC", "BA", "CB", "DA"])}`;
}

// Mazda: model code, function group (33 front brakes, 34 front suspension, 14 oil filter...), item: UR56-33-28Z.
const MAZDA: Codes = {
  "brake-pads": ["33", "26"],
  "brake-discs": ["33", "26"],
  calipers: ["33", "26"],
  "brake-lines": ["43"],
  shocks: ["34", "28"],
  springs: ["34", "28"],
  suspension: ["34", "28"],
  steering: ["32"],
  "oil-filter": ["14"],
  "air-filter": ["13"],
  "fuel-filter": ["13"],
  fuel: ["42", "13"],
  clutch: ["16"],
  drivetrain: ["27", "25", "17"],
  cooling: ["15"],
  belts: ["15", "12"],
  gaskets: ["10"],
  lighting: ["51"],
  electrical: ["18", "67"],
  exhaust: ["40"],
  body: ["50", "V4"],
  interior: ["57", "V9"],
  wheels: ["V6"],
};
function mazda(random: Random, group: PartGroup, model: string): string {
  const modelCode = model.includes("TF") ? random.pick(["UC2R", "FTGX", "UC3R"]) : random.pick(["UR56", "UH71", "UC2R", "UR61"]);
  return `${modelCode}-${groupCode(random, MAZDA, group, () => digits(random, 2))}-${digits(random, 2)}${random.pick([...LETTERS, ...DIGITS])}`;
}

// Mopar (Jeep, RAM, Chrysler): eight digits and a two-letter revision: 68052386AA, 52060085AB.
function mopar(random: Random): string {
  return `${random.pick(["68", "68", "52", "05", "04"])}${digits(random, 6)}A${random.pick([..."ABCDEF"])}`;
}

// Land Rover: LR and six digits since the Discovery 3 (LR016684); three letters and digits before (STC8573, NRC9238).
function landRover(random: Random, model: string): string {
  const older = /Defender 90\/110|Discovery [12]$/.test(model);
  return older
    ? `${random.pick(["STC", "FTC", "NRC", "ANR", "RTC", "ESR", "ERR", "SFP"])}${digits(random, 4)}`
    : `LR0${digits(random, 5)}`;
}

// Suzuki: five-digit function code, two digits, a letter and two digits: 55810-77R00, 16510-61A31.
const SUZUKI: Codes = {
  "brake-pads": ["55810", "53200"],
  "brake-discs": ["55311"],
  calipers: ["55101", "55102"],
  "brake-lines": ["51540"],
  shocks: ["41800", "41700"],
  springs: ["41111", "42111"],
  suspension: ["45200", "46210"],
  steering: ["48810", "48200"],
  "oil-filter": ["16510"],
  "air-filter": ["13780", "95860"],
  "fuel-filter": ["15410"],
  fuel: ["15100", "89300"],
  clutch: ["22400", "22100"],
  drivetrain: ["27000", "29100"],
  cooling: ["17700", "17670"],
  belts: ["17521", "12761"],
  gaskets: ["11141", "11400"],
  lighting: ["35120", "35650"],
  electrical: ["33610", "37400"],
  exhaust: ["14300", "14110"],
  body: ["71711", "72111"],
  interior: ["75901", "83900"],
  wheels: ["43210"],
};
function suzuki(random: Random, group: PartGroup): string {
  return `${groupCode(random, SUZUKI, group, () => digits(random, 5))}-${digits(random, 2)}${random.pick([..."ABCDEFGJKMR"])}${digits(random, 2)}`;
}

// Mercedes-Benz: A, the model (463) or engine (642) series, the function group (420 front brakes)
// and the item, in pairs: A 463 420 12 20.
const MERCEDES: Codes = {
  "brake-pads": ["420", "423"],
  "brake-discs": ["421", "423"],
  calipers: ["420", "423"],
  "brake-lines": ["428"],
  shocks: ["320", "326"],
  springs: ["321", "324"],
  suspension: ["330", "333"],
  steering: ["460", "461"],
  "oil-filter": ["180"],
  "air-filter": ["094"],
  "fuel-filter": ["477"],
  fuel: ["470"],
  clutch: ["250"],
  drivetrain: ["350", "410", "270"],
  cooling: ["500", "200"],
  belts: ["993", "200"],
  gaskets: ["010", "016"],
  lighting: ["820", "906"],
  electrical: ["540", "982"],
  exhaust: ["490"],
  body: ["880", "885"],
  interior: ["680", "910"],
  wheels: ["400"],
};
function mercedes(random: Random, group: PartGroup, model: string): string {
  const engineParts: PartGroup[] = ["oil-filter", "air-filter", "fuel-filter", "belts", "gaskets"];
  const series = engineParts.includes(group)
    ? random.pick(["000", "642", "651", "656"])
    : model.includes("W460")
      ? random.pick(["460", "461"])
      : model.includes("W463A")
        ? random.pick(["463", "464"])
        : "463";
  return `A ${series} ${groupCode(random, MERCEDES, group, () => digits(random, 3))} ${digits(random, 2)} ${digits(random, 2)}`;
}

// Volkswagen: the vehicle or engine type (2H0 Amarok, 03L engine), the main and sub group (698
// brake pads, 615 brake discs), the item and an optional index: 2H0 698 151 A.
const VOLKSWAGEN: Codes = {
  "brake-pads": ["698"],
  "brake-discs": ["615"],
  calipers: ["615"],
  "brake-lines": ["611"],
  shocks: ["413", "513"],
  springs: ["411", "511"],
  suspension: ["407", "505"],
  steering: ["422", "423"],
  "oil-filter": ["115"],
  "air-filter": ["129"],
  "fuel-filter": ["127"],
  fuel: ["919", "201"],
  clutch: ["141"],
  drivetrain: ["409", "525"],
  cooling: ["121"],
  belts: ["260", "109"],
  gaskets: ["103"],
  lighting: ["941", "945"],
  electrical: ["915", "937"],
  exhaust: ["253"],
  body: ["807", "853"],
  interior: ["061", "867"],
  wheels: ["601"],
};
function volkswagen(random: Random, group: PartGroup, model: string): string {
  const engineParts: PartGroup[] = ["oil-filter", "fuel-filter", "belts", "gaskets"];
  const type = engineParts.includes(group)
    ? random.pick(["03L", "059", "03H"])
    : model.includes("2nd")
      ? random.pick(["2HH", "2HJ"])
      : random.pick(["2H0", "2H6", "2H1"]);
  const index = random.chance(0.5) ? ` ${random.pick(["A", "B", "C", "D", "E", "AA", "AB"])}` : "";
  return `${type} ${groupCode(random, VOLKSWAGEN, group, () => digits(random, 3))} ${digits(random, 3)}${index}`;
}

// Soviet and Russian makers (Lada, UAZ): model, then the standard group (3501 front brakes, 2905
// shock absorbers, 1012 oil filter...) and item, and an optional revision: 2123-3501090, 3163-2905006-10.
const SOVIET: Codes = {
  "brake-pads": ["3501", "3502"],
  "brake-discs": ["3501"],
  calipers: ["3501"],
  "brake-lines": ["3506"],
  shocks: ["2905", "2915"],
  springs: ["2902", "2912"],
  suspension: ["2904", "2914"],
  steering: ["3003", "3400"],
  "oil-filter": ["1012"],
  "air-filter": ["1109"],
  "fuel-filter": ["1117"],
  fuel: ["1139", "1101"],
  clutch: ["1601", "1602"],
  drivetrain: ["2201", "1802", "2403"],
  cooling: ["1301", "1303"],
  belts: ["1006", "1308"],
  gaskets: ["1003"],
  lighting: ["3711", "3716"],
  electrical: ["3701", "3722"],
  exhaust: ["1203", "1200"],
  body: ["2803", "8401"],
  interior: ["8205", "5109"],
  wheels: ["3101"],
};
function soviet(random: Random, group: PartGroup, models: readonly string[]): string {
  const revision = random.chance(0.4) ? `-${random.pick(["00", "01", "10", "08", "20"])}` : "";
  return `${random.pick(models)}-${groupCode(random, SOVIET, group, () => digits(random, 4))}${digits(random, 2)}0${revision}`;
}

// GM (Chevrolet, Holden): eight digits: 84123456, 52125422.
function gm(random: Random): string {
  return `${random.pick(["84", "52", "23", "94", "95", "12"])}${digits(random, 6)}`;
}

// Great Wall: the Chinese standard group (the Soviet one: 3501 front brakes...), item, X and the
// vehicle series, a serial and a revision: 3501110XPW01A.
function greatWall(random: Random, group: PartGroup): string {
  return `${groupCode(random, SOVIET, group, () => digits(random, 4))}${digits(random, 2)}0X${random.pick(["PW", "PZ", "EG", "KZ"])}${digits(random, 2)}${random.pick(["A", "A", "B", ""])}`;
}

type OemGenerator = (random: Random, group: PartGroup, model: string) => string;

/** One generator for each make in data/vehicles.ts. */
const BY_MAKE: Record<string, OemGenerator> = {
  Toyota: toyota,
  Nissan: nissan,
  Infiniti: nissan,
  Mitsubishi: mitsubishi,
  Isuzu: isuzu,
  Ford: ford,
  Mazda: mazda,
  Jeep: mopar,
  RAM: mopar,
  Chrysler: mopar,
  Dodge: mopar,
  "Land Rover": (random, _group, model) => landRover(random, model),
  Suzuki: suzuki,
  "Mercedes-Benz": mercedes,
  Volkswagen: volkswagen,
  Lada: (random, group, model) => soviet(random, group, model.includes("Travel") ? ["2123", "21236"] : ["2121", "21213", "21214"]),
  UAZ: (random, group, model) => soviet(random, group, model.includes("Hunter") ? ["3151", "315195", "469"] : ["3160", "3163"]),
  Chevrolet: gm,
  Holden: gm,
  "Great Wall": greatWall,
};

/** The makes whose numbers the seed can write. */
export const OEM_MAKES: readonly string[] = Object.keys(BY_MAKE);

/**
 * A genuine part number of `make` for a part of `group`, fitting `model` (some makers number by
 * model); undefined for a make the seed does not know.
 */
export function oemNumber(make: string, group: PartGroup, random: Random, model = ""): string | undefined {
  return BY_MAKE[make]?.(random, group, model);
}

// ---- Cross-references: how the other aftermarket brands (data/catalogue.ts, invented) number parts.

type CrossGenerator = (random: Random) => string;

const BY_BRAND: Record<string, CrossGenerator> = {
  dunecrest: (r) => `DC${digits(r, 4)}${r.chance(0.4) ? r.pick(["R", "F", "HD"]) : ""}`,
  "mulga-suspension": (r) => `MUL-${digits(r, 3)}-${digits(r, 2)}`,
  "gibber-works": (r) => `GW${digits(r, 5)}`,
  "outrigger-gear": (r) => `OTG-${digits(r, 4)}`,
  canyonline: (r) => `CL-${digits(r, 3)}${letters(r, 1)}`,
  "rimrock-traction": (r) => `RR${digits(r, 2)}-${digits(r, 4)}`,
  "mesa-forge": (r) => `MF${digits(r, 4)}-${digits(r, 2)}`,
  "highpass-filtration": (r) => `HP${r.pick(["A", "F", "O", "C"])}${digits(r, 4)}`,
  "hayate-drivetrain": (r) => `HY-${digits(r, 4)}${letters(r, 2)}`,
  "tsurugi-parts": (r) => `TS-${digits(r, 3)}-${digits(r, 4)}`,
  // As German brake makers print theirs: 24.0113-0145.1.
  haldenwerk: (r) => `${digits(r, 2)}.${digits(r, 4)}-${digits(r, 4)}.${digits(r, 1)}`,
  // As German lamp makers print theirs: 1EL 354 281-011.
  "bruckmann-technik": (r) => `${digits(r, 1)}${letters(r, 2)} ${digits(r, 3)} ${digits(r, 3)}-${digits(r, 3)}`,
  "fellgate-engineering": (r) => `FGE${digits(r, 5)}`,
  "moorland-outfitters": (r) => `MO-${digits(r, 4)}-${letters(r, 2)}`,
  "chaiyo-4x4": (r) => `CY-${digits(r, 2)}-${digits(r, 3)}`,
  tayozhnik: (r) => `TZ-${digits(r, 4)}.${digits(r, 3)}`,
  severtrek: (r) => `ST${digits(r, 6)}`,
  "karoo-forge": (r) => `KF-${digits(r, 3)}${letters(r, 1)}`,
  "bushveld-canvas": (r) => `BVC-${digits(r, 3)}`,
  // As Italian brake makers print theirs: FM 83 046.
  "ferrando-meccanica": (r) => `FM ${digits(r, 2)} ${digits(r, 3)}`,
};

/** The brands whose numbers the seed can write as cross-references. */
export const CROSS_BRANDS: readonly string[] = Object.keys(BY_BRAND);

/** A part number of the aftermarket brand `brandSlug`, in its format; undefined for a brand the seed does not know. */
export function crossNumber(brandSlug: string, random: Random): string | undefined {
  return BY_BRAND[brandSlug]?.(random);
}
