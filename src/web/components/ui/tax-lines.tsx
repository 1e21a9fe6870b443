import { useCallback } from "react";

import { useTranslation } from "../../i18n/translator.ts";

/** A tax line as the API answers it (decision 040). */
interface TaxLineView {
  name: string;
  rate: number;
  included: boolean;
  amount: number;
}

/**
 * An order's or a checkout's tax as lines of its totals, one a rate: "Includes VAT (19%)" for a
 * tax in the prices, "Sales tax (7.25%)" for one added to them. The same words on the checkout,
 * the order's pages and the back office.
 */
export function useTaxLines(): (
  lines: readonly TaxLineView[],
  format: (amount: number) => string,
) => { key: string; label: string; value: string }[] {
  const { t } = useTranslation();
  return useCallback(
    (lines, format) =>
      lines.map((line, index) => ({
        key: `tax-${index}`,
        label: t(line.included ? "checkout.summary.taxIncluded" : "checkout.summary.taxAdded", { name: line.name, rate: line.rate }),
        value: format(line.amount),
      })),
    [t],
  );
}
