import { useTranslation } from "../../i18n/translator.ts";

import { appContext } from "#app-context";

import { AdminAuditQuerySchema } from "../../../domain/schemas/admin.ts";
import { CELL, PageTitle, Table, WhenCell } from "../../components/admin/admin-ui.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "audit.read");
  const params = Object.fromEntries([...pageUrlOf(request.url).searchParams].filter(([, value]) => value !== ""));
  const parsed = AdminAuditQuerySchema.safeParse(params);
  const { page, ...filter } = parsed.success ? parsed.data : AdminAuditQuerySchema.parse({});
  return { filter, log: await app.services.audit.page(filter, page) };
}

export function meta() {
  return [{ title: "Audit log · Back office · Overland" }];
}

const compact = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : "—");

export default function AdminAudit({ loaderData: { filter, log } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hrefOf = (number: number) => `/admin/audit?${new URLSearchParams({ ...filter, page: String(number) }).toString()}`;
  return (
    <>
      <PageTitle>{t("admin.audit.title")}</PageTitle>
      <p className="-mt-4 mb-6 text-sm text-slate-600">{t("admin.audit.lead")}</p>
      {log.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.audit.none")}</p>
      ) : (
        <Table
          caption={t("admin.audit.title")}
          head={[
            t("admin.audit.when"),
            t("admin.audit.who"),
            t("admin.audit.what"),
            t("admin.audit.entity"),
            t("admin.audit.before"),
            t("admin.audit.after"),
          ]}
        >
          {log.data.map((entry) => (
            <tr key={entry.id}>
              <WhenCell at={entry.createdAt} />
              <td className={`${CELL} [overflow-wrap:anywhere]`}>{entry.actorEmail}</td>
              <td className={`${CELL} font-mono text-xs`}>{entry.action}</td>
              <td className={`${CELL} font-mono text-xs [overflow-wrap:anywhere]`}>
                {entry.entityType} {entry.entityId}
              </td>
              <td className={`${CELL} max-w-xs font-mono text-xs [overflow-wrap:anywhere]`}>{compact(entry.before)}</td>
              <td className={`${CELL} max-w-xs font-mono text-xs [overflow-wrap:anywhere]`}>{compact(entry.after)}</td>
            </tr>
          ))}
        </Table>
      )}
      <div className="mt-6">
        <Pager page={log.pagination.page} totalPages={log.pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </>
  );
}
