// Opening the cart checks each line again against the catalogue and keeps what changed to tell
// (decision 042): a signed-in customer's cart on the server, a guest's sent from the browser.
import { useEffect, useRef, useState } from "react";

import type { CartChange } from "../../../domain/schemas/carts.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { optionsMap, useShopStore } from "../../state/shop-store.ts";
import { listsApi } from "./lists-api.ts";
import { mirrorCart } from "./use-lists-sync.ts";

/** The changes found when this page opened the cart; empty until the check answers. */
export function useCartCheck(): CartChange[] {
  const account = useRootData()?.user?.email ?? null;
  const hydrated = useShopStore((s) => s.hydrated);
  const source = useShopStore((s) => s.listsSource);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const checked = useRef(false);

  useEffect(() => {
    // A customer's cart is checked once it mirrors the account (a guest's lines merged first).
    if (!hydrated || checked.current || (account !== null && source !== "account")) return;
    checked.current = true;
    const check = async (): Promise<CartChange[]> => {
      if (account !== null) return (await mirrorCart(listsApi.checkCart)).changes;
      const items = useShopStore.getState().cart.items;
      if (items.length === 0) return [];
      const answer = await listsApi.checkGuestCart({
        items: items.map((item) => ({
          id: item.id,
          product: item.product.id,
          options: optionsMap(item.options),
          quantity: item.quantity,
          price: item.price,
        })),
      });
      // Only when the cart is as it was sent: a change the shopper made meanwhile is theirs.
      if (useShopStore.getState().cart.items === items) useShopStore.getState().takeCheckedCart(answer.items);
      return answer.changes;
    };
    check()
      .then(setChanges)
      .catch((error: unknown) => console.warn("Could not check the cart", error));
  }, [hydrated, account, source]);

  return changes;
}
