import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { type BlogPostSummary, PostCard } from "./post-card.tsx";

/** The newest articles (spec §7 GET /blog, page 1, three posts). */
export function LatestPosts({ posts }: { posts: BlogPostSummary[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="posts-heading">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="posts-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {t("home.posts.title")}
        </h2>
        <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
          {t("home.posts.all")}
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
