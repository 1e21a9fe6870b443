import { useTranslation } from "react-i18next";

import { StarIcon } from "./icons.tsx";

/** Five stars for a rating, read out as "Rated 4.3 out of 5" (the stars themselves are drawings). */
export function RatingStars({ rating, reviews, size = "h-4 w-4" }: { rating: number; reviews?: number; size?: string }) {
  const { t } = useTranslation();
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={t("common.product.rating", { rating })} className="inline-flex">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} filled={star <= full} className={size} />
        ))}
      </span>
      {reviews !== undefined ? (
        <span className="text-xs text-slate-600">
          <span aria-hidden="true">({reviews})</span>
          <span className="sr-only">{t("common.product.reviews", { count: reviews })}</span>
        </span>
      ) : null}
    </span>
  );
}

/** Stars alone, for the rating filter: the label beside them names the choice. */
export function StarsOnly({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= count} />
      ))}
    </span>
  );
}
