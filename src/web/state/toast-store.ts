import { create } from "zustand";

import { TOAST_AUTO_CLOSE_MS } from "../lib/ui-constants.ts";

export interface Toast {
  id: number;
  kind: "success" | "error";
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show(message: string, kind?: Toast["kind"]): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** spec §8, §9: toasts close by themselves after 5000 ms, with no progress bar. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(message, kind = "success") {
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, kind, message }] }));
    setTimeout(() => get().dismiss(id), TOAST_AUTO_CLOSE_MS);
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

export const showToast = (message: string, kind?: Toast["kind"]) => useToastStore.getState().show(message, kind);
