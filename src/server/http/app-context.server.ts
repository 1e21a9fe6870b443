// The router context every loader and action reads: the shop's services, the signed-in customer
// and the shop's public facts. The one way from the storefront into the server: storefront.ts
// fills it, the pages read it, and both import it as `#app-context` (package.json "imports"),
// which the SSR bundle keeps external, so both hold this module's one token (lint refuses a
// relative import, which would bundle a second). Types, the token, one helper; no I/O. `.server`
// keeps it out of browser bundles.
import { createContext } from "react-router";

import type { LocalizedText } from "../../domain/locales.ts";
import type { OpeningHours } from "../../domain/shop-settings.ts";
import type { SocialPage } from "../../domain/social-pages.ts";
import type { SessionUser } from "../modules/accounts/index.ts";
import type { Services } from "../services.ts";

export interface AppContext {
  services: Services;
  user: SessionUser | null;
  origin: string;
  /** Where a payment sends this shopper back: their own origin when it is loopback or allowed (env.ts returnOrigin). */
  returnOrigin: string;
  /** The shopper's address as Fastify sees it (trustProxy decides), for per-client limits. */
  clientIp: string;
  shop: ShopConfig;
  /** This request's Content-Security-Policy nonce (the inline scripts of the page carry it). */
  nonce: string;
  /** Told of every error a loader, an action or the render threw (entry.server.tsx handleError). */
  reportError(error: unknown): void;
  /**
   * Names what a guest's page shows (src/domain/shown-tags.ts), for its kept answer (decision 015):
   * it is kept until a change names one of these. A page that names nothing is forgotten by every
   * change to any part; one that shows no part names an empty list. The root's loader names nothing.
   */
  shows(tags: readonly string[]): void;
}

/** The shop's public facts and its header configuration (spec §2: default spaceship, one, one). */
export interface ShopConfig {
  name: string;
  phone: string;
  email: string;
  /** As the owner writes it in each language (English stands in for a missing one). */
  address: LocalizedText;
  openingHours: OpeningHours;
  /** The shop's clock (an IANA zone): every date of the back office, and what staff type times in. */
  timeZone: string;
  header: { layout: "spaceship" | "classic"; scheme: "one" | "two" | "three"; mobile: "one" | "two" };
  /** The shop's own pages on social networks, only those the owner configured (shop-config.ts). */
  social: SocialPage[];
  /** How the checkout takes money: a card, through the configured provider; the test provider takes none. */
  payments: { methods: "card"[]; provider: "stripe" | "test" };
}

export const appContext = createContext<AppContext>();

/** For `.catch` on a part a page can do without: the error is reported (logged), the part is `fallback`. */
export function reportedAs<T>(fallback: T, report: (error: unknown) => void): (error: unknown) => T {
  return (error) => {
    report(error);
    return fallback;
  };
}
