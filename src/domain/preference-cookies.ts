// The cookies a guest's page is rendered by (language, currency, country, vehicle) and how they are read:
// one reading for the pages that use them and for the server's cache key (http/guest-page-key.ts),
// so both always agree on what a Cookie header says.
import { COUNTRY_CODES, type CountryCode } from "./countries.ts";
import { CURRENCY_CODES, type CurrencyCode, DEFAULT_CURRENCY } from "./money.ts";

export const LANGUAGE_COOKIE = "lang";
export const CURRENCY_COOKIE = "currency";
export const VEHICLE_COOKIE = "vehicle";
/** The country the shopper chose to see prices for (decision 040). */
export const COUNTRY_COOKIE = "country";
export const LANGUAGE_PARAM = "lang";

/** The first cookie of that name in a Cookie header, decoded; null when absent or malformed. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // A malformed escape is no value, not a failed page.
    }
  }
  return null;
}

export const isCurrencyCode = (value: string | null | undefined): value is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(value ?? "");

/** The currency a cookie's value names, else the default. */
export function currencyOfCookie(cookie: string | null): CurrencyCode {
  return isCurrencyCode(cookie) ? cookie : DEFAULT_CURRENCY;
}

/** The country a Cookie header chose (an ISO code the shop knows), or null. */
export function countryOfCookie(header: string | null): CountryCode | null {
  const value = readCookie(header, COUNTRY_COOKIE);
  return value !== null && (COUNTRY_CODES as readonly string[]).includes(value) ? (value as CountryCode) : null;
}

/** The vehicle id a Cookie header carries, or null when there is none or it is not an id. */
export function vehicleIdFromCookie(header: string | null): number | null {
  const value = readCookie(header, VEHICLE_COOKIE);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
