import { appContext } from "#app-context";

import { LinkTokenSchema } from "../../../domain/schemas/account.ts";
import { useRefusalText } from "../../components/account/auth-form.tsx";
import { AuthPage, Outcome, TextLink } from "../../components/account/auth-page.tsx";
import { isAccountRefusal } from "../../components/account/auth-rules.ts";
import { ConfirmLinkForm } from "../../components/account/confirm-link-form.tsx";
import { useTranslation } from "../../i18n/translator.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import { seoMeta } from "../../lib/seo.ts";
import { refusalKeyOf } from "../../lib/session.server.ts";
import type { Route } from "./+types/confirm-email";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return {
    linkLooksValid: LinkTokenSchema.safeParse(params.token).success,
    signedIn: app.user !== null,
    seo: await pageSeo(app, request, {
      titleKey: "auth.confirmEmail.seoTitle",
      descriptionKey: "auth.confirmEmail.seoDescription",
      noindex: true,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** Spends the mailed token: the new address (user.pendingEmail) becomes the account's e-mail. */
export async function action({ params, context }: Route.ActionArgs) {
  const { services } = context.get(appContext);
  try {
    const user = await services.accounts.confirmEmailChange(params.token);
    return { status: "confirmed" as const, email: user.email, error: null };
  } catch (error) {
    const refusal = refusalKeyOf(error);
    // The new address taken by another account meanwhile is told; any other refusal is the link's.
    return { status: "expired" as const, email: null, error: isAccountRefusal(refusal) ? refusal : null };
  }
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  const status = actionData?.status ?? (loaderData.linkLooksValid ? "ready" : "expired");
  let body: React.ReactNode;
  if (status === "confirmed") {
    body = (
      <Outcome tone="success" title={t("auth.confirmEmail.doneTitle")}>
        <p>{t("auth.confirmEmail.doneText", { email: actionData?.email ?? "" })}</p>
        <p>
          {loaderData.signedIn ? (
            <TextLink to="/account/profile">{t("auth.confirmEmail.toProfile")}</TextLink>
          ) : (
            <TextLink to="/account/login">{t("auth.common.signInNow")}</TextLink>
          )}
        </p>
      </Outcome>
    );
  } else if (status === "expired") {
    body = (
      <Outcome
        tone="problem"
        title={actionData?.error ? refusalText(actionData.error) : t("auth.common.linkExpiredTitle")}
        focus={actionData !== undefined}
      >
        <p>{t("auth.confirmEmail.expiredText")}</p>
        <p>
          <TextLink to="/account/profile">{t("auth.confirmEmail.toProfile")}</TextLink>
        </p>
      </Outcome>
    );
  } else {
    body = <ConfirmLinkForm text={t("auth.confirmEmail.submit")} busyText={t("auth.verify.confirming")} />;
  }
  return (
    <AuthPage title={t("auth.confirmEmail.title")} lead={status === "ready" ? t("auth.confirmEmail.lead") : undefined}>
      {body}
    </AuthPage>
  );
}
