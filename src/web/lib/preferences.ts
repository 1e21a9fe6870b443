// The shopper's language and currency travel in cookies so the server renders the page in them
// (no flash of English or of dollars); the currency is also kept in the persisted store (spec §3).
import { chooseLocale, directionOf, isLocale, type Locale } from "../../domain/locales.ts";
import type { CurrencyCode } from "../../domain/money.ts";
import {
  CURRENCY_COOKIE,
  currencyOfCookie,
  isCurrencyCode,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  readCookie,
} from "../../domain/preference-cookies.ts";

export { CURRENCY_COOKIE, LANGUAGE_COOKIE, LANGUAGE_PARAM, isCurrencyCode, readCookie };
const YEAR_SECONDS = 365 * 24 * 3600;

/** spec §3 Language: en and ru left to right, ar right to left. */
export const LANGUAGES: readonly { locale: Locale; name: string; direction: "ltr" | "rtl" }[] = [
  { locale: "en", name: "English", direction: "ltr" },
  { locale: "ru", name: "Русский", direction: "ltr" },
  { locale: "ar", name: "العربية", direction: "rtl" },
];

export { directionOf, isLocale };

/** ?lang= wins (and is remembered), then the cookie, then the browser's languages. */
export function resolveLocale(request: Request): { locale: Locale; fromParam: boolean } {
  const param = new URL(request.url).searchParams.get(LANGUAGE_PARAM);
  const locale = chooseLocale(param, readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE), request.headers.get("accept-language"));
  return { locale, fromParam: param === locale };
}

export function resolveCurrency(request: Request): CurrencyCode {
  return currencyOfCookie(readCookie(request.headers.get("cookie"), CURRENCY_COOKIE));
}

export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** The current URL with another language: the switcher keeps the page. */
export function withLanguage(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, locale);
  return `${pathname}?${params.toString()}`;
}
