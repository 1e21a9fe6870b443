// The mobile menu's panels (spec §1, §2): the root panel (departments, main menu, account,
// information, language, currency) and a department's panel of sub-categories.
import { Link } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { ACCOUNT_LINKS } from "../account/account-links.ts";
import { Avatar, SignOutForm } from "../account/account-menu.tsx";
import { MAIN_MENU, telHref, TOP_BAR_LINKS } from "./header-links.ts";
import { CompareLink } from "./header-parts.tsx";
import { ChevronEndIcon, ChevronStartIcon } from "./icons.tsx";
import { CurrencyOptions, LanguageOptions } from "./preference-pickers.tsx";
import { useDepartmentEntries } from "./use-department-entries.ts";

const rowClass =
  "flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2.5 text-start text-[15px] font-medium text-slate-800 hover:bg-slate-50";
const headingClass = "px-4 pb-1 pt-5 text-xs font-semibold uppercase tracking-wide text-slate-600";

export function RootPanel({ onPush, onNavigate }: { onPush: (key: string) => void; onNavigate: () => void }) {
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

export function DepartmentPanel({
  departmentKey,
  onBack,
  onNavigate,
}: {
  departmentKey: string;
  onBack: () => void;
  onNavigate: () => void;
}) {
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
