import { Link } from "react-router";

import { appContext } from "#app-context";

import { localCountryName } from "../../../domain/countries.ts";
import {
  type AdminTaxRate,
  TaxIdFormSchema,
  TaxPageQuerySchema,
  TaxRateEditFormSchema,
  TaxRateFormSchema,
  TaxSettingsFormSchema,
} from "../../../domain/schemas/tax.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import type { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import type { Route } from "./+types/tax";

// The shop's tax (decision 040): whether prices are entered with tax, the shop's own country, and
// the rates by country, region and tax class. Prices and checkouts follow them at the next request.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "tax.read");
  const query = listQueryOf(request, TaxPageQuerySchema);
  const setup = await app.services.tax.setup();
  return {
    setup,
    country: query.country ?? null,
    rates: query.country ? setup.rates.filter((rate) => rate.countryCode === query.country) : setup.rates,
    countries: [...new Set(setup.rates.map((rate) => rate.countryCode))],
    editing: setup.rates.find((rate) => rate.id === query.rate) ?? null,
    mayWrite: roleMay(staff.role, "tax.write"),
  };
}

export function meta() {
  return [{ title: "Tax · Back office · Overland" }];
}

const placeRefusals = { TAX_RATE_TAKEN: "taxClass" };

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "tax.write", (staff, app) => {
    const { tax } = app.services;
    return {
      settings: intent({
        schema: TaxSettingsFormSchema,
        run: (fields) => tax.saveSettings(staff, fields),
        done: "admin.tax.done.settings",
      }),
      createRate: intent({
        schema: TaxRateFormSchema,
        fieldOf: placeRefusals,
        run: (fields) => tax.createRate(staff, fields),
        done: (rate: AdminTaxRate) => ({ key: "admin.tax.done.createRate", values: { name: rate.name, country: rate.countryCode } }),
      }),
      rate: intent({
        schema: TaxRateEditFormSchema,
        fieldOf: placeRefusals,
        run: ({ id, ...fields }) => tax.updateRate(staff, id, fields),
        done: "admin.tax.done.saved",
      }),
      deleteRate: intent({
        schema: TaxIdFormSchema,
        refusedAt: "page",
        run: ({ id }) => tax.deleteRate(staff, id),
        done: "admin.tax.done.deleteRate",
      }),
    };
  });

type RateFieldsOf = ReturnType<typeof useShopForm<typeof TaxRateFormSchema>>["fields"];

function RateFields({ fields }: { fields: RateFieldsOf }) {
  const { t } = useTranslation();
  return (
    <>
      <AdminField field={fields.countryCode} label={t("admin.tax.country")} hint={t("admin.tax.countryHint")} ltr />
      <AdminField field={fields.region} label={t("admin.tax.region")} hint={t("admin.tax.regionHint")} ltr />
      <AdminField field={fields.taxClass} label={t("admin.tax.taxClass")} hint={t("admin.tax.taxClassHint")} ltr />
      <AdminField field={fields.name} label={t("admin.tax.name")} hint={t("admin.tax.nameHint")} />
      <AdminField field={fields.rate} label={t("admin.tax.rate")} hint={t("admin.tax.rateHint")} ltr />
      <AdminField
        field={fields.included}
        label={t("admin.tax.included")}
        hint={t("admin.tax.includedHint")}
        control={{ kind: "checkbox" }}
      />
      <AdminField field={fields.shippingTaxed} label={t("admin.tax.shippingTaxed")} control={{ kind: "checkbox" }} />
    </>
  );
}

const rateValues = (rate: AdminTaxRate) => ({
  countryCode: rate.countryCode,
  region: rate.region ?? "",
  taxClass: rate.taxClass,
  name: rate.name,
  rate: String(rate.rate),
  included: rate.included ? "on" : undefined,
  shippingTaxed: rate.shippingTaxed ? "on" : undefined,
});

export default function AdminTax({
  loaderData: { setup, country, rates, countries, editing, mayWrite },
  actionData,
}: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = useAnswerNotice(actionData);
  const nameOf = (code: string) => localCountryName(code, locale);
  const here = country ? `country=${country}&` : "";
  const side = (
    <div className="space-y-4">
      {mayWrite ? (
        <ActionCard
          intent="settings"
          look="card"
          heading={2}
          schema={TaxSettingsFormSchema}
          texts="admin.tax.settings"
          defaultValue={{
            pricesIncludeTax: setup.settings.pricesIncludeTax ? "on" : undefined,
            homeCountryCode: setup.settings.homeCountryCode,
          }}
        >
          {(fields) => (
            <>
              <AdminField
                field={fields.pricesIncludeTax}
                label={t("admin.tax.pricesIncludeTax")}
                hint={t("admin.tax.pricesIncludeTaxHint")}
                control={{ kind: "checkbox" }}
              />
              <AdminField field={fields.homeCountryCode} label={t("admin.tax.homeCountry")} hint={t("admin.tax.countryHint")} ltr />
            </>
          )}
        </ActionCard>
      ) : (
        <p className="text-sm text-slate-700">
          {t(setup.settings.pricesIncludeTax ? "admin.tax.pricesWithTax" : "admin.tax.pricesWithoutTax", {
            country: nameOf(setup.settings.homeCountryCode),
          })}
        </p>
      )}
      {mayWrite && editing ? (
        <ActionCard
          key={`rate-${editing.id}`}
          intent="rate"
          row={editing.id}
          look="card"
          heading={2}
          schema={TaxRateEditFormSchema}
          texts="admin.tax.editRate"
          values={{ name: editing.name, country: nameOf(editing.countryCode) }}
          defaultValue={rateValues(editing)}
        >
          {(fields) => <RateFields fields={fields} />}
        </ActionCard>
      ) : null}
      {mayWrite ? (
        <ActionCard
          key={`new-rate-${country ?? ""}`}
          intent="createRate"
          heading={2}
          schema={TaxRateFormSchema}
          texts="admin.tax.createRate"
          defaultValue={{ countryCode: country ?? "", taxClass: "standard", included: "on", shippingTaxed: "on" }}
        >
          {(fields) => <RateFields fields={fields} />}
        </ActionCard>
      ) : null}
    </div>
  );
  const place = (rate: AdminTaxRate) => (
    <Link to={`?${here}rate=${rate.id}#rate-${rate.id}-title`} className={`${LINK} font-semibold`}>
      {nameOf(rate.countryCode)}
      {rate.region ? ` · ${rate.region}` : ""}
    </Link>
  );
  const shownAs = (rate: AdminTaxRate) =>
    [t(rate.included ? "admin.tax.shownIncluded" : "admin.tax.shownAdded"), rate.shippingTaxed ? t("admin.tax.onDelivery") : ""]
      .filter(Boolean)
      .join(" · ");
  const actions = (rate: AdminTaxRate) =>
    mayWrite ? (
      <RowAction
        intent="deleteRate"
        fields={{ id: rate.id }}
        label={t("admin.tax.deleteLabel", { name: rate.name, country: nameOf(rate.countryCode) })}
      >
        {t("admin.tax.delete")}
      </RowAction>
    ) : null;
  return (
    <ListPage<AdminTaxRate>
      title={t("admin.tax.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.tax.count", { count: rates.length })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-3 text-sm text-slate-700">{t("admin.tax.lead")}</p>
          <nav aria-label={t("admin.tax.countries")} className="mb-4 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <Link to="?" className={LINK} aria-current={country === null ? "page" : undefined}>
              {t("admin.tax.all")}
            </Link>
            {countries.map((code) => (
              <Link key={code} to={`?country=${code}`} className={LINK} aria-current={code === country ? "page" : undefined}>
                <span dir="ltr">{code}</span>
              </Link>
            ))}
          </nav>
        </>
      }
      path="/admin/tax"
      query={{}}
      side={side}
      list={{ data: rates, pagination: { page: 1, totalPages: 1 } }}
      empty={t("admin.tax.none")}
      card={(rate) => (
        <div className="space-y-1 text-sm">
          {place(rate)}
          <p className="text-slate-700">
            {rate.name} <span dir="ltr">{rate.rate}%</span> · <span dir="ltr">{rate.taxClass}</span>
          </p>
          <p className="text-slate-700">{shownAs(rate)}</p>
          {actions(rate)}
        </div>
      )}
      columns={[
        { head: t("admin.tax.place"), cell: place },
        { head: t("admin.tax.taxClass"), cell: (rate) => <span dir="ltr">{rate.taxClass}</span> },
        { head: t("admin.tax.name"), cell: (rate) => rate.name },
        { head: t("admin.tax.rate"), cell: (rate) => <span dir="ltr">{rate.rate}%</span> },
        { head: t("admin.tax.shown"), cell: shownAs },
        { head: t("admin.tax.actions"), cell: actions },
      ]}
    />
  );
}
