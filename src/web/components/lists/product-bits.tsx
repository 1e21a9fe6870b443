import { Link } from "react-router";

import type { ProductSnapshot } from "../../../domain/lists.ts";
import type { StockAvailability } from "../../../domain/stock.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";
import { useProductActions } from "../../lib/use-product-actions.ts";
import { Price } from "../ui/price.tsx";
import { RatingStars } from "../ui/rating-stars.tsx";
import { needsOptions, snapshotAvailability } from "./product-facts.ts";

/** spec §9: the selling price, and the original one struck through when discounted. */
export function SnapshotPrice({ product }: { product: ProductSnapshot }) {
  return <Price product={product} className="inline-flex flex-wrap items-baseline gap-x-2" />;
}

const AVAILABILITY_STYLE: Record<StockAvailability, string> = {
  "out-of-stock": "bg-slate-100 text-slate-700",
  "low-stock": "bg-amber-50 text-amber-900",
  "in-stock": "bg-emerald-50 text-emerald-800",
  "high-stock": "bg-emerald-50 text-emerald-800",
};

export function AvailabilityPill({ product }: { product: ProductSnapshot }) {
  const { t } = useTranslation();
  const availability = snapshotAvailability(product);
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${AVAILABILITY_STYLE[availability]}`}>
      {t(`common.availability.${availability}`)}
    </span>
  );
}

/** Stars for the average rating and the number of reviews, or a word when there is none. */
export function SnapshotRating({ rating, reviews, noneLabel }: { rating: number; reviews: number; noneLabel: string }) {
  const { t } = useTranslation();
  if (reviews === 0) return <span className="text-sm text-slate-500">{noneLabel}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 text-sm">
      <RatingStars rating={rating} />
      <span className="text-slate-600">{t("common.product.reviews", { count: reviews })}</span>
    </span>
  );
}

/**
 * Add to cart from a list: a product with options goes to its page to choose them; one out of
 * stock cannot be added. The product stays in its list (spec §4 names no removal on add).
 */
export function ListAddToCart({
  product,
  chooseOptionsLabel,
  className = "",
}: {
  product: ProductSnapshot;
  chooseOptionsLabel: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const text = useText();
  const { addToCart } = useProductActions();
  const name = text(product.title);
  const outOfStock = snapshotAvailability(product) === "out-of-stock";
  const style = `inline-flex items-center justify-center whitespace-nowrap rounded-lg px-4 py-2 text-sm font-semibold ${className}`;
  if (needsOptions(product) && !outOfStock) {
    return (
      <Link
        to={`/product/${product.slug}`}
        aria-label={`${chooseOptionsLabel}: ${name}`}
        className={`${style} border border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        {chooseOptionsLabel}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={outOfStock}
      onClick={() => addToCart(product)}
      aria-label={`${t("common.product.addToCart")}: ${name}`}
      className={`${style} bg-brand-700 text-white hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600`}
    >
      {t("common.product.addToCart")}
    </button>
  );
}
