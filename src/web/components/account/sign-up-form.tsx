import { useId } from "react";
import { Form, useNavigation } from "react-router";

import { MIN_PASSWORD_LENGTH, SignUpSchema } from "../../../domain/schemas/account.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useShopForm } from "../ui/use-shop-form.ts";
import { AuthField, RefusalAlert, SubmitButton } from "./auth-form.tsx";
import { type AuthAnswer, LOGIN_ACTION } from "./sign-in-form.tsx";

/** /account/login's sign-up form (spec §5: loose e-mail check, a password of at least 6). */
export function SignUpForm({ next, answer }: { next: string; answer: AuthAnswer | undefined }) {
  const { t } = useTranslation();
  const alertId = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formAction?.startsWith(LOGIN_ACTION) === true &&
    navigation.formData?.get("intent") === "signUp";
  const mine = answer?.form === "signUp" ? answer : undefined;
  const { form, fields, formProps } = useShopForm(SignUpSchema, { id: "sign-up-form", lastResult: mine?.result });
  const error = form.errors?.[0];
  return (
    <Form {...formProps} method="post" action={LOGIN_ACTION} aria-busy={busy} className="mt-5 space-y-5">
      <input type="hidden" name="intent" value="signUp" />
      <input type="hidden" name="next" value={next} />
      <p className="text-sm text-slate-600">{t("auth.login.signUpLead")}</p>
      <RefusalAlert id={alertId} error={error} />
      <AuthField
        id="sign-up-name"
        name="name"
        label={t("auth.fields.name")}
        autoComplete="name"
        errors={fields.name.errors}
        defaultValue={fields.name.initialValue}
      />
      <AuthField
        id="sign-up-email"
        name="email"
        type="email"
        label={t("auth.fields.email")}
        autoComplete="email"
        errors={fields.email.errors}
        defaultValue={fields.email.initialValue}
        describedBy={error ? alertId : undefined}
      />
      <AuthField
        id="sign-up-password"
        name="password"
        type="password"
        label={t("auth.fields.password")}
        autoComplete="new-password"
        hint={t("auth.fields.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        errors={fields.password.errors}
      />
      <SubmitButton busy={busy} busyText={t("auth.login.signingUp")} className="w-full sm:w-auto">
        {t("auth.login.signUp")}
      </SubmitButton>
    </Form>
  );
}
