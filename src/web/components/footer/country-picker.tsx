import { useFetcher, useLocation } from "react-router";

import { COUNTRY_CODES, type CountryCode, countryName } from "../../../domain/countries.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { CountrySelect } from "../account/country-select.tsx";

/**
 * "Prices for": the country whose tax the shop's prices show (decision 040). Its button sends the
 * choice (a select that acted on its own would change the page under a keyboard user's arrows);
 * the page is then read again in it, with scripts or without.
 */
export function CountryPicker() {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const countryCode = useRootData()?.pricing.countryCode;
  if (!countryCode || !(COUNTRY_CODES as readonly string[]).includes(countryCode)) return null;
  return (
    <fetcher.Form method="post" action="/resources/country" className="flex items-center gap-2">
      <label htmlFor="footer-country" className="text-slate-400">
        {t("footer.country.label")}
      </label>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <CountrySelect
        id="footer-country"
        defaultValue={countryName(countryCode as CountryCode)}
        className="max-w-48 rounded-md border border-slate-600 bg-slate-800 px-2 py-1 text-xs text-slate-100"
      />
      <button type="submit" className="rounded-md border border-slate-600 px-2 py-1 font-semibold text-slate-100 hover:bg-slate-800">
        {t("footer.country.apply")}
      </button>
    </fetcher.Form>
  );
}
