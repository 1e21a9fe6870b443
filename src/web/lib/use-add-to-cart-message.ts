import type { AddToCartError } from "../../domain/add-to-cart.ts";
import { useTranslation } from "../i18n/translator.ts";
import { useLocale, useText } from "./use-preferences.ts";

/** spec §5, §8: the add-to-cart alerts ERROR_ADD_TO_CART_QUANTITY and ERROR_ADD_TO_CART_OPTIONS as readable messages. */
export function useAddToCartMessage(): (error: AddToCartError) => string {
  const { t } = useTranslation();
  const text = useText();
  const locale = useLocale();
  return (error) => {
    if (error.code === "ERROR_ADD_TO_CART_QUANTITY")
      return t("product.addToCart.ERROR_ADD_TO_CART_QUANTITY", { min: error.min, max: error.max });
    const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(error.missing.map((option) => text(option.name)));
    return t("product.addToCart.ERROR_ADD_TO_CART_OPTIONS", { options: names });
  };
}
