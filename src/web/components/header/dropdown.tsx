import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

import { focusablesIn } from "../../lib/focus.ts";
import { moveFocus, useDismiss } from "./use-dismiss.ts";

interface DropdownProps {
  /** The button's content; its text names the button. */
  label: ReactNode;
  buttonClassName: string;
  panelClassName?: string;
  /** Which side of the button the panel lines up with. */
  align?: "start" | "end";
  children: (close: () => void) => ReactNode;
  /** Called when the shopper points at or focuses the button: the panel's code can start coming. */
  onIntent?: (() => void) | undefined;
}

/**
 * A button that shows a panel (disclosure pattern): Enter, Space or a click toggles it, the down
 * arrow opens it at its first item, the arrows move through its links and buttons, Escape and an
 * outside click close it, and Escape gives the focus back to the button.
 */
export function Dropdown({ label, buttonClassName, panelClassName = "", align = "end", children, onIntent }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === "escape") buttonRef.current?.focus();
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !focusFirst || !panel) return;
    const focusFirstItem = () => {
      // Part of the panel is still on its way (its code comes when first opened): its first item may be there.
      if (panel.querySelector("[aria-busy=true]")) return false;
      const first = focusablesIn(panel)[0];
      if (!first) return false;
      first.focus();
      setFocusFirst(false);
      return true;
    };
    if (focusFirstItem()) return;
    const observer = new MutationObserver(() => {
      if (focusFirstItem()) observer.disconnect();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, focusFirst]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target === buttonRef.current && event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setFocusFirst(true);
      return;
    }
    // In a text field (the account menu's login form) the arrows, Home and End move the caret.
    if (isTextField(event.target)) return;
    if (open && panelRef.current?.contains(event.target as Node) && moveFocus(focusablesIn(panelRef.current), event.key))
      event.preventDefault();
  }

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        className={buttonClassName}
      >
        {label}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 rounded-xl border border-slate-200 bg-white text-slate-900 shadow-xl ${align === "end" ? "end-0" : "start-0"} ${panelClassName}`}
      >
        {/* Rendered only while open: a closed menu's fields (the account menu's login form) must not
            answer for the page's own fields of the same name. */}
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}

function isTextField(target: EventTarget): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset"].includes(target.type);
}
