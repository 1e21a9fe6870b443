import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { ACCOUNT_PAGES, LOGOUT_ACTION } from "./account-links.ts";

const ITEM =
  "block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-700 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white lg:px-4 lg:py-2.5";

/**
 * The account area's navigation: a column beside the page on a wide screen, one scrolling row of
 * links on a phone. Logout is a POST (it ends the session on the server), so it works without
 * JavaScript too.
 */
export function AccountNav({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the row scrolls: the current page's link is brought into sight.
  useEffect(() => {
    const list = listRef.current;
    if (!list || list.scrollWidth <= list.clientWidth) return;
    list.querySelector<HTMLElement>("[aria-current=page]")?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [pathname]);
  return (
    <nav aria-label={t("account.nav.label")} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-2 lg:self-start lg:p-3">
      <div className="hidden border-b border-slate-200 px-4 pt-2 pb-3 lg:block">
        <p className="font-bold text-slate-900 [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{email}</p>
      </div>
      <ul
        ref={listRef}
        className="-mx-1 flex snap-x gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:mt-2 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.key} className="snap-start">
            <NavLink to={page.to} className={ITEM}>
              {t(`account.nav.${page.key}`)}
            </NavLink>
          </li>
        ))}
        <li className="snap-start lg:mt-1 lg:border-t lg:border-slate-200 lg:pt-1">
          <Form method="post" action={LOGOUT_ACTION}>
            <button type="submit" className={`${ITEM} w-full text-start`}>
              {t("account.nav.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
