import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, type LinksFunction } from "react-router";

import "./app.css";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { useCartStore } from "./state/cart-store.ts";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        <SiteHeader />
        <main id="content" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // The cart lives in the browser; restore it once the server-rendered page is live.
  useEffect(() => {
    void useCartStore.persist.rehydrate();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{notFound ? "Page Not Found · Overland" : "Something went wrong · Overland"}</title>
      <p className="text-6xl font-black text-brand-600">{notFound ? "404" : "Oops"}</p>
      <h1 className="mt-4 text-2xl font-bold">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-2 text-slate-600">
        {notFound ? "The page or part you are looking for is not here. Try the shop or search by part number." : "Please try again in a moment."}
      </p>
      <a href="/shop" className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Browse the shop
      </a>
    </section>
  );
}
