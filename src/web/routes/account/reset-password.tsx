import { useId } from "react";
import { Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { LinkTokenSchema, MIN_PASSWORD_LENGTH, ResetPasswordFormSchema } from "../../../domain/schemas/account.ts";
import { AuthField, RefusalAlert, SubmitButton } from "../../components/account/auth-form.tsx";
import { AuthPage, Outcome, TextLink } from "../../components/account/auth-page.tsx";
import { isAccountRefusal } from "../../components/account/auth-rules.ts";
import { parseForm } from "../../components/ui/form-problems.ts";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { refusalKeyOf } from "../../lib/session.server.ts";
import type { Route } from "./+types/reset-password";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return {
    // A link cut short in the mail is told at once; a well-formed one is checked when used.
    linkLooksValid: LinkTokenSchema.safeParse(params.token).success,
    seo: await pageSeo(context.get(appContext), request, {
      titleKey: "auth.reset.seoTitle",
      descriptionKey: "auth.reset.seoDescription",
      noindex: true,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Sets the new password with the mailed single-use token; every session of that customer ends. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  // Passwords are never sent back into the page.
  const hideFields = ["password", "confirm"];
  const submission = parseForm(await request.formData(), ResetPasswordFormSchema);
  if (submission.status !== "success") return { status: "invalid" as const, result: submission.reply({ hideFields }) };
  try {
    await services.accounts.resetPassword(params.token, submission.value.password);
  } catch (error) {
    const refusal = refusalKeyOf(error);
    // A password the server refuses is the form's; anything else is the link's (used or expired).
    if (isAccountRefusal(refusal)) return { status: "invalid" as const, result: submission.reply({ formErrors: [refusal], hideFields }) };
    return { status: "expired" as const };
  }
  return { status: "done" as const };
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const refused = actionData?.status === "invalid" ? actionData.result : undefined;
  const { form, fields, formProps } = useShopForm(ResetPasswordFormSchema, { id: "reset-form", lastResult: refused });
  const error = form.errors?.[0];
  const expired = actionData?.status === "expired" || !loaderData.linkLooksValid;

  let body: React.ReactNode;
  if (actionData?.status === "done") {
    body = (
      <Outcome tone="success" title={t("auth.reset.doneTitle")}>
        <p>{t("auth.reset.doneText")}</p>
        <p>
          <TextLink to="/account/login">{t("auth.common.signInNow")}</TextLink>
        </p>
      </Outcome>
    );
  } else if (expired) {
    body = (
      <Outcome tone="problem" title={t("auth.common.linkExpiredTitle")} focus={actionData !== undefined}>
        <p>{t("auth.reset.expiredText")}</p>
        <p>
          <TextLink to="/account/forgot-password">{t("auth.reset.askAgain")}</TextLink>
        </p>
      </Outcome>
    );
  } else {
    body = (
      <Form {...formProps} method="post" aria-busy={busy} className="space-y-5">
        <RefusalAlert id={alertId} error={error} />
        <AuthField
          id="reset-password"
          name="password"
          type="password"
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          hint={t("auth.fields.passwordHint", { min: MIN_PASSWORD_LENGTH })}
          errors={fields.password.errors}
          describedBy={error ? alertId : undefined}
        />
        <AuthField
          id="reset-confirm"
          name="confirm"
          type="password"
          label={t("auth.fields.repeatPassword")}
          autoComplete="new-password"
          errors={fields.confirm.errors}
        />
        <SubmitButton busy={busy} busyText={t("auth.reset.saving")}>
          {t("auth.reset.submit")}
        </SubmitButton>
      </Form>
    );
  }
  return (
    <AuthPage title={t("auth.reset.title")} lead={actionData?.status === "done" || expired ? undefined : t("auth.reset.lead")}>
      {body}
    </AuthPage>
  );
}
