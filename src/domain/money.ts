import { numberFormat } from "./intl-formats.ts";

// Money is integer minor units (cents) of a currency; never floating point in arithmetic. The four
// currencies all have two decimals, so a currency's minor units are its cents.

export const BASE_CURRENCY = "USD";

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  name: string;
}

export const CURRENCY_CODES = ["USD", "EUR", "GBP", "RUB"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CURRENCIES: readonly Currency[] = [
  { code: "USD", symbol: "$", name: "US Dollar" },
  { code: "EUR", symbol: "€", name: "Euro" },
  { code: "GBP", symbol: "£", name: "Pound Sterling" },
  { code: "RUB", symbol: "₽", name: "Russian Ruble" },
];

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

export function currencyByCode(code: string): Currency {
  return CURRENCIES.find((c) => c.code === code) ?? CURRENCIES[0]!;
}

export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(code);
}

/**
 * A rate is kept exactly as an integer: millionths of a unit of the currency per US dollar
 * (EUR 0.92 is 920000), so converting is integer arithmetic (decision 043).
 */
export const RATE_SCALE = 1_000_000;
/** The largest rate the shop keeps: 1000 units per dollar (a rate in millionths fits a 32-bit integer). */
export const MAX_RATE_MICROS = 1_000 * RATE_SCALE;

/** Units of each currency per US dollar, in millionths (RATE_SCALE); USD is always 1. */
export type ExchangeRates = Readonly<Record<CurrencyCode, number>>;

/** spec §9: the rates the shop starts with (USD 1, EUR 0.92, GBP 0.78, RUB 64); the owner edits them. */
export const SPEC_RATES: ExchangeRates = { USD: RATE_SCALE, EUR: 920_000, GBP: 780_000, RUB: 64 * RATE_SCALE };

/** A part's own prices in other currencies, in their minor units (decision 043): absent where it has none. */
export type OwnPrices = Readonly<Partial<Record<CurrencyCode, number>>>;

/** 12.34 -> 1234. Rounds half away from zero on the third decimal. */
export function centsFromAmount(amount: number): number {
  // 1.005 * 100 is 100.49999999999999 in binary floating point; 15 significant digits give back 100.5.
  return Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
}

/** 1234 -> 12.34 */
export function amountFromCents(cents: number): number {
  return cents / 100;
}

/**
 * US cents in the minor units of a currency at a rate in millionths: exact (BigInt), rounded half
 * up (half away from zero for a negative amount).
 */
export function convertAtRate(usdCents: number, rateMicros: number): number {
  if (!Number.isSafeInteger(usdCents) || !Number.isSafeInteger(rateMicros)) throw new RangeError("money is whole minor units");
  if (rateMicros === RATE_SCALE) return usdCents;
  const product = BigInt(usdCents) * BigInt(rateMicros);
  const scale = BigInt(RATE_SCALE);
  const magnitude = (product < 0n ? -product : product) + scale / 2n;
  const rounded = magnitude / scale;
  return Number(product < 0n ? -rounded : rounded);
}

/** Converts US cents into the minor units of another currency at the shop's rates (the spec's by default). */
export function convertCents(usdCents: number, currency: CurrencyCode, rates: ExchangeRates = SPEC_RATES): number {
  return convertAtRate(usdCents, rates[currency] ?? RATE_SCALE);
}

/**
 * "12.50" (or 12.5) as minor units, read as decimal text so nothing passes through binary
 * fractions; null when it is not a non-negative amount with at most two decimals.
 */
export function minorFromDecimal(value: string | number): number | null {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Minor units as decimal text: 1250 -> "12.50". */
export function decimalFromMinor(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * An amount in a currency's own minor units, nothing converted: "$1,234.50", "€12.00". The one
 * formatter of money the shop shows (an order's amounts in the order's currency, a price after
 * conversion); an unknown code is written after the amount. Arabic keeps Western digits, as the
 * shop's prices do.
 */
export function formatMinor(minor: number, currency: string, locale = "en"): string {
  const known = CURRENCIES.find((c) => c.code === currency);
  const sign = minor < 0 ? "-" : "";
  const amount = numberFormat(numberLocale(locale), AMOUNT).format(amountFromCents(Math.abs(minor)));
  return known ? `${sign}${known.symbol}${amount}` : `${sign}${amount} ${currency}`;
}

/** spec §9: US cents shown in the shopper's currency at the shop's rates, with 2 decimals and the symbol. */
export function formatMoney(
  usdCents: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  locale = "en",
  rates: ExchangeRates = SPEC_RATES,
): string {
  return formatMinor(convertCents(usdCents, currency, rates), currency, locale);
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
