import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { ProfileSchema } from "../../../domain/schemas/account.ts";
import { CARD } from "../../components/account/account-card.tsx";
import { AccountHeading } from "../../components/account/account-heading.tsx";
import { fieldProblems, serviceErrorOf, type FieldProblem, refusalKeys } from "../../components/account/form-errors.ts";
import { focusAfterSubmit, FormNotice, PRIMARY_BUTTON, TextField } from "../../components/account/form-field.tsx";
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

interface ProfileResult {
  status: "saved" | "invalid" | "refused";
  problems: Record<string, FieldProblem>;
  /** A spec §8 key for the banner. */
  key: string | null;
  /** What was sent, so a refused form keeps it also without JavaScript. */
  values: { name: string; phone: string; email: string } | null;
}

// A refused form is an answer, not a failure: 200, as on the contact page.
const result = (value: ProfileResult) => value;

/** Name and phone change at once; a new e-mail counts once its confirmation link is used. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const form = await request.formData();
  const input = { name: String(form.get("name") ?? ""), phone: String(form.get("phone") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = ProfileSchema.safeParse(input);
  if (!parsed.success) return result({ status: "invalid", problems: fieldProblems(parsed.error.issues), key: null, values: input });
  try {
    await app.services.accounts.updateProfile(user.id, parsed.data);
    return result({ status: "saved", problems: {}, key: null, values: null });
  } catch (error) {
    const refused = serviceErrorOf(error);
    if (!refused) throw error;
    // An address another account holds is the e-mail field's problem.
    if (refused.key === "AUTH_EMAIL_ALREADY_IN_USE")
      return result({ status: "invalid", problems: { email: refused.key }, key: null, values: input });
    return result({ status: "refused", problems: {}, key: refused.key, values: input });
  }
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction === "/account/profile";
  const formRef = useRef<HTMLFormElement>(null);
  const problems = actionData?.problems ?? {};
  const values = actionData?.values ?? account;

  useEffect(() => {
    if (actionData) focusAfterSubmit(formRef.current, "profile-notice");
  }, [actionData]);

  return (
    <>
      <AccountHeading title={t("account.profile.title")} lead={t("account.profile.lead")} />
      <div className={`${CARD} max-w-2xl`}>
        {/* A saved change comes back as fresh loader data: the form starts again from it. */}
        <Form
          ref={formRef}
          key={`${account.name}|${account.email}|${account.phone}|${account.pendingEmail ?? ""}`}
          method="post"
          noValidate
          className="space-y-5"
          aria-busy={saving}
        >
          {actionData?.status === "saved" ? (
            <FormNotice id="profile-notice" tone="success">
              {t("account.profile.saved")}
            </FormNotice>
          ) : null}
          {actionData?.status === "invalid" ? (
            <FormNotice id="profile-notice" tone="error">
              {t("account.fieldErrors.summary")}
            </FormNotice>
          ) : null}
          {actionData?.status === "refused" ? (
            <FormNotice id="profile-notice" tone="error">
              {t(refusalKeys(actionData.key))}
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
            defaultValue={values.name}
            problem={problems.name}
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
            defaultValue={values.email}
            problem={problems.email}
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
            defaultValue={values.phone}
            problem={problems.phone}
          />
          <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
            {saving ? t("account.saving") : t("account.profile.save")}
          </button>
        </Form>
      </div>
    </>
  );
}
