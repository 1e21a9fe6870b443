import { appContext } from "#app-context";

import { AdminAuditQuerySchema } from "../../../domain/schemas/admin.ts";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "audit.read");
  const { page, ...filter } = listQueryOf(request, AdminAuditQuerySchema);
  return { query: { ...filter, page }, log: await app.services.audit.page(filter, page) };
}

export function meta() {
  return [{ title: "Audit log · Back office · Overland" }];
}

const compact = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : "—");
const CHANGE = "max-w-xs font-mono text-xs [overflow-wrap:anywhere]";

export default function AdminAudit({ loaderData: { query, log } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("admin.audit.title")}
      above={<p className="-mt-4 mb-6 text-sm text-slate-600">{t("admin.audit.lead")}</p>}
      path="/admin/audit"
      query={query}
      filters={[
        { kind: "search", name: "entityType", label: t("admin.audit.entityType") },
        { kind: "search", name: "entityId", label: t("admin.audit.entityId") },
      ]}
      list={log}
      empty={t("admin.audit.none")}
      columns={[
        { head: t("admin.audit.when"), when: (entry) => entry.createdAt },
        { head: t("admin.audit.who"), cell: (entry) => entry.actorEmail, className: "[overflow-wrap:anywhere]" },
        { head: t("admin.audit.what"), cell: (entry) => entry.action, className: "font-mono text-xs" },
        {
          head: t("admin.audit.entity"),
          cell: (entry) => `${entry.entityType} ${entry.entityId}`,
          className: "font-mono text-xs [overflow-wrap:anywhere]",
        },
        { head: t("admin.audit.before"), cell: (entry) => compact(entry.before), className: CHANGE },
        { head: t("admin.audit.after"), cell: (entry) => compact(entry.after), className: CHANGE },
      ]}
    />
  );
}
