import { useId } from "react";
import { Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ForgotPasswordSchema } from "../../../domain/schemas/account.ts";
import { AuthField, RefusalAlert, SubmitButton } from "../../components/account/auth-form.tsx";
import { AuthPage, Outcome, TextLink } from "../../components/account/auth-page.tsx";
import { parseForm } from "../../components/ui/form-problems.ts";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { refusalKeyOf } from "../../lib/session.server.ts";
import type { Route } from "./+types/forgot-password";

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    seo: await pageSeo(context.get(appContext), request, {
      titleKey: "auth.forgot.seoTitle",
      descriptionKey: "auth.forgot.seoDescription",
      noindex: true,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * Mails a reset link when the address has an account. The answer is the same either way, so the
 * form does not tell who has an account here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const submission = parseForm(await request.formData(), ForgotPasswordSchema);
  if (submission.status !== "success") return { status: "invalid" as const, result: submission.reply() };
  try {
    // Limited per address and per client, as the API is.
    await services.accounts.requestPasswordReset(submission.value.email, clientIp);
  } catch (error) {
    // Only the limit on repeated requests is told (AUTH_TOO_MANY_MAILS, translated by the page).
    return { status: "invalid" as const, result: submission.reply({ formErrors: [refusalKeyOf(error)] }) };
  }
  return { status: "sent" as const, email: submission.value.email };
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/account/forgot-password";
  const refused = actionData?.status === "invalid" ? actionData.result : undefined;
  const { form, fields, formProps } = useShopForm(ForgotPasswordSchema, { id: "forgot-form", lastResult: refused });
  const error = form.errors?.[0];

  return (
    <AuthPage title={t("auth.forgot.title")} lead={actionData?.status === "sent" ? undefined : t("auth.forgot.lead")}>
      {actionData?.status === "sent" ? (
        <Outcome tone="success" title={t("auth.forgot.sentTitle")}>
          <p>{t("auth.forgot.sentText", { email: actionData.email })}</p>
          <p>
            <TextLink to="/account/login">{t("auth.common.backToSignIn")}</TextLink>
          </p>
        </Outcome>
      ) : (
        <Form {...formProps} method="post" aria-busy={busy} className="space-y-5">
          <RefusalAlert id={alertId} error={error} />
          <AuthField
            id="forgot-email"
            name="email"
            type="email"
            label={t("auth.fields.email")}
            autoComplete="email"
            errors={fields.email.errors}
            defaultValue={fields.email.initialValue}
            describedBy={error ? alertId : undefined}
          />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <SubmitButton busy={busy} busyText={t("auth.forgot.sending")}>
              {t("auth.forgot.submit")}
            </SubmitButton>
            <TextLink to="/account/login">{t("auth.common.backToSignIn")}</TextLink>
          </div>
        </Form>
      )}
    </AuthPage>
  );
}
