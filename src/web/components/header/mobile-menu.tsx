import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { focusablesIn, keepTabInside } from "../../lib/focus.ts";
import { MODAL_Z_INDEX } from "../../lib/ui-constants.ts";
import { CloseIcon } from "./icons.tsx";
import { DepartmentPanel, RootPanel } from "./mobile-menu-panels.tsx";
import { currentPanel, type MobilePanel, panelsAfterTransition, popPanel, pushPanel, ROOT_PANELS } from "./panel-stack.ts";
import { useOpenedOnce } from "./use-opened-once.ts";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The button that opened the menu: it gets the focus back when the menu closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * spec §1, §4: the mobile header's slide-in menu, a stack of panels with back navigation. It
 * slides in from the start side (the right in Arabic), keeps the focus inside, closes on Escape
 * and on a click on the overlay, and goes back to its root panel once the closing transition ends.
 */
export function MobileMenu({ open, onClose, returnFocusTo }: MobileMenuProps) {
  const { t } = useTranslation();
  const [panels, setPanels] = useState<readonly MobilePanel[]>(ROOT_PANELS);
  const opened = useOpenedOnce(open);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pushedFrom = useRef<string | null>(null);
  const panel = currentPanel(panels);
  const location = useLocation();

  // Open: the focus goes in and the page behind stops scrolling. Closed: the focus goes back.
  // (The panel turns visible at once when it opens and hidden only once it has slid out.)
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const opener = returnFocusTo.current;
    return () => {
      root.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, returnFocusTo]);

  // Without a transition (reduced motion) no transitionend comes: reset at once.
  useEffect(() => {
    if (open || !dialogRef.current) return;
    const style = getComputedStyle(dialogRef.current);
    const slides = style.transitionProperty !== "none" && style.transitionDuration.split(",").some((d) => Number.parseFloat(d) > 0);
    if (!slides) setPanels(ROOT_PANELS);
  }, [open]);

  // A link followed inside the menu leads to another page: the menu closes.
  const path = location.pathname + location.search;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current !== path && open) onClose();
    lastPath.current = path;
  }, [path, open, onClose]);

  // After a push or a pop, the focus goes to the new panel's first control (or back to the
  // department that was opened).
  useEffect(() => {
    if (!open) return;
    if (panel.kind === "root" && pushedFrom.current) {
      dialogRef.current?.querySelector<HTMLElement>(`[data-push="${pushedFrom.current}"]`)?.focus();
      pushedFrom.current = null;
    } else if (panel.kind === "department") {
      dialogRef.current?.querySelector<HTMLElement>("[data-panel-back]")?.focus();
    }
    // Only when the panel changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    keepTabInside(event, dialogRef.current, focusablesIn(dialogRef.current));
  }

  const title = t("header.mobile.menu");
  return (
    <div className="lg:hidden">
      <div
        aria-hidden="true"
        onClick={onClose}
        style={{ zIndex: MODAL_Z_INDEX }}
        className={`fixed inset-0 bg-slate-950/60 motion-reduce:transition-none ${open ? "visible opacity-100 [transition:opacity_300ms,visibility_0s]" : "invisible opacity-0 [transition:opacity_300ms,visibility_0s_300ms]"}`}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        inert={!open}
        onKeyDown={onKeyDown}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget && event.propertyName === "translate")
            setPanels((stack) => panelsAfterTransition(stack, open));
        }}
        style={{ zIndex: MODAL_Z_INDEX }}
        className={`fixed inset-y-0 start-0 flex w-[min(22rem,88vw)] flex-col bg-white text-slate-900 shadow-2xl motion-reduce:transition-none ${
          open
            ? "visible translate-x-0 [transition:translate_300ms_ease-out,visibility_0s]"
            : "invisible -translate-x-full [transition:translate_300ms_ease-out,visibility_0s_300ms] rtl:translate-x-full"
        }`}
      >
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 ps-4 pe-2">
          <p className="text-base font-bold">{title}</p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="grid h-10 w-10 place-items-center rounded-lg hover:bg-slate-100"
          >
            <CloseIcon />
            <span className="sr-only">{t("header.mobile.closeMenu")}</span>
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">
          {!opened ? null : panel.kind === "root" ? (
            <RootPanel
              onPush={(key) => {
                pushedFrom.current = key;
                setPanels((stack) => pushPanel(stack, { kind: "department", key }));
              }}
              onNavigate={onClose}
            />
          ) : (
            <DepartmentPanel departmentKey={panel.key} onBack={() => setPanels((stack) => popPanel(stack))} onNavigate={onClose} />
          )}
        </div>
      </div>
    </div>
  );
}
