import { Link, useLocation } from "react-router";

import { localCountryName } from "../../../domain/countries.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale, useRootData } from "../../lib/use-preferences.ts";

/** "Prices for Australia · Change": the country whose tax the prices show (decision 040), chosen on its own page. */
export function CountryPicker() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const countryCode = useRootData()?.pricing.countryCode;
  if (!countryCode) return null;
  return (
    <p className="flex items-center gap-2">
      <span className="text-slate-400">{t("footer.country.label")}</span>
      <span className="font-semibold text-slate-100">{localCountryName(countryCode, locale)}</span>
      <Link
        to={`/country?returnTo=${encodeURIComponent(`${pathname}${search}`)}`}
        className="underline underline-offset-2 hover:text-white"
      >
        {t("footer.country.changeShort")}
      </Link>
    </p>
  );
}
