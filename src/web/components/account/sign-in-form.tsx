import { useId } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";

import { LoginSchema } from "../../../domain/schemas/account.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { type FormReply, useShopForm } from "../ui/use-shop-form.ts";
import { AuthField, RefusalAlert, SubmitButton } from "./auth-form.tsx";

export const LOGIN_ACTION = "/account/login";
export const FORGOT_PASSWORD_PATH = "/account/forgot-password";

/** The login route's answer to a refused sign-in or sign-up: which form, Conform's reply, and where to go next. */
export interface AuthAnswer {
  form: "signIn" | "signUp";
  result: FormReply;
  next: string;
}

interface SignInFormProps {
  /** Where a successful sign-in goes (a path of this site). */
  next: string;
  answer: AuthAnswer | undefined;
}

/** /account/login's sign-in form (spec §3 Login form: email, password, remember, ticked by default). */
export function SignInForm({ next, answer }: SignInFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formAction?.startsWith(LOGIN_ACTION) === true &&
    navigation.formData?.get("intent") === "signIn";
  const mine = answer?.form === "signIn" ? answer : undefined;
  return (
    <SignInFields FormComponent={Form} next={next} answer={mine} busy={busy} idPrefix="sign-in" variant="page">
      <p className="text-sm text-slate-600">{t("auth.login.signInLead")}</p>
    </SignInFields>
  );
}

/**
 * The header account menu's login form (spec §2, §5 header login): e-mail and password, posted
 * to /account/login with the page's own address as where to go next. With JavaScript it posts in
 * the background and a refusal shows in the menu; without it, on the sign-in page.
 */
export function MenuSignInForm() {
  // Not keyed: the answer goes with the form, so an old refusal never shows after a sign-out.
  const fetcher = useFetcher<AuthAnswer>();
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  const answer = fetcher.data?.form === "signIn" ? fetcher.data : undefined;
  return (
    <SignInFields
      FormComponent={fetcher.Form}
      next={next}
      answer={answer}
      busy={fetcher.state !== "idle"}
      idPrefix="menu-sign-in"
      variant="menu"
    />
  );
}

interface FieldsProps {
  FormComponent: typeof Form;
  next: string;
  answer: AuthAnswer | undefined;
  busy: boolean;
  idPrefix: string;
  variant: "page" | "menu";
  children?: React.ReactNode;
}

function SignInFields({ FormComponent, next, answer, busy, idPrefix, variant, children }: FieldsProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const { form, fields, formProps } = useShopForm(LoginSchema, { id: `${idPrefix}-form`, lastResult: answer?.result });
  const error = form.errors?.[0];
  const menu = variant === "menu";
  const forgot = (
    <Link to={FORGOT_PASSWORD_PATH} className="text-sm font-medium text-brand-700 hover:underline">
      {t("auth.login.forgotPassword")}
    </Link>
  );
  return (
    <FormComponent
      {...formProps}
      method="post"
      action={LOGIN_ACTION}
      aria-busy={busy}
      aria-label={menu ? t("auth.menu.signInTitle") : undefined}
      className={menu ? "space-y-3" : "mt-5 space-y-5"}
    >
      <input type="hidden" name="intent" value="signIn" />
      <input type="hidden" name="next" value={next} />
      {children}
      <RefusalAlert id={alertId} error={error} />
      <AuthField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={t("auth.fields.email")}
        autoComplete="username"
        errors={fields.email.errors}
        defaultValue={fields.email.initialValue}
        describedBy={error ? alertId : undefined}
        compact={menu}
      />
      <AuthField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        label={t("auth.fields.password")}
        autoComplete="current-password"
        errors={fields.password.errors}
        describedBy={error ? alertId : undefined}
        compact={menu}
        after={menu ? undefined : forgot}
      />
      {menu ? (
        // spec §3: remember defaults to true; the menu's short form keeps that default.
        <input type="hidden" name="remember" value="on" />
      ) : (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="remember" defaultChecked className="h-4 w-4 rounded border-slate-300 accent-brand-700" />
          {t("auth.login.remember")}
        </label>
      )}
      <SubmitButton busy={busy} busyText={t("auth.login.signingIn")} className={menu ? "w-full py-2.5 text-sm" : "w-full sm:w-auto"}>
        {t("auth.login.signIn")}
      </SubmitButton>
      {menu ? <p className="text-center">{forgot}</p> : null}
    </FormComponent>
  );
}
