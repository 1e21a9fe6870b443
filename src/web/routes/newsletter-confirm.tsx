import { useTranslation } from "../i18n/translator.ts";

import { appContext } from "#app-context";

import { refusalOf } from "../../domain/errors.ts";
import { Outcome, TextLink } from "../components/account/auth-page.tsx";
import {
  AboutAddress,
  NewsletterLinkForm,
  NewsletterLinkPage,
  NewsletterLinkProblem,
} from "../components/newsletter/newsletter-link-page.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-confirm";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return {
    // The page's own strings: left out of the strings every page carries (page-texts.ts).
    texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "newsletter"),
    link: await app.services.newsletter.confirmLinkState(params.token),
    seo: await pageSeo(app, request, {
      titleKey: "info.newsletter.confirm.seoTitle",
      descriptionKey: "info.newsletter.confirm.seoDescription",
      noindex: true,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The button's POST confirms the sign-up (double opt-in); a link that no longer works says so. */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    return { email: (await context.get(appContext).services.newsletter.confirm(params.token)).email };
  } catch (error) {
    if (!refusalOf(error)) throw error;
    return { email: null };
  }
}

export default function NewsletterConfirmPage({ loaderData: { link, texts }, actionData }: Route.ComponentProps) {
  usePageTexts(texts);
  const { t } = useTranslation();
  const confirmed = actionData?.email ?? (link?.state === "confirmed" ? link.email : null);
  let body: React.ReactNode;
  if (confirmed) {
    body = (
      <Outcome tone="success" title={t("info.newsletter.confirm.doneTitle")} focus={actionData !== undefined}>
        <p>
          <AboutAddress textKey="info.newsletter.confirm.doneText" email={confirmed} />
        </p>
        <p>
          <TextLink to="/shop">{t("info.newsletter.toShop")}</TextLink>
        </p>
      </Outcome>
    );
  } else if (link && actionData === undefined) {
    body = (
      <NewsletterLinkForm
        lead={<AboutAddress textKey="info.newsletter.confirm.lead" email={link.email} />}
        submit={t("info.newsletter.confirm.submit")}
        busyText={t("info.newsletter.confirm.busy")}
      />
    );
  } else {
    body = (
      <NewsletterLinkProblem
        title={t("info.newsletter.confirm.invalidTitle")}
        text={t("info.newsletter.confirm.invalidText")}
        focus={actionData !== undefined}
      />
    );
  }
  return <NewsletterLinkPage title={t("info.newsletter.confirm.title")}>{body}</NewsletterLinkPage>;
}
