import { useTranslation } from "react-i18next";

import { StarIcon } from "./icons.tsx";

/**
 * Five stars filled to the rating (quarters shown as partial stars), named for screen readers
 * ("Rated 4.3 out of 5"). With `reviews`, the number of reviews follows: "(12)" on screen,
 * "12 reviews" for screen readers.
 */
export function RatingStars({
  rating,
  reviews,
  className = "h-4 w-4",
}: {
  rating: number;
  reviews?: number | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const rounded = Math.round(rating * 10) / 10;
  const stars = (
    <span role="img" aria-label={t("common.product.rating", { rating: rounded })} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        return (
          <span key={i} className="relative inline-block">
            <StarIcon className={`${className} text-slate-300`} />
            {fill > 0 ? (
              // The filled part grows from the inline start, so it mirrors in rtl.
              <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${Math.round(fill * 4) * 25}%` }}>
                <StarIcon className={`${className} text-amber-500`} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
  if (reviews === undefined) return stars;
  return (
    <span className="inline-flex items-center gap-1">
      {stars}
      <span className="text-xs text-slate-600">
        <span aria-hidden="true">({reviews})</span>
        <span className="sr-only">{t("common.product.reviews", { count: reviews })}</span>
      </span>
    </span>
  );
}

/** Stars alone, for the rating filter: the label beside them names the choice. */
export function StarsOnly({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="inline-flex">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={`h-4 w-4 ${star <= count ? "text-amber-500" : "text-slate-300"}`} />
      ))}
    </span>
  );
}
