import { useTranslation } from "../../i18n/translator.ts";
import { useTaxNote } from "../../lib/use-preferences.ts";

/** What the shown prices hold, as the shopper's country expects it said: "incl. GST", or "tax added at checkout" (decision 040). */
export function TaxNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const note = useTaxNote();
  if (!note) return null;
  return <p className={className}>{"includes" in note ? t("common.tax.includes", { name: note.name }) : t("common.tax.added")}</p>;
}
