// The shop's exchange rates (decision 043): what the owner sets, each change in one transaction
// with its audit row, and the rates the storefront shows prices and the checkout charges orders by.
import type { Database } from "../../../db/client.ts";
import { type ExchangeRates, SPEC_RATES } from "../../../domain/money.ts";
import {
  type AdminCurrencies,
  type AdminExchangeRate,
  type ExchangeRateFields,
  RATED_CURRENCIES,
  type RatedCurrency,
  rateText,
} from "../../../domain/schemas/currencies.ts";
import type { KeptData, KeptReader } from "../../lib/kept-data.ts";
import { type AuditActor, recordAudit } from "../audit/index.ts";
import { createCurrenciesRepository, type ExchangeRateRow } from "./currencies.repository.ts";

function rateView(row: Pick<ExchangeRateRow, "currencyCode" | "rateMicros" | "setAt" | "setByEmail">): AdminExchangeRate {
  return {
    currency: row.currencyCode as RatedCurrency,
    rate: rateText(row.rateMicros),
    rateMicros: row.rateMicros,
    setAt: row.setAt.toISOString(),
    setBy: row.setByEmail,
  };
}

export function createCurrenciesService(db: Database, options: { kept?: KeptData } = {}) {
  const reading = createCurrenciesRepository(db);
  // Read by every page's prices and every checkout: kept in memory until a rate changes (its
  // trigger forgets everything kept, `*`; migration 0045).
  const keptRates: KeptReader<ExchangeRates> = options.kept?.kind<ExchangeRates>("exchange-rates") ?? ((_key, read) => read());

  /** The rates prices are converted by; a currency without a row (none should be) keeps the spec's. */
  async function rates(): Promise<ExchangeRates> {
    const kept = await keptRates("", async () => {
      const rows = await reading.rates();
      const value = { ...SPEC_RATES, ...Object.fromEntries(rows.map((row) => [row.currencyCode, row.rateMicros])), USD: SPEC_RATES.USD };
      return { value, shows: ["currencies"] };
    });
    return kept.value;
  }

  return {
    rates,

    /** The rates as the owner keeps them: each with when it was set and by whom. */
    async setup(): Promise<AdminCurrencies> {
      const rows = await reading.rates();
      const byCode = new Map(rows.map((row) => [row.currencyCode, row]));
      return {
        base: "USD",
        rates: RATED_CURRENCIES.map((code) =>
          rateView(byCode.get(code) ?? { currencyCode: code, rateMicros: SPEC_RATES[code], setAt: new Date(0), setByEmail: null }),
        ),
      };
    },

    /** Orders placed before keep the rate they were charged at; the next prices and checkouts use this one. */
    async setRate(actor: AuditActor, currency: RatedCurrency, fields: ExchangeRateFields): Promise<AdminExchangeRate> {
      return db.transaction(async (tx) => {
        const repository = createCurrenciesRepository(tx);
        const before = await repository.rate(currency);
        const row = await repository.setRate({
          currencyCode: currency,
          rateMicros: fields.rate,
          setById: actor.id,
          setByEmail: actor.email,
        });
        await recordAudit(tx, actor, {
          action: "exchange-rate.update",
          entityType: "exchange-rate",
          entityId: currency,
          before: before ? { rate: rateText(before.rateMicros) } : null,
          after: { rate: rateText(row.rateMicros) },
        });
        return rateView(row);
      });
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
