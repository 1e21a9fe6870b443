// The shop's exchange rates (decision 043) as the admin API and the back office take and answer them.
import { z } from "zod";

import { MAX_RATE_MICROS, RATE_SCALE } from "../money.ts";

/** The currencies the owner sets a rate for: every one a shopper may choose but the dollar, the prices' base. */
export const RATED_CURRENCIES = ["EUR", "GBP", "RUB"] as const;
export type RatedCurrency = (typeof RATED_CURRENCIES)[number];

/** Units of a currency per US dollar ("0.92", 64), read into millionths exactly (no floating point). */
export const ExchangeRateSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,4}(?:\.\d{1,6})?$/, "EXCHANGE_RATE_FORMAT"))
  .transform((typed) => {
    const [whole = "0", fraction = ""] = typed.split(".");
    return Number(whole) * RATE_SCALE + Number(fraction.padEnd(6, "0"));
  })
  .pipe(z.int().min(1, "EXCHANGE_RATE_NOT_POSITIVE").max(MAX_RATE_MICROS, "EXCHANGE_RATE_TOO_BIG"));

export const ExchangeRateFieldsSchema = z.object({ rate: ExchangeRateSchema });
export type ExchangeRateFields = z.infer<typeof ExchangeRateFieldsSchema>;

export const CurrencyParamSchema = z.object({ currency: z.enum(RATED_CURRENCIES) });

/** The back office's form: one currency's rate. */
export const ExchangeRateFormSchema = z.object({ currency: z.enum(RATED_CURRENCIES), rate: ExchangeRateSchema });

/** A rate in millionths as the owner typed it: 920000 is "0.92". */
export function rateText(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE);
  const fraction = String(micros % RATE_SCALE)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

// ---------------------------------------------------------------------------- the answers ---

export const AdminExchangeRateSchema = z.object({
  currency: z.enum(RATED_CURRENCIES),
  rate: z.string().describe("Units of the currency per US dollar, exact: 0.92"),
  rateMicros: z.int().describe("The same in millionths: 920000"),
  setAt: z.string().describe("When it was set"),
  setBy: z.string().nullable().describe("Who set it; null for the shop's first rates"),
});
export type AdminExchangeRate = z.infer<typeof AdminExchangeRateSchema>;

export const AdminCurrenciesSchema = z.object({
  base: z.literal("USD").describe("The currency prices are entered in"),
  rates: z.array(AdminExchangeRateSchema),
});
export type AdminCurrencies = z.infer<typeof AdminCurrenciesSchema>;
