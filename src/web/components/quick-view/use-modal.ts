import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest("[inert]"));
}

/**
 * A dialog's keyboard contract (brief: dialogs trap focus and close on Escape): while open, Tab
 * and Shift+Tab stay inside the container, Escape closes, the page behind does not scroll;
 * when it closes, focus goes back to where it was (or to the element given).
 */
export function useModal(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  options: { initialFocus?: RefObject<HTMLElement | null>; returnFocus?: () => HTMLElement | null } = {},
): void {
  const latest = useRef({ onClose, options });
  useEffect(() => {
    latest.current = { onClose, options };
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";

    const first = latest.current.options.initialFocus?.current ?? (container.current ? focusableIn(container.current)[0] : undefined);
    (first ?? container.current)?.focus();

    function onKeyDown(event: KeyboardEvent) {
      const element = container.current;
      if (!element) return;
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        latest.current.onClose();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(element);
      if (items.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !element.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !element.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    }
    // Focus that wanders out (a click on the page behind) is brought back.
    function onFocusIn(event: FocusEvent) {
      const element = container.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) {
        const items = focusableIn(element);
        (items[0] ?? element).focus();
      }
    }
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      root.style.overflow = overflow;
      const target = latest.current.options.returnFocus?.() ?? previous;
      if (target && target.isConnected) target.focus({ preventScroll: true });
    };
  }, [open, container]);
}
