import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";

import { MIN_PASSWORD_LENGTH } from "../../../domain/schemas/account.ts";
import { AuthField, RefusalAlert, SubmitButton, useCheckedForm } from "./auth-form.tsx";
import { problemsOf, readSignUp } from "./auth-rules.ts";
import { LOGIN_ACTION, type AuthAnswer } from "./sign-in-form.tsx";

const checkSignUp = (form: FormData) => problemsOf(readSignUp(form));

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
  const { formRef, onSubmit, problems, error } = useCheckedForm<"name" | "email" | "password">(checkSignUp, mine);
  return (
    <Form ref={formRef} method="post" action={LOGIN_ACTION} noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-5 space-y-5">
      <input type="hidden" name="intent" value="signUp" />
      <input type="hidden" name="next" value={next} />
      <p className="text-sm text-slate-600">{t("auth.login.signUpLead")}</p>
      <RefusalAlert id={alertId} error={error} />
      <AuthField
        id="sign-up-name"
        name="name"
        label={t("auth.fields.name")}
        autoComplete="name"
        problem={problems.name}
        defaultValue={mine?.name}
      />
      <AuthField
        id="sign-up-email"
        name="email"
        type="email"
        label={t("auth.fields.email")}
        autoComplete="email"
        problem={problems.email}
        defaultValue={mine?.email}
        describedBy={error ? alertId : undefined}
      />
      <AuthField
        id="sign-up-password"
        name="password"
        type="password"
        label={t("auth.fields.password")}
        autoComplete="new-password"
        hint={t("auth.fields.passwordHint", { min: MIN_PASSWORD_LENGTH })}
        problem={problems.password}
      />
      <SubmitButton busy={busy} busyText={t("auth.login.signingUp")} className="w-full sm:w-auto">
        {t("auth.login.signUp")}
      </SubmitButton>
    </Form>
  );
}
