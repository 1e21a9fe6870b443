import { Form, redirect, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ResetPasswordFormSchema } from "../../../domain/schemas/account.ts";
import { type AdminAnswer, AdminField, FormRefusal, replyTo } from "../../components/admin/admin-form.tsx";
import { BUTTON } from "../../components/admin/admin-ui.tsx";
import { StaffAuthPage } from "../../components/admin/staff-auth-page.tsx";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { answerAdminForm, intent } from "../../lib/admin-action.server.ts";
import { sessionCookie } from "../../lib/session.server.ts";
import type { Route } from "./+types/set-password";

export function meta() {
  return [{ title: "Back office · Overland" }, { name: "robots", content: "noindex" }];
}

/** The invitation link: the new member chooses a password (typed twice, as a customer's reset) and is signed in to the back office. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<AdminAnswer> {
  const { services, clientIp } = context.get(appContext);
  return answerAdminForm(request, {
    setPassword: intent({
      schema: ResetPasswordFormSchema,
      hideFields: ["password", "confirm"],
      run: async ({ password }) => {
        const { session } = await services.staff.setPassword(params.token, password, { address: clientIp });
        throw redirect("/admin", { headers: { "Set-Cookie": sessionCookie(session) } });
      },
    }),
  });
}

export default function AdminSetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useShopForm(ResetPasswordFormSchema, {
    id: "set-password-form",
    lastResult: replyTo(actionData, "setPassword"),
  });
  const password = { type: "password", autoComplete: "new-password" } as const;
  return (
    <StaffAuthPage title={t("admin.setPassword.title")} lead={t("admin.setPassword.lead")}>
      <Form method="post" {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="setPassword" />
        <FormRefusal errors={form.errors} />
        <AdminField field={fields.password} label={t("admin.setPassword.password")} ltr control={password} />
        <AdminField field={fields.confirm} label={t("admin.setPassword.confirm")} ltr control={password} />
        <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
          {t("admin.setPassword.submit")}
        </button>
      </Form>
    </StaffAuthPage>
  );
}
