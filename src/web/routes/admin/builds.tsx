import { Link } from "react-router";

import { appContext } from "#app-context";

import { AdminBuildsQuerySchema, BUILD_VIEWS, BuildMoveSchema, BuildRejectFormSchema } from "../../../domain/schemas/admin.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer } from "../../components/admin/admin-ui.tsx";
import { ListPage } from "../../components/admin/list-page.tsx";
import { BuildPicture } from "../../components/builds/build-photo.tsx";
import { BuildVehicle } from "../../components/builds/build-text.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
import { listQueryOf } from "../../lib/admin-list.server.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/builds";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "builds.read");
  const query = listQueryOf(request, AdminBuildsQuerySchema);
  const status = query.status === "all" ? undefined : query.status;
  return { query, list: await app.services.builds.forStaff({ status, page: query.page }) };
}

export function meta() {
  return [{ title: "Builds · Back office · Overland" }];
}

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "builds.moderate", (me, app) => {
    const { builds } = app.services;
    return {
      approve: intent({
        schema: BuildMoveSchema,
        refusedAt: "page",
        done: "admin.builds.done.approve",
        run: ({ id }) => builds.approve(me, id),
      }),
      unpublish: intent({
        schema: BuildMoveSchema,
        refusedAt: "page",
        done: "admin.builds.done.unpublish",
        run: ({ id }) => builds.unpublish(me, id),
      }),
      reject: intent({
        schema: BuildRejectFormSchema,
        done: "admin.builds.done.reject",
        run: ({ id, reason }) => builds.reject(me, id, reason),
      }),
    };
  });

export default function AdminBuilds({ loaderData: { query, list }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  return (
    <ListPage
      title={t("admin.builds.title")}
      above={<ActionAnswer answer={notice} />}
      path="/admin/builds"
      query={query}
      tabs={{ name: "status", label: t("admin.builds.state"), values: BUILD_VIEWS, texts: "admin.builds.states" }}
      list={list}
      empty={t("admin.builds.none")}
      columns={[
        {
          head: t("admin.builds.build"),
          cell: (build) => (
            <div className="flex items-start gap-3">
              {build.photo ? (
                <BuildPicture photo={build.photo} alt="" sizes="96px" className="h-16 w-24 shrink-0 rounded-md bg-slate-100 object-cover" />
              ) : null}
              <div>
                <Link to={`/guest-post/${build.slug}`} className="font-semibold text-brand-700 hover:underline">
                  <bdi>{build.title}</bdi>
                </Link>
                <span className="block text-slate-600">
                  <BuildVehicle vehicle={build.vehicle} /> · {build.owner}
                </span>
                {build.rejectionReason ? <span className="block text-sm text-red-800">{build.rejectionReason}</span> : null}
              </div>
            </div>
          ),
        },
        { head: t("admin.builds.state"), cell: (build) => t(`admin.builds.states.${build.status}`) },
        { head: t("admin.builds.sent"), when: (build) => build.createdAt },
        {
          head: t("admin.builds.actions"),
          cell: (build) => (
            <div className="flex flex-wrap items-start gap-2">
              {build.status === "pending" || build.status === "unpublished" ? (
                <RowAction
                  intent="approve"
                  fields={{ id: build.id }}
                  tone="strong"
                  label={t("admin.builds.approveLabel", { title: build.title })}
                >
                  {t("admin.builds.approve")}
                </RowAction>
              ) : null}
              {build.status === "published" ? (
                <RowAction intent="unpublish" fields={{ id: build.id }} label={t("admin.builds.unpublishLabel", { title: build.title })}>
                  {t("admin.builds.unpublish")}
                </RowAction>
              ) : null}
              {build.status === "pending" ? (
                <ActionCard
                  intent="reject"
                  row={build.id}
                  tone="danger"
                  schema={BuildRejectFormSchema}
                  texts="admin.builds.rejectForm"
                  values={{ title: build.title }}
                >
                  {(fields) => <AdminField field={fields.reason} label={t("admin.builds.reason")} />}
                </ActionCard>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
