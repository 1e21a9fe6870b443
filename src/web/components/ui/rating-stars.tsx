import { useTranslation } from "../../i18n/translator.ts";
import { SpriteIcon } from "./sprite-icon.tsx";

/**
 * Five stars filled to the rating (quarters shown as partial stars), named for screen readers
 * ("Rated 4.3 out of 5"). With `reviews`, the number of reviews follows: "(12)" on screen,
 * "12 reviews" for screen readers.
 */
export function RatingStars({ rating, reviews, size = "md" }: { rating: number; reviews?: number | undefined; size?: "md" | "lg" }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating * 10) / 10;
  // One row of five stars, and the same row in amber clipped to the rating (to the quarter star);
  // the clip grows from the inline start, so it mirrors in rtl.
  const filled = (Math.round(Math.max(0, Math.min(5, rating)) * 4) / 4) * 20;
  const row = `${size === "lg" ? "h-5 w-[6.25rem]" : "h-4 w-20"} max-w-none fill-current`;
  const stars = (
    <span role="img" aria-label={t("common.product.rating", { rating: rounded })} className="relative inline-block">
      <SpriteIcon name="stars" className={`${row} text-slate-300`} />
      {filled > 0 ? (
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${filled}%` }}>
          <SpriteIcon name="stars" className={`${row} text-amber-500`} />
        </span>
      ) : null}
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
    <span aria-hidden="true" className="relative inline-block">
      <SpriteIcon name="stars" className="h-4 w-20 max-w-none fill-current text-slate-300" />
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${count * 20}%` }}>
        <SpriteIcon name="stars" className="h-4 w-20 max-w-none fill-current text-amber-500" />
      </span>
    </span>
  );
}
