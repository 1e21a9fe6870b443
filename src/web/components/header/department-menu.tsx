import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { focusablesIn } from "../../lib/focus.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import type { MegaMenu } from "./department-menu-rules.ts";
import type { HeaderTheme } from "./header-theme.ts";
import { ChevronDownIcon, ChevronEndIcon, GridIcon } from "./icons.tsx";
import { useDepartmentEntries } from "./use-department-entries.ts";
import { moveFocus, useDismiss } from "./use-dismiss.ts";
import { useOpenedOnce } from "./use-opened-once.ts";

/**
 * spec §2: the department menu. Opens on hover and on a click or Enter; the up and down arrows
 * walk the departments, the end-side arrow enters a department's mega-menu and the start-side
 * arrow leaves it; Tab walks everything in order; Escape closes it and gives the focus back.
 */
export function DepartmentMenu({ theme }: { theme: HeaderTheme }) {
  const { t } = useTranslation();
  const rtl = useLocale() === "ar";
  const { entries, nameOf, loading } = useDepartmentEntries();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const [active, setActive] = useState(-1);
  const [focusFirst, setFocusFirst] = useState(false);
  const openedByHover = useRef(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function close(returnFocus = false) {
    setOpen(false);
    setActive(-1);
    openedByHover.current = false;
    if (returnFocus) buttonRef.current?.focus();
  }

  useDismiss(rootRef, open, (reason) => close(reason === "escape"));

  useEffect(() => {
    if (open && focusFirst) {
      listRef.current?.querySelector<HTMLElement>("[data-department]")?.focus();
      setFocusFirst(false);
    }
  }, [open, focusFirst]);

  const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

  function onButtonClick() {
    // A mouse that opened the menu by hovering keeps it open on the click that follows.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    setOpen(!open);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    if (target === buttonRef.current) {
      if (event.key === "ArrowDown" || (event.key === "Enter" && !open)) {
        event.preventDefault();
        setOpen(true);
        setFocusFirst(true);
      }
      return;
    }
    const departmentLinks = [...(listRef.current?.querySelectorAll<HTMLElement>("[data-department]") ?? [])];
    const into = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const item = target.closest<HTMLElement>("[data-department-item]");
    const onDepartment = target.hasAttribute("data-department");
    if (onDepartment) {
      if (event.key === into) {
        const first = focusablesIn(item?.querySelector<HTMLElement>("[data-mega-menu]") ?? null)[0];
        if (first) {
          event.preventDefault();
          first.focus();
        }
      } else if (moveFocus(departmentLinks, event.key)) {
        event.preventDefault();
      }
      return;
    }
    // Inside a mega-menu.
    const menu = target.closest<HTMLElement>("[data-mega-menu]");
    if (!menu) return;
    if (event.key === back) {
      event.preventDefault();
      item?.querySelector<HTMLElement>("[data-department]")?.focus();
    } else if (moveFocus(focusablesIn(menu), event.key)) {
      event.preventDefault();
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (!isMouse(event) || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (isMouse(event) && openedByHover.current) close();
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        className={`flex h-11 w-64 items-center gap-2 rounded-lg ps-4 pe-3 text-sm font-semibold ${theme.departments}`}
      >
        <GridIcon />
        <span className="flex-1 truncate text-start">{t("header.departments.button")}</span>
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute start-0 top-full z-50 pt-2">
        {opened ? (
          <nav
            aria-label={t("header.departments.label")}
            aria-busy={loading || undefined}
            className="relative w-64 rounded-xl border border-slate-200 bg-white py-2 text-slate-900 shadow-xl"
          >
            <ul ref={listRef}>
              {entries.map((entry, index) => {
                const name = nameOf(entry.link);
                const shown = active === index && entry.menu !== null;
                return (
                  <li key={entry.link.key} data-department-item="" onPointerEnter={() => setActive(index)}>
                    <Link
                      to={entry.link.href}
                      data-department=""
                      onFocus={() => setActive(index)}
                      onClick={() => close()}
                      aria-haspopup={entry.menu ? "true" : undefined}
                      aria-expanded={entry.menu ? shown : undefined}
                      className={`flex items-center justify-between gap-2 px-4 py-2 text-sm font-medium ${active === index ? "bg-slate-100 text-brand-700" : "text-slate-800"}`}
                    >
                      <span className="truncate">{name}</span>
                      {entry.menu ? <ChevronEndIcon className="h-4 w-4 text-slate-500 rtl:-scale-x-100" /> : null}
                    </Link>
                    {entry.menu ? (
                      <MegaMenuPanel
                        menu={entry.menu}
                        departmentName={name}
                        departmentHref={entry.link.href}
                        hidden={!shown}
                        onNavigate={() => close()}
                        nameOf={nameOf}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}

// spec §2: columns of size 1of5 (five to a row in the extra large menu); the small menu is one column.
const MENU_WIDTH = { sm: "w-72", xl: "w-[min(60rem,calc(100vw-20rem))]" } as const;
const MENU_GRID = { sm: "grid-cols-1", xl: "grid-cols-5" } as const;

function MegaMenuPanel({
  menu,
  departmentName,
  departmentHref,
  hidden,
  onNavigate,
  nameOf,
}: {
  menu: MegaMenu;
  departmentName: string;
  departmentHref: string;
  hidden: boolean;
  onNavigate: () => void;
  nameOf: ReturnType<typeof useDepartmentEntries>["nameOf"];
}) {
  const { t } = useTranslation();
  return (
    <div
      data-mega-menu=""
      data-size={menu.size}
      hidden={hidden}
      className={`absolute start-full top-0 -ms-px rounded-xl border border-slate-200 bg-white shadow-xl ${MENU_WIDTH[menu.size]}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-100 px-6 py-4">
        <p className="text-base font-bold text-slate-900">{departmentName}</p>
        <Link
          to={departmentHref}
          onClick={onNavigate}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("header.departments.viewAll", { name: departmentName })}
          <ChevronEndIcon className="h-4 w-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <div className="flex gap-6 p-4">
        <ul className={`grid flex-1 content-start gap-2 ${MENU_GRID[menu.size]}`}>
          {menu.columns.map((column) => (
            <li key={column.link.key} data-column-size={column.size} className="min-w-0">
              <Link to={column.link.href} onClick={onNavigate} className="block rounded-lg px-3 py-2.5 hover:bg-slate-50">
                <span className="block text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{nameOf(column.link)}</span>
                {column.link.items !== null ? (
                  <span className="mt-0.5 block text-xs text-slate-600">{t("header.departments.parts", { count: column.link.items })}</span>
                ) : null}
              </Link>
              {column.links.length > 0 ? (
                <ul className="mt-1 space-y-1 px-3">
                  {column.links.map((link) => (
                    <li key={link.key}>
                      <Link to={link.href} onClick={onNavigate} className="text-sm text-slate-700 hover:text-brand-700">
                        {nameOf(link)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {menu.image ? (
          <img
            src={menu.image}
            alt=""
            width={144}
            height={144}
            className="h-36 w-36 shrink-0 self-start rounded-xl bg-slate-50 object-contain"
          />
        ) : null}
      </div>
    </div>
  );
}
