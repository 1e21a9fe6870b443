import { useMemo, useState } from "react";

import { type ListingFilter, priceRangeStep } from "../../../domain/filters.ts";
import { numberFormat } from "../../../domain/intl-formats.ts";
import { currencyByCode } from "../../../domain/money.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useCurrency, useLocale, useRates } from "../../lib/use-preferences.ts";
import { useListing } from "./listing-context.tsx";
import { PRICE_FIELDS, shownAmount, shownBounds, usdRangeFromShown, withFilters } from "./listing-query.ts";

type RangeFilter = Extract<ListingFilter, { type: "range" }>;

const THUMB =
  "pointer-events-none absolute -start-2.5 top-0 h-5 w-[calc(100%+1.25rem)] appearance-none bg-transparent " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-brand-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-4 [&::-moz-range-thumb]:w-4 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-brand-700 [&::-moz-range-thumb]:bg-white";

/**
 * The price filter: a two-thumb slider and two amounts, in the shopper's currency; the URL keeps
 * US dollars as min-max (spec §5), the bounds come rounded to a power of ten (spec §9). Without
 * JavaScript the amounts are submitted with the form and the loader converts them.
 */
export function PriceRange({ filter }: { filter: RangeFilter }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const rates = useRates();
  const locale = useLocale();
  const { state, go } = useListing();
  const bounds: [number, number] = [filter.min, filter.max];
  const usd: [number, number] = state.filters.price ?? bounds;
  const [low, high] = shownBounds(bounds, currency, rates);
  const step = priceRangeStep(high);
  const was = useMemo<[number, number]>(
    () => [Math.max(low, shownAmount(usd[0], currency, rates)), Math.min(high, shownAmount(usd[1], currency, rates))],
    [low, high, usd, currency, rates],
  );
  // What the shopper is sliding or typing, until it is committed to the URL.
  const [draft, setDraft] = useState<{ key: string; values: [string, string] } | null>(null);
  const key = `${was[0]}-${was[1]}-${currency}`;
  const values: [string, string] = draft && draft.key === key ? draft.values : [String(was[0]), String(was[1])];
  const { symbol } = currencyByCode(currency);
  const format = (amount: number) => `${symbol}${numberFormat(locale === "ar" ? "en" : locale).format(amount)}`;

  const set = (index: 0 | 1, raw: string) => {
    const next: [string, string] = [...values];
    next[index] = raw;
    setDraft({ key, values: next });
  };

  function commit(current: [string, string] = values) {
    const amount = (raw: string) => (raw.trim() === "" || Number.isNaN(Number(raw)) ? null : Number(raw));
    const shown: [number | null, number | null] = [amount(current[0]), amount(current[1])];
    if (shown[0] === was[0] && shown[1] === was[1]) return;
    const next = usdRangeFromShown({ shown, was, current: usd, bounds, currency, rates });
    const full = next[0] <= bounds[0] && next[1] >= bounds[1];
    setDraft(null);
    go(withFilters(state, { price: full ? undefined : next }));
  }

  const lowValue = Number(values[0]) || low;
  const highValue = Number(values[1]) || high;
  const span = Math.max(1, high - low);
  const startPercent = ((Math.min(lowValue, highValue) - low) / span) * 100;
  const endPercent = 100 - ((Math.max(lowValue, highValue) - low) / span) * 100;

  return (
    <div className="flex flex-col gap-4">
      <div className="relative mx-2.5 h-5">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand-600"
          style={{ insetInlineStart: `${startPercent}%`, insetInlineEnd: `${endPercent}%` }}
        />
        {([0, 1] as const).map((index) => (
          <input
            key={index}
            type="range"
            min={low}
            max={high}
            step={step}
            value={index === 0 ? Math.min(lowValue, highValue) : Math.max(lowValue, highValue)}
            aria-label={index === 0 ? t("listing.filters.priceMin") : t("listing.filters.priceMax")}
            aria-valuetext={format(index === 0 ? lowValue : highValue)}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              // The thumbs never cross: each stops at the other.
              set(index, String(index === 0 ? Math.min(value, highValue) : Math.max(value, lowValue)));
            }}
            onPointerUp={() => commit()}
            onKeyUp={(event) => {
              if (event.key.startsWith("Arrow") || ["Home", "End", "PageUp", "PageDown"].includes(event.key)) commit();
            }}
            // The low thumb goes on top when both sit at the high end, so it can be pulled back.
            style={{ zIndex: index === 0 && lowValue >= high - step ? 2 : 1 }}
            className={THUMB}
          />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {([0, 1] as const).map((index) => (
          <label key={index} className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            {index === 0 ? t("listing.filters.priceFrom") : t("listing.filters.priceTo")}
            <span className="flex items-center rounded-lg border border-slate-300 bg-white px-2 focus-within:border-brand-600">
              <span aria-hidden="true" className="text-slate-500">
                {symbol}
              </span>
              <input
                type="number"
                name={index === 0 ? PRICE_FIELDS.min : PRICE_FIELDS.max}
                inputMode="numeric"
                min={low}
                max={high}
                value={values[index]}
                aria-label={`${index === 0 ? t("listing.filters.priceMin") : t("listing.filters.priceMax")} (${symbol})`}
                onChange={(event) => set(index, event.currentTarget.value)}
                onBlur={() => commit()}
                onKeyDown={(event) => {
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  commit();
                }}
                className="w-full min-w-0 bg-transparent py-1.5 ps-1 text-sm text-slate-900 outline-none [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
              />
            </span>
          </label>
        ))}
      </div>
      <input type="hidden" name={PRICE_FIELDS.currency} value={currency} />
      <input type="hidden" name={PRICE_FIELDS.shown} value={`${was[0]}-${was[1]}`} />
      <input type="hidden" name={PRICE_FIELDS.bounds} value={`${bounds[0]}-${bounds[1]}`} />
      {state.filters.price ? <input type="hidden" name="filter_price" value={`${usd[0]}-${usd[1]}`} /> : null}
    </div>
  );
}
