import { appContext } from "#app-context";

import { refusalOf } from "../../domain/errors.ts";
import { NewsletterLinkPage } from "../components/newsletter/newsletter-link-page.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return {
    // The page's own strings: left out of the strings every page carries (page-texts.ts).
    texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "newsletter"),
    link: await app.services.newsletter.unsubscribeLinkState(params.token),
    seo: await pageSeo(app, request, {
      titleKey: "info.newsletter.unsubscribe.seoTitle",
      descriptionKey: "info.newsletter.unsubscribe.seoDescription",
      noindex: true,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The button's POST unsubscribes; no sign-in is asked (the signed link is the proof). */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    return { email: (await context.get(appContext).services.newsletter.unsubscribe(params.token)).email };
  } catch (error) {
    if (!refusalOf(error)) throw error;
    return { email: null };
  }
}

export default function NewsletterUnsubscribePage({ loaderData: { link, texts }, actionData }: Route.ComponentProps) {
  usePageTexts(texts);
  return (
    <NewsletterLinkPage
      kind="unsubscribe"
      done={actionData?.email ?? (link?.unsubscribed ? link.email : null)}
      ready={link && !link.unsubscribed ? link.email : null}
      answered={actionData !== undefined}
    />
  );
}
