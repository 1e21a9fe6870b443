import { Link } from "react-router";

import { appContext } from "#app-context";

import { ShopContactFormSchema, ShopHoursFormSchema, ShopSocialFormSchema } from "../../../domain/schemas/shop-settings.ts";
import { openingTimesText, type ShopSettings, WEEKDAYS } from "../../../domain/shop-settings.ts";
import { SOCIAL_NETWORKS } from "../../../domain/social-pages.ts";
import { roleMay } from "../../../domain/staff.ts";
import { ActionCard, AdminField, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, LINK, PageTitle, Panel } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import { useShopFacts } from "../../lib/use-shop-facts.ts";
import type { Route } from "./+types/settings";

// The shop's own settings (decision 046): its name, contacts, address, opening hours, clock and
// pages on social networks. The storefront and the back office show a change at the next request.

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const staff = requireStaffPage(app, request, "settings.read");
  return { settings: await app.services.settings.setup(), mayWrite: roleMay(staff.role, "settings.write") };
}

export function meta() {
  return [{ title: "Settings · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "settings.write", (staff, app) => {
    const { settings } = app.services;
    return {
      contact: intent({ schema: ShopContactFormSchema, run: (fields) => settings.update(staff, fields), done: "admin.settings.done" }),
      hours: intent({ schema: ShopHoursFormSchema, run: (fields) => settings.update(staff, fields), done: "admin.settings.done" }),
      social: intent({ schema: ShopSocialFormSchema, run: (fields) => settings.update(staff, fields), done: "admin.settings.done" }),
    };
  });

const contactValues = (settings: ShopSettings) => ({
  name: settings.name,
  email: settings.email,
  phone: settings.phone,
  addressEn: settings.address.en,
  addressRu: settings.address.ru ?? "",
  addressAr: settings.address.ar ?? "",
});

const hoursValues = (settings: ShopSettings) => ({
  timeZone: settings.timeZone,
  ...Object.fromEntries(WEEKDAYS.map((day) => [day, openingTimesText(settings.openingHours[day])])),
});

const socialValues = (settings: ShopSettings) =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, settings.social[network] ?? ""]));

/** What the storefront says now, for the staff who may read the settings but not change them. */
function ShownNow({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const facts = useShopFacts();
  const rows: [string, string][] = [
    [t("admin.settings.fields.name"), settings.name],
    [t("admin.settings.fields.email"), settings.email],
    [t("admin.settings.fields.phone"), settings.phone],
    [t("admin.settings.fields.address"), facts?.address ?? settings.address.en],
    [t("admin.settings.fields.hours"), facts?.hours || "—"],
    [t("admin.settings.fields.timeZone"), settings.timeZone],
  ];
  return (
    <Panel id="shop-settings" title={t("admin.settings.contact.title")}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export default function AdminSettings({ loaderData: { settings, mayWrite }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  return (
    <>
      <PageTitle>{t("admin.settings.title")}</PageTitle>
      <ActionAnswer answer={notice} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        {t("admin.settings.lead")}{" "}
        <Link to="/admin/invoices" className={LINK}>
          {t("admin.settings.legalLink")}
        </Link>
      </p>
      {mayWrite ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <ActionCard
            intent="contact"
            heading={2}
            schema={ShopContactFormSchema}
            texts="admin.settings.contact"
            defaultValue={contactValues(settings)}
          >
            {(fields) => (
              <>
                <AdminField field={fields.name} label={t("admin.settings.fields.name")} />
                <AdminField field={fields.email} label={t("admin.settings.fields.email")} hint={t("admin.settings.fields.emailHint")} ltr />
                <AdminField field={fields.phone} label={t("admin.settings.fields.phone")} ltr />
                <AdminField field={fields.addressEn} label={t("admin.settings.fields.addressEn")} control={{ kind: "textarea", rows: 2 }} />
                {(["addressRu", "addressAr"] as const).map((name) => (
                  <AdminField
                    key={name}
                    field={fields[name]}
                    label={t(`admin.settings.fields.${name}`)}
                    hint={t("admin.settings.fields.addressHint")}
                    control={{ kind: "textarea", rows: 2 }}
                  />
                ))}
              </>
            )}
          </ActionCard>
          <ActionCard
            intent="hours"
            heading={2}
            schema={ShopHoursFormSchema}
            texts="admin.settings.hours"
            defaultValue={hoursValues(settings)}
          >
            {(fields) => (
              <>
                <AdminField
                  field={fields.timeZone}
                  label={t("admin.settings.fields.timeZone")}
                  hint={t("admin.settings.fields.timeZoneHint")}
                  ltr
                />
                {WEEKDAYS.map((day) => (
                  <AdminField
                    key={day}
                    field={fields[day]}
                    label={t(`admin.settings.days.${day}`)}
                    hint={day === "mon" ? t("admin.settings.fields.hoursHint") : undefined}
                    ltr
                  />
                ))}
              </>
            )}
          </ActionCard>
          <ActionCard
            intent="social"
            heading={2}
            schema={ShopSocialFormSchema}
            texts="admin.settings.social"
            defaultValue={socialValues(settings)}
          >
            {(fields) => (
              <>
                {SOCIAL_NETWORKS.map((network) => (
                  <AdminField key={network} field={fields[network]} label={t(`admin.settings.networks.${network}`)} ltr />
                ))}
              </>
            )}
          </ActionCard>
        </div>
      ) : (
        <ShownNow settings={settings} />
      )}
    </>
  );
}
