import { Link, useNavigate } from "react-router";

import type { DistinguishingFacts } from "../../domain/distinguishing-facts.ts";
import { pictureSources } from "../../domain/picture-sources.ts";
import type { ProductView } from "../../domain/product.ts";
import { availabilityFromStock, type Badge, badgesOf } from "../../domain/stock.ts";
import { useTranslation } from "../i18n/translator.ts";
import { useText } from "../lib/use-preferences.ts";
import { useProductActions } from "../lib/use-product-actions.ts";
import { CartIcon, CompareIcon, EyeIcon, HeartIcon } from "./listing/icons.tsx";
import { useListToggles } from "./listing/use-list-toggles.ts";
import { useQuickViewStore } from "./quick-view/quick-view-store.ts";
import { Price } from "./ui/price.tsx";
import { RatingStars } from "./ui/rating-stars.tsx";
import { FitBadge } from "./vehicle/fit-badge.tsx";

const BADGE_STYLE: Record<Badge, string> = {
  sale: "bg-red-700 text-white",
  low_stock: "bg-amber-100 text-amber-900",
  high_stock: "bg-emerald-100 text-emerald-900",
  out_of_stock: "bg-slate-700 text-white",
};

/**
 * A product in a listing or a row: picture, badges (spec §4), name, rating, price and
 * compare-at price (spec §9), add to cart, wishlist, compare and quick view. The picture is the
 * first link and the name the second (the purchase journey relies on it). The grid card's looks
 * are named classes in app.css: the home page draws it fifty times.
 */
export function ProductCard({
  product,
  variant = "grid",
  first = false,
}: {
  product: ProductView;
  variant?: "grid" | "list";
  /** In the first row of a listing: its picture is what the shopper sees first, so it loads at once. */
  first?: boolean;
}) {
  const text = useText();
  const name = text(product.title);
  const href = `/product/${product.slug}`;
  const outOfStock = availabilityFromStock(product.stock) === "out-of-stock";
  const list = variant === "list";

  const picture = (
    <div className={list ? "relative w-28 shrink-0 sm:w-44" : "relative"}>
      <Link
        to={href}
        // A part with no picture yet (just added in the back office) still names where its picture leads.
        aria-label={product.images[0] ? undefined : name}
        className={list ? "block aspect-square overflow-hidden rounded-lg bg-slate-100" : "card-picture"}
      >
        {product.images[0] ? (
          <img
            {...pictureSources(product.images[0], list ? 176 : 320)}
            // Four or five cards a row on a wide screen, two on a phone; the list's picture is narrow.
            sizes={list ? "(min-width: 640px) 176px, 112px" : "(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"}
            alt={name}
            loading={first ? "eager" : "lazy"}
            fetchPriority={first ? "high" : undefined}
            width={700}
            height={700}
            className="card-image"
          />
        ) : null}
      </Link>
      <Badges product={product} />
      {list ? null : (
        <div className="card-actions">
          <ListButtons product={product} />
        </div>
      )}
    </div>
  );

  const price = (
    <Price
      product={product}
      className={list ? "flex flex-wrap items-baseline gap-x-2 sm:justify-end" : "card-price"}
      priceClassName={list ? "text-xl font-bold text-slate-900" : "card-price-now"}
    />
  );

  const info = (
    <>
      {/* A card whose title repeats on the page says its number below the title, in full. */}
      <p className="card-meta">
        {product.brand.name}
        {product.facts ? null : (
          <>
            {" "}
            · <span dir="ltr">{product.partNumber}</span>
          </>
        )}
      </p>
      <h3 className={list ? "text-base leading-snug font-semibold text-slate-900 sm:text-lg" : "card-title"}>
        <Link to={href} className="card-link">
          {name}
        </Link>
      </h3>
      {product.facts ? <CardFacts facts={product.facts} /> : null}
      <FitBadge productId={product.id} variant="card" />
      {product.reviewCount > 0 ? <RatingStars rating={product.rating} reviews={product.reviewCount} /> : null}
    </>
  );

  if (list) {
    return (
      <article className="group grid w-full min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:shadow-md sm:grid-cols-[auto_minmax(0,1fr)_13rem] sm:gap-x-6 sm:p-4">
        {picture}
        <div className="flex min-w-0 flex-col gap-1.5">
          {info}
          {text(product.excerpt) ? <p className="line-clamp-3 text-sm text-slate-600">{text(product.excerpt)}</p> : null}
        </div>
        <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 border-t border-slate-100 pt-3 sm:col-span-1 sm:flex sm:flex-col sm:items-stretch sm:border-s sm:border-t-0 sm:ps-6 sm:pt-0">
          {price}
          <div className="flex gap-2 sm:order-last sm:justify-end">
            <ListButtons product={product} />
          </div>
          <div className="col-span-2">
            <CartButton product={product} outOfStock={outOfStock} />
          </div>
        </div>
      </article>
    );
  }

  return (
    <article className="group card">
      {picture}
      <div className="card-body">
        {info}
        <div className="card-buy">
          {price}
          <CartButton product={product} outOfStock={outOfStock} />
        </div>
      </div>
    </article>
  );
}

/** What tells a card apart from those of the same title (distinguishingFacts): its number, and the spec they do not share. */
function CardFacts({ facts }: { facts: DistinguishingFacts }) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
      <span>
        {t("product.card.partNumber")} <bdi className="inline-block wrap-anywhere">{facts.partNumber}</bdi>
      </span>
      {facts.spec ? (
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-semibold text-slate-800">
          {text(facts.spec.name)}: <bdi>{facts.spec.value}</bdi>
        </span>
      ) : null}
    </p>
  );
}

function Badges({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const badges = badgesOf(product);
  if (badges.length === 0) return null;
  return (
    <ul className="card-badges">
      {badges.map((badge) => (
        <li key={badge} className={`card-badge ${BADGE_STYLE[badge]}`}>
          {t(`common.badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}

/** Opens the quick view when a dialog is on the page; otherwise goes to the product page. */
function useOpenQuickView(product: ProductView) {
  const navigate = useNavigate();
  return (trigger: HTMLElement) => {
    const quickView = useQuickViewStore.getState();
    if (quickView.hosts > 0) quickView.request(product.id, trigger);
    else void navigate(`/product/${product.slug}`);
  };
}

function CartButton({ product, outOfStock }: { product: ProductView; outOfStock: boolean }) {
  const { t } = useTranslation();
  const { addToCart } = useProductActions();
  const openQuickView = useOpenQuickView(product);
  const loading = useQuickViewStore((s) => s.pending?.id === product.id);
  // spec §5: each option is required, so a part with options is chosen in the quick view.
  const needsOptions = product.options.length > 0;
  return (
    <button
      type="button"
      disabled={outOfStock}
      aria-busy={loading || undefined}
      onClick={(event) => (needsOptions ? openQuickView(event.currentTarget) : addToCart(product))}
      className="card-cart"
    >
      <CartIcon className="size-4 shrink-0" />
      <span className="truncate">{needsOptions && !outOfStock ? t("listing.card.chooseOptions") : t("common.product.addToCart")}</span>
    </button>
  );
}

/** In app.css: a round icon button, pressed when the part is in the list. */
const ICON_BUTTON = "card-action";

/** Wishlist, compare and quick view: icon buttons, pressed when the part is already in the list. */
function ListButtons({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const { inWishlist, inCompare, toggleWishlist, toggleCompare } = useListToggles(product);
  const openQuickView = useOpenQuickView(product);
  const loading = useQuickViewStore((s) => s.pending?.id === product.id);

  return (
    <>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-pressed={inWishlist}
        aria-label={t("common.product.addToWishlist")}
        title={t("common.product.addToWishlist")}
        onClick={toggleWishlist}
      >
        <HeartIcon className="size-[18px]" filled={inWishlist} />
      </button>
      <button
        type="button"
        className={ICON_BUTTON}
        aria-pressed={inCompare}
        aria-label={t("common.product.addToCompare")}
        title={t("common.product.addToCompare")}
        onClick={toggleCompare}
      >
        <CompareIcon className="size-[18px]" />
      </button>
      <button
        type="button"
        className={loading ? `${ICON_BUTTON} animate-pulse` : ICON_BUTTON}
        aria-label={t("common.product.quickView")}
        title={t("common.product.quickView")}
        aria-busy={loading || undefined}
        aria-haspopup="dialog"
        onClick={(event) => openQuickView(event.currentTarget)}
      >
        <EyeIcon className="size-[18px]" />
      </button>
    </>
  );
}
