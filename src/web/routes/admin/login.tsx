import { Form, redirect, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { StaffLoginSchema } from "../../../domain/schemas/admin.ts";
import { FIRST_OWNER_LINK_HOURS, roleMay } from "../../../domain/staff.ts";
import { safeNextPath } from "../../components/account/auth-rules.ts";
import { type AdminAnswer, AdminField, FormRefusal, replyTo } from "../../components/admin/admin-form.tsx";
import { BUTTON } from "../../components/admin/admin-ui.tsx";
import { StaffAuthPage } from "../../components/admin/staff-auth-page.tsx";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { answerAdminForm, intent } from "../../lib/admin-action.server.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { sessionCookie } from "../../lib/session.server.ts";
import type { Route } from "./+types/login";

/** Only back-office pages are where a staff sign-in returns to. */
const nextOf = (value: string | null | undefined) => {
  const next = safeNextPath(value);
  return next.startsWith("/admin") ? next : "/admin";
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, services, origin } = context.get(appContext);
  const next = nextOf(pageUrlOf(request.url).searchParams.get("next"));
  // Staff already signed in go straight on.
  if (user?.role && roleMay(user.role, "backoffice.open")) throw redirect(next);
  // A shop without an owner says how its first owner is made (the link printed at start), never the link.
  const { owner, staff } = await services.staff.presence();
  return { next, noOwner: !owner, signIn: owner || staff, setupPrefix: `${origin}/admin/setup/` };
}

export function meta() {
  return [{ title: "Back office · Overland" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs): Promise<AdminAnswer> {
  const { services, clientIp } = context.get(appContext);
  const next = nextOf(pageUrlOf(request.url).searchParams.get("next"));
  return answerAdminForm(request, {
    signIn: intent({
      schema: StaffLoginSchema,
      hideFields: ["password"],
      run: async (input) => {
        const { session } = await services.staff.login(input, { address: clientIp });
        throw redirect(next, { headers: { "Set-Cookie": sessionCookie(session) } });
      },
    }),
  });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { form, fields, formProps } = useShopForm(StaffLoginSchema, { id: "sign-in-form", lastResult: replyTo(actionData, "signIn") });
  if (!loaderData.signIn) {
    return (
      <StaffAuthPage title={t("admin.login.noOwner.title")} lead={t("admin.login.noOwner.lead")}>
        <NoOwnerYet setupPrefix={loaderData.setupPrefix} />
      </StaffAuthPage>
    );
  }
  return (
    <StaffAuthPage title={t("admin.login.title")} lead={t("admin.login.lead")}>
      {loaderData.noOwner ? <NoOwnerYet setupPrefix={loaderData.setupPrefix} /> : null}
      <Form method="post" action={`/admin/login?next=${encodeURIComponent(loaderData.next)}`} {...formProps} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="signIn" />
        <FormRefusal errors={form.errors} />
        <AdminField field={fields.email} label={t("admin.login.email")} ltr control={{ type: "email", autoComplete: "username" }} />
        <AdminField
          field={fields.password}
          label={t("admin.login.password")}
          ltr
          control={{ type: "password", autoComplete: "current-password" }}
        />
        <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
          {t("admin.login.submit")}
        </button>
      </Form>
    </StaffAuthPage>
  );
}

/** How a shop without an owner gets one: the link its start printed, shown by its beginning only. */
function NoOwnerYet({ setupPrefix }: { setupPrefix: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" role="note">
      <p>{t("admin.login.noOwner.link")}</p>
      <p dir="ltr" className="font-mono text-xs break-all rtl:text-end">
        {setupPrefix}…
      </p>
      <p>{t("admin.login.noOwner.restart", { hours: FIRST_OWNER_LINK_HOURS })}</p>
    </div>
  );
}
