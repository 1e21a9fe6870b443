import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";

import type { Review } from "../../../domain/schemas/catalog.ts";
import type { Pagination } from "../../../domain/schemas/common.ts";
import { REVIEW_AUTHOR_LENGTH, REVIEW_CONTENT_LENGTH, ReviewInputSchema, type ReviewField } from "../../../domain/schemas/review.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import { reviewProblem } from "../ui/form-problems.ts";
import { StarIcon } from "../ui/icons.tsx";
import { useShopForm, type FormReply } from "../ui/use-shop-form.ts";
import { RatingStars } from "../ui/rating-stars.tsx";

/** What the product page's action answers to a posted review: posted or not, and Conform's reply. */
export interface ReviewActionData {
  ok: boolean;
  result: FormReply;
}

/** The query parameter of the reviews page (spec §9: 8 reviews a page). */
export const REVIEWS_PAGE_PARAM = "reviewsPage";

// The stars up to the chosen one light up, without script: the group looks at which radio is checked.
const STAR_FILL = [
  "[&:has(>label:nth-of-type(1)>input:checked)>label:nth-of-type(-n+1)]:text-amber-500",
  "[&:has(>label:nth-of-type(2)>input:checked)>label:nth-of-type(-n+2)]:text-amber-500",
  "[&:has(>label:nth-of-type(3)>input:checked)>label:nth-of-type(-n+3)]:text-amber-500",
  "[&:has(>label:nth-of-type(4)>input:checked)>label:nth-of-type(-n+4)]:text-amber-500",
  "[&:has(>label:nth-of-type(5)>input:checked)>label:nth-of-type(-n+5)]:text-amber-500",
].join(" ");

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
  // The server and the browser must print the same date: one time zone for both.
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const { page, totalPages } = reviews.pagination;

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
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
                  <div className="mt-1">
                    <RatingStars rating={review.rating} />
                  </div>
                  <p className="mt-2 break-words whitespace-pre-line text-slate-700">{review.content}</p>
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

const LIMITS: Record<ReviewField, { min: number; max: number }> = {
  author: REVIEW_AUTHOR_LENGTH,
  content: REVIEW_CONTENT_LENGTH,
  rating: { min: 1, max: 5 },
};

/**
 * spec §3 Review: author, rating and content, posted to the product route's action (with or
 * without script). Our rules (spec §5 leaves them "not shown") are checked here first, and
 * again by the server; the messages sit next to their fields.
 */
function ReviewForm({ actionData }: { actionData: ReviewActionData | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReviewActionData>();
  const id = useId();
  const result = fetcher.data ?? actionData;
  const submitting = fetcher.state !== "idle";
  // A posted review empties the form (its reply resets it); a refused one keeps what was typed.
  const { form, fields, formProps } = useShopForm(ReviewInputSchema, { id: `${id}-form`, lastResult: result?.result });
  const errors: Partial<Record<ReviewField, "required" | "tooShort" | "tooLong">> = {
    author: reviewProblem("author", fields.author.errors),
    rating: reviewProblem("rating", fields.rating.errors),
    content: reviewProblem("content", fields.content.errors),
  };
  const posted = !submitting && result?.ok === true;
  const formError = form.errors?.[0];

  const errorText = (field: ReviewField, error: "required" | "tooShort" | "tooLong") =>
    t(`product.reviews.form.errors.${field}.${error}`, LIMITS[field]);
  const errorId = (field: ReviewField) => `${id}-${field}-error`;
  const fieldClass = (field: ReviewField) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base ${errors[field] ? "border-red-600" : "border-slate-300"} focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/30`;

  return (
    <section aria-labelledby={`${id}-title`} className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t("product.reviews.form.title")}
      </h3>
      <fetcher.Form {...formProps} method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="review" />
        <div>
          <label htmlFor={`${id}-author`} className="text-sm font-semibold text-slate-800">
            {t("product.reviews.form.author")}
          </label>
          <input
            id={`${id}-author`}
            name="author"
            autoComplete="name"
            maxLength={REVIEW_AUTHOR_LENGTH.max}
            defaultValue={fields.author.initialValue}
            aria-invalid={errors.author ? true : undefined}
            aria-describedby={errors.author ? errorId("author") : undefined}
            className={fieldClass("author")}
          />
          {errors.author ? (
            <p id={errorId("author")} className="mt-1 text-sm text-red-700">
              {errorText("author", errors.author)}
            </p>
          ) : null}
        </div>

        <fieldset aria-describedby={errors.rating ? errorId("rating") : undefined}>
          <legend className="text-sm font-semibold text-slate-800">{t("product.reviews.form.rating")}</legend>
          <div className={`mt-1 flex gap-1 text-slate-300 ${STAR_FILL}`}>
            {[1, 2, 3, 4, 5].map((stars) => (
              <label
                key={stars}
                className="relative cursor-pointer rounded p-0.5 hover:text-amber-400 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-500"
              >
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  defaultChecked={fields.rating.initialValue === String(stars)}
                  aria-invalid={errors.rating ? true : undefined}
                  className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                />
                <StarIcon className="h-8 w-8" />
                <span className="sr-only">{t("product.reviews.stars", { count: stars })}</span>
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id={errorId("rating")} className="mt-1 text-sm text-red-700">
              {errorText("rating", errors.rating)}
            </p>
          ) : null}
        </fieldset>

        <div>
          <label htmlFor={`${id}-content`} className="text-sm font-semibold text-slate-800">
            {t("product.reviews.form.content")}
          </label>
          <textarea
            id={`${id}-content`}
            name="content"
            rows={5}
            maxLength={REVIEW_CONTENT_LENGTH.max}
            defaultValue={fields.content.initialValue}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={`${id}-content-hint${errors.content ? ` ${errorId("content")}` : ""}`}
            className={fieldClass("content")}
          />
          <p id={`${id}-content-hint`} className="mt-1 text-xs text-slate-600">
            {t("product.reviews.form.contentHint", REVIEW_CONTENT_LENGTH)}
          </p>
          {errors.content ? (
            <p id={errorId("content")} className="mt-1 text-sm text-red-700">
              {errorText("content", errors.content)}
            </p>
          ) : null}
        </div>

        {formError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t(`product.reviews.form.${formError}`)}
          </p>
        ) : null}

        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-wait disabled:opacity-70"
        >
          {submitting ? t("product.reviews.form.submitting") : t("product.reviews.form.submit")}
        </button>
        <p role="status" className={posted ? "rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800" : "sr-only"}>
          {posted ? t("product.reviews.form.posted") : ""}
        </p>
      </fetcher.Form>
    </section>
  );
}
