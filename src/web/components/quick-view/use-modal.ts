import { type RefObject, useEffect, useRef } from "react";

import { focusablesIn, keepTabInside } from "../../lib/focus.ts";

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

    const first =
      latest.current.options.initialFocus?.current ??
      (container.current ? focusablesIn(container.current, { rendered: true })[0] : undefined);
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
      keepTabInside(event, element);
    }
    // Focus that wanders out (a click on the page behind) is brought back.
    function onFocusIn(event: FocusEvent) {
      const element = container.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) {
        const items = focusablesIn(element, { rendered: true });
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
