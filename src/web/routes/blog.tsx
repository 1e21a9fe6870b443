import { data, Link } from "react-router";

import { appContext } from "#app-context";

import { PostCard } from "../components/home/post-card.tsx";
import { PageIntro } from "../components/ui/page-intro.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { postSummaries } from "../lib/post-summaries.server.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/blog";

/** Articles per page of the blog list. */
const POSTS_PER_PAGE = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  app.shows([]); // posts change with everything
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw === null ? 1 : Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw data("Page Not Found", { status: 404 });
  // spec §7 GET /blog with limit and page, through the service.
  const list = await app.services.content.blogList(page, POSTS_PER_PAGE);
  // A page past the last one does not exist (page 1 of an empty blog does).
  if (page > 1 && page > list.pagination.totalPages) throw data("Page Not Found", { status: 404 });
  const seo = await pageSeo(app, request, {
    titleKey: page > 1 ? "blog.seoTitlePage" : "blog.seoTitle",
    descriptionKey: "blog.seoDescription",
    vars: { page },
    keepParams: ["page"],
  });
  return {
    posts: await postSummaries(app, list.data, resolveLocale(request).locale),
    pagination: list.pagination,
    seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { posts, pagination } = loaderData;
  const { page, totalPages } = pagination;
  const pageLink = (target: number) => (target === 1 ? "/blog" : `/blog?page=${target}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageIntro title={t("blog.title")} lead={t("blog.lead")} />
      {posts.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">{t("blog.empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav aria-label={t("blog.pagination")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
          {page > 1 ? (
            <Link
              to={pageLink(page - 1)}
              rel="prev"
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:border-slate-500"
            >
              <span aria-hidden className="inline-block rtl:-scale-x-100">
                ←
              </span>{" "}
              {t("blog.previous")}
            </Link>
          ) : null}
          <ol className="flex gap-1">
            {Array.from({ length: totalPages }, (_, i) => i + 1).map((target) => (
              <li key={target}>
                <Link
                  to={pageLink(target)}
                  aria-label={t("blog.pageLink", { page: target })}
                  aria-current={target === page ? "page" : undefined}
                  className={`grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-semibold ${
                    target === page ? "bg-slate-900 text-white" : "border border-slate-300 bg-white hover:border-slate-500"
                  }`}
                >
                  {target}
                </Link>
              </li>
            ))}
          </ol>
          {page < totalPages ? (
            <Link
              to={pageLink(page + 1)}
              rel="next"
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:border-slate-500"
            >
              {t("blog.next")}{" "}
              <span aria-hidden className="inline-block rtl:-scale-x-100">
                →
              </span>
            </Link>
          ) : null}
          <p className="sr-only">{t("blog.pageOf", { page, total: totalPages })}</p>
        </nav>
      ) : null}
    </div>
  );
}
