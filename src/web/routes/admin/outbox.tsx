import { useTranslation } from "../../i18n/translator.ts";
import { Link } from "react-router";

import { appContext } from "#app-context";

import { AdminOutboxQuerySchema, MAIL_STATES } from "../../../domain/schemas/admin.ts";
import { CELL, LINK, MailStateBadge, PageTitle, Table, ListFilter, WhenCell } from "../../components/admin/admin-ui.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "outbox.read");
  const params = Object.fromEntries([...pageUrlOf(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = AdminOutboxQuerySchema.safeParse(params);
  const query = parsed.success ? parsed.data : AdminOutboxQuerySchema.parse({});
  return { query, page: await app.services.mail.outboxPage(query), delivers: app.services.mail.delivers };
}

export function meta() {
  return [{ title: "Outbox · Back office · Overland" }];
}

export default function AdminOutbox({ loaderData: { query, page, delivers } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hrefOf = (number: number) => {
    const params = new URLSearchParams();
    if (query.state) params.set("state", query.state);
    if (query.q) params.set("q", query.q);
    params.set("page", String(number));
    return `/admin/outbox?${params.toString()}`;
  };
  return (
    <>
      <PageTitle>{t("admin.outbox.title")}</PageTitle>
      {!delivers ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t("admin.outbox.noSmtp")}</p>
      ) : null}
      <ListFilter
        label={t("admin.outbox.title")}
        choice={{
          name: "state",
          label: t("admin.outbox.state"),
          value: query.state,
          anyLabel: t("admin.orders.any"),
          options: MAIL_STATES.map((state) => ({ value: state, label: t(`admin.outbox.states.${state}`) })),
        }}
        search={{ label: t("admin.outbox.search"), value: query.q }}
        applyLabel={t("admin.outbox.apply")}
      />
      {page.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.outbox.none")}</p>
      ) : (
        <Table
          caption={t("admin.outbox.title")}
          head={[
            t("admin.outbox.subject"),
            t("admin.outbox.to"),
            t("admin.outbox.state"),
            t("admin.outbox.written"),
            t("admin.outbox.attempts"),
          ]}
        >
          {page.data.map((mail) => (
            <tr key={mail.id}>
              <td className={CELL}>
                <Link to={`/admin/outbox/${mail.id}`} className={LINK}>
                  {mail.subject}
                </Link>
                {mail.lastError ? <span className="block text-xs text-red-800">{mail.lastError}</span> : null}
              </td>
              <td className={`${CELL} [overflow-wrap:anywhere]`}>{mail.to}</td>
              <td className={CELL}>
                <MailStateBadge state={mail.state} />
              </td>
              <WhenCell at={mail.createdAt} />
              <td className={CELL}>{mail.attempts}</td>
            </tr>
          ))}
        </Table>
      )}
      <div className="mt-6">
        <Pager page={page.pagination.page} totalPages={page.pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </>
  );
}
