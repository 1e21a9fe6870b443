import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";

import { DEFAULT_LOCALE, type Locale, type LocalizedText, localizedText, shownText } from "../../domain/locales.ts";
import {
  convertCents,
  type CurrencyCode,
  type ExchangeRates,
  formatMinor,
  formatMoney,
  type OwnPrices,
  SPEC_RATES,
} from "../../domain/money.ts";
import { shownPriceCents, STANDARD_TAX_CLASS } from "../../domain/tax.ts";
import type { loader as rootLoader } from "../root.tsx";
import { useShopStore } from "../state/shop-store.ts";

export type RootData = Awaited<ReturnType<typeof rootLoader>>["data"];

/** What the root loader knows of this shopper and shop; undefined only on a crashed render. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root");
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

/** The shop's clock (its settings): every date is shown on it, by the server and the browser alike. */
export function useShopTimeZone(): string {
  return useRootData()?.shop.timeZone ?? "UTC";
}

/** The server renders the cookie's currency; once the stored state is restored, the store's. */
export function useCurrency(): CurrencyCode {
  const fromServer = useRootData()?.currency ?? "USD";
  const stored = useShopStore((s) => s.currency);
  const hydrated = useShopStore((s) => s.hydrated);
  return hydrated ? stored : fromServer;
}

/** The owner's exchange rates, as the root loader sent them (decision 043). */
export function useRates(): ExchangeRates {
  return useRootData()?.rates ?? SPEC_RATES;
}

/** US cents in, "€11.04" out: converted into the shopper's currency at the owner's rates (spec §9: 2 decimals). */
export function useMoney(): (usdCents: number) => string {
  const currency = useCurrency();
  const locale = useLocale();
  const rates = useRates();
  return useCallback((usdCents: number) => formatMoney(usdCents, currency, locale, rates), [currency, locale, rates]);
}

/** Minor units already in the shopper's currency (what useShownPrice gives) in, "€11.04" out, converted by nothing. */
export function useShopperMoney(): (minor: number) => string {
  const currency = useCurrency();
  const locale = useLocale();
  return useCallback((minor: number) => formatMinor(minor, currency, locale), [currency, locale]);
}

/** US cents into the shopper's currency's minor units, at the owner's rates. */
export function useInShopperCurrency(): (usdCents: number) => number {
  const currency = useCurrency();
  const rates = useRates();
  return useCallback((usdCents: number) => convertCents(usdCents, currency, rates), [currency, rates]);
}

/**
 * A part's entered price as the shopper sees it and the checkout charges it (decisions 040, 043):
 * in the shopper's currency (the part's own price there, else its dollar price converted at the
 * owner's rate), then with the country's tax in it where prices show tax, without the shop's own
 * where it is added at the checkout. Minor units of the shopper's currency: format with useShopperMoney.
 */
export function useShownPrice(): (usdCents: number, taxClass?: string, own?: OwnPrices) => number {
  const pricing = useRootData()?.pricing;
  const currency = useCurrency();
  const rates = useRates();
  return useCallback(
    (usdCents: number, taxClass?: string, own?: OwnPrices) => {
      const cents = own?.[currency] ?? convertCents(usdCents, currency, rates);
      return pricing ? shownPriceCents(pricing, cents, taxClass) : cents;
    },
    [pricing, currency, rates],
  );
}

/** Cart lines as the shopper's country and currency show them: each unit's price and the lines' sum, in the shopper's minor units. */
export function useShownCart(): (
  items: readonly { price: number; quantity: number; product: { taxClass?: string; ownPrices?: OwnPrices | undefined } }[],
) => {
  prices: number[];
  subtotal: number;
} {
  const shown = useShownPrice();
  return useCallback(
    (items) => {
      const prices = items.map((item) => shown(item.price, item.product.taxClass, item.product.ownPrices));
      return { prices, subtotal: prices.reduce((sum, price, index) => sum + price * items[index]!.quantity, 0) };
    },
    [shown],
  );
}

/** What the shopper's prices hold: a tax by name ("incl. GST"), tax to be added at the checkout, or none. */
export function useTaxNote(): { includes: true; name: string } | { added: true } | null {
  const pricing = useRootData()?.pricing;
  const includes = pricing?.byClass[STANDARD_TAX_CLASS]?.includes;
  if (includes) return { includes: true, name: includes.name };
  return pricing?.taxAdded ? { added: true } : null;
}

/** A catalogue text in the shopper's language, English when there is no translation. */
export function useText(): (value: LocalizedText) => string {
  const locale = useLocale();
  return useCallback((value: LocalizedText) => localizedText(value, locale), [locale]);
}

/** A catalogue text as shown (domain/locales.ts shownText). */
export type ShownText = ReturnType<typeof shownText>;

/**
 * Like useText, and says when English stands in for a missing translation, so the element can be
 * marked English and left to right: inside an Arabic page its full stop then stays at its end.
 */
export function useShownText(): (value: LocalizedText) => ShownText {
  const locale = useLocale();
  return useCallback((value: LocalizedText) => shownText(value, locale), [locale]);
}

/** The attributes of an element holding a ShownText: lang and dir only when English stands in. */
export const shownTextAttributes = ({ fallback }: ShownText) => (fallback ? { lang: fallback, dir: "ltr" as const } : {});
