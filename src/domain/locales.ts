// The shop's languages (spec §1, §9): en (default), ru, ar (right to left).
export const LOCALES = ["en", "ru", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** A catalogue text per locale; English always, the others when translated. */
export interface LocalizedText {
  en: string;
  ru?: string | undefined;
  ar?: string | undefined;
}

/** The text in the shopper's language, English when there is no translation. */
export function localizedText(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.en;
}
