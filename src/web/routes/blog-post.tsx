import { data, Link } from "react-router";

import { appContext } from "#app-context";

import { blogBodyFor } from "../../domain/blog.ts";
import { NotFoundError } from "../../domain/errors.ts";
import { languageAlternates, languageUrl } from "../../domain/language-urls.ts";
import { localizedText } from "../../domain/locales.ts";
import { blogPostingJsonLd, serializeJsonLd } from "../../domain/structured-data.ts";
import { PostCard, useFormatDate } from "../components/home/post-card.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { categoryNameOf, postSummaries } from "../lib/post-summaries.server.ts";
import { resolveLocale } from "../lib/preferences.ts";
import type { PageSeo } from "../lib/seo.ts";
import { seoMeta } from "../lib/seo.ts";
import { useText } from "../lib/use-preferences.ts";
import type { Route } from "./+types/blog-post";

/** Words read in a minute, for the reading time. */
const WORDS_PER_MINUTE = 220;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { services, origin } = app;
  app.shows([]); // posts change with everything
  let post;
  try {
    post = await services.content.blogPost(params.slug);
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Page Not Found", { status: 404 });
    throw error;
  }
  // The slug is the address: /blog/7 (an id the API also takes) is not a page of its own.
  if (post.slug !== params.slug) throw data("Page Not Found", { status: 404 });
  const { locale } = resolveLocale(request);
  const more = (await services.content.blogList(1, 4)).data.filter((p) => p.slug !== post.slug).slice(0, 3);
  // Only the body in the page's language travels to the browser.
  const { translations: _all, paragraphs: _english, ...shown } = post;
  const body = blogBodyFor(post, locale);
  const seo: PageSeo = {
    title: `${localizedText(post.title, locale)} · Overland`,
    description: body.excerpt,
    canonical: languageUrl(origin, `/blog/${post.slug}`, locale),
    alternates: languageAlternates(origin, `/blog/${post.slug}`),
  };
  return {
    post: shown,
    body,
    minutes: Math.max(1, Math.round(body.paragraphs.join(" ").split(/\s+/).length / WORDS_PER_MINUTE)),
    categoryName: await categoryNameOf(app, post.category),
    more: await postSummaries(app, more, locale),
    seo,
    jsonLd: serializeJsonLd(
      blogPostingJsonLd({ ...post, title: localizedText(post.title, locale), excerpt: body.excerpt }, origin, locale),
    ),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = useText();
  const formatDate = useFormatDate();
  const { post, body, minutes, more } = loaderData;
  const categoryName = loaderData.categoryName ? text(loaderData.categoryName) : null;
  const title = text(post.title);
  // Titles are in every language; a body not translated yet is shown in English, and said so once.
  const bodyInEnglish = body.fallback === "en";
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <Breadcrumb trail={[{ label: t("blog.title"), to: "/blog" }, { label: title }]} />
      <article className="mx-auto mt-8 max-w-3xl">
        <header>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {categoryName ? (
              <>
                <span className="sr-only">{t("blog.filedUnder")}: </span>
                <Link to={`/product-category/${post.category}/products`} className="hover:underline">
                  {categoryName}
                </Link>
                {" · "}
              </>
            ) : null}
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-black tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 text-slate-600">
            {t("blog.by", { author: post.author })} · {t("blog.readingTime", { count: minutes })}
          </p>
        </header>
        <img src={post.image} alt="" width={1200} height={675} className="mt-8 aspect-video w-full rounded-2xl bg-slate-100 object-cover" />
        {bodyInEnglish ? (
          <p className="mt-8 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">{t("blog.englishOnly")}</p>
        ) : null}
        <div
          lang={bodyInEnglish ? "en" : undefined}
          dir={bodyInEnglish ? "ltr" : undefined}
          className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800"
        >
          <p className="text-xl font-medium text-slate-900">{body.excerpt}</p>
          {body.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <footer className="mt-10 flex flex-wrap gap-3 border-t border-slate-200 pt-8">
          <Link
            to="/blog"
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:border-slate-500"
          >
            <span aria-hidden className="inline-block rtl:-scale-x-100">
              ←
            </span>{" "}
            {t("blog.back")}
          </Link>
          {categoryName ? (
            <Link
              to={`/product-category/${post.category}/products`}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90"
            >
              {t("blog.shopCategory", { name: categoryName })}
            </Link>
          ) : null}
        </footer>
      </article>
      {more.length > 0 ? (
        <section aria-labelledby="more-posts" className="mt-16">
          <h2 id="more-posts" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {t("blog.more")}
          </h2>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((item) => (
              <li key={item.slug}>
                <PostCard post={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
