import { useTranslation } from "../../i18n/translator.ts";
import { Form, redirect, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { roleMay } from "../../../domain/staff.ts";
import { safeNextPath } from "../../components/account/auth-rules.ts";
import { BUTTON, INPUT, useRefusalText } from "../../components/admin/admin-ui.tsx";
import { pageUrlOf } from "../../lib/page-url.ts";
import { refusalKeyOf, sessionCookie } from "../../lib/session.server.ts";
import type { Route } from "./+types/login";

/** Only back-office pages are where a staff sign-in returns to. */
const nextOf = (value: string | null | undefined) => {
  const next = safeNextPath(value);
  return next.startsWith("/admin") ? next : "/admin";
};

export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = context.get(appContext);
  const next = nextOf(pageUrlOf(request.url).searchParams.get("next"));
  // Staff already signed in go straight on.
  if (user?.role && roleMay(user.role, "orders.read")) throw redirect(next);
  return { next };
}

export function meta() {
  return [{ title: "Back office · Overland" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const form = await request.formData();
  const next = nextOf(String(form.get("next") ?? ""));
  const email = String(form.get("email") ?? "");
  try {
    const { session } = await services.staff.login({ email, password: String(form.get("password") ?? "") }, { address: clientIp });
    return redirect(next, { headers: { "Set-Cookie": sessionCookie(session) } });
  } catch (error) {
    return { refusal: refusalKeyOf(error), email };
  }
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const busy = useNavigation().state === "submitting";
  return (
    <main id="content" className="grid min-h-screen place-items-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-slate-600">Overland · {t("admin.title")}</p>
        <h1 className="mt-1 text-2xl font-black text-slate-900">{t("admin.login.title")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("admin.login.lead")}</p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="next" value={loaderData.next} />
          {actionData?.refusal ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
              {refusalText(actionData.refusal)}
            </p>
          ) : null}
          <label className="block text-sm font-semibold text-slate-800">
            {t("admin.login.email")}
            <input name="email" type="email" required autoComplete="username" defaultValue={actionData?.email} className={INPUT} />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t("admin.login.password")}
            <input name="password" type="password" required autoComplete="current-password" className={INPUT} />
          </label>
          <button type="submit" disabled={busy} className={`${BUTTON} w-full`}>
            {t("admin.login.submit")}
          </button>
        </Form>
      </div>
    </main>
  );
}
