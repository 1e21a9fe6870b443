import { appContext } from "#app-context";

import { AddStaffSchema, StaffMemberIdSchema, StaffRoleFormSchema } from "../../../domain/schemas/admin.ts";
import { STAFF_ROLES } from "../../../domain/staff.ts";
import { ActionCard, AdminField, RowAction, useAnswerNotice } from "../../components/admin/admin-form.tsx";
import { ActionAnswer, CELL, PageTitle, Table, WhenCell } from "../../components/admin/admin-ui.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { intent, staffAction } from "../../lib/admin-action.server.ts";
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

export const action = (args: Route.ActionArgs) =>
  staffAction(args, "staff.manage", (me, app) => {
    const { staff } = app.services;
    return {
      add: intent({
        schema: AddStaffSchema,
        fieldOf: { AUTH_EMAIL_ALREADY_IN_USE: "email" },
        run: (input) => staff.add(input, me),
        // The invitation link of a member just added is shown once, for the owner to pass on.
        done: ({ member, link }) => ({ key: "admin.staff.added", values: { email: member.email, link } }),
      }),
      role: intent({
        schema: StaffRoleFormSchema,
        done: "admin.staff.roleSaved",
        run: ({ id, role }) => staff.setRole(me, id, role),
      }),
      remove: intent({
        schema: StaffMemberIdSchema,
        refusedAt: "page",
        done: "admin.staff.removed",
        run: ({ id }) => staff.remove(me, id),
      }),
    };
  });

export default function AdminStaff({ loaderData: { members, me }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const notice = useAnswerNotice(actionData);
  const roles = STAFF_ROLES.map((role) => ({ value: role, label: t(`admin.staff.roles.${role}`) }));
  return (
    <>
      <PageTitle>{t("admin.staff.title")}</PageTitle>
      <ActionAnswer answer={notice} />
      {actionData?.done?.values?.link ? (
        <p className="-mt-2 mb-4 rounded-lg bg-white px-4 py-3 font-mono text-sm break-all">{actionData.done.values.link}</p>
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
                <ActionCard
                  intent="role"
                  row={member.id}
                  schema={StaffRoleFormSchema}
                  texts="admin.staff.roleForm"
                  values={{ email: member.email }}
                  defaultValue={{ role: member.role }}
                >
                  {(fields) => (
                    <AdminField
                      field={fields.role}
                      label={t("admin.staff.roleForm.title", { email: member.email })}
                      hideLabel
                      control={{ kind: "select", options: roles }}
                    />
                  )}
                </ActionCard>
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
        <div>
          <ActionCard intent="add" heading={2} schema={AddStaffSchema} texts="admin.staff.addForm" defaultValue={{ role: "staff" }}>
            {(fields) => (
              <>
                <AdminField field={fields.email} label={t("admin.staff.email")} ltr control={{ type: "email", autoComplete: "off" }} />
                <AdminField field={fields.name} label={t("admin.staff.name")} />
                <AdminField field={fields.role} label={t("admin.staff.role")} control={{ kind: "select", options: roles }} />
              </>
            )}
          </ActionCard>
        </div>
      </div>
    </>
  );
}
