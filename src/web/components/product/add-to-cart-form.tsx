import { useId, useState } from "react";
import { Link } from "react-router";

import { maxLineQuantity, validateAddToCartForm } from "../../../domain/add-to-cart.ts";
import { MIN_CART_QUANTITY } from "../../../domain/checkout.ts";
import { type ProductDetailView, toProductView } from "../../../domain/product.ts";
import { productAsChosen, variantMatching } from "../../../domain/variants.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useAddToCartMessage } from "../../lib/use-add-to-cart-message.ts";
import { useProductActions } from "../../lib/use-product-actions.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { CartIcon, CheckIcon, CompareIcon, HeartIcon } from "../ui/icons.tsx";
import { QuantityInput } from "../ui/quantity-input.tsx";
import { BackInStockForm } from "./back-in-stock-form.tsx";
import { OptionPicker } from "./option-picker.tsx";

/**
 * spec §3 Add-to-cart form (quantity default 1, an option map), §5 its validation (every
 * option required, chosen by radio; quantity at least 1, non-numeric treated as 1) and §8 its
 * alerts. A valid form adds to the cart with the spec's toast.
 */
export function AddToCartForm({
  product,
  choices,
  onChoose,
}: {
  product: ProductDetailView;
  /** The chosen option values: the page shows the variant they name beside the form. */
  choices: Readonly<Record<string, string>>;
  onChoose: (optionSlug: string, valueSlug: string) => void;
}) {
  const { t } = useTranslation();
  const message = useAddToCartMessage();
  const actions = useProductActions();
  const alertId = useId();
  const outOfStockId = useId();
  const [quantity, setQuantity] = useState("1");
  const [submitted, setSubmitted] = useState(false);
  const [added, setAdded] = useState(false);
  const inWishlist = useShopStore((s) => s.wishlist.items.some((item) => item.id === product.id));
  const inCompare = useShopStore((s) => s.compare.items.some((item) => item.id === product.id));
  const removeFromWishlist = useShopStore((s) => s.removeFromWishlist);
  const removeFromCompare = useShopStore((s) => s.removeFromCompare);

  // What goes into the cart: the variant the choices name, with its price, numbers and units.
  const chosen = productAsChosen(product, choices);
  const outOfStock = chosen.stock <= 0;
  const maxQuantity = maxLineQuantity(chosen.stock);
  // Once the shopper has tried to add, the alert follows their corrections.
  const result = validateAddToCartForm(product.options, { quantity, options: choices }, maxQuantity);
  const errors = submitted && !result.ok ? result.errors : [];
  const quantityInvalid = errors.some((e) => e.code === "ERROR_ADD_TO_CART_QUANTITY");
  const missing = new Set(errors.flatMap((e) => (e.code === "ERROR_ADD_TO_CART_OPTIONS" ? e.missing.map((o) => o.slug) : [])));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outOfStock) return;
    if (!result.ok) {
      setSubmitted(true);
      return;
    }
    setSubmitted(false);
    actions.addToCart(toProductView(chosen), result.options, result.quantity);
    setAdded(true);
  }

  function choose(optionSlug: string, valueSlug: string) {
    onChoose(optionSlug, valueSlug);
    setAdded(false);
  }

  const snapshot = () => toProductView(product);
  const toggleClass = (pressed: boolean) =>
    `inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition ${
      pressed ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400"
    }`;

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t("common.product.addToCart")} className="space-y-5">
        <OptionPicker product={product} choices={choices} onChoose={choose} missing={missing} describedBy={alertId} />

        <div className="flex flex-wrap items-end gap-3">
          <QuantityInput
            name="quantity"
            label={t("product.quantity.label")}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setAdded(false);
            }}
            min={MIN_CART_QUANTITY}
            max={maxQuantity}
            size="lg"
            disabled={outOfStock}
            invalid={quantityInvalid}
            describedBy={quantityInvalid ? alertId : undefined}
          />
          <button
            type="submit"
            disabled={outOfStock}
            aria-describedby={outOfStock ? outOfStockId : undefined}
            className="inline-flex h-12 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 sm:flex-none"
          >
            <CartIcon />
            {t("common.product.addToCart")}
          </button>
        </div>

        {outOfStock ? (
          <p id={outOfStockId} className="text-sm font-medium text-red-700">
            {t(product.stock > 0 ? "product.addToCart.choiceOutOfStock" : "product.addToCart.outOfStock")}
          </p>
        ) : null}

        <div
          id={alertId}
          role="alert"
          className={errors.length > 0 ? "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800" : ""}
        >
          {errors.map((error) => (
            <p key={error.code}>{message(error)}</p>
          ))}
        </div>

        {added ? (
          <p className="flex items-center gap-2 text-sm text-emerald-800">
            <CheckIcon className="h-4 w-4" />
            {t("product.addToCart.added")}
            <Link to="/cart" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
              {t("product.addToCart.viewCart")}
            </Link>
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <button
            type="button"
            aria-pressed={inWishlist}
            onClick={() => (inWishlist ? removeFromWishlist(product.id) : actions.addToWishlist(snapshot()))}
            className={toggleClass(inWishlist)}
          >
            <HeartIcon className="h-5 w-5" filled={inWishlist} />
            {t("product.actions.wishlist")}
          </button>
          <button
            type="button"
            aria-pressed={inCompare}
            onClick={() => (inCompare ? removeFromCompare(product.id) : actions.addToCompare(snapshot()))}
            className={toggleClass(inCompare)}
          >
            <CompareIcon className="h-5 w-5" />
            {t("product.actions.compare")}
          </button>
        </div>
      </form>
      {/* A form of its own (forms do not nest); the variant chosen, or any of the part's when none is. */}
      {outOfStock ? <BackInStockForm productId={product.id} variantId={variantMatching(product.variants, choices)?.id ?? null} /> : null}
    </>
  );
}
