import { Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ProfileSchema } from "../../../domain/schemas/account.ts";
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
import type { Route } from "./+types/profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const [account, seo] = await Promise.all([
    app.services.accounts.me(user.id),
    pageSeo(app, request, { titleKey: "account.profile.title", descriptionKey: "account.seoDescription", noindex: true }),
  ]);
  return { account, seo };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Name and phone change at once; a new e-mail counts once its confirmation link is used. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  // A refused form is an answer, not a failure: 200, as on the contact page.
  const submission = parseForm(await request.formData(), ProfileSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    await app.services.accounts.updateProfile(user.id, submission.value);
    return submission.reply();
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (!refused) throw error;
    // An address another account holds is the e-mail field's problem.
    if (refused.key === "AUTH_EMAIL_ALREADY_IN_USE") return submission.reply({ fieldErrors: { email: [refused.key] } });
    return submission.reply({ formErrors: [refused.key] });
  }
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/account/profile";
  const { form, fields, formProps } = useShopForm(ProfileSchema, {
    id: "profile-form",
    lastResult: actionData,
    defaultValue: { name: account.name, email: account.email, phone: account.phone },
  });
  const refusal = form.errors?.[0];

  return (
    <>
      <AccountHeading title={t("account.profile.title")} lead={t("account.profile.lead")} />
      <div className={`${CARD} max-w-2xl`}>
        {/* A saved change comes back as fresh loader data: the form starts again from it. */}
        <Form
          {...formProps}
          key={`${account.name}|${account.email}|${account.phone}|${account.pendingEmail ?? ""}`}
          method="post"
          className="space-y-5"
          aria-busy={saving}
        >
          {form.status === "success" ? (
            <FormNotice id="profile-notice" tone="success">
              {t("account.profile.saved")}
            </FormNotice>
          ) : null}
          {form.status === "error" ? (
            <FormNotice id="profile-notice" tone="error">
              {refusal ? t(refusalKeys(refusal)) : t("account.fieldErrors.summary")}
            </FormNotice>
          ) : null}
          {account.pendingEmail ? (
            <FormNotice tone="info">{t("account.profile.pendingEmail", { email: account.pendingEmail })}</FormNotice>
          ) : null}
          <TextField
            id="profile-name"
            name="name"
            label={t("account.profile.name")}
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={fields.name.initialValue}
            errors={fields.name.errors}
          />
          <TextField
            id="profile-email"
            name="email"
            type="email"
            label={t("account.profile.email")}
            autoComplete="email"
            required
            maxLength={254}
            ltr
            defaultValue={fields.email.initialValue}
            errors={fields.email.errors}
            hint={t("account.profile.emailHint")}
          />
          <TextField
            id="profile-phone"
            name="phone"
            type="tel"
            label={t("account.profile.phoneOptional")}
            autoComplete="tel"
            maxLength={40}
            ltr
            defaultValue={fields.phone.initialValue}
            errors={fields.phone.errors}
          />
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("account.saving") : t("account.profile.save")}
          </button>
        </Form>
      </div>
    </>
  );
}
