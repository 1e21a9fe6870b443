import { type AppContext, reportedAs } from "#app-context";

import { languageAlternates, languageUrl } from "../../domain/language-urls.ts";
import { translate } from "../i18n/translate.ts";
import { pageUrlOf } from "./page-url.ts";
import { resolveLocale } from "./preferences.ts";
import type { PageSeo } from "./seo.ts";

/**
 * The title and description of one of the shop's own pages, in the shopper's language. In English
 * the shop owner's /seo/{path} entry wins; otherwise (or in ru and ar) the translated defaults.
 * The canonical link is the path without the query, except the query parameters named to keep,
 * in the page's language (language-urls.ts); an indexed page names its other languages' addresses.
 */
export async function pageSeo(
  app: AppContext,
  request: Request,
  page: { titleKey: string; descriptionKey: string; vars?: Record<string, string | number>; keepParams?: string[]; noindex?: boolean },
): Promise<PageSeo> {
  // The page's address, also when a client-side navigation asks for /path.data.
  const url = pageUrlOf(request.url);
  const { locale } = resolveLocale(request);
  const messages = app.services.translations.messages(locale);
  const stored = locale === "en" ? await app.services.content.seo(url.pathname).catch(reportedAs(null, app.reportError)) : null;
  const kept = new URLSearchParams();
  for (const name of page.keepParams ?? []) {
    const value = url.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const path = kept.size > 0 ? `${url.pathname}?${kept.toString()}` : url.pathname;
  return {
    title: stored?.metaTitle || `${translate(messages, page.titleKey, page.vars)} · Overland`,
    description: stored?.metaDescription || translate(messages, page.descriptionKey, page.vars),
    keywords: stored?.metaKeywords || undefined,
    canonical: languageUrl(app.origin, path, locale),
    noindex: page.noindex,
    alternates: page.noindex ? undefined : languageAlternates(app.origin, path),
  };
}

/** A page kept out of search engines whose strings are `<key>.seoTitle` and `<key>.seoDescription`. */
export function privatePageSeo(app: AppContext, request: Request, key: string): Promise<PageSeo> {
  return pageSeo(app, request, { titleKey: `${key}.seoTitle`, descriptionKey: `${key}.seoDescription`, noindex: true });
}
