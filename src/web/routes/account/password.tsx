import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ChangePasswordSchema, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../domain/schemas/account.ts";
import { CARD } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { fieldProblems, serviceErrorOf, type FieldProblem, refusalKeys } from "../../components/account/form-errors.ts";
import { focusAfterSubmit, FormNotice, PRIMARY_BUTTON, TextField } from "../../components/account/form-field.tsx";
import { requireCustomer } from "../../lib/customer.server.ts";
import { sessionCookie, sessionIdOf } from "../../lib/session.server.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/password";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireCustomer(app, request);
  return {
    seo: await pageSeo(app, request, { titleKey: "account.password.title", descriptionKey: "account.seoDescription", noindex: true }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

interface PasswordResult {
  status: "changed" | "invalid" | "refused";
  problems: Record<string, FieldProblem>;
  key: string | null;
}

/** spec §7 POST /user/change-password: the current password, then the new one twice; other sessions end. */
export async function action({ request, context }: Route.ActionArgs): Promise<PasswordResult | ReturnType<typeof data<PasswordResult>>> {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "").slice(0, MAX_PASSWORD_LENGTH + 1);
  const parsed = ChangePasswordSchema.safeParse({ currentPassword: field("currentPassword"), newPassword: field("newPassword") });
  const problems = parsed.success ? {} : fieldProblems(parsed.error.issues);
  if (!problems.newPassword && field("newPassword") !== field("repeatPassword")) problems.repeatPassword = "mismatch";
  if (!parsed.success || Object.keys(problems).length > 0) return { status: "invalid", problems, key: null };
  try {
    // This session stays open; every other one of the customer ends.
    const { session } = await app.services.accounts.changePassword(user.id, parsed.data, sessionIdOf(request) ?? undefined);
    const changed: PasswordResult = { status: "changed", problems: {}, key: null };
    // This session got a new id: the browser keeps the new one.
    return session ? data(changed, { headers: { "Set-Cookie": sessionCookie(session) } }) : changed;
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (!refused) throw error;
    if (refused.key === "AUTH_WRONG_PASSWORD") return { status: "invalid", problems: { currentPassword: refused.key }, key: null };
    return { status: "refused", problems: {}, key: refused.key };
  }
}

export default function Password({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/account/password";
  const formRef = useRef<HTMLFormElement>(null);
  const problems = actionData?.problems ?? {};

  useEffect(() => {
    if (!actionData) return;
    // A changed password leaves nothing typed behind.
    if (actionData.status === "changed") formRef.current?.reset();
    focusAfterSubmit(formRef.current, "password-notice");
  }, [actionData]);

  return (
    <>
      <AccountHeading title={t("account.password.title")} lead={t("account.password.lead")} />
      <div className={`${CARD} max-w-2xl`}>
        <Form ref={formRef} method="post" noValidate className="space-y-5" aria-busy={saving}>
          {actionData?.status === "changed" ? (
            <FormNotice id="password-notice" tone="success">
              {t("account.password.changed")}
            </FormNotice>
          ) : null}
          {actionData?.status === "invalid" ? (
            <FormNotice id="password-notice" tone="error">
              {t("account.fieldErrors.summary")}
            </FormNotice>
          ) : null}
          {actionData?.status === "refused" ? (
            <FormNotice id="password-notice" tone="error">
              {t(refusalKeys(actionData.key))}
            </FormNotice>
          ) : null}
          <TextField
            id="password-current"
            name="currentPassword"
            type="password"
            label={t("account.password.current")}
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            problem={problems.currentPassword}
          />
          <TextField
            id="password-new"
            name="newPassword"
            type="password"
            label={t("account.password.new")}
            autoComplete="new-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            hint={t("account.password.rule", { min: MIN_PASSWORD_LENGTH })}
            problem={problems.newPassword}
          />
          <TextField
            id="password-repeat"
            name="repeatPassword"
            type="password"
            label={t("account.password.repeat")}
            autoComplete="new-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            problem={problems.repeatPassword}
          />
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("account.saving") : t("account.password.save")}
          </button>
        </Form>
      </div>
    </>
  );
}
