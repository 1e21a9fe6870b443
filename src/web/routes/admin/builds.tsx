import { useTranslation } from "../../i18n/translator.ts";
import { Form, Link } from "react-router";

import { appContext } from "#app-context";

import { BUILD_STATUSES, BuildRejectionSchema } from "../../../domain/builds.ts";
import { refusalOf } from "../../../domain/errors.ts";
import { PageSchema } from "../../../domain/schemas/common.ts";
import {
  ActionAnswer,
  BUTTON,
  BUTTON_DANGER,
  BUTTON_QUIET,
  CELL,
  INPUT,
  PageTitle,
  Table,
  useRefusalText,
  WhenCell,
} from "../../components/admin/admin-ui.tsx";
import { BuildPicture } from "../../components/builds/build-photo.tsx";
import { BuildVehicle } from "../../components/builds/build-text.tsx";
import { Pager } from "../../components/ui/pager.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/builds";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireStaffPage(app, request, "builds.read");
  const url = pageUrlOf(request.url);
  const asked = url.searchParams.get("status");
  // Waiting builds first: that is the work to do.
  const status =
    asked === "all"
      ? undefined
      : asked && (BUILD_STATUSES as readonly string[]).includes(asked)
        ? (asked as (typeof BUILD_STATUSES)[number])
        : "pending";
  const page = PageSchema.catch(1).parse(url.searchParams.get("page") ?? undefined);
  return { status: status ?? "all", list: await app.services.builds.forStaff({ status, page }) };
}

export function meta() {
  return [{ title: "Builds · Back office · Overland" }];
}

type Answer = { ok: true; done: "approve" | "reject" | "unpublish" } | { ok: false; refusal: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "builds.moderate");
  const form = await request.formData();
  const id = Number(form.get("id"));
  const intent = String(form.get("intent") ?? "");
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return { ok: false, refusal: "Unknown build." };
  try {
    if (intent === "approve") await app.services.builds.approve(me, id);
    else if (intent === "unpublish") await app.services.builds.unpublish(me, id);
    else if (intent === "reject") {
      const parsed = BuildRejectionSchema.safeParse({ reason: form.get("reason") });
      if (!parsed.success) return { ok: false, refusal: parsed.error.issues[0]?.message ?? "Say why." };
      await app.services.builds.reject(me, id, parsed.data.reason);
    } else return { ok: false, refusal: "Unknown action." };
    return { ok: true, done: intent };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, refusal: refusal.message };
  }
}

/** One move of a build that needs nothing but the build: publish, or take down. */
function MoveButton({
  id,
  intent,
  label,
  className,
  children,
}: {
  id: number;
  intent: "approve" | "unpublish";
  label: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}

export default function AdminBuilds({ loaderData: { status, list }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const answer = actionData
    ? actionData.ok
      ? { ok: true as const, message: t(`admin.builds.done.${actionData.done}`) }
      : { ok: false as const, message: refusalText(actionData.refusal) }
    : undefined;
  const hrefOf = (page: number) => `/admin/builds?status=${status}&page=${page}`;
  return (
    <>
      <PageTitle>{t("admin.builds.title")}</PageTitle>
      <ActionAnswer answer={answer} />
      <nav aria-label={t("admin.builds.state")} className="mb-6 flex flex-wrap gap-2">
        {[...BUILD_STATUSES, "all" as const].map((each) => (
          <Link
            key={each}
            to={`/admin/builds?status=${each}`}
            aria-current={each === status ? "page" : undefined}
            className={each === status ? BUTTON : BUTTON_QUIET}
          >
            {t(`admin.builds.states.${each}`)}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">{t("admin.builds.none")}</p>
      ) : (
        <Table
          caption={t("admin.builds.title")}
          head={[t("admin.builds.build"), t("admin.builds.state"), t("admin.builds.sent"), t("admin.builds.actions")]}
        >
          {list.data.map((build) => (
            <tr key={build.id}>
              <td className={CELL}>
                <div className="flex items-start gap-3">
                  {build.photo ? (
                    <BuildPicture
                      photo={build.photo}
                      alt=""
                      sizes="96px"
                      className="h-16 w-24 shrink-0 rounded-md bg-slate-100 object-cover"
                    />
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
              </td>
              <td className={CELL}>{t(`admin.builds.states.${build.status}`)}</td>
              <WhenCell at={build.createdAt} />
              <td className={CELL}>
                <div className="flex flex-wrap items-start gap-2">
                  {build.status === "pending" || build.status === "unpublished" ? (
                    <MoveButton
                      id={build.id}
                      intent="approve"
                      label={t("admin.builds.approveLabel", { title: build.title })}
                      className={BUTTON}
                    >
                      {t("admin.builds.approve")}
                    </MoveButton>
                  ) : null}
                  {build.status === "published" ? (
                    <MoveButton
                      id={build.id}
                      intent="unpublish"
                      label={t("admin.builds.unpublishLabel", { title: build.title })}
                      className={BUTTON_QUIET}
                    >
                      {t("admin.builds.unpublish")}
                    </MoveButton>
                  ) : null}
                  {build.status === "pending" ? (
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="id" value={build.id} />
                      <label className="text-xs font-semibold text-slate-700">
                        {t("admin.builds.reason")}
                        <input
                          name="reason"
                          required
                          minLength={5}
                          maxLength={500}
                          className={`${INPUT} mt-1 w-56`}
                          aria-label={t("admin.builds.reasonLabel", { title: build.title })}
                        />
                      </label>
                      <button type="submit" name="intent" value="reject" className={BUTTON_DANGER}>
                        {t("admin.builds.reject")}
                      </button>
                    </Form>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <div className="mt-6">
        <Pager page={list.pagination.page} totalPages={list.pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </>
  );
}
