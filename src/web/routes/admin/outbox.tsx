import { Link } from "react-router";

import { appContext } from "#app-context";

import { AdminOutboxQuerySchema, MAIL_STATES } from "../../../domain/schemas/admin.ts";
import { LINK, MailStateBadge } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "outbox.read");
  const query = listQueryOf(request, AdminOutboxQuerySchema);
  return { query, page: await app.services.mail.outboxPage(query), delivers: app.services.mail.delivers };
}

export function meta() {
  return [{ title: "Outbox · Back office · Overland" }];
}

export default function AdminOutbox({ loaderData: { query, page, delivers } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("admin.outbox.title")}
      above={
        delivers ? null : (
          <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t("admin.outbox.noSmtp")}</p>
        )
      }
      path="/admin/outbox"
      query={query}
      filters={[
        { kind: "choice", name: "state", label: t("admin.outbox.state"), values: MAIL_STATES, texts: "admin.outbox.states" },
        { kind: "search", name: "q", label: t("admin.outbox.search") },
      ]}
      list={page}
      empty={t("admin.outbox.none")}
      columns={[
        {
          head: t("admin.outbox.subject"),
          cell: (mail) => (
            <>
              <Link to={`/admin/outbox/${mail.id}`} className={LINK}>
                {mail.subject}
              </Link>
              {mail.lastError ? <span className="block text-xs text-red-800">{mail.lastError}</span> : null}
            </>
          ),
        },
        { head: t("admin.outbox.to"), cell: (mail) => mail.to, className: "[overflow-wrap:anywhere]" },
        { head: t("admin.outbox.state"), cell: (mail) => <MailStateBadge state={mail.state} /> },
        { head: t("admin.outbox.written"), when: (mail) => mail.createdAt },
        { head: t("admin.outbox.attempts"), cell: (mail) => mail.attempts },
      ]}
    />
  );
}
