import { Form } from "react-router";

import { appContext } from "#app-context";

import { COUNTRY_CODES, type CountryCode, countryName } from "../../domain/countries.ts";
import { CountrySelect } from "../components/account/country-select.tsx";
import { TaxNote } from "../components/ui/tax-note.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { sameSitePath } from "../lib/same-site-path.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useRootData } from "../lib/use-preferences.ts";
import type { Route } from "./+types/country";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: await pageSeo(context.get(appContext), request, {
      titleKey: "footer.country.title",
      descriptionKey: "footer.country.lead",
      noindex: true,
    }),
    returnTo: sameSitePath(new URL(request.url).searchParams.get("returnTo")) ?? "/",
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * The country whose tax the prices show (decision 040), chosen on a page of its own: the footer
 * links here, so no page carries the world's countries in its HTML. The choice is a form, then
 * back to the page it was asked from.
 */
export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const code = useRootData()?.pricing.countryCode ?? "";
  const current = (COUNTRY_CODES as readonly string[]).includes(code) ? countryName(code as CountryCode) : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight">{t("footer.country.title")}</h1>
      <p className="mt-3 text-slate-700">{t("footer.country.lead")}</p>
      <TaxNote className="mt-2 text-sm text-slate-600" />
      <Form method="post" action="/resources/country" reloadDocument className="mt-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <label htmlFor="prices-country" className="block text-sm font-semibold">
          {t("footer.country.label")}
          <CountrySelect
            id="prices-country"
            {...(current ? { defaultValue: current } : {})}
            className="mt-1 block w-72 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-normal"
          />
        </label>
        <button type="submit" className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-orange-800">
          {t("footer.country.apply")}
        </button>
      </Form>
    </div>
  );
}
