// Each language of a page has its own address a search engine can crawl: English at the plain
// path, Russian and Arabic with ?lang= (which the page honours before the cookie, locales.ts). The
// page's canonical link, its hreflang alternates and the sitemap all come from here, so they agree.
import { DEFAULT_LOCALE, type Locale, LOCALES } from "./locales.ts";
import { LANGUAGE_PARAM } from "./preference-cookies.ts";

/** The address of `path` (with any query it keeps) in `locale`, absolute on `origin`. */
export function languageUrl(origin: string, path: string, locale: Locale): string {
  const url = new URL(path, origin);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (locale !== DEFAULT_LOCALE) url.searchParams.set(LANGUAGE_PARAM, locale);
  return url.toString();
}

export interface LanguageAlternate {
  /** A locale, or "x-default" for shoppers whose language the shop does not speak. */
  hreflang: Locale | "x-default";
  href: string;
}

/** Every language's address of `path`, and x-default (the plain English address). */
export function languageAlternates(origin: string, path: string): LanguageAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: languageUrl(origin, path, locale) })),
    { hreflang: "x-default" as const, href: languageUrl(origin, path, DEFAULT_LOCALE) },
  ];
}
