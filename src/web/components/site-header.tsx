import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

import { useTranslation } from "../i18n/translator.ts";
import { useRootData } from "../lib/use-preferences.ts";
import { DepartmentMenu } from "./header/department-menu.tsx";
import { Logo, MainMenu, TopBar } from "./header/header-parts.tsx";
import { HeaderSearch } from "./header/header-search.tsx";
import { HEADER_THEMES, type HeaderConfig, type HeaderTheme } from "./header/header-theme.ts";
import { CloseIcon, MenuIcon, SearchIcon } from "./header/icons.tsx";
import { Indicators } from "./header/indicators.tsx";
import { MobileMenu } from "./header/mobile-menu.tsx";
import { useDepartmentTreeLoader } from "./header/use-department-entries.ts";
import { VehiclePicker } from "./vehicle/vehicle-picker.tsx";

// spec §2: the default header is spaceship, scheme one, mobile one.
const DEFAULT_HEADER: HeaderConfig = { layout: "spaceship", scheme: "one", mobile: "one" };
// Tailwind's lg breakpoint: below it the mobile header (and its slide-in menu) is shown.
const DESKTOP_QUERY = "(min-width: 64rem)";

interface Pieces {
  theme: HeaderTheme;
  menuButton: ReactNode;
  searchToggle: ReactNode;
  searchArea: ReactNode;
}

/**
 * spec §1, §2: the site header: a top bar, the department menu, the main menu, search with
 * suggestions beside the vehicle picker, and the wishlist, account and cart indicators. Desktop
 * layout (spaceship or classic) and colour scheme come from the shop's configuration; below the
 * lg breakpoint the same pieces form the mobile header (variant one or two) with a slide-in menu.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const config = useRootData()?.shop.header ?? DEFAULT_HEADER;
  const theme = HEADER_THEMES[config.scheme];
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchAreaId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDepartmentTreeLoader();
  // Mobile variant two keeps the search bar on its own row; variant one opens it with a button.
  const searchAlwaysShown = config.mobile === "two";

  // The phone's search row (variant one) folds away once a search has led to another page.
  const { pathname } = useLocation();
  const [searchedFrom, setSearchedFrom] = useState(pathname);
  if (searchedFrom !== pathname) {
    setSearchedFrom(pathname);
    setSearchOpen(false);
  }

  // The slide-in menu belongs to the phone layout: a window widened past lg closes it.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const menuButton = (
    <button
      ref={menuButtonRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      onClick={() => setMenuOpen(true)}
      className={`-ms-2 grid h-11 w-11 shrink-0 place-items-center rounded-lg lg:hidden ${theme.control}`}
    >
      <MenuIcon className="h-6 w-6" />
      <span className="sr-only">{t("header.mobile.openMenu")}</span>
    </button>
  );

  // On a phone with the search behind a button, the vehicle picker stays in the row beside it.
  const searchToggle = searchAlwaysShown ? null : (
    <>
      <div className="lg:hidden">
        <VehiclePicker />
      </div>
      <button
        type="button"
        aria-expanded={searchOpen}
        aria-controls={searchAreaId}
        onClick={() => setSearchOpen((open) => !open)}
        className={`grid h-11 w-11 shrink-0 place-items-center rounded-lg lg:hidden ${theme.control}`}
      >
        {searchOpen ? <CloseIcon className="h-6 w-6" /> : <SearchIcon className="h-6 w-6" />}
        <span className="sr-only">{searchOpen ? t("header.search.close") : t("header.search.open")}</span>
      </button>
    </>
  );

  // spec §2: the vehicle picker sits beside the search, on the phone as on the desktop.
  const searchArea = (
    <div
      id={searchAreaId}
      className={`${searchAlwaysShown || searchOpen ? "flex" : "hidden"} order-last basis-full items-center gap-2 pb-3 lg:order-none lg:flex lg:min-w-0 lg:flex-1 lg:basis-auto lg:pb-0`}
    >
      <div className={searchAlwaysShown ? undefined : "hidden lg:block"}>
        <VehiclePicker />
      </div>
      <div className="min-w-0 flex-1">
        <HeaderSearch theme={theme} autoFocus={searchOpen} />
      </div>
    </div>
  );

  const pieces: Pieces = { theme, menuButton, searchToggle, searchArea };
  return (
    <header className={theme.surface}>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-[1100] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {t("common.skipToContent")}
      </a>
      {config.layout === "classic" ? <ClassicLayout {...pieces} /> : <SpaceshipLayout {...pieces} />}
      <MobileMenu open={menuOpen} onClose={closeMenu} returnFocusTo={menuButtonRef} />
    </header>
  );
}

/**
 * Spaceship: the logo stands in a tall block on the start side; the top bar and the row of
 * search and indicators sit beside it; departments and the main menu form a tab below.
 */
function SpaceshipLayout({ theme, menuButton, searchToggle, searchArea }: Pieces) {
  return (
    <>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4 py-1.5 sm:gap-x-2 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:grid-rows-[2.5rem_4.75rem] lg:gap-x-8 lg:py-0">
        {menuButton}
        <Logo
          theme={theme}
          className={`lg:row-span-2 lg:h-full lg:justify-center lg:rounded-b-2xl lg:px-6 lg:[clip-path:polygon(0_0,100%_0,100%_78%,86%_100%,0_100%)] rtl:lg:[clip-path:polygon(0_0,100%_0,100%_100%,14%_100%,0_78%)] ${theme.logoBlock}`}
          markClassName={`lg:h-12 lg:w-12 lg:text-lg ${theme.logoBlockMark}`}
          taglineClassName={theme.logoBlockTagline}
        />
        <TopBar theme={theme} compact className={`hidden h-full rounded-b-xl px-4 lg:col-start-2 lg:row-start-1 lg:flex ${theme.topBar}`} />
        <div className="contents lg:col-start-2 lg:row-start-2 lg:flex lg:items-center lg:gap-6">
          {searchArea}
          <div className="ms-auto flex items-center">
            {searchToggle}
            <Indicators theme={theme} />
          </div>
        </div>
      </div>
      <div className="hidden lg:block">
        <div className="mx-auto max-w-7xl px-4">
          <div className={`flex items-center gap-4 rounded-t-xl py-2 pe-2 ${theme.nav}`}>
            <DepartmentMenu theme={theme} />
            <MainMenu theme={theme} />
          </div>
        </div>
      </div>
    </>
  );
}

/** Classic: a full-width top bar, then logo, search and indicators, then a navigation bar. */
function ClassicLayout({ theme, menuButton, searchToggle, searchArea }: Pieces) {
  return (
    <>
      <div className={`hidden lg:block ${theme.topBar}`}>
        <TopBar theme={theme} className="mx-auto h-10 max-w-7xl px-4" />
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 px-4 py-1.5 sm:gap-x-2 lg:flex-nowrap lg:gap-x-10 lg:py-5">
        {menuButton}
        <Logo theme={theme} />
        {searchArea}
        <div className="ms-auto flex items-center">
          {searchToggle}
          <Indicators theme={theme} />
        </div>
      </div>
      <div className={`hidden lg:block ${theme.nav}`}>
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
          <DepartmentMenu theme={theme} />
          <MainMenu theme={theme} />
        </div>
      </div>
    </>
  );
}
