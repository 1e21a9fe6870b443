import { useCallback } from "react";

import type { LocalizedText } from "../../../domain/locales.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";

/** A discount line as the API answers it (decision 044). */
interface DiscountLineView {
  code: string | null;
  title: LocalizedText;
  amount: number;
}

/**
 * An order's or a checkout's discounts as lines of its totals, one a code or promotion: "Discount
 * (WELCOME10)" and what it took off, with a minus. The same words on the checkout, the order's
 * pages and the back office.
 */
export function useDiscountLines(): (
  lines: readonly DiscountLineView[],
  format: (amount: number) => string,
) => { key: string; label: string; value: string }[] {
  const { t } = useTranslation();
  const text = useText();
  return useCallback(
    (lines, format) =>
      lines.map((line, index) => ({
        key: `discount-${index}`,
        label: t("checkout.summary.discount", { name: line.code ?? text(line.title) }),
        value: `\u2212${format(line.amount)}`,
      })),
    [t, text],
  );
}
