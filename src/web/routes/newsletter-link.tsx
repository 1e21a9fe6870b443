import { data } from "react-router";

import { appContext } from "#app-context";

import { refusalOf } from "../../domain/errors.ts";
import { NewsletterLinkPage } from "../components/newsletter/newsletter-link-page.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/newsletter-link";

type LinkKind = "confirm" | "unsubscribe";

/** Which of the newsletter's two mailed links this is; any other path is not a page. */
function kindOf(params: Route.LoaderArgs["params"]): LinkKind {
  if (params.kind === "confirm" || params.kind === "unsubscribe") return params.kind;
  throw data("Page Not Found", { status: 404 });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const kind = kindOf(params);
  const { newsletter } = app.services;
  // done: the address the link's work was done for before; ready: the address its button acts for.
  let state: { done: string | null; ready: string | null };
  if (kind === "confirm") {
    const link = await newsletter.confirmLinkState(params.token);
    state = { done: link?.state === "confirmed" ? link.email : null, ready: link?.state === "ready" ? link.email : null };
  } else {
    const link = await newsletter.unsubscribeLinkState(params.token);
    state = { done: link?.unsubscribed ? link.email : null, ready: link && !link.unsubscribed ? link.email : null };
  }
  return {
    kind,
    ...state,
    // The page's own strings: left out of the strings every page carries (page-texts.ts).
    texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "newsletter"),
    seo: await pageSeo(app, request, {
      titleKey: `info.newsletter.${kind}.seoTitle`,
      descriptionKey: `info.newsletter.${kind}.seoDescription`,
      noindex: true,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/**
 * The button's POST does what the link says: confirms the sign-up (double opt-in) or unsubscribes
 * (no sign-in is asked: the signed link is the proof). A link that no longer works says so.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const { newsletter } = context.get(appContext).services;
  const kind = kindOf(params);
  try {
    const { email } = kind === "confirm" ? await newsletter.confirm(params.token) : await newsletter.unsubscribe(params.token);
    return { email };
  } catch (error) {
    if (!refusalOf(error)) throw error;
    return { email: null };
  }
}

export default function NewsletterLinkRoute({ loaderData: { kind, done, ready, texts }, actionData }: Route.ComponentProps) {
  usePageTexts(texts);
  return <NewsletterLinkPage kind={kind} done={actionData?.email ?? done} ready={ready} answered={actionData !== undefined} />;
}
