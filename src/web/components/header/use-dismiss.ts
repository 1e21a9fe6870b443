import { type RefObject, useEffect, useEffectEvent } from "react";

/**
 * spec §4: header dropdowns close on an outside click; Escape closes them too. A component that
 * handles Escape itself (the search) calls preventDefault, and the document listener leaves it.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: "outside" | "escape") => void): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss("outside");
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) {
        event.preventDefault();
        dismiss("escape");
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, ref]);
}

/** Arrow keys, Home and End move the focus through a list of links or buttons (wrapping). */
export function moveFocus(items: readonly HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === "ArrowDown") next = index + 1 >= items.length ? 0 : index + 1;
  else if (key === "ArrowUp") next = index <= 0 ? items.length - 1 : index - 1;
  else if (key === "Home") next = 0;
  else if (key === "End") next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
