import "./app.css";

import { useEffect, useMemo } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteError,
} from "react-router";

import { appContext } from "#app-context";

import type { Route } from "./+types/root";
import { useListsSync } from "./components/cart/use-lists-sync.ts";
import { QuickViewHost } from "./components/quick-view/quick-view-dialog.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { Toaster } from "./components/toaster.tsx";
import { useGarageSync } from "./components/vehicle/use-garage-sync.ts";
import { useShellMessages } from "./i18n/shell-messages.ts";
import { translatorFor, TranslatorProvider, useTranslation } from "./i18n/translator.ts";
import { useNonce } from "./lib/nonce.ts";
import {
  CURRENCY_COOKIE,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  preferenceCookie,
  resolveCurrency,
  resolveLocale,
} from "./lib/preferences.ts";
import { SCRIPTS_AFTER_PAINT } from "./lib/scripts-after-paint.ts";
import { shopperCountry } from "./lib/shopper-country.server.ts";
import { useRootData } from "./lib/use-preferences.ts";
import { restoreShopState, useShopStore } from "./state/shop-store.ts";

// The .ico is for agents that ask for /favicon.ico by name or cannot draw SVG.
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** /admin and below; "/admin.data" is how React Router asks for the dashboard's data. */
const isBackOffice = (pathname: string) => /^\/admin(?:[/.]|$)/.test(pathname);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, user, shop, origin } = context.get(appContext);
  const { locale, fromParam } = resolveLocale(request);
  const headers = new Headers();
  // ?lang= is remembered, so the next page renders in the same language (no flash of English).
  if (fromParam) headers.append("Set-Cookie", preferenceCookie(LANGUAGE_COOKIE, locale));
  return data(
    {
      locale,
      direction: directionOf(locale),
      currency: resolveCurrency(request),
      // How prices show (with or without tax) in the shopper's country (decision 040).
      pricing: await services.tax.pricesShown(await shopperCountry(request, user ? () => services.addresses.defaultOf(user.id) : null)),
      // The owner's exchange rates (decision 043): a change forgets every kept page, so a kept
      // guest page, keyed by its currency, never shows a rate that is gone.
      rates: await services.currencies.rates(),
      // The storefront's strings come in their own cached script (i18n/shell-messages.ts); the
      // back office's go to its pages only.
      adminMessages: isBackOffice(new URL(request.url).pathname) ? (services.translations.messages(locale).admin ?? null) : null,
      shop,
      origin,
      user: user ? { name: user.name, email: user.email } : null,
    },
    { headers },
  );
}

// The root's data (the back office's strings, the signed-in customer) changes only with the language or after a
// form is submitted; filter and page changes on a listing do not fetch it again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return (
    currentUrl.searchParams.get(LANGUAGE_PARAM) !== nextUrl.searchParams.get(LANGUAGE_PARAM) ||
    // Into or out of the back office: its strings come and go with it.
    isBackOffice(currentUrl.pathname) !== isBackOffice(nextUrl.pathname)
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const shell = useShellMessages();
  const locale = root?.locale ?? shell.locale ?? "en";
  const adminMessages = root?.adminMessages;
  const translator = useMemo(
    () => translatorFor(locale, adminMessages ? { ...shell.messages, admin: adminMessages } : shell.messages),
    [locale, shell.messages, adminMessages],
  );
  const nonce = useNonce();
  const backOffice = isBackOffice(useLocation().pathname);
  // Marks the page as live (React has taken over the server's HTML); journeys wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={locale} dir={root?.direction ?? directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* zod compiles its checks with `new Function` when it may, and finds out by trying when its
            first object schema is built: under the Content-Security-Policy (no eval) that try is a
            reported violation. Set before any module runs, zod's global settings skip it. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }} />
        <Meta />
        <Links />
        {/* The interface strings' script: entry.client.tsx runs it before hydrating. */}
        {shell.src ? <link rel="modulepreload" href={shell.src} data-messages="" nonce={nonce} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <TranslatorProvider translator={translator}>
          {backOffice ? (
            // The back office has its own frame (routes/admin): none of the storefront's chrome.
            children
          ) : (
            <>
              <SiteHeader />
              <main id="content" className="flex-1">
                {children}
              </main>
              <SiteFooter />
              <Toaster />
              <QuickViewHost />
            </>
          )}
        </TranslatorProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Makes the scripts above live once the page is painted (lib/scripts-after-paint.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPTS_AFTER_PAINT }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { currency } = loaderData;
  // A signed-in customer's garage is the server's; the current vehicle also rides in a cookie.
  useGarageSync();
  // So are the cart and the wishlist (decision 042): merged on sign-in, emptied on sign-out.
  useListsSync();
  // Cart, compare, wishlist, currency and garage live in the browser: restore them once the
  // server-rendered page is live. The cookie's currency is the start value; a stored one wins.
  useEffect(() => {
    const unsubscribe = useShopStore.subscribe((state, previous) => {
      if (state.currency !== previous.currency) document.cookie = preferenceCookie(CURRENCY_COOKIE, state.currency);
    });
    void restoreShopState(currency);
    return unsubscribe;
    // Once per page load: later loader data carries the cookie this effect keeps in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // spec §8: 'Product Not Found' for a product, 'Page Not Found' for anything else.
  const productMissing = notFound && error.data === "Product Not Found";
  // A customer's session at a back-office address: the back office's guard runs before any loader,
  // so its refusal is rendered here, not by the back office's own boundary.
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  // A part the shop deleted: no longer sold (410), where a mistyped address is 404.
  const gone = isRouteErrorResponse(error) && error.status === 410;
  const title = productMissing
    ? t("errors.productNotFound")
    : gone
      ? t("errors.productGone.title")
      : notFound
        ? t("errors.notFound.title")
        : forbidden
          ? t("errors.forbidden.title")
          : t("errors.failure.title");
  const text = gone
    ? t("errors.productGone.text")
    : notFound
      ? t("errors.notFound.text")
      : forbidden
        ? t("errors.forbidden.text")
        : t("errors.failure.text");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${title} · Overland`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-brand-600">{notFound ? "404" : gone ? "410" : forbidden ? "403" : "!"}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link to="/shop" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        {t("errors.browseShop")}
      </Link>
    </section>
  );
}
