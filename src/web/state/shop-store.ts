import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

import {
  addCartItem,
  type Cart,
  type CartItem,
  type CartItemOption,
  type CartProductSnapshot,
  emptyCart,
  removeCartItem,
  resetCart,
  setCartShipping,
  updateCartQuantities,
} from "../../domain/cart.ts";
import {
  addGarageVehicle,
  emptyGarage,
  type Garage,
  type GarageVehicle,
  removeGarageVehicle,
  replaceGarageItems,
  setCurrentVehicle,
} from "../../domain/garage.ts";
import {
  addToCompare,
  addToWishlist,
  clearList,
  emptyList,
  type ProductList,
  type ProductSnapshot,
  removeFromList,
} from "../../domain/lists.ts";
import { type CurrencyCode, DEFAULT_CURRENCY } from "../../domain/money.ts";
import type { CartLine, CartLineInput, CartLineKey } from "../../domain/schemas/carts.ts";

// spec §3, §4: client state persisted in local storage under persist:root, version 1, restored
// only at version 1; the wishlist is also kept under the key "wishlist".
export const PERSIST_KEY = "persist:root";
export const PERSIST_VERSION = 1;
export const WISHLIST_KEY = "wishlist";

interface PersistedState {
  cart: Cart;
  compare: ProductList;
  wishlist: ProductList;
  currency: CurrencyCode;
  garage: Garage;
  /**
   * Whose cart and wishlist the stored ones are: a guest's own (they join the account on sign-in)
   * or a signed-in customer's, mirrored from the server (emptied on sign-out), as the garage.
   */
  listsSource: GarageSource;
  /**
   * Whose garage the stored one is: a guest's own (joins the account on sign-in) or a signed-in
   * customer's, mirrored from the server (emptied on sign-out). Stored states from before this
   * field read as a guest's.
   */
  garageSource: GarageSource;
}

export type GarageSource = "guest" | "account";

/**
 * Where a signed-in customer's cart and wishlist changes are sent (decision 042): set by the lists'
 * sync while the store mirrors an account, null for a guest. Each store change calls it after
 * changing the store; its answer then replaces the store's copy.
 */
export interface ListsRemote {
  addLine(line: CartLineInput): void;
  setQuantity(line: CartLineKey, quantity: number): void;
  removeLine(line: CartLineKey): void;
  clearCart(): void;
  addWish(productId: number): void;
  removeWish(productId: number): void;
}

let remote: ListsRemote | null = null;
export function setListsRemote(next: ListsRemote | null): void {
  remote = next;
}

/** A cart item's options as the server names them: option slug to value slug. */
export const optionsMap = (options: readonly CartItemOption[]): Record<string, string> =>
  Object.fromEntries(options.map((o) => [o.optionSlug, o.valueSlug]));

/** The store's cart with the server's lines (ids, snapshots, prices and quantities as checked). */
function cartWithLines(cart: Cart, lines: readonly CartLine[]): Cart {
  const items: CartItem[] = lines.map(({ id, product, options, price, quantity }) => ({
    id,
    product,
    options,
    price,
    quantity,
    total: price * quantity,
  }));
  const lastItemId = Math.max(cart.lastItemId, 0, ...items.map((i) => i.id));
  // No quantity changes: the cart's totals recomputed over these items.
  return updateCartQuantities({ ...emptyCart, shipping: cart.shipping, lastItemId, items }, []);
}

interface ShopState extends PersistedState {
  /** True once the stored state has been read (the server always renders the empty state). */
  hydrated: boolean;
  addToCart(product: CartProductSnapshot, options: CartItemOption[], unitPrice: number, quantity: number): void;
  removeCartItem(itemId: number): void;
  updateCartQuantities(quantities: { itemId: number; value: number }[]): void;
  setShipping(cents: number): void;
  resetCart(): void;
  addToCompare(product: ProductSnapshot): void;
  removeFromCompare(productId: number): void;
  clearCompare(): void;
  addToWishlist(product: ProductSnapshot): void;
  removeFromWishlist(productId: number): void;
  setCurrency(code: CurrencyCode): void;
  replaceGarage(items: GarageVehicle[]): void;
  addVehicle(vehicle: GarageVehicle): void;
  removeVehicle(id: number): void;
  setCurrentVehicle(id: number | null): void;
  /** Takes the account's garage as the server answered it (spec §4 rules for items and current). */
  syncGarage(garage: Garage): void;
  /** Signed out: the account's vehicles do not stay in this browser. */
  clearGarage(): void;
  /** Takes the account's cart as the server answered it. */
  syncCart(lines: CartLine[]): void;
  /** Takes a checked guest cart's lines (the browser's own ids kept). */
  takeCheckedCart(lines: CartLine[]): void;
  /** Takes the account's wishlist as the server answered it. */
  syncWishlist(items: ProductSnapshot[]): void;
  /** Signed out: the account's cart and wishlist do not stay in this browser. */
  clearLists(): void;
}

const initialState: PersistedState = {
  cart: emptyCart,
  compare: emptyList,
  wishlist: emptyList,
  currency: DEFAULT_CURRENCY,
  garage: emptyGarage,
  garageSource: "guest",
  listsSource: "guest",
};

export const useShopStore = create<ShopState>()(
  persist(
    (set) => ({
      ...initialState,
      hydrated: false,
      addToCart: (product, options, unitPrice, quantity) => {
        set((s) => ({ cart: addCartItem(s.cart, product, options, unitPrice, quantity) }));
        remote?.addLine({
          product: product.id,
          options: optionsMap(options),
          quantity: Math.max(1, Math.trunc(quantity) || 1),
          price: unitPrice,
        });
      },
      removeCartItem: (itemId) => {
        const item = useShopStore.getState().cart.items.find((i) => i.id === itemId);
        set((s) => ({ cart: removeCartItem(s.cart, itemId) }));
        if (item) remote?.removeLine({ product: item.product.id, options: optionsMap(item.options) });
      },
      updateCartQuantities: (quantities) => {
        const before = useShopStore.getState().cart.items;
        set((s) => ({ cart: updateCartQuantities(s.cart, quantities) }));
        for (const item of useShopStore.getState().cart.items) {
          const was = before.find((i) => i.id === item.id);
          if (was && was.quantity !== item.quantity)
            remote?.setQuantity({ product: item.product.id, options: optionsMap(item.options) }, item.quantity);
        }
      },
      setShipping: (cents) => set((s) => ({ cart: setCartShipping(s.cart, cents) })),
      resetCart: () => {
        set({ cart: resetCart() });
        remote?.clearCart();
      },
      addToCompare: (product) => set((s) => ({ compare: addToCompare(s.compare, product) })),
      removeFromCompare: (productId) => set((s) => ({ compare: removeFromList(s.compare, productId) })),
      clearCompare: () => set({ compare: clearList() }),
      addToWishlist: (product) => {
        set((s) => ({ wishlist: addToWishlist(s.wishlist, product) }));
        remote?.addWish(product.id);
      },
      removeFromWishlist: (productId) => {
        set((s) => ({ wishlist: removeFromList(s.wishlist, productId) }));
        remote?.removeWish(productId);
      },
      // spec §4: a currency change applies only if the code differs from the current one.
      setCurrency: (code) => set((s) => (s.currency === code ? s : { currency: code })),
      replaceGarage: (items) => set((s) => ({ garage: replaceGarageItems(s.garage, items) })),
      addVehicle: (vehicle) => set((s) => ({ garage: addGarageVehicle(s.garage, vehicle) })),
      removeVehicle: (id) => set((s) => ({ garage: removeGarageVehicle(s.garage, id) })),
      setCurrentVehicle: (id) => set((s) => ({ garage: setCurrentVehicle(s.garage, id) })),
      syncGarage: (garage) =>
        set((s) => ({ garage: setCurrentVehicle(replaceGarageItems(s.garage, garage.items), garage.current), garageSource: "account" })),
      clearGarage: () => set({ garage: emptyGarage, garageSource: "guest" }),
      syncCart: (lines) => set((s) => ({ cart: cartWithLines(s.cart, lines), listsSource: "account" })),
      takeCheckedCart: (lines) => set((s) => ({ cart: cartWithLines(s.cart, lines) })),
      syncWishlist: (items) => set({ wishlist: { items }, listsSource: "account" }),
      clearLists: () => set({ cart: emptyCart, wishlist: emptyList, listsSource: "guest" }),
    }),
    {
      name: PERSIST_KEY,
      version: PERSIST_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ cart, compare, wishlist, currency, garage, garageSource, listsSource }): PersistedState => ({
        cart,
        compare,
        wishlist,
        currency,
        garage,
        garageSource,
        listsSource,
      }),
      // Another version's state is not ours to read: start afresh (spec §4).
      migrate: () => initialState,
      // The server renders the empty state; the browser restores the stored one after hydration.
      skipHydration: true,
      onRehydrateStorage: () => (_state, error) => {
        // spec §8: a read failure is only logged.
        if (error) console.warn("Could not restore the saved shop state", error);
        useShopStore.setState({ hydrated: true });
      },
    },
  ),
);

/**
 * Restores the stored state once the page is live, and mirrors the wishlist under its own key.
 * A shopper with nothing stored keeps the currency the server rendered (its cookie). Nothing may
 * be set before this: the persist middleware would save it over the stored state.
 */
export async function restoreShopState(renderedCurrency: CurrencyCode): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(PERSIST_KEY);
  } catch (error) {
    console.warn("Could not read the saved shop state", error);
  }
  await useShopStore.persist.rehydrate();
  if (stored === null) useShopStore.getState().setCurrency(renderedCurrency);
  let last = useShopStore.getState().wishlist;
  useShopStore.subscribe((state) => {
    if (state.wishlist === last) return;
    last = state.wishlist;
    try {
      localStorage.setItem(WISHLIST_KEY, JSON.stringify(state.wishlist.items));
    } catch (error) {
      console.warn("Could not save the wishlist", error);
    }
  });
}
