// The world's countries for address forms: ISO 3166-1 alpha-2 codes, named per locale by
// Intl.DisplayNames. An address stores the English name (what checkout and orders keep).
import type { Locale } from "./locales.ts";

/** ISO 3166-1 alpha-2: every officially assigned code. */
export const COUNTRY_CODES = [
  "AD",
  "AE",
  "AF",
  "AG",
  "AI",
  "AL",
  "AM",
  "AO",
  "AQ",
  "AR",
  "AS",
  "AT",
  "AU",
  "AW",
  "AX",
  "AZ",
  "BA",
  "BB",
  "BD",
  "BE",
  "BF",
  "BG",
  "BH",
  "BI",
  "BJ",
  "BL",
  "BM",
  "BN",
  "BO",
  "BQ",
  "BR",
  "BS",
  "BT",
  "BV",
  "BW",
  "BY",
  "BZ",
  "CA",
  "CC",
  "CD",
  "CF",
  "CG",
  "CH",
  "CI",
  "CK",
  "CL",
  "CM",
  "CN",
  "CO",
  "CR",
  "CU",
  "CV",
  "CW",
  "CX",
  "CY",
  "CZ",
  "DE",
  "DJ",
  "DK",
  "DM",
  "DO",
  "DZ",
  "EC",
  "EE",
  "EG",
  "EH",
  "ER",
  "ES",
  "ET",
  "FI",
  "FJ",
  "FK",
  "FM",
  "FO",
  "FR",
  "GA",
  "GB",
  "GD",
  "GE",
  "GF",
  "GG",
  "GH",
  "GI",
  "GL",
  "GM",
  "GN",
  "GP",
  "GQ",
  "GR",
  "GS",
  "GT",
  "GU",
  "GW",
  "GY",
  "HK",
  "HM",
  "HN",
  "HR",
  "HT",
  "HU",
  "ID",
  "IE",
  "IL",
  "IM",
  "IN",
  "IO",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JE",
  "JM",
  "JO",
  "JP",
  "KE",
  "KG",
  "KH",
  "KI",
  "KM",
  "KN",
  "KP",
  "KR",
  "KW",
  "KY",
  "KZ",
  "LA",
  "LB",
  "LC",
  "LI",
  "LK",
  "LR",
  "LS",
  "LT",
  "LU",
  "LV",
  "LY",
  "MA",
  "MC",
  "MD",
  "ME",
  "MF",
  "MG",
  "MH",
  "MK",
  "ML",
  "MM",
  "MN",
  "MO",
  "MP",
  "MQ",
  "MR",
  "MS",
  "MT",
  "MU",
  "MV",
  "MW",
  "MX",
  "MY",
  "MZ",
  "NA",
  "NC",
  "NE",
  "NF",
  "NG",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NU",
  "NZ",
  "OM",
  "PA",
  "PE",
  "PF",
  "PG",
  "PH",
  "PK",
  "PL",
  "PM",
  "PN",
  "PR",
  "PS",
  "PT",
  "PW",
  "PY",
  "QA",
  "RE",
  "RO",
  "RS",
  "RU",
  "RW",
  "SA",
  "SB",
  "SC",
  "SD",
  "SE",
  "SG",
  "SH",
  "SI",
  "SJ",
  "SK",
  "SL",
  "SM",
  "SN",
  "SO",
  "SR",
  "SS",
  "ST",
  "SV",
  "SX",
  "SY",
  "SZ",
  "TC",
  "TD",
  "TF",
  "TG",
  "TH",
  "TJ",
  "TK",
  "TL",
  "TM",
  "TN",
  "TO",
  "TR",
  "TT",
  "TV",
  "TW",
  "TZ",
  "UA",
  "UG",
  "UM",
  "US",
  "UY",
  "UZ",
  "VA",
  "VC",
  "VE",
  "VG",
  "VI",
  "VN",
  "VU",
  "WF",
  "WS",
  "YE",
  "YT",
  "ZA",
  "ZM",
  "ZW",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** spec §9: the default country is Australia. */
export const DEFAULT_COUNTRY_CODE: CountryCode = "AU";
export const DEFAULT_COUNTRY = "Australia";

export interface CountryOption {
  code: CountryCode;
  /** The English name: the value an address stores. */
  value: string;
  /** The name in the shopper's language. */
  label: string;
}

const namers = new Map<string, Intl.DisplayNames | null>();

/** Intl.DisplayNames for a locale, or null where the runtime has none. */
function namerOf(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    let namer: Intl.DisplayNames | null;
    try {
      namer = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames([locale], { type: "region", fallback: "code" }) : null;
    } catch {
      namer = null;
    }
    namers.set(locale, namer);
  }
  return namers.get(locale) ?? null;
}

/** The country's name in a language; the English name of Australia is known without Intl. */
export function countryName(code: CountryCode, locale: Locale | "en" = "en"): string {
  const name = namerOf(locale)?.of(code);
  if (name && name !== code) return name;
  if (code === DEFAULT_COUNTRY_CODE && locale === "en") return DEFAULT_COUNTRY;
  return locale === "en" ? code : countryName(code, "en");
}

const optionLists = new Map<Locale, readonly CountryOption[]>();

/** Every country, named and ordered in the shopper's language. */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  let options = optionLists.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ code, value: countryName(code, "en"), label: countryName(code, locale) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
    optionLists.set(locale, options);
  }
  return options;
}

/** The code of a stored country: its English name (any case) or its code; null when unknown. */
export function countryCodeOf(value: string): CountryCode | null {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return null;
  return COUNTRY_CODES.find((code) => code.toLowerCase() === wanted || countryName(code, "en").toLowerCase() === wanted) ?? null;
}

/** A stored country in the shopper's language; a name we do not know is shown as stored. */
export function localCountryName(value: string, locale: Locale): string {
  const code = countryCodeOf(value);
  return code ? countryName(code, locale) : value;
}
