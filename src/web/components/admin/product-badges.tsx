// How the catalogue's back office shows a part's state, its units and its prices.
import { useCallback } from "react";

import { centsFromAmount, formatMoney } from "../../../domain/money.ts";
import type { StoredProductStatus } from "../../../domain/stock.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale } from "../../lib/use-preferences.ts";

const STATUS_LOOK: Record<StoredProductStatus, string> = {
  show: "bg-emerald-100 text-emerald-900",
  hide: "bg-slate-200 text-slate-800",
  draft: "bg-amber-100 text-amber-900",
  deleted: "bg-red-100 text-red-900",
};

export function ProductStateBadge({ status }: { status: StoredProductStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_LOOK[status]}`}>
      {t(`admin.products.states.${status}`)}
    </span>
  );
}

/** Units available of those on the shelf; marked when at or below the part's low-stock level. */
export function ProductUnits({ product }: { product: { available: number; units: number; lowStockLevel: number } }) {
  const { t } = useTranslation();
  const low = product.available <= product.lowStockLevel;
  return (
    <span className={low ? "font-semibold text-red-800" : "text-slate-800"}>
      {t("admin.products.unitsOf", { available: product.available, units: product.units })}
      {low ? <span className="ms-1 rounded bg-red-100 px-1.5 text-xs">{t("admin.products.low")}</span> : null}
    </span>
  );
}

/** Prices as the catalogue holds them: US dollars (the shop's base currency), whatever a shopper's preference. */
export function useUsd(): (amount: number) => string {
  const locale = useLocale();
  return useCallback((amount: number) => formatMoney(centsFromAmount(amount), "USD", locale), [locale]);
}
