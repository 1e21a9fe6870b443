// What keyboard focus may land on, and the Tab cycle of a dialog (brief: dialogs trap focus).

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * The controls in a container that Tab reaches, in order: none inside a hidden or inert part;
 * with `rendered`, none that takes no room on screen (display: none).
 */
export function focusablesIn(container: HTMLElement | null, { rendered = false }: { rendered?: boolean } = {}): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[hidden], [inert]") && (!rendered || element.getClientRects().length > 0),
  );
}

/**
 * On Tab, keeps the focus inside the container: from the last control to the first, from the
 * first back to the last with Shift, and into it when the focus is outside or on the container.
 */
export function keepTabInside(
  event: KeyboardEvent | React.KeyboardEvent,
  container: HTMLElement | null,
  items = focusablesIn(container, { rendered: true }),
): void {
  if (event.key !== "Tab" || !container) return;
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !active || active === container || !container.contains(active);
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
