// The cart and the wishlist in the browser (decision 042): a guest's live in the store (local
// storage); a signed-in customer's on the server, which the store mirrors. useListsSync (mounted
// once, in the root) merges a guest's lists on sign-in, mirrors the account's, sends each change
// of the store to the server while it mirrors one, and empties the browser on sign-out.
import { useEffect, useRef } from "react";

import type { CheckedCart, WishlistDto } from "../../../domain/schemas/carts.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { type ListsRemote, setListsRemote, useShopStore } from "../../state/shop-store.ts";
import { showToast } from "../../state/toast-store.ts";
import { listsApi } from "./lists-api.ts";
import { listsSyncStep, mergePayload } from "./lists-sync.ts";

// Only the answer of the latest call of each list is taken: a slower, older one must not undo a newer change.
let latestCart = 0;
let latestWishlist = 0;

/** Runs one server call of the cart and mirrors its answer; rejects when the call fails. */
export async function mirrorCart(call: () => Promise<CheckedCart>): Promise<CheckedCart> {
  const ticket = ++latestCart;
  const cart = await call();
  if (ticket === latestCart) useShopStore.getState().syncCart(cart.items);
  return cart;
}

async function mirrorWishlist(call: () => Promise<WishlistDto>): Promise<void> {
  const ticket = ++latestWishlist;
  const wishlist = await call();
  if (ticket === latestWishlist) useShopStore.getState().syncWishlist(wishlist.items);
}

/** A remote that keeps each change, to be sent through the live one once the account's lists are read. */
function queueing(changes: ((live: ListsRemote) => void)[]): ListsRemote {
  return {
    addLine: (line) => changes.push((live) => live.addLine(line)),
    setQuantity: (line, quantity) => changes.push((live) => live.setQuantity(line, quantity)),
    removeLine: (line) => changes.push((live) => live.removeLine(line)),
    clearCart: () => changes.push((live) => live.clearCart()),
    addWish: (productId) => changes.push((live) => live.addWish(productId)),
    removeWish: (productId) => changes.push((live) => live.removeWish(productId)),
  };
}

/** Mounted once: keeps the store's cart and wishlist the account's while someone is signed in. */
export function useListsSync(): void {
  const { t } = useTranslation();
  const account = useRootData()?.user?.email ?? null;
  const hydrated = useShopStore((s) => s.hydrated);
  const source = useShopStore((s) => s.listsSource);
  const syncedFor = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const store = useShopStore.getState();
    const step = listsSyncStep({ hydrated, account, syncedFor: syncedFor.current, source, cart: store.cart, wishlist: store.wishlist });
    if (account === null) setListsRemote(null);
    if (step === "none") return;
    syncedFor.current = account;
    if (step === "clear") {
      setListsRemote(null);
      store.clearLists();
      return;
    }
    // A change that fails says so, and the account's copy is read again.
    const saved = <T>(call: () => Promise<T>, reload: () => Promise<unknown>) => {
      call().catch((error: unknown) => {
        console.warn("Could not save the cart or wishlist", error);
        showToast(t("cart.errors.saveFailed"), "error");
        reload().catch(() => undefined);
      });
    };
    const reloadCart = () => mirrorCart(listsApi.cart);
    const reloadWishlist = () => mirrorWishlist(listsApi.wishlist);
    const { lines, productIds } = mergePayload(store.cart, store.wishlist);
    const merging = step === "merge";
    // What the shopper changes while the account's lists are read is kept, and sent once they are:
    // the account's answer replaces the store, so a part added meanwhile would otherwise be lost.
    const meanwhile: ((live: ListsRemote) => void)[] = [];
    setListsRemote(queueing(meanwhile));
    // A failed merge keeps the guest's lists here; the next page load tries again.
    Promise.all([
      mirrorCart(merging ? () => listsApi.mergeCart(lines) : listsApi.cart),
      mirrorWishlist(merging ? () => listsApi.mergeWishlist(productIds) : listsApi.wishlist),
    ])
      .then(() => {
        const live: ListsRemote = {
          addLine: (line) => saved(() => mirrorCart(() => listsApi.addLine(line)), reloadCart),
          setQuantity: (line, quantity) => saved(() => mirrorCart(() => listsApi.setQuantity(line, quantity)), reloadCart),
          removeLine: (line) => saved(() => mirrorCart(() => listsApi.removeLine(line)), reloadCart),
          clearCart: () => saved(() => mirrorCart(listsApi.clearCart), reloadCart),
          addWish: (productId) => saved(() => mirrorWishlist(() => listsApi.addWish(productId)), reloadWishlist),
          removeWish: (productId) => saved(() => mirrorWishlist(() => listsApi.removeWish(productId)), reloadWishlist),
        };
        setListsRemote(live);
        for (const change of meanwhile.splice(0)) change(live);
      })
      .catch((error: unknown) => {
        syncedFor.current = undefined;
        setListsRemote(null);
        console.warn("Could not load the cart or wishlist", error);
      });
  }, [hydrated, account, source, t]);
}
