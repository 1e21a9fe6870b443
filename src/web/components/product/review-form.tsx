import { useId } from "react";
import { useFetcher } from "react-router";

import { REVIEW_AUTHOR_LENGTH, REVIEW_CONTENT_LENGTH, type ReviewField, ReviewInputSchema } from "../../../domain/schemas/review.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useLiveForm } from "../../lib/held-submits.ts";
import { reviewProblem } from "../ui/form-problems.ts";
import { StarIcon } from "../ui/icons.tsx";
import { useShopForm } from "../ui/use-shop-form.ts";
import type { ReviewActionData } from "./product-reviews.tsx";

// The stars up to the chosen one light up, without script: the group looks at which radio is checked.
const STAR_FILL = [
  "[&:has(>label:nth-of-type(1)>input:checked)>label:nth-of-type(-n+1)]:text-amber-500",
  "[&:has(>label:nth-of-type(2)>input:checked)>label:nth-of-type(-n+2)]:text-amber-500",
  "[&:has(>label:nth-of-type(3)>input:checked)>label:nth-of-type(-n+3)]:text-amber-500",
  "[&:has(>label:nth-of-type(4)>input:checked)>label:nth-of-type(-n+4)]:text-amber-500",
  "[&:has(>label:nth-of-type(5)>input:checked)>label:nth-of-type(-n+5)]:text-amber-500",
].join(" ");

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
export function ReviewForm({ actionData }: { actionData: ReviewActionData | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReviewActionData>();
  const id = useId();
  const result = fetcher.data ?? actionData;
  const submitting = fetcher.state !== "idle";
  // A posted review empties the form (its reply resets it); a refused one keeps what was typed.
  const { form, fields, formRef, formProps } = useShopForm(ReviewInputSchema, { id: `${id}-form`, lastResult: result?.result });
  useLiveForm(formRef);
  const errors: Partial<Record<ReviewField, "required" | "tooShort" | "tooLong">> = {
    author: reviewProblem("author", fields.author.errors),
    rating: reviewProblem("rating", fields.rating.errors),
    content: reviewProblem("content", fields.content.errors),
  };
  const posted = !submitting && result?.ok === true;
  const formError = form.errors?.[0];

  const errorId = (field: ReviewField) => `${id}-${field}-error`;
  // A field's message, under it, named by its aria-describedby.
  const fieldError = (field: ReviewField) => {
    const error = errors[field];
    return error ? (
      <p id={errorId(field)} className="mt-1 text-sm text-red-700">
        {t(`product.reviews.form.errors.${field}.${error}`, LIMITS[field])}
      </p>
    ) : null;
  };
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
          {fieldError("author")}
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
          {fieldError("rating")}
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
          {fieldError("content")}
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
          {posted ? t(result.held ? "product.reviews.form.held" : "product.reviews.form.posted") : ""}
        </p>
      </fetcher.Form>
    </section>
  );
}
