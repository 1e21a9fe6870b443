import type { OwnPrices } from "../../../domain/money.ts";
import { compareAtPriceCents, type ProductPrices, sellingPriceCents } from "../../../domain/pricing.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useCurrency, useShopperMoney, useShownPrice } from "../../lib/use-preferences.ts";

/**
 * spec §9: the selling price in the shopper's currency, and the original one struck through
 * when discounted; screen readers hear "Price €11.04, was €13.80".
 */
export function Price({
  product,
  className = "flex flex-wrap items-baseline gap-x-2",
  priceClassName = "font-bold",
  wasClassName = "text-sm text-slate-500",
  from = false,
}: {
  product: ProductPrices & { taxClass?: string | undefined; ownPrices?: OwnPrices | undefined };
  /** The lowest of several prices (a product sold in variants, none chosen yet): "from $X". */
  from?: boolean;
  className?: string;
  priceClassName?: string;
  wasClassName?: string;
}) {
  const { t } = useTranslation();
  const money = useShopperMoney();
  const shown = useShownPrice();
  const currency = useCurrency();
  // A part's own price in the shopper's currency is what it sells at there: the dollar sale does not strike it through.
  const compareAt = product.ownPrices?.[currency] === undefined ? compareAtPriceCents(product) : null;
  return (
    <p className={className}>
      <span className="sr-only">{t("listing.card.price")}</span>
      {from ? <span className="text-base font-semibold text-slate-600">{t("product.price.from")}</span> : null}
      <span className={priceClassName}>{money(shown(sellingPriceCents(product), product.taxClass, product.ownPrices))}</span>
      {compareAt !== null ? (
        <>
          <span className="sr-only">{t("listing.card.was", { price: money(shown(compareAt, product.taxClass)) })}</span>
          <s aria-hidden="true" className={wasClassName}>
            {money(shown(compareAt, product.taxClass))}
          </s>
        </>
      ) : null}
    </p>
  );
}
