import { numberFormat } from "./intl-formats.ts";

// Money is integer minor units (cents) of a currency; never floating point in arithmetic.

export const BASE_CURRENCY = "USD";

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
  /** Units of this currency per US dollar (spec §9). */
  rate: number;
}

export const CURRENCY_CODES = ["USD", "EUR", "GBP", "RUB"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

// spec §9: rates against USD; USD is the default.
export const CURRENCIES: readonly Currency[] = [
  { code: "USD", symbol: "$", name: "US Dollar", rate: 1 },
  { code: "EUR", symbol: "€", name: "Euro", rate: 0.92 },
  { code: "GBP", symbol: "£", name: "Pound Sterling", rate: 0.78 },
  { code: "RUB", symbol: "₽", name: "Russian Ruble", rate: 64 },
];

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

export function currencyByCode(code: string): Currency {
  return CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0]!;
}

/** 12.34 -> 1234. Rounds half away from zero on the third decimal. */
export function centsFromAmount(amount: number): number {
  // 1.005 * 100 is 100.49999999999999 in binary floating point; 15 significant digits give back 100.5.
  return Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
}

/** 1234 -> 12.34 */
export function amountFromCents(cents: number): number {
  return cents / 100;
}

/** Converts US cents into the minor units of another currency at the spec's rate. */
export function convertCents(usdCents: number, currency: CurrencyCode): number {
  return Math.round(usdCents * currencyByCode(currency).rate);
}

/** spec §9: amounts display with 2 decimals and the currency symbol. */
export function formatMoney(usdCents: number, currency: CurrencyCode = DEFAULT_CURRENCY, locale = "en"): string {
  const { symbol } = currencyByCode(currency);
  const value = amountFromCents(convertCents(usdCents, currency));
  return `${symbol}${numberFormat(numberLocale(locale), AMOUNT).format(value)}`;
}

const AMOUNT = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

// Arabic pages keep Western digits, as Gulf shops usually print prices.
function numberLocale(locale: string): string {
  return locale === "ar" ? "en" : locale;
}

/** Percentage of an amount in cents, rounded to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
