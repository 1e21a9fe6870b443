// A product's description and excerpt, made from its part type's templates in every language. Shared
// by the seed catalogue and the trade-size generator, so both read the same; only string fills, as
// the trade generator makes a million parts.
import type { Localized, PartType } from "./data/types.ts";

/** The placeholders a part type's description and excerpt may use. */
export const PART_TEXT_PLACEHOLDERS = ["{brand}", "{name}", "{vehicle}"] as const;

const PLACEHOLDER = /\{(brand|name|vehicle)\}/g;

/**
 * What {name} stands for: the part's own name without the brand, its words in the order of that
 * language's title ("Pro Front Nitro Gas Shock Absorber", "Газомасляный амортизатор Передняя ось Pro").
 */
export function partName(partType: PartType, variation: Localized | null, series = ""): Localized {
  return {
    en: `${series ? `${series} ` : ""}${variation ? `${variation.en} ` : ""}${partType.name.en}`,
    ru: `${partType.name.ru}${variation ? ` ${variation.ru}` : ""}${series ? ` ${series}` : ""}`,
    ar: `${partType.name.ar}${variation ? ` ${variation.ar}` : ""}${series ? ` ${series}` : ""}`,
  };
}

function fillOne(template: string, brand: string, vehicle: string, name: string): string {
  return template.replace(PLACEHOLDER, (_, key: string) => (key === "brand" ? brand : key === "vehicle" ? vehicle : name));
}

/** Fills a description or excerpt template in each language; brand and vehicle names stay Latin. */
export function fillPartText(template: Localized, brand: string, vehicle: string, name: Localized): Localized {
  return {
    en: fillOne(template.en, brand, vehicle, name.en),
    ru: fillOne(template.ru, brand, vehicle, name.ru),
    ar: fillOne(template.ar, brand, vehicle, name.ar),
  };
}
