import { Form, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { LinkTokenSchema } from "../../../domain/schemas/account.ts";
import { SubmitButton, useRefusalText } from "../../components/account/auth-form.tsx";
import { AuthPage, Outcome, TextLink } from "../../components/account/auth-page.tsx";
import { ConfirmLinkForm } from "../../components/account/confirm-link-form.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { pageUrlOf } from "../../lib/page-url.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { refusalKeyOf } from "../../lib/session.server.ts";
import type { Route } from "./+types/verify";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return {
    linkLooksValid: LinkTokenSchema.safeParse(params.token).success,
    account: app.user ? { emailVerified: app.user.emailVerified } : null,
    path: pageUrlOf(request.url).pathname,
    seo: await pageSeo(app, request, { titleKey: "auth.verify.seoTitle", descriptionKey: "auth.verify.seoDescription", noindex: true }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * "confirm" spends the mailed token and completes the registration; "resend" mails a new link to
 * the signed-in customer whose link was used or expired.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const { services, user } = context.get(appContext);
  const form = await request.formData();
  if (form.get("intent") === "resend") {
    if (!user) return { status: "expired" as const, error: null };
    try {
      await services.accounts.resendVerification(user.id);
    } catch (error) {
      return { status: "expired" as const, error: refusalKeyOf(error) };
    }
    return { status: "resent" as const, error: null };
  }
  try {
    await services.accounts.verifyEmail(params.token);
  } catch (error) {
    refusalKeyOf(error);
    return { status: "expired" as const, error: null };
  }
  return { status: "verified" as const, error: null };
}

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const navigation = useNavigation();
  const { account, path } = loaderData;
  const status = actionData?.status ?? (loaderData.linkLooksValid ? "ready" : "expired");

  let body: React.ReactNode;
  if (status === "verified") {
    body = (
      <Outcome tone="success" title={t("auth.verify.doneTitle")}>
        <p>{t("auth.verify.doneText")}</p>
        <p>
          {account ? (
            <TextLink to="/account/dashboard">{t("auth.common.toDashboard")}</TextLink>
          ) : (
            <TextLink to="/account/login">{t("auth.common.signInNow")}</TextLink>
          )}
        </p>
      </Outcome>
    );
  } else if (status === "resent") {
    body = (
      <Outcome tone="success" title={t("auth.verify.resentTitle")}>
        <p>{t("auth.verify.resentText")}</p>
      </Outcome>
    );
  } else if (status === "expired") {
    body = (
      <Outcome tone="problem" title={t("auth.common.linkExpiredTitle")} focus={actionData !== undefined}>
        {actionData?.error ? <p>{refusalText(actionData.error)}</p> : null}
        {account?.emailVerified ? (
          <>
            <p>{t("auth.verify.alreadyConfirmed")}</p>
            <p>
              <TextLink to="/account/dashboard">{t("auth.common.toDashboard")}</TextLink>
            </p>
          </>
        ) : account ? (
          <Form method="post" className="space-y-3">
            <p>{t("auth.verify.expiredSignedIn")}</p>
            <input type="hidden" name="intent" value="resend" />
            <SubmitButton busy={navigation.state === "submitting"} busyText={t("auth.verify.resending")} className="py-2.5 text-sm">
              {t("auth.verify.resend")}
            </SubmitButton>
          </Form>
        ) : (
          <>
            <p>{t("auth.verify.expiredSignedOut")}</p>
            <p>
              <TextLink to={`/account/login?next=${encodeURIComponent(path)}`}>{t("auth.common.signInNow")}</TextLink>
            </p>
          </>
        )}
      </Outcome>
    );
  } else {
    body = <ConfirmLinkForm text={t("auth.verify.submit")} busyText={t("auth.verify.confirming")} />;
  }
  return (
    <AuthPage title={t("auth.verify.title")} lead={status === "ready" ? t("auth.verify.lead") : undefined}>
      {body}
    </AuthPage>
  );
}
