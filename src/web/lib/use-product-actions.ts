import { useCallback } from "react";

import type { CartItemOption } from "../../domain/cart.ts";
import type { ProductSnapshot } from "../../domain/lists.ts";
import { sellingPriceCents } from "../../domain/pricing.ts";
import { useTranslation } from "../i18n/translator.ts";
import { useShopStore } from "../state/shop-store.ts";
import { showToast } from "../state/toast-store.ts";
import { useText } from "./use-preferences.ts";

/** Add to cart, wishlist and compare, each confirmed by a toast naming the product (spec §8). */
export function useProductActions() {
  const { t } = useTranslation();
  const text = useText();
  const store = useShopStore;

  const addToCart = useCallback(
    (product: ProductSnapshot, options: CartItemOption[] = [], quantity = 1) => {
      store.getState().addToCart(
        {
          id: product.id,
          slug: product.slug,
          name: product.title,
          image: product.images[0] ?? null,
          sku: product.sku,
          partNumber: product.partNumber,
          ...(product.taxClass ? { taxClass: product.taxClass } : {}),
          ...(product.ownPrices ? { ownPrices: product.ownPrices } : {}),
        },
        options,
        sellingPriceCents(product),
        quantity,
      );
      showToast(t("common.toast.addedToCart", { name: text(product.title) }));
    },
    [store, t, text],
  );

  const addToWishlist = useCallback(
    (product: ProductSnapshot) => {
      store.getState().addToWishlist(product);
      showToast(t("common.toast.addedToWishlist", { name: text(product.title) }));
    },
    [store, t, text],
  );

  const addToCompare = useCallback(
    (product: ProductSnapshot) => {
      store.getState().addToCompare(product);
      showToast(t("common.toast.addedToCompare", { name: text(product.title) }));
    },
    [store, t, text],
  );

  return { addToCart, addToWishlist, addToCompare };
}
