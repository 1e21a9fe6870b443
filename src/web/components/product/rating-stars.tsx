import { useTranslation } from "react-i18next";

import { StarIcon } from "../ui/icons.tsx";

/** Five stars filled to the rating (quarters shown as partial stars), named for screen readers. */
export function RatingStars({ rating, className = "h-4 w-4" }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const rounded = Math.round(rating * 10) / 10;
  return (
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
}
