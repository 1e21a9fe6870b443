import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";

import { roleMay, type StaffRole } from "../../../domain/staff.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { LANGUAGES, withLanguage } from "../../lib/preferences.ts";
import { useLocale } from "../../lib/use-preferences.ts";
import { ChevronEndIcon, ChevronStartIcon } from "../ui/icons.tsx";

// The back office's pages, in the order the navigation shows them. The catalogue (products,
// prices, stock) joins this list when its issue lands, between Orders and Customers.
const PAGES = [
  { key: "dashboard", to: "/admin", end: true, permission: "backoffice.open" },
  { key: "orders", to: "/admin/orders", end: false, permission: "orders.read" },
  { key: "customers", to: "/admin/customers", end: false, permission: "customers.read" },
  { key: "products", to: "/admin/products", end: false, permission: "catalog.read" },
  { key: "categories", to: "/admin/categories", end: false, permission: "catalog.read" },
  { key: "brands", to: "/admin/brands", end: false, permission: "catalog.read" },
  { key: "vehicles", to: "/admin/vehicles", end: false, permission: "catalog.read" },
  { key: "imports", to: "/admin/imports", end: false, permission: "catalog.read" },
  { key: "shipping", to: "/admin/shipping", end: false, permission: "shipping.read" },
  { key: "tax", to: "/admin/tax", end: false, permission: "tax.read" },
  { key: "discounts", to: "/admin/discounts", end: false, permission: "discounts.read" },
  { key: "currencies", to: "/admin/currencies", end: false, permission: "currencies.read" },
  { key: "invoices", to: "/admin/invoices", end: false, permission: "orders.read" },
  { key: "settings", to: "/admin/settings", end: false, permission: "settings.read" },
  { key: "outbox", to: "/admin/outbox", end: false, permission: "outbox.read" },
  { key: "jobs", to: "/admin/jobs", end: false, permission: "jobs.read" },
  { key: "builds", to: "/admin/builds", end: false, permission: "builds.read" },
  { key: "reviews", to: "/admin/reviews", end: false, permission: "catalog.read" },
  { key: "newsletter", to: "/admin/newsletter", end: false, permission: "newsletter.read" },
  { key: "search", to: "/admin/search", end: false, permission: "search.read" },
  { key: "staff", to: "/admin/staff", end: false, permission: "staff.manage" },
  { key: "tokens", to: "/admin/tokens", end: false, permission: "tokens.manage" },
  { key: "audit", to: "/admin/audit", end: false, permission: "audit.read" },
] as const;

const LINK =
  "block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-slate-800 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-slate-900";

/** A fade over one edge of the scrolling row of tabs, in the header's colour, with an arrow pointing on. */
const MORE = "pointer-events-none absolute inset-y-0 flex w-12 items-center from-slate-900 from-40% to-transparent text-slate-300";

/**
 * The back office's tabs. From a tablet up they wrap onto a second line, so every tab is in sight
 * whatever the language; on a phone they stay one row that scrolls, with a fade at each edge
 * past which there is more (start and end as the language reads), and the current tab brought
 * into sight.
 */
function BackOfficeTabs({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // Before the script runs, a phone's row starts at its first tab with more after it.
  const [more, setMore] = useState({ start: false, end: true });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // scrollLeft runs negative from the start in right-to-left, hence its size.
      const before = Math.abs(list.scrollLeft);
      const after = list.scrollWidth - list.clientWidth - before;
      setMore({ start: before > 1, end: after > 1 });
    };
    measure();
    list.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(list);
    return () => {
      list.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, []);
  useEffect(() => {
    const list = listRef.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    list.querySelector<HTMLElement>("[aria-current=page]")?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav aria-label={t("admin.nav.label")} className="relative mx-auto max-w-7xl">
      <ul
        ref={listRef}
        className="flex scroll-px-4 gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:none] md:flex-wrap md:overflow-visible"
      >
        {PAGES.filter((page) => roleMay(role, page.permission)).map((page) => (
          <li key={page.key}>
            <NavLink to={page.to} end={page.end} className={LINK}>
              {t(`admin.nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <span
        aria-hidden="true"
        data-more="start"
        className={`${MORE} start-0 justify-start ps-1 bg-linear-to-r rtl:bg-linear-to-l md:hidden ${more.start ? "" : "hidden"}`}
      >
        <ChevronStartIcon className="h-4 w-4" />
      </span>
      <span
        aria-hidden="true"
        data-more="end"
        className={`${MORE} end-0 justify-end pe-1 bg-linear-to-l rtl:bg-linear-to-r md:hidden ${more.end ? "" : "hidden"}`}
      >
        <ChevronEndIcon className="h-4 w-4" />
      </span>
    </nav>
  );
}

/** The back office's frame: its own header (not the storefront's), the navigation of what the role may open, the page. */
export function AdminShell({ email, role, children }: { email: string; role: StaffRole; children: React.ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link to="/admin" className="text-lg font-black tracking-tight">
            Overland <span className="font-semibold text-slate-300">· {t("admin.title")}</span>
          </Link>
          <div className="ms-auto flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <nav aria-label={t("admin.language")}>
              <ul className="flex gap-1">
                {LANGUAGES.map((language) => (
                  <li key={language.locale}>
                    <a
                      href={withLanguage(pathname, search, language.locale)}
                      lang={language.locale}
                      aria-current={language.locale === locale ? "true" : undefined}
                      className="rounded px-2 py-1 text-slate-200 hover:text-white aria-[current=true]:bg-slate-700 aria-[current=true]:text-white"
                    >
                      {language.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <span className="text-slate-300 [overflow-wrap:anywhere]">{t("admin.signedInAs", { email })}</span>
            <Link to="/" className="text-slate-200 underline hover:text-white">
              {t("admin.toShop")}
            </Link>
            <Form method="post" action="/admin/logout">
              <button type="submit" className="rounded-lg border border-slate-500 px-3 py-1 font-semibold hover:bg-slate-800">
                {t("admin.logout")}
              </button>
            </Form>
          </div>
        </div>
        <div className="border-t border-slate-800">
          <BackOfficeTabs role={role} />
        </div>
      </header>
      <main id="content" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}
