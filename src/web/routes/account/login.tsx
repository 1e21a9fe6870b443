import { redirect } from "react-router";

import { appContext } from "#app-context";

import { LoginSchema, SignUpSchema } from "../../../domain/schemas/account.ts";
import { safeNextPath } from "../../components/account/auth-rules.ts";
import { type AuthAnswer, SignInForm } from "../../components/account/sign-in-form.tsx";
import { SignUpForm } from "../../components/account/sign-up-form.tsx";
import { Breadcrumb } from "../../components/ui/breadcrumb.tsx";
import { parseForm } from "../../components/ui/form-problems.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { resolveLocale } from "../../lib/preferences.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { deviceCookie, deviceIdOf, refusalKeyOf, sessionCookie } from "../../lib/session.server.ts";
import type { Route } from "./+types/login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const next = safeNextPath(pageUrlOf(request.url).searchParams.get("next"));
  // A signed-in customer has nothing to do here.
  if (app.user) throw redirect(next);
  return {
    next,
    seo: await pageSeo(app, request, { titleKey: "auth.login.seoTitle", descriptionKey: "auth.login.seoDescription", noindex: true }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * Sign-in and sign-up, with or without JavaScript (the header menu posts here too). A refusal is
 * an answer, not a failure: 200, so the browser logs no error; success opens the session and
 * goes to `next`, a path of this site (the dashboard by default).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const form = await request.formData();
  const next = safeNextPath(String(form.get("next") ?? "") || pageUrlOf(request.url).searchParams.get("next"));
  // A password is never sent back into the page.
  const hideFields = ["password"];

  if (form.get("intent") === "signUp") {
    const submission = parseForm(form, SignUpSchema);
    if (submission.status !== "success") return { form: "signUp", result: submission.reply({ hideFields }), next } satisfies AuthAnswer;
    try {
      const { session } = await services.accounts.register(submission.value, clientIp, resolveLocale(request).locale);
      return redirect(next, { headers: { "Set-Cookie": sessionCookie(session) } });
    } catch (error) {
      return { form: "signUp", result: submission.reply({ formErrors: [refusalKeyOf(error)], hideFields }), next } satisfies AuthAnswer;
    }
  }

  const submission = parseForm(form, LoginSchema);
  if (submission.status !== "success") return { form: "signIn", result: submission.reply({ hideFields }), next } satisfies AuthAnswer;
  try {
    // Failures are limited per address, per account and address, and per account for unknown browsers.
    const { session, device } = await services.accounts.login(submission.value, {
      address: clientIp,
      device: deviceIdOf(request),
      locale: resolveLocale(request).locale,
    });
    const headers = new Headers([
      ["Set-Cookie", sessionCookie(session)],
      ["Set-Cookie", deviceCookie(device, session.secure)],
    ]);
    return redirect(next, { headers });
  } catch (error) {
    return { form: "signIn", result: submission.reply({ formErrors: [refusalKeyOf(error)], hideFields }), next } satisfies AuthAnswer;
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = actionData as AuthAnswer | undefined;
  // After a refused post from another page's header menu, `next` is still that page.
  const next = answer?.next ?? loaderData.next;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("auth.login.title") }]} />
      <h1 className="mt-6 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{t("auth.login.title")}</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:gap-8">
        <section aria-labelledby="sign-in-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h2 id="sign-in-heading" className="text-xl font-bold text-slate-900">
            {t("auth.login.signInTitle")}
          </h2>
          <SignInForm next={next} answer={answer} />
        </section>
        <section id="sign-up" aria-labelledby="sign-up-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h2 id="sign-up-heading" className="text-xl font-bold text-slate-900">
            {t("auth.login.signUpTitle")}
          </h2>
          <SignUpForm next={next} answer={answer} />
        </section>
      </div>
    </div>
  );
}
