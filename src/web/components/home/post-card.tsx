import { Link } from "react-router";

import { dateTimeFormat } from "../../../domain/intl-formats.ts";
import type { LocalizedText } from "../../../domain/locales.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLocale, useShopTimeZone, useShownText, useText } from "../../lib/use-preferences.ts";

/** What a card needs of a blog post (spec §7 GET /blog). */
export interface BlogPostSummary {
  slug: string;
  title: LocalizedText;
  excerpt: LocalizedText;
  image: string;
  author: string;
  /** The department the post is filed under (lib/post-summaries.server.ts). */
  categoryName: LocalizedText | null;
  date: string;
}

/** A date in the shopper's language ("11 February 2025", "11 февраля 2025 г."). */
export function useFormatDate(): (iso: string) => string {
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  return (iso: string) => dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone }).format(new Date(iso));
}

/**
 * A post as a card. Titles are stored in every language; the excerpt is shown only in the reader's
 * language (a card is too small to say that its excerpt is in English).
 */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const text = useText();
  const excerpt = useShownText()(post.excerpt);
  const formatDate = useFormatDate();
  const categoryName = post.categoryName ? text(post.categoryName) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <img src={post.image} alt="" loading="lazy" width={640} height={360} className="aspect-video w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {categoryName ? <span>{categoryName} · </span> : null}
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <Heading className="text-lg leading-snug font-bold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {text(post.title)}
          </Link>
        </Heading>
        {excerpt.text && !excerpt.fallback ? <p className="line-clamp-3 text-sm text-slate-600">{excerpt.text}</p> : null}
        <p className="mt-auto pt-2 text-sm text-slate-500">{t("home.posts.by", { author: post.author })}</p>
      </div>
    </article>
  );
}
