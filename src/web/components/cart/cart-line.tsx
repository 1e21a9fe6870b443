import { useState } from "react";
import { Link } from "react-router";

import type { CartItem } from "../../../domain/cart.ts";
import { MAX_LINE_QUANTITY, MIN_CART_QUANTITY } from "../../../domain/checkout.ts";
import { parseQuantity, wholeQuantity } from "../../../domain/quantity.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useShopperMoney, useShownPrice, useText } from "../../lib/use-preferences.ts";
import { TrashIcon } from "../lists/icons.tsx";
import { QuantityInput } from "../ui/quantity-input.tsx";

export const CART_GRID = "sm:grid-cols-[5rem_minmax(0,1fr)_7rem_8.5rem_7rem]";

/** One cart line: the product as it was added, its options, unit price, quantity and total. */
export function CartLine({ item, onQuantity, onRemove }: { item: CartItem; onQuantity: (value: number) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const money = useShopperMoney();
  const price = useShownPrice()(item.price, item.product.taxClass, item.product.ownPrices);
  const text = useText();
  const name = text(item.product.name);
  return (
    <li className={`grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:items-center ${CART_GRID}`}>
      <span className="row-span-2 block aspect-square self-start overflow-hidden rounded-lg bg-slate-100 sm:row-span-1 sm:self-center">
        {item.product.image ? <img src={item.product.image} alt="" width={80} height={80} className="h-full w-full object-cover" /> : null}
      </span>
      <div className="min-w-0">
        <Link to={`/product/${item.product.slug}`} className="line-clamp-3 font-semibold leading-snug hover:text-brand-700">
          {name}
        </Link>
        {item.options.length ? (
          <dl className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
            {item.options.map((option) => (
              <div key={option.optionSlug} className="flex gap-1">
                <dt>{text(option.name)}:</dt>
                <dd className="font-medium text-slate-800">{text(option.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="mt-1 text-xs text-slate-500">
          {t("common.product.partNumber")}: <span dir="ltr">{item.product.partNumber}</span>
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("cart.removeItem", { name })}
          className="-ms-2 mt-2 hidden items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 sm:inline-flex"
        >
          <TrashIcon />
          {t("cart.remove")}
        </button>
      </div>
      <p className="col-start-2 text-sm text-slate-600 sm:col-start-auto sm:text-base sm:text-slate-900">
        <span className="sm:hidden">{t("cart.each", { price: money(price) })}</span>
        <span className="hidden sm:inline">{money(price)}</span>
      </p>
      <div className="col-span-2 flex items-center gap-3 sm:contents">
        <LineQuantity value={item.quantity} onChange={onQuantity} name={name} />
        <p className="ms-auto font-bold tabular-nums sm:ms-0 sm:text-end">{money(price * item.quantity)}</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("cart.removeItem", { name })}
          className="grid h-10 w-10 place-items-center rounded-lg border border-slate-300 text-slate-600 hover:border-red-300 hover:bg-red-50 hover:text-red-700 sm:hidden"
        >
          <TrashIcon className="h-5 w-5" />
        </button>
      </div>
    </li>
  );
}

const LINE_BOUNDS = { min: MIN_CART_QUANTITY, max: MAX_LINE_QUANTITY };

/**
 * The line's quantity: every number typed or stepped applies to the cart at once, as a whole
 * number from 1 to the line maximum; an empty box waits for the shopper and, like a
 * non-numeric value, falls back to 1 when left (spec §5).
 */
function LineQuantity({ value, onChange, name }: { value: number; onChange: (value: number) => void; name: string }) {
  const { t } = useTranslation();
  // The typed text while the shopper edits; the cart's quantity otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <QuantityInput
      value={draft ?? String(value)}
      onChange={(raw) => {
        if (parseQuantity(raw) === null) {
          setDraft(raw);
          return;
        }
        const next = wholeQuantity(raw, LINE_BOUNDS);
        // "0" or "150" stay as typed until the box is left; the cart takes 1 or 99 at once.
        setDraft(raw === String(next) ? null : raw);
        if (next !== value) onChange(next);
      }}
      onBlur={(raw) => {
        setDraft(null);
        const next = wholeQuantity(raw, LINE_BOUNDS);
        if (next !== value) onChange(next);
      }}
      {...LINE_BOUNDS}
      label={t("cart.quantity.label", { name })}
      hideLabel
      decreaseLabel={t("cart.quantity.decrease", { name })}
      increaseLabel={t("cart.quantity.increase", { name })}
    />
  );
}
