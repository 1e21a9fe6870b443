import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import {
  addCartItem,
  emptyCart,
  removeCartItem,
  resetCart,
  setCartShipping,
  updateCartQuantities,
  type Cart,
  type CartItemOption,
  type CartProductSnapshot,
} from "../../domain/cart.ts";

// spec §3, §4: client state persisted under persist:root, version 1, restored only at version 1.
export const PERSIST_KEY = "persist:root";
export const PERSIST_VERSION = 1;

interface CartState {
  cart: Cart;
  add(product: CartProductSnapshot, options: CartItemOption[], unitPrice: number, quantity: number): void;
  remove(itemId: number): void;
  updateQuantities(quantities: { itemId: number; value: number }[]): void;
  setShipping(cents: number): void;
  reset(): void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      cart: emptyCart,
      add: (product, options, unitPrice, quantity) => set((s) => ({ cart: addCartItem(s.cart, product, options, unitPrice, quantity) })),
      remove: (itemId) => set((s) => ({ cart: removeCartItem(s.cart, itemId) })),
      updateQuantities: (quantities) => set((s) => ({ cart: updateCartQuantities(s.cart, quantities) })),
      setShipping: (cents) => set((s) => ({ cart: setCartShipping(s.cart, cents) })),
      reset: () => set({ cart: resetCart() }),
    }),
    {
      name: PERSIST_KEY,
      version: PERSIST_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ cart: state.cart }),
      // Another version's state is not ours to read: start afresh (spec §4).
      migrate: () => ({ cart: emptyCart }),
      // The server renders an empty cart; the browser restores the stored one after hydration.
      skipHydration: true,
      onRehydrateStorage: () => (_state, error) => {
        if (error) console.warn("Could not restore the saved cart", error);
      },
    },
  ),
);
