import { appContext } from "#app-context";

import { ShopLegalDetailsSchema } from "../../../domain/schemas/invoices.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, PageTitle, Panel } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/invoices";

// The shop's legal details every new invoice prints (decision 041): the owner changes them, staff
// read them. An invoice already issued keeps the details it was issued with.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "orders.read");
  return { details: await app.services.invoices.legalDetails(), mayWrite: roleMay(staff.role, "invoices.write") };
}

export function meta() {
  return [{ title: "Invoices · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "invoices.write", (staff, app) => ({
    legalDetails: intent({
      schema: ShopLegalDetailsSchema,
      run: (fields) => app.services.invoices.saveLegalDetails(staff, fields),
      done: "admin.invoices.done",
    }),
  }));

const FIELDS = ["legalName", "address", "countryCode", "taxNumber", "registrationNumber", "email"] as const;

export default function AdminInvoices({ loaderData: { details, mayWrite }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  return (
    <>
      <PageTitle>{t("admin.invoices.title")}</PageTitle>
      <ActionAnswer answer={notice} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("admin.invoices.lead")}</p>
      {mayWrite ? (
        <ActionCard intent="legalDetails" heading={2} schema={ShopLegalDetailsSchema} texts="admin.invoices.legal" defaultValue={details}>
          {(fields) => (
            <>
              <AdminField field={fields.legalName} label={t("admin.invoices.fields.legalName")} />
              <AdminField field={fields.address} label={t("admin.invoices.fields.address")} control={{ kind: "textarea", rows: 4 }} />
              <AdminField
                field={fields.countryCode}
                label={t("admin.invoices.fields.countryCode")}
                hint={t("admin.invoices.fields.countryCodeHint")}
                ltr
              />
              <AdminField field={fields.taxNumber} label={t("admin.invoices.fields.taxNumber")} ltr />
              <AdminField field={fields.registrationNumber} label={t("admin.invoices.fields.registrationNumber")} ltr />
              <AdminField field={fields.email} label={t("admin.invoices.fields.email")} ltr />
            </>
          )}
        </ActionCard>
      ) : (
        <Panel id="legal-details" title={t("admin.invoices.legal.title")}>
          <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            {FIELDS.map((field) => (
              <div key={field} className="contents">
                <dt className="font-semibold text-slate-700">{t(`admin.invoices.fields.${field}`)}</dt>
                <dd className="whitespace-pre-line text-slate-900">{details[field] || "—"}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
    </>
  );
}
