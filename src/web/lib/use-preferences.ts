import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";

import { DEFAULT_LOCALE, type Locale, type LocalizedText, localizedText, shownText } from "../../domain/locales.ts";
import { type CurrencyCode, formatMoney } from "../../domain/money.ts";
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

/** The server renders the cookie's currency; once the stored state is restored, the store's. */
export function useCurrency(): CurrencyCode {
  const fromServer = useRootData()?.currency ?? "USD";
  const stored = useShopStore((s) => s.currency);
  const hydrated = useShopStore((s) => s.hydrated);
  return hydrated ? stored : fromServer;
}

/** US cents in, "€11.04" out, in the shopper's currency (spec §9: 2 decimals). */
export function useMoney(): (usdCents: number) => string {
  const currency = useCurrency();
  const locale = useLocale();
  return useCallback((usdCents: number) => formatMoney(usdCents, currency, locale), [currency, locale]);
}

/**
 * A part's entered price as the shopper's country shows it (decision 040): with that country's tax
 * in it where prices show tax, without the shop's own where it is added at the checkout.
 */
export function useShownPrice(): (cents: number, taxClass?: string) => number {
  const pricing = useRootData()?.pricing;
  return useCallback((cents: number, taxClass?: string) => (pricing ? shownPriceCents(pricing, cents, taxClass) : cents), [pricing]);
}

/** Cart lines as the shopper's country shows them: each unit's price and the lines' sum. */
export function useShownCart(): (items: readonly { price: number; quantity: number; product: { taxClass?: string } }[]) => {
  prices: number[];
  subtotal: number;
} {
  const shown = useShownPrice();
  return useCallback(
    (items) => {
      const prices = items.map((item) => shown(item.price, item.product.taxClass));
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
