import { data, Form, Link, redirect, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { FirstOwnerFormSchema } from "../../../domain/schemas/admin.ts";
import { FIRST_OWNER_LINK_HOURS } from "../../../domain/staff.ts";
import { type AdminAnswer, AdminField, FormRefusal, replyTo } from "../../components/admin/admin-form.tsx";
import { BUTTON, LINK } from "../../components/admin/admin-ui.tsx";
import { StaffAuthPage } from "../../components/admin/staff-auth-page.tsx";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { answerAdminForm, intent } from "../../lib/admin-action.server.ts";
import { sessionCookie } from "../../lib/session.server.ts";
import type { Route } from "./+types/setup";

/** The link printed at a start of a shop without an owner; a link that does not open the form answers as the API does (400, 410). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await context.get(appContext).services.staff.firstOwnerLinkState(params.token);
  return data({ state }, { status: state === "owned" ? 410 : state === "invalid" ? 400 : 200 });
}

export function meta() {
  return [{ title: "Back office · Overland" }, { name: "robots", content: "noindex" }];
}

/** Makes the first owner and signs them in; the link is spent in the same transaction (staff.service.ts). */
export async function action({ request, params, context }: Route.ActionArgs): Promise<AdminAnswer> {
  const { services, clientIp } = context.get(appContext);
  return answerAdminForm(request, {
    setUp: intent({
      schema: FirstOwnerFormSchema,
      hideFields: ["password", "confirm"],
      fieldOf: { AUTH_EMAIL_ALREADY_IN_USE: "email" },
      run: async ({ name, email, password }) => {
        const { session } = await services.staff.setUpFirstOwner(params.token, { name, email, password }, { address: clientIp });
        throw redirect("/admin", { headers: { "Set-Cookie": sessionCookie(session) } });
      },
    }),
  });
}

export default function AdminSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useShopForm(FirstOwnerFormSchema, { id: "setup-form", lastResult: replyTo(actionData, "setUp") });
  if (loaderData.state === "owned") {
    return (
      <StaffAuthPage title={t("admin.setup.owned.title")} lead={t("admin.setup.owned.text")}>
        <p className="mt-6 text-sm">
          <Link to="/admin/login" className={LINK}>
            {t("admin.setup.owned.signIn")}
          </Link>
        </p>
      </StaffAuthPage>
    );
  }
  if (loaderData.state === "invalid") {
    return (
      <StaffAuthPage title={t("admin.setup.invalid.title")} lead={t("admin.setup.invalid.text", { hours: FIRST_OWNER_LINK_HOURS })}>
        <p className="mt-4 text-sm text-slate-800">{t("admin.setup.invalid.restart")}</p>
      </StaffAuthPage>
    );
  }
  const password = { type: "password", autoComplete: "new-password" } as const;
  return (
    <StaffAuthPage title={t("admin.setup.title")} lead={t("admin.setup.lead")}>
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="setUp" />
        <FormRefusal errors={form.errors} />
        <AdminField field={fields.name} label={t("admin.setup.name")} control={{ autoComplete: "name" }} />
        <AdminField field={fields.email} label={t("admin.setup.email")} ltr control={{ type: "email", autoComplete: "username" }} />
        <AdminField field={fields.password} label={t("admin.setup.password")} ltr control={password} />
        <AdminField field={fields.confirm} label={t("admin.setup.confirm")} ltr control={password} />
        <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
          {t("admin.setup.submit")}
        </button>
      </Form>
    </StaffAuthPage>
  );
}
