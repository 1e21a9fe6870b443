import { useId, useState } from "react";

import {
  type AddToCartError,
  ERROR_ADD_TO_CART_OPTIONS,
  ERROR_ADD_TO_CART_QUANTITY,
  maxLineQuantity,
  validateAddToCartForm,
} from "../../../domain/add-to-cart.ts";
import { MIN_CART_QUANTITY } from "../../../domain/checkout.ts";
import { type ProductDetailView, toProductView } from "../../../domain/product.ts";
import { availabilityFromStock } from "../../../domain/stock.ts";
import { pricesVary, productAsChosen } from "../../../domain/variants.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useAddToCartMessage } from "../../lib/use-add-to-cart-message.ts";
import { shownTextAttributes, useShownText, useText } from "../../lib/use-preferences.ts";
import { useProductActions } from "../../lib/use-product-actions.ts";
import { CartIcon, CompareIcon, HeartIcon } from "../listing/icons.tsx";
import { useListToggles } from "../listing/use-list-toggles.ts";
import { OptionPicker } from "../product/option-picker.tsx";
import { Price } from "../ui/price.tsx";
import { QuantityInput } from "../ui/quantity-input.tsx";
import { RatingStars } from "../ui/rating-stars.tsx";

const AVAILABILITY_STYLE = {
  "out-of-stock": "text-red-700",
  "low-stock": "text-amber-700",
  "in-stock": "text-emerald-700",
  "high-stock": "text-emerald-700",
} as const;

/** The quick view's content: a small gallery, the facts of the part and its add-to-cart form. */
export function QuickViewDetails({ product, titleId, onAdded }: { product: ProductDetailView; titleId: string; onAdded: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const excerpt = useShownText()(product.excerpt);
  const name = text(product.title);
  // The option values chosen so far; once they name a variant, its price, number and units are shown.
  const [choices, setChoices] = useState<Record<string, string>>({});
  const chosen = productAsChosen(product, choices);
  const availability = availabilityFromStock(chosen.stock);

  return (
    <div className="grid gap-6 p-5 sm:grid-cols-2 sm:gap-8 sm:p-8">
      <Gallery key={chosen.images[0]} images={chosen.images} name={name} />
      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm font-semibold text-brand-700">{product.brand.name}</p>
        <h2 id={titleId} className="text-xl font-black leading-tight text-slate-900 sm:text-2xl">
          {name}
        </h2>
        {product.reviewCount > 0 ? <RatingStars rating={product.rating} reviews={product.reviewCount} /> : null}
        <Price
          product={chosen}
          from={chosen === product && pricesVary(product)}
          className="flex flex-wrap items-baseline gap-x-3"
          priceClassName="text-2xl font-bold"
          wasClassName="text-slate-500"
        />
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-600">{t("listing.quickView.availability")}</dt>
          <dd className={`font-semibold ${AVAILABILITY_STYLE[availability]}`}>{t(`common.availability.${availability}`)}</dd>
          <dt className="text-slate-600">{t("common.product.partNumber")}</dt>
          <dd>
            <span dir="ltr">{chosen.partNumber}</span>
          </dd>
        </dl>
        {excerpt.text ? (
          <p {...shownTextAttributes(excerpt)} className="text-sm text-slate-700">
            {excerpt.text}
          </p>
        ) : null}
        <AddToCartForm
          product={product}
          choices={choices}
          onChoose={(option, value) => setChoices((c) => ({ ...c, [option]: value }))}
          onAdded={onAdded}
        />
      </div>
    </div>
  );
}

function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="mx-auto flex w-full max-w-[15rem] flex-col gap-3 sm:max-w-none">
      <div className="aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {current ? <img src={current} alt={name} width={700} height={700} className="h-full w-full object-cover" /> : null}
      </div>
      {images.length > 1 ? (
        <div className="flex justify-center gap-2 overflow-x-auto sm:justify-start">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t("listing.quickView.image", { number: i + 1 })}
              aria-pressed={i === index}
              className="h-16 w-16 shrink-0 overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-brand-600"
            >
              <img src={src} alt="" width={64} height={64} className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function AddToCartForm({
  product,
  choices,
  onChoose,
  onAdded,
}: {
  product: ProductDetailView;
  choices: Readonly<Record<string, string>>;
  onChoose: (optionSlug: string, valueSlug: string) => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const message = useAddToCartMessage();
  const alertId = useId();
  const { addToCart } = useProductActions();
  const { inWishlist, inCompare, toggleWishlist, toggleCompare } = useListToggles(product);
  const [quantity, setQuantity] = useState("1");
  // The first failure of the last try (spec §5, §8: one alert, the quantity's first).
  const [failure, setFailure] = useState<AddToCartError | null>(null);
  // What goes into the cart: the variant the choices name, with its price, numbers and units.
  const chosen = productAsChosen(product, choices);
  const outOfStock = availabilityFromStock(chosen.stock) === "out-of-stock";
  const max = maxLineQuantity(chosen.stock);
  const missing = new Set(failure?.code === ERROR_ADD_TO_CART_OPTIONS ? failure.missing.map((o) => o.slug) : []);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateAddToCartForm(product.options, { quantity, options: choices }, max);
    if (!result.ok) {
      setFailure(result.errors[0] ?? null);
      return;
    }
    setFailure(null);
    addToCart(toProductView(chosen), result.options, result.quantity);
    onAdded();
  }

  const quantityInvalid = failure?.code === ERROR_ADD_TO_CART_QUANTITY;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-col gap-4 border-t border-slate-100 pt-4">
      <OptionPicker
        product={product}
        choices={choices}
        onChoose={(option, value) => {
          onChoose(option, value);
          setFailure(null);
        }}
        missing={missing}
        describedBy={alertId}
        compact
      />
      <div className="flex flex-wrap items-end gap-3">
        <QuantityInput
          name="quantity"
          label={t("product.quantity.label")}
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            setFailure(null);
          }}
          min={MIN_CART_QUANTITY}
          max={max}
          invalid={quantityInvalid}
          describedBy={quantityInvalid ? alertId : undefined}
        />
        <button
          type="submit"
          disabled={outOfStock}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600"
        >
          <CartIcon className="h-5 w-5" />
          {t("common.product.addToCart")}
        </button>
      </div>
      {failure ? (
        <p id={alertId} role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message(failure)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={inWishlist}
          onClick={toggleWishlist}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        >
          <HeartIcon className="h-4 w-4" filled={inWishlist} />
          {t("common.product.addToWishlist")}
        </button>
        <button
          type="button"
          aria-pressed={inCompare}
          onClick={toggleCompare}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700"
        >
          <CompareIcon className="h-4 w-4" />
          {t("common.product.addToCompare")}
        </button>
      </div>
    </form>
  );
}
