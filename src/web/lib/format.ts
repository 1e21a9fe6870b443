import { formatMoney } from "../../domain/money.ts";
import { localizedText, type LocalizedText } from "../../domain/locales.ts";

/** Amounts in the storefront: US cents in, "$12.34" out (spec §9: 2 decimals). */
export const money = (cents: number) => formatMoney(cents, "USD", "en");
export const text = (value: LocalizedText) => localizedText(value, "en");
