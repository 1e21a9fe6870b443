import { create } from "zustand";

import type { ProductDetailView } from "../../../domain/product.ts";

// spec §3, §4 quick view state: open (starts false) and product (starts empty). Opening stores a
// copy of the product and sets open; closing sets open to false. The product is asked for first
// and the dialog opens once it has arrived (no artificial delay); a newer request replaces a
// pending one, and an empty answer opens nothing.
export interface QuickViewState {
  open: boolean;
  product: ProductDetailView | null;
  /** The product being fetched; seq tells two requests for the same product apart. */
  pending: { id: number; seq: number } | null;
  /** What had focus when the shopper asked: focus goes back there on close. */
  trigger: HTMLElement | null;
  /** Dialogs mounted on the page; with none, a card links to the product page instead. */
  hosts: number;
  request(productId: number, trigger?: HTMLElement | null): void;
  /** The answer to request seq: a product opens the dialog, nothing cancels the request. */
  settle(seq: number, product: ProductDetailView | null): void;
  close(): void;
  registerHost(): () => void;
}

let nextSeq = 1;

export const useQuickViewStore = create<QuickViewState>()((set, get) => ({
  open: false,
  product: null,
  pending: null,
  trigger: null,
  hosts: 0,
  request(productId, trigger = null) {
    set({ pending: { id: productId, seq: nextSeq++ }, trigger });
  },
  settle(seq, product) {
    const { pending } = get();
    // spec §4: a newer request cancels a pending one, so an older answer is dropped.
    if (!pending || pending.seq !== seq) return;
    if (!product || product.id !== pending.id) {
      set({ pending: null });
      return;
    }
    set({ pending: null, open: true, product: structuredClone(product) });
  },
  close() {
    set({ open: false, pending: null });
  },
  registerHost() {
    set((s) => ({ hosts: s.hosts + 1 }));
    return () => set((s) => ({ hosts: s.hosts - 1 }));
  },
}));
