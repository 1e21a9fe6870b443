// Shapes of the seed facts. The generator in ../catalogue-generator.ts turns them into rows.

/** A text in every shop language; English is required, the others fall back to it. */
export interface Localized {
  en: string;
  ru: string;
  ar: string;
}

export interface EngineSpec {
  /** Manufacturer's engine code, e.g. "1HZ", "VK56VD", "2GD-FTV". */
  code: string;
  /** Shoppers' label, e.g. "4.2L I6 diesel". */
  label: string;
  /** Years this engine was offered in the generation; defaults to the generation's years. */
  yearFrom?: number;
  yearTo?: number;
}

/** One model generation as the trade names it (e.g. Toyota "Land Cruiser 80"). */
export interface VehicleGeneration {
  make: string;
  /** The generation as shoppers pick it ("Hilux N80"). */
  model: string;
  /** The model line across its generations, as ACES and suppliers name it ("Hilux"). */
  family: string;
  /** Chassis/generation codes, e.g. ["FJ80", "HDJ80"]; informative. */
  chassis: string[];
  yearFrom: number;
  /** Last model year; null while still in production (the seed treats it as 2026). */
  yearTo: number | null;
  engines: EngineSpec[];
  /** Market segment used to choose plausible parts. */
  kind: "wagon" | "pickup" | "suv" | "compact";
}

export interface OptionValueDef {
  slug: string;
  name: Localized;
  /** Only for colour options: 3 or 6 digit hex, e.g. "#1f2937". */
  color?: string;
  /** This value's price against the first's (a bigger tyre costs more); 1 when not given. */
  priceFactor?: number;
}

export interface OptionDef {
  slug: string; // e.g. "size", "color"
  type: "default" | "color";
  name: Localized;
  values: OptionValueDef[];
}

/** Which drawing represents a part in generated images; see ../images.ts. */
export type PartDrawing =
  | "shock" | "coil-spring" | "leaf-spring" | "lift-kit" | "bush" | "steering-damper" | "tie-rod"
  | "clutch-kit" | "flywheel" | "fuel-filter" | "fuel-pump" | "fuel-tank" | "jerry-can"
  | "air-filter" | "snorkel" | "oil-filter" | "brake-pad" | "brake-rotor" | "caliper"
  | "light-bar" | "driving-light" | "headlight" | "winch" | "recovery-strap" | "shackle"
  | "recovery-board" | "jack" | "bull-bar" | "side-step" | "roof-rack" | "canopy"
  | "gearbox" | "cv-joint" | "diff" | "battery" | "wiring" | "compressor" | "exhaust"
  | "wheel" | "tyre" | "seat-cover" | "floor-mat" | "drawer" | "fridge" | "gasket"
  | "radiator" | "belt" | "hose" | "t-shirt" | "jacket" | "cap" | "generic";

export interface PartType {
  /** Stable key, kebab-case, unique across the catalogue. */
  key: string;
  name: Localized;
  /** Part-number prefix, 2 to 4 capitals, unique across the catalogue. */
  partPrefix: string;
  /** Plausible retail price range in whole US dollars. */
  priceRange: [number, number];
  /** "vehicle": made for specific vehicles; "universal": fits any vehicle. */
  fitment: "vehicle" | "universal";
  drawing: PartDrawing;
  /** Variations that make distinct products, e.g. {"Position": [..]}; each value localized. */
  variations?: { name: Localized; values: Localized[] }[];
  /** Options the shopper picks on the product page (size, colour). */
  options?: OptionDef[];
  /** Specification rows shown on the product page: name and possible values. */
  specs: { name: Localized; values: string[] }[];
  /**
   * 2 to 4 sentences in each language, written for that language's readers; may use the {brand},
   * {vehicle} and {name} placeholders, each language the same ones.
   */
  description: Localized;
  /** One sentence in each language, with the same placeholders as each other. */
  excerpt: Localized;
}

export interface CategoryDef {
  slug: string;
  name: Localized;
  /** Sub-categories of a department; a department has at least 3. */
  children?: CategoryDef[];
  /** Parts sold in a leaf category; every leaf has at least 2. */
  partTypes?: PartType[];
}

export interface BrandDef {
  slug: string;
  name: string;
  /** ISO 3166-1 alpha-2, e.g. "AU". */
  country: string;
  /** Department slugs this brand makes parts for. */
  departments: string[];
  /** Two colours for its generated logo. */
  colors: [string, string];
}

export interface BlogPostDef {
  slug: string;
  title: Localized;
  /** ISO date, e.g. "2026-03-14". */
  date: string;
  author: string;
  /** Department slug it is about, for its image. */
  category: string;
  excerpt: string;
  /** Markdown-free paragraphs in English, 4 to 8 of them. */
  paragraphs: string[];
}

/**
 * How the VINs of one model generation read (see src/domain/vin.ts): the WMI, the start of the
 * vehicle descriptor (positions 4-8, "?" for any character, "" for any descriptor) and the model
 * years it covers; with an engine code when the descriptor names the engine.
 */
export interface VinPatternDef {
  wmi: string;
  vds: string;
  make: string;
  model: string;
  yearFrom: number;
  /** null: still built (or the descriptor still in use). */
  yearTo: number | null;
  engineCode?: string;
}
