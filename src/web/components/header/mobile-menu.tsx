import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

import { ACCOUNT_LINKS } from "../account/account-links.ts";
import { Avatar, SignOutForm } from "../account/account-menu.tsx";
import { MODAL_Z_INDEX } from "../../lib/ui-constants.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { focusablesIn, keepTabInside } from "../../lib/focus.ts";
import { MAIN_MENU, telHref, TOP_BAR_LINKS } from "./header-links.ts";
import { ChevronEndIcon, ChevronStartIcon, CloseIcon } from "./icons.tsx";
import { currentPanel, panelsAfterTransition, popPanel, pushPanel, ROOT_PANELS, type MobilePanel } from "./panel-stack.ts";
import { CompareLink } from "./header-parts.tsx";
import { CurrencyOptions, LanguageOptions } from "./preference-pickers.tsx";
import { useDepartmentEntries } from "./use-department-entries.ts";

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
          {panel.kind === "root" ? (
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

const rowClass =
  "flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2.5 text-start text-[15px] font-medium text-slate-800 hover:bg-slate-50";
const headingClass = "px-4 pb-1 pt-5 text-xs font-semibold uppercase tracking-wide text-slate-600";

function RootPanel({ onPush, onNavigate }: { onPush: (key: string) => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { entries, nameOf } = useDepartmentEntries();
  const phone = useRootData()?.shop.phone ?? "";
  return (
    <div className="animate-[header-panel-in_200ms_ease-out] pb-6 motion-reduce:animate-none">
      <nav aria-labelledby="mobile-menu-departments">
        <h2 id="mobile-menu-departments" className={headingClass}>
          {t("header.departments.label")}
        </h2>
        <ul>
          {entries.map((entry) => (
            <li key={entry.link.key}>
              {entry.menu ? (
                <button type="button" data-push={entry.link.key} onClick={() => onPush(entry.link.key)} className={rowClass}>
                  <span>{nameOf(entry.link)}</span>
                  <ChevronEndIcon className="h-4 w-4 text-slate-500 rtl:-scale-x-100" />
                </button>
              ) : (
                <Link to={entry.link.href} onClick={onNavigate} className={rowClass}>
                  {nameOf(entry.link)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="mobile-menu-main" className="mt-2 border-t border-slate-200">
        <h2 id="mobile-menu-main" className={headingClass}>
          {t("header.menu.label")}
        </h2>
        <ul>
          {MAIN_MENU.map((item) => (
            <li key={item.key}>
              <Link to={item.to} onClick={onNavigate} className={rowClass}>
                {t(`header.menu.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MobileAccountLinks onNavigate={onNavigate} />
      <nav aria-labelledby="mobile-menu-info" className="mt-2 border-t border-slate-200">
        <h2 id="mobile-menu-info" className={headingClass}>
          {t("header.mobile.information")}
        </h2>
        <ul>
          {TOP_BAR_LINKS.map((item) => (
            <li key={item.key}>
              <Link to={item.to} onClick={onNavigate} className={rowClass}>
                {t(`header.topBar.${item.key}`)}
              </Link>
            </li>
          ))}
          <li>
            <CompareLink className={rowClass} icon={false} />
          </li>
          <li>
            <a href={telHref(phone)} className={rowClass}>
              <span>
                {t("header.topBar.callUs")}{" "}
                <bdi dir="ltr" className="font-semibold">
                  {phone}
                </bdi>
              </span>
            </a>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="mobile-menu-language" className="mt-2 border-t border-slate-200 px-2">
        <h2 id="mobile-menu-language" className={`${headingClass} px-2`}>
          {t("header.language.label")}
        </h2>
        <LanguageOptions onChosen={onNavigate} />
      </section>
      <section aria-labelledby="mobile-menu-currency" className="mt-2 border-t border-slate-200 px-2">
        <h2 id="mobile-menu-currency" className={`${headingClass} px-2`}>
          {t("header.currency.label")}
        </h2>
        <CurrencyOptions />
      </section>
    </div>
  );
}

/** The header account menu's links on a phone (spec §2): sign-in and sign-up, or the account pages and Logout. */
function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const user = useRootData()?.user ?? null;
  return (
    <nav aria-labelledby="mobile-menu-account" className="mt-2 border-t border-slate-200">
      <h2 id="mobile-menu-account" className={headingClass}>
        {t("header.account.myAccount")}
      </h2>
      {user ? (
        <div className="flex items-center gap-3 px-4 py-2">
          <Avatar user={user} className="h-9 w-9 text-sm" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold">{user.name}</p>
            <p className="truncate text-sm text-slate-600" dir="ltr">
              {user.email}
            </p>
          </div>
        </div>
      ) : null}
      <ul>
        {user ? (
          <>
            {ACCOUNT_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} onClick={onNavigate} className={rowClass}>
                  {t(`auth.menu.${link.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <SignOutForm className={rowClass} onSubmit={onNavigate} />
            </li>
          </>
        ) : (
          <>
            <li>
              <Link to="/account/login" onClick={onNavigate} className={rowClass}>
                {t("auth.login.signIn")}
              </Link>
            </li>
            <li>
              <Link to="/account/login#sign-up" onClick={onNavigate} className={rowClass}>
                {t("auth.menu.createAccount")}
              </Link>
            </li>
            <li>
              <Link to="/account/forgot-password" onClick={onNavigate} className={rowClass}>
                {t("auth.login.forgotPassword")}
              </Link>
            </li>
          </>
        )}
      </ul>
    </nav>
  );
}

function DepartmentPanel({ departmentKey, onBack, onNavigate }: { departmentKey: string; onBack: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { entries, nameOf } = useDepartmentEntries();
  const entry = entries.find((e) => e.link.key === departmentKey);
  if (!entry) return null;
  const name = nameOf(entry.link);
  return (
    <div className="animate-[header-panel-in_200ms_ease-out] pb-6 motion-reduce:animate-none">
      <button
        type="button"
        data-panel-back=""
        onClick={onBack}
        className="flex min-h-12 w-full items-center gap-2 border-b border-slate-200 px-4 text-sm font-semibold text-brand-700 hover:bg-slate-50"
      >
        <ChevronStartIcon className="h-4 w-4 rtl:-scale-x-100" />
        {t("header.mobile.back", { name: t("header.mobile.menu") })}
      </button>
      <nav aria-labelledby="mobile-menu-department">
        <h2 id="mobile-menu-department" className="px-4 pb-2 pt-4 text-lg font-bold">
          {name}
        </h2>
        <ul>
          <li>
            <Link to={entry.link.href} onClick={onNavigate} className={`${rowClass} font-semibold text-brand-700`}>
              {t("header.departments.viewAll", { name })}
            </Link>
          </li>
          {entry.menu?.columns.map((column) => (
            <li key={column.link.key}>
              <Link to={column.link.href} onClick={onNavigate} className={rowClass}>
                <span>{nameOf(column.link)}</span>
                {column.link.items !== null ? (
                  <span className="text-xs text-slate-600">{t("header.departments.parts", { count: column.link.items })}</span>
                ) : null}
              </Link>
              {column.links.length > 0 ? (
                <ul className="ps-4">
                  {column.links.map((link) => (
                    <li key={link.key}>
                      <Link to={link.href} onClick={onNavigate} className={rowClass}>
                        {nameOf(link)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
