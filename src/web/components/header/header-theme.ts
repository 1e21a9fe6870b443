// spec §2: the desktop header's colour scheme (one, two, three). Every pair of text and
// background here keeps WCAG AA contrast (4.5:1 for small text); dropdown panels are always white.
import type { RootData } from "../../lib/use-preferences.ts";

export type HeaderConfig = RootData["shop"]["header"];
export type HeaderScheme = HeaderConfig["scheme"];

export interface HeaderTheme {
  /** The header's main surface (logo, search and indicators row). */
  surface: string;
  /** The top bar strip. */
  topBar: string;
  topBarLink: string;
  /** The navigation bar (departments and main menu). */
  nav: string;
  navLink: string;
  navLinkActive: string;
  /** The department menu's button. */
  departments: string;
  logoMark: string;
  /** The spaceship layout's logo block from lg up (literal lg: classes for Tailwind to find). */
  logoBlock: string;
  logoBlockMark: string;
  logoBlockTagline: string;
  /** Text beside icons (tagline, small captions). */
  muted: string;
  /** Icon buttons and indicators. */
  control: string;
  /** The count bubbles on indicators. */
  badge: string;
  /** The search field's frame. */
  searchField: string;
  searchButton: string;
}

export const HEADER_THEMES: Record<HeaderScheme, HeaderTheme> = {
  // Dark slate.
  one: {
    surface: "bg-slate-900 text-white",
    topBar: "bg-slate-950 text-slate-300",
    topBarLink: "hover:text-white",
    nav: "bg-slate-800 text-white",
    navLink: "text-slate-100 hover:bg-slate-700 hover:text-white",
    navLinkActive: "bg-slate-700 text-white",
    departments: "bg-brand-700 text-white hover:bg-brand-600",
    logoMark: "bg-brand-700 text-white",
    logoBlock: "lg:bg-brand-700 lg:text-white",
    logoBlockMark: "lg:bg-white lg:text-brand-700",
    logoBlockTagline: "lg:text-white",
    muted: "text-slate-300",
    control: "text-white hover:bg-white/10",
    badge: "bg-brand-700 text-white ring-2 ring-slate-900",
    searchField: "border-transparent bg-white text-slate-900",
    searchButton: "bg-brand-700 text-white hover:bg-brand-600",
  },
  // White and light grey.
  two: {
    surface: "bg-white text-slate-900 shadow-sm",
    topBar: "bg-slate-100 text-slate-700",
    topBarLink: "hover:text-brand-700",
    nav: "border-y border-slate-200 bg-white text-slate-900",
    navLink: "text-slate-800 hover:bg-slate-100 hover:text-slate-950",
    navLinkActive: "bg-slate-100 text-brand-700",
    departments: "bg-slate-900 text-white hover:bg-slate-800",
    logoMark: "bg-brand-700 text-white",
    logoBlock: "lg:bg-slate-900 lg:text-white",
    logoBlockMark: "lg:bg-brand-700 lg:text-white",
    logoBlockTagline: "lg:text-slate-300",
    muted: "text-slate-600",
    control: "text-slate-800 hover:bg-slate-100",
    badge: "bg-brand-700 text-white ring-2 ring-white",
    searchField: "border-slate-300 bg-slate-50 text-slate-900",
    searchButton: "bg-slate-900 text-white hover:bg-slate-700",
  },
  // Brand orange.
  three: {
    surface: "bg-brand-700 text-white",
    topBar: "bg-orange-900 text-orange-50",
    topBarLink: "hover:text-white",
    nav: "bg-orange-800 text-white",
    navLink: "text-orange-50 hover:bg-orange-900 hover:text-white",
    navLinkActive: "bg-orange-900 text-white",
    departments: "bg-slate-900 text-white hover:bg-slate-800",
    logoMark: "bg-slate-900 text-white",
    logoBlock: "lg:bg-slate-900 lg:text-white",
    logoBlockMark: "lg:bg-brand-700 lg:text-white",
    logoBlockTagline: "lg:text-slate-300",
    muted: "text-orange-50",
    control: "text-white hover:bg-black/15",
    badge: "bg-slate-900 text-white ring-2 ring-brand-700",
    searchField: "border-transparent bg-white text-slate-900",
    searchButton: "bg-slate-900 text-white hover:bg-slate-700",
  },
};
