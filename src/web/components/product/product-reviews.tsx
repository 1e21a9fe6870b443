import { useRef } from "react";
import { Link } from "react-router";

import { dateTimeFormat } from "../../../domain/intl-formats.ts";
import type { Review } from "../../../domain/schemas/catalog.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useHeldSubmits } from "../../lib/held-submits.ts";
import { lazyComponent } from "../../lib/lazy-component.tsx";
import { useLocale, useShopTimeZone } from "../../lib/use-preferences.ts";
import { CheckIcon } from "../ui/icons.tsx";
import { RatingStars } from "../ui/rating-stars.tsx";
import type { FormReply } from "../ui/use-shop-form.ts";

/** What the product page's action answers to a posted review: posted or not, and Conform's reply. */
export interface ReviewActionData {
  ok: boolean;
  /** Posted, and waiting for the shop's staff before it shows. */
  held?: boolean;
  result: FormReply;
}

/**
 * The review form checks what is typed with the review schema (zod and Conform, 40 KB gzipped):
 * its code comes when the reviews tab is opened or pointed at (`loadReviewForm`), not with the page.
 */
const ReviewForm = lazyComponent(() => import("./review-form.tsx").then((module) => module.ReviewForm), {
  fallback: <div className="min-h-96 rounded-xl border border-slate-200 bg-white" aria-busy="true" />,
});
export const loadReviewForm = ReviewForm.load;

/** The query parameter of the reviews page (spec §9: 8 reviews a page). */
export const REVIEWS_PAGE_PARAM = "reviewsPage";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

export function ProductReviews({
  rating,
  reviewCount,
  reviews,
  actionData,
}: {
  rating: number;
  reviewCount: number;
  reviews: { data: Review[]; pagination: Pagination };
  actionData: ReviewActionData | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The server and the browser must print the same date: the shop's clock for both.
  const date = dateTimeFormat(locale, { dateStyle: "long", timeZone: useShopTimeZone() });
  const { page, totalPages } = reviews.pagination;
  // A review sent before the form's code has come is held, not posted as a page load.
  const box = useRef<HTMLDivElement>(null);
  useHeldSubmits(box, loadReviewForm);

  return (
    <div ref={box} className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-slate-100 px-5 py-4">
          <p className="text-4xl font-black tabular-nums">{reviewCount > 0 ? rating.toFixed(1) : "—"}</p>
          <div>
            <RatingStars rating={rating} size="lg" />
            <p className="text-sm text-slate-600">{t("product.reviews.basedOn", { count: reviewCount })}</p>
          </div>
        </div>

        {reviews.data.length === 0 ? (
          <p className="mt-6 text-slate-600">{reviewCount === 0 ? t("product.reviews.empty") : t("product.reviews.pageEmpty")}</p>
        ) : (
          <ol className="mt-6 divide-y divide-slate-200" aria-label={t("product.reviews.list")}>
            {reviews.data.map((review) => (
              <li key={review.id} className="flex gap-4 py-5">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-slate-200 font-bold text-slate-700"
                >
                  {review.avatar ? (
                    <img src={review.avatar} alt="" width={44} height={44} className="h-full w-full rounded-full object-cover" />
                  ) : (
                    initials(review.author)
                  )}
                </span>
                <article className="min-w-0 flex-1">
                  <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 className="font-semibold text-slate-900">{review.author}</h3>
                    <time dateTime={review.date} className="text-sm text-slate-600">
                      {date.format(new Date(review.date))}
                    </time>
                  </header>
                  <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <RatingStars rating={review.rating} />
                    {review.verified ? (
                      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                        <CheckIcon className="h-3.5 w-3.5" />
                        {t("product.reviews.verified")}
                      </span>
                    ) : null}
                  </div>
                  <p dir="auto" className="mt-2 break-words whitespace-pre-line text-slate-700">
                    {review.content}
                  </p>
                  {review.reply ? (
                    <section
                      aria-label={t("product.reviews.reply")}
                      className="mt-3 rounded-lg border-s-4 border-brand-600 bg-slate-50 px-4 py-3"
                    >
                      <h4 className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm font-semibold text-slate-900">
                        {t("product.reviews.reply")}
                        <time dateTime={review.reply.date} className="text-xs font-normal text-slate-600">
                          {date.format(new Date(review.reply.date))}
                        </time>
                      </h4>
                      <p dir="auto" className="mt-1 break-words whitespace-pre-line text-sm text-slate-700">
                        {review.reply.content}
                      </p>
                    </section>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        )}

        {totalPages > 1 ? (
          <nav aria-label={t("product.reviews.pages")} className="mt-4 flex flex-wrap items-center gap-2">
            <PageLink page={page - 1} disabled={page <= 1} label={t("product.reviews.previous")} />
            {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                to={`?${REVIEWS_PAGE_PARAM}=${n}`}
                preventScrollReset
                aria-current={n === page ? "page" : undefined}
                aria-label={t("product.reviews.page", { page: n })}
                className={`flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold ${
                  n === page
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-slate-500"
                }`}
              >
                {n}
              </Link>
            ))}
            <PageLink page={page + 1} disabled={page >= totalPages} label={t("product.reviews.next")} />
          </nav>
        ) : null}
      </div>

      <ReviewForm actionData={actionData} />
    </div>
  );
}

function PageLink({ page, disabled, label }: { page: number; disabled: boolean; label: string }) {
  const className = "flex h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold";
  if (disabled)
    return (
      <span className={`${className} text-slate-400`} aria-disabled="true">
        {label}
      </span>
    );
  return (
    <Link to={`?${REVIEWS_PAGE_PARAM}=${page}`} preventScrollReset className={`${className} text-slate-700 hover:border-slate-500`}>
      {label}
    </Link>
  );
}
