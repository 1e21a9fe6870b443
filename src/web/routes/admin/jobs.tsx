import { appContext } from "#app-context";

import { AdminJobsQuerySchema, JOB_STATES } from "../../../domain/schemas/admin.ts";
import { ListPage } from "../../components/admin/list-page.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/jobs";

// The background jobs (decision 034): imports, mails, sweeps, each with its tries and last error.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "jobs.read");
  const query = listQueryOf(request, AdminJobsQuerySchema);
  return { query, page: await app.services.jobs.page(query) };
}

export function meta() {
  return [{ title: "Jobs · Back office · Overland" }];
}

export default function AdminJobs({ loaderData: { query, page } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("admin.jobs.title")}
      path="/admin/jobs"
      query={query}
      filters={[
        { kind: "choice", name: "state", label: t("admin.jobs.state"), values: JOB_STATES, texts: "admin.jobs.states" },
        { kind: "search", name: "name", label: t("admin.jobs.name") },
      ]}
      list={page}
      empty={t("admin.jobs.none")}
      columns={[
        {
          head: t("admin.jobs.job"),
          cell: (job) => (
            <>
              <span className="font-mono text-sm">{job.name}</span>
              {job.lastError ? <span className="block text-xs text-red-800">{job.lastError}</span> : null}
            </>
          ),
        },
        { head: t("admin.jobs.key"), cell: (job) => job.key ?? "", className: "font-mono text-xs [overflow-wrap:anywhere]" },
        { head: t("admin.jobs.state"), cell: (job) => t(`admin.jobs.states.${job.state}`) },
        { head: t("admin.jobs.created"), when: (job) => job.createdAt },
        { head: t("admin.jobs.tries"), cell: (job) => `${job.retryCount} / ${job.retryLimit}` },
      ]}
    />
  );
}
