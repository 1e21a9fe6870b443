import { data, Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ChangePasswordFormSchema, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../domain/schemas/account.ts";
import { CARD } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { refusalKeys, serviceErrorOf } from "../../components/account/form-errors.ts";
import { FormNotice, PRIMARY_BUTTON, TextField } from "../../components/account/form-field.tsx";
import { parseForm } from "../../components/ui/form-problems.ts";
import { useShopForm } from "../../components/ui/use-shop-form.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { requireCustomer } from "../../lib/customer.server.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { sessionCookie, sessionIdOf } from "../../lib/session.server.ts";
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

/** Passwords are never sent back into the page. */
const HIDDEN = ["currentPassword", "newPassword", "repeatPassword"];

/** spec §7 POST /user/change-password: the current password, then the new one twice; other sessions end. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const submission = parseForm(await request.formData(), ChangePasswordFormSchema);
  if (submission.status !== "success") return { changed: false, result: submission.reply({ hideFields: HIDDEN }) };
  try {
    // This session stays open; every other one of the customer ends.
    const { currentPassword, newPassword } = submission.value;
    const { session } = await app.services.accounts.changePassword(
      user.id,
      { currentPassword, newPassword },
      sessionIdOf(request, app.services.sessions) ?? undefined,
    );
    // A changed password leaves nothing typed behind.
    const changed = { changed: true, result: submission.reply({ resetForm: true }) };
    // This session got a new id: the browser keeps the new one.
    return session ? data(changed, { headers: { "Set-Cookie": sessionCookie(session) } }) : changed;
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (!refused) throw error;
    const refusal =
      refused.key === "AUTH_WRONG_PASSWORD" ? { fieldErrors: { currentPassword: [refused.key] } } : { formErrors: [refused.key] };
    return { changed: false, result: submission.reply({ ...refusal, hideFields: HIDDEN }) };
  }
}

export default function Password({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/account/password";
  const { form, fields, formProps } = useShopForm(ChangePasswordFormSchema, { id: "password-form", lastResult: actionData?.result });
  const refusal = form.errors?.[0];

  return (
    <>
      <AccountHeading title={t("account.password.title")} lead={t("account.password.lead")} />
      <div className={`${CARD} max-w-2xl`}>
        <Form {...formProps} method="post" className="space-y-5" aria-busy={saving}>
          {actionData?.changed && form.status !== "error" ? (
            <FormNotice id="password-notice" tone="success">
              {t("account.password.changed")}
            </FormNotice>
          ) : null}
          {form.status === "error" ? (
            <FormNotice id="password-notice" tone="error">
              {refusal ? t(refusalKeys(refusal)) : t("account.fieldErrors.summary")}
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
            errors={fields.currentPassword.errors}
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
            errors={fields.newPassword.errors}
          />
          <TextField
            id="password-repeat"
            name="repeatPassword"
            type="password"
            label={t("account.password.repeat")}
            autoComplete="new-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            errors={fields.repeatPassword.errors}
          />
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("account.saving") : t("account.password.save")}
          </button>
        </Form>
      </div>
    </>
  );
}
