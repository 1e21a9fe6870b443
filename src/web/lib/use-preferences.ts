import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";

import { DEFAULT_LOCALE, type Locale, type LocalizedText, localizedText, shownText } from "../../domain/locales.ts";
import { type CurrencyCode, formatMoney } from "../../domain/money.ts";
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
