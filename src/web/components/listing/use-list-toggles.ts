import { type ProductDetailView, type ProductView, toProductView } from "../../../domain/product.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useText } from "../../lib/use-preferences.ts";
import { useProductActions } from "../../lib/use-product-actions.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { showToast } from "../../state/toast-store.ts";

/**
 * Wishlist and compare as toggle buttons: pressed once the part is in the list (known only after
 * the stored lists are read), a press adds it (spec §4, with the spec's toast) or takes it out.
 */
export function useListToggles(product: ProductView | ProductDetailView) {
  const { t } = useTranslation();
  const text = useText();
  const { addToWishlist, addToCompare } = useProductActions();
  const inWishlist = useShopStore((s) => s.hydrated && s.wishlist.items.some((item) => item.id === product.id));
  const inCompare = useShopStore((s) => s.hydrated && s.compare.items.some((item) => item.id === product.id));
  const name = text(product.title);
  return {
    inWishlist,
    inCompare,
    toggleWishlist() {
      if (!inWishlist) return addToWishlist(toProductView(product));
      useShopStore.getState().removeFromWishlist(product.id);
      showToast(t("listing.card.removedFromWishlist", { name }));
    },
    toggleCompare() {
      if (!inCompare) return addToCompare(toProductView(product));
      useShopStore.getState().removeFromCompare(product.id);
      showToast(t("listing.card.removedFromCompare", { name }));
    },
  };
}
