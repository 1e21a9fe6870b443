import { data } from "react-router";

import { appContext } from "#app-context";

import { NoFieldsSchema } from "../../../domain/schemas/admin.ts";
import { useFormatDateTime } from "../../components/account/order-timeline.tsx";
import { RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, BackLink, MailStateBadge, PageTitle, Panel } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { found } from "../../lib/found.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/mail";

const idOf = (param: string) => {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data("Mail not found", { status: 404 });
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "outbox.read");
  return { mail: await found(app.services.mail.outboxMail(idOf(params.id)), "Mail") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.mail.subject ?? ""} · Outbox · Back office · Overland` }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "outbox.write", (staff, app) => ({
    resend: intent({
      schema: NoFieldsSchema,
      refusedAt: "page",
      done: "admin.outbox.resent",
      run: () => app.services.mail.resend(staff, idOf(args.params.id)),
    }),
  }));

export default function AdminMail({ loaderData: { mail }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const notice = useAnswerNotice(actionData);
  const facts: [string, React.ReactNode][] = [
    [t("admin.outbox.to"), mail.to],
    [t("admin.outbox.state"), <MailStateBadge key="state" state={mail.state} />],
    [t("admin.outbox.written"), formatDateTime(mail.createdAt)],
    [t("admin.outbox.attempts"), String(mail.attempts)],
    ...(mail.sentAt ? ([[t("admin.outbox.sentAt"), formatDateTime(mail.sentAt)]] as [string, string][]) : []),
    ...(mail.nextAttemptAt ? ([[t("admin.outbox.nextAttempt"), formatDateTime(mail.nextAttemptAt)]] as [string, string][]) : []),
    ...(mail.lastError ? ([[t("admin.outbox.error"), mail.lastError]] as [string, string][]) : []),
  ];
  return (
    <>
      <BackLink to="/admin/outbox">{t("admin.outbox.back")}</BackLink>
      <PageTitle>
        <bdi>{mail.subject}</bdi>
      </PageTitle>
      <ActionAnswer answer={notice} />
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="space-y-6">
          <Panel id="mail-facts" title={t("admin.outbox.state")}>
            <dl className="space-y-2 text-sm">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-semibold text-slate-600">{label}</dt>
                  <dd className="[overflow-wrap:anywhere]" suppressHydrationWarning>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-4">
              <RowAction intent="resend" fields={{}} tone="strong" label={t("admin.outbox.resend")}>
                {t("admin.outbox.resend")}
              </RowAction>
            </div>
          </Panel>
          <Panel id="mail-text" title={t("admin.outbox.text")}>
            <pre dir="auto" className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
              {mail.text}
            </pre>
          </Panel>
        </div>
        <Panel id="mail-html" title={t("admin.outbox.html")}>
          {/* The mail's HTML in a sandbox: no script runs, no form sends, nothing reaches this page. */}
          <iframe
            title={t("admin.outbox.html")}
            sandbox=""
            srcDoc={mail.html}
            className="h-[32rem] w-full rounded-lg border border-slate-200 bg-white"
          />
        </Panel>
      </div>
    </>
  );
}
