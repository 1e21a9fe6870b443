import { Link, NavLink } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { useShopStore } from "../../state/shop-store.ts";
import { MAIN_MENU, telHref, TOP_BAR_LINKS } from "./header-links.ts";
import type { HeaderTheme } from "./header-theme.ts";
import { CompareIcon, PhoneIcon } from "./icons.tsx";
import { CurrencyPicker, LanguagePicker } from "./preference-pickers.tsx";

export function Logo({
  theme,
  className = "",
  markClassName = "",
  taglineClassName = "",
}: {
  theme: HeaderTheme;
  className?: string;
  markClassName?: string;
  taglineClassName?: string;
}) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`flex shrink-0 items-center gap-2.5 ${className}`}>
      <span
        aria-hidden="true"
        className={`grid h-9 w-9 place-items-center rounded-lg text-sm font-black sm:h-10 sm:w-10 sm:text-base tracking-tight ${theme.logoMark} ${markClassName}`}
      >
        OV
      </span>
      <span className="leading-none">
        <span className="sr-only">{t("header.homeLink")}</span>
        {/* On a narrow phone the mark alone keeps the header to one row. */}
        <span aria-hidden="true" className="hidden text-lg font-black tracking-tight min-[480px]:block sm:text-xl">
          Overland
        </span>
        <span aria-hidden="true" className={`mt-1 hidden text-xs font-medium sm:block ${theme.muted} ${taglineClassName}`}>
          {t("header.tagline")}
        </span>
      </span>
    </Link>
  );
}

/** The shop's phone; `compact` keeps the "Call us" words for screen readers only. */
export function PhoneLink({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const phone = useRootData()?.shop.phone ?? "";
  return (
    <a href={telHref(phone)} className={`inline-flex items-center gap-1.5 whitespace-nowrap ${className}`}>
      <PhoneIcon className="h-4 w-4" />
      <span className={compact ? "sr-only" : ""}>{t("header.topBar.callUs")} </span>
      <bdi dir="ltr" className="font-semibold">
        {phone}
      </bdi>
    </a>
  );
}

/** The compare counter of the top bar: a link to /compare with the list's size. */
export function CompareLink({ className = "", icon = true }: { className?: string; icon?: boolean }) {
  const { t } = useTranslation();
  const count = useShopStore((s) => s.compare.items.length);
  return (
    <Link to="/compare" className={`inline-flex items-center gap-1.5 whitespace-nowrap ${className}`}>
      {icon ? <CompareIcon className="h-4 w-4" /> : null}
      <span>{t("header.topBar.compare")}</span>
      <span className="rounded-full bg-current/15 px-1.5 text-xs font-bold tabular-nums">{count}</span>
    </Link>
  );
}

/**
 * spec §2: the top bar: contact phone, About us, Contacts, Store location, Track order, Blog, a
 * compare counter and the currency picker (with the language switcher beside it).
 */
export function TopBar({ theme, className = "", compact = false }: { theme: HeaderTheme; className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const link = `rounded px-1 py-0.5 transition-colors ${theme.topBarLink}`;
  const picker = `inline-flex items-center gap-1.5 whitespace-nowrap rounded px-2 py-1 text-xs font-medium transition-colors ${theme.topBarLink}`;
  return (
    <div className={`flex items-center gap-x-4 text-xs ${className}`}>
      <PhoneLink className={link} compact={compact} />
      <nav aria-label={t("header.topBar.label")} className="min-w-0">
        <ul className="flex items-center gap-x-3">
          {TOP_BAR_LINKS.map((item) => (
            <li key={item.key} className="whitespace-nowrap">
              <Link to={item.to} className={link}>
                {t(`header.topBar.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ms-auto flex items-center gap-x-1">
        <CompareLink className={link} />
        <CurrencyPicker buttonClassName={picker} />
        <LanguagePicker buttonClassName={picker} />
      </div>
    </div>
  );
}

/** spec §2: the main menu holds Home, Shop, Blog, Builds and Add My Build. */
export function MainMenu({ theme }: { theme: HeaderTheme }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("header.menu.label")}>
      <ul className="flex items-center gap-1">
        {MAIN_MENU.map((item) => (
          <li key={item.key}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-lg px-3.5 py-2.5 text-sm font-semibold transition-colors ${isActive ? theme.navLinkActive : theme.navLink}`
              }
            >
              {t(`header.menu.${item.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
