// The shop's languages (spec §1, §9): en (default), ru, ar (right to left).
export const LOCALES = ["en", "ru", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? "");

/** spec §3 Language: en and ru left to right, ar right to left. */
export const directionOf = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");

/** The page's language: ?lang= wins, then the cookie, then the first of the browser's languages we speak, else English. */
export function chooseLocale(
  param: string | null | undefined,
  cookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  if (isLocale(param)) return param;
  if (isLocale(cookie)) return cookie;
  for (const entry of (acceptLanguage ?? "").split(",")) {
    const code = entry.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

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

/** A catalogue text as a page in `locale` shows it, and "en" when English stands in for a missing translation. */
export function shownText(text: LocalizedText, locale: Locale): { text: string; fallback: "en" | undefined } {
  return { text: localizedText(text, locale), fallback: locale !== DEFAULT_LOCALE && !text[locale] && text.en ? "en" : undefined };
}

/**
 * The text as a page in `locale` reads it (localizedText): English, and the locale's own text
 * when it has one. Data sent to the browser carries no third language it never shows.
 */
export function textFor(text: LocalizedText, locale: Locale): LocalizedText {
  const own = locale === "en" ? undefined : text[locale];
  return own ? { en: text.en, [locale]: own } : { en: text.en };
}
