import { useTranslation } from "../../i18n/translator.ts";
import { Form, redirect } from "react-router";

import { appContext } from "#app-context";

import { BUTTON, INPUT, useRefusalText } from "../../components/admin/admin-ui.tsx";
import { refusalKeyOf, sessionCookie } from "../../lib/session.server.ts";
import type { Route } from "./+types/set-password";

export function meta() {
  return [{ title: "Back office · Overland" }, { name: "robots", content: "noindex" }];
}

/** The invitation link: the new member chooses a password and is signed in to the back office. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirm") ?? "")) return { mismatch: true as const };
  try {
    const { session } = await services.staff.setPassword(params.token, password, { address: clientIp });
    return redirect("/admin", { headers: { "Set-Cookie": sessionCookie(session) } });
  } catch (error) {
    return { refusal: refusalKeyOf(error) };
  }
}

export default function AdminSetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const problem =
    actionData && "mismatch" in actionData ? t("admin.setPassword.mismatch") : actionData?.refusal ? refusalText(actionData.refusal) : null;
  return (
    <main id="content" className="grid min-h-screen place-items-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-slate-600">Overland · {t("admin.title")}</p>
        <h1 className="mt-1 text-2xl font-black text-slate-900">{t("admin.setPassword.title")}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("admin.setPassword.lead")}</p>
        <Form method="post" className="mt-6 space-y-4">
          {problem ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
              {problem}
            </p>
          ) : null}
          <label className="block text-sm font-semibold text-slate-800">
            {t("admin.setPassword.password")}
            <input name="password" type="password" required minLength={6} autoComplete="new-password" className={INPUT} />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t("admin.setPassword.confirm")}
            <input name="confirm" type="password" required minLength={6} autoComplete="new-password" className={INPUT} />
          </label>
          <button type="submit" className={`${BUTTON} w-full`}>
            {t("admin.setPassword.submit")}
          </button>
        </Form>
      </div>
    </main>
  );
}
