import { Link } from "react-router";

import { appContext } from "#app-context";

import { type AdminExchangeRate, ExchangeRateFormSchema } from "../../../domain/schemas/currencies.ts";
import { roleMay } from "../../../domain/staff.ts";
import { useFormatDateTime } from "../../components/account/order-timeline.tsx";
import { ActionCard, AdminField, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { TextWithIsolated } from "../../components/ui/isolated-text.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/currencies";

// The shop's exchange rates (decision 043): what a shopper paying in another currency is shown and
// charged, each with when it was set and by whom. Prices and checkouts follow at the next request.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "currencies.read");
  const chosen = new URL(request.url).searchParams.get("currency");
  const setup = await app.services.currencies.setup();
  return {
    // A list's rows are named by an id: a rate's is its currency.
    rates: setup.rates.map((rate) => ({ ...rate, id: rate.currency })),
    editing: setup.rates.find((rate) => rate.currency === chosen) ?? null,
    mayWrite: roleMay(staff.role, "currencies.write"),
  };
}

export function meta() {
  return [{ title: "Currencies · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "currencies.write", (staff, app) => ({
    rate: intent({
      schema: ExchangeRateFormSchema,
      run: ({ currency, rate }) => app.services.currencies.setRate(staff, currency, { rate }),
      done: (saved: AdminExchangeRate) => ({ key: "admin.currencies.done.saved", values: { currency: saved.currency } }),
    }),
  }));

export default function AdminCurrencies({ loaderData: { rates, editing, mayWrite }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const formatDate = useFormatDateTime();
  // "0.92 EUR" isolated, so it keeps its order inside an Arabic sentence.
  const perDollar = (rate: AdminExchangeRate) => (
    <TextWithIsolated translate={(amount) => t("admin.currencies.perDollar", { amount })} text={`${rate.rate} ${rate.currency}`} />
  );
  const setAt = (rate: AdminExchangeRate) => (
    <time dateTime={rate.setAt} suppressHydrationWarning>
      {formatDate(rate.setAt)}
    </time>
  );
  const setBy = (rate: AdminExchangeRate) => (rate.setBy ? <span dir="ltr">{rate.setBy}</span> : t("admin.currencies.bySeed"));
  const change = (rate: AdminExchangeRate) =>
    mayWrite ? (
      <Link
        to={`?currency=${rate.currency}#rate-${rate.currency}-title`}
        className={LINK}
        aria-label={t("admin.currencies.changeLabel", { currency: rate.currency })}
      >
        {t("admin.currencies.change")}
      </Link>
    ) : null;
  const shown = editing ?? rates[0] ?? null;
  const side =
    mayWrite && shown ? (
      <ActionCard
        key={`rate-${shown.currency}`}
        intent="rate"
        row={shown.currency}
        look="card"
        heading={2}
        schema={ExchangeRateFormSchema}
        texts="admin.currencies.form"
        values={{ currency: shown.currency }}
        hidden={{ currency: shown.currency }}
        defaultValue={{ currency: shown.currency, rate: shown.rate }}
      >
        {(fields) => <AdminField field={fields.rate} label={t("admin.currencies.rate")} hint={t("admin.currencies.rateHint")} ltr />}
      </ActionCard>
    ) : null;
  return (
    <ListPage<AdminExchangeRate & { id: string }>
      title={t("admin.currencies.title")}
      aside={<p className="text-sm text-slate-600">{t("admin.currencies.count", { count: rates.length })}</p>}
      above={
        <>
          <ActionAnswer answer={notice} />
          <p className="mb-4 text-sm text-slate-700">{t("admin.currencies.lead")}</p>
        </>
      }
      path="/admin/currencies"
      query={{}}
      side={side}
      list={{ data: rates, pagination: { page: 1, totalPages: 1 } }}
      empty={t("admin.currencies.none")}
      card={(rate) => (
        <div className="space-y-1 text-sm">
          <p className="font-semibold">
            <span dir="ltr">{rate.currency}</span> · {perDollar(rate)}
          </p>
          <p className="text-slate-700">
            {setAt(rate)} · {setBy(rate)}
          </p>
          {change(rate)}
        </div>
      )}
      columns={[
        { head: t("admin.currencies.currency"), cell: (rate) => <span dir="ltr">{rate.currency}</span> },
        { head: t("admin.currencies.rate"), cell: perDollar },
        { head: t("admin.currencies.setAt"), cell: setAt },
        { head: t("admin.currencies.setBy"), cell: setBy },
        { head: t("admin.currencies.change"), cell: change },
      ]}
    />
  );
}
