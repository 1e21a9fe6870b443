import { useTranslation } from "../../i18n/translator.ts";
import { Form } from "react-router";

import { appContext } from "#app-context";

import { refusalOf } from "../../../domain/errors.ts";
import { AddStaffSchema } from "../../../domain/schemas/admin.ts";
import { isStaffRole, STAFF_ROLES } from "../../../domain/staff.ts";
import {
  ActionAnswer,
  BUTTON,
  BUTTON_QUIET,
  CELL,
  INPUT,
  PageTitle,
  Panel,
  Table,
  useRefusalText,
  WhenCell,
  RowAction,
} from "../../components/admin/admin-ui.tsx";
import { requireStaffPage } from "../../lib/staff.server.ts";
import type { Route } from "./+types/staff";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "staff.manage");
  return { members: await app.services.staff.list(), me: me.id };
}

export function meta() {
  return [{ title: "Staff · Back office · Overland" }];
}

type Answer =
  { ok: true; done: "added"; email: string; link: string } | { ok: true; done: "roleSaved" | "removed" } | { ok: false; refusal: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Answer> {
  const app = context.get(appContext);
  const me = requireStaffPage(app, request, "staff.manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "add") {
      const parsed = AddStaffSchema.safeParse({
        email: form.get("email"),
        name: String(form.get("name") ?? "") || undefined,
        role: form.get("role"),
      });
      if (!parsed.success) return { ok: false, refusal: "AUTH_INVALID_EMAIL" };
      const { member, link } = await app.services.staff.add(parsed.data, me);
      return { ok: true, done: "added", email: member.email, link };
    }
    const id = String(form.get("id") ?? "");
    if (intent === "role") {
      const role = form.get("role");
      if (!isStaffRole(role)) return { ok: false, refusal: "Choose a role." };
      await app.services.staff.setRole(me, id, role);
      return { ok: true, done: "roleSaved" };
    }
    if (intent === "remove") {
      await app.services.staff.remove(me, id);
      return { ok: true, done: "removed" };
    }
    return { ok: false, refusal: "Unknown action." };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { ok: false, refusal: refusal.message };
  }
}

export default function AdminStaff({ loaderData: { members, me }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const answer = actionData
    ? actionData.ok
      ? {
          ok: true as const,
          message: actionData.done === "added" ? t("admin.staff.added", { email: actionData.email }) : t(`admin.staff.${actionData.done}`),
        }
      : { ok: false as const, message: refusalText(actionData.refusal) }
    : undefined;
  return (
    <>
      <PageTitle>{t("admin.staff.title")}</PageTitle>
      <ActionAnswer answer={answer} />
      {actionData?.ok && actionData.done === "added" ? (
        <p className="-mt-2 mb-4 rounded-lg bg-white px-4 py-3 font-mono text-sm break-all">{actionData.link}</p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Table caption={t("admin.staff.title")} head={[t("admin.staff.member"), t("admin.staff.role"), t("admin.staff.since"), ""]}>
          {members.map((member) => (
            <tr key={member.id}>
              <td className={CELL}>
                <span className="block font-semibold text-slate-900">
                  {member.name} {member.id === me ? <span className="font-normal text-slate-600">({t("admin.staff.you")})</span> : null}
                </span>
                <span className="block text-slate-600 [overflow-wrap:anywhere]">{member.email}</span>
              </td>
              <td className={CELL}>
                <Form method="post" className="flex flex-wrap items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="id" value={member.id} />
                  <select
                    name="role"
                    defaultValue={member.role}
                    aria-label={t("admin.staff.changeRole", { email: member.email })}
                    className={`${INPUT} mt-0 w-auto`}
                  >
                    {STAFF_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`admin.staff.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className={BUTTON_QUIET}>
                    {t("admin.staff.saveRole")}
                  </button>
                </Form>
              </td>
              <WhenCell at={member.createdAt} />
              <td className={CELL}>
                <RowAction intent="remove" fields={{ id: member.id }} label={t("admin.staff.removeLabel", { email: member.email })}>
                  {t("admin.staff.remove")}
                </RowAction>
              </td>
            </tr>
          ))}
        </Table>
        <Panel id="add-staff" title={t("admin.staff.add")}>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="add" />
            <label className="block text-sm font-semibold">
              {t("admin.staff.email")}
              <input name="email" type="email" required className={INPUT} />
            </label>
            <label className="block text-sm font-semibold">
              {t("admin.staff.name")}
              <input name="name" maxLength={100} className={INPUT} />
            </label>
            <label className="block text-sm font-semibold">
              {t("admin.staff.role")}
              <select name="role" defaultValue="staff" className={INPUT}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`admin.staff.roles.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            <p className="text-xs text-slate-600">{t("admin.staff.roleHelp")}</p>
            <button type="submit" className={BUTTON}>
              {t("admin.staff.submit")}
            </button>
          </Form>
        </Panel>
      </div>
    </>
  );
}
