// The shop's facts as a page writes them in the reader's language: the owner's settings
// (decision 046), which the root loader hands every page.
import { addressIn, openingHoursLine, zoneName } from "../../domain/shop-settings.ts";
import { useLocale, useRootData } from "./use-preferences.ts";

export interface ShopFacts {
  name: string;
  address: string;
  /** "Mon–Fri 08:00–17:30, Sat 08:00–12:00 (Australian Eastern Time)"; empty when no day is open. */
  hours: string;
}

export function useShopFacts(): ShopFacts | null {
  const shop = useRootData()?.shop;
  const locale = useLocale();
  if (!shop) return null;
  const line = openingHoursLine(shop.openingHours, locale);
  return {
    name: shop.name,
    address: addressIn(shop, locale),
    hours: line ? `${line} (${zoneName(shop.timeZone, locale)})` : "",
  };
}
