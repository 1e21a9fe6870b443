import { isRouteErrorResponse, Link, useRouteError } from "react-router";

import { useTranslation } from "../../i18n/translator.ts";

export function Crumb({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="text-slate-400">
        /
      </span>
      {children}
    </li>
  );
}

export function EmptyListing({ reset }: { reset: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <p className="text-lg font-bold text-slate-900">{t("listing.empty.title")}</p>
      <p className="max-w-md text-slate-600">{t("listing.empty.text")}</p>
      <Link to={reset} preventScrollReset className="mt-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600">
        {t("listing.empty.reset")}
      </Link>
    </div>
  );
}

/** A malformed filter is a 400 with its own page; an unknown category is the shop's 404. */
export function ListingErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const field =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "field" in error.data ? String(error.data.field) : "";
  const [code, title, body, action] =
    status === 400
      ? ["400", t("listing.badFilter.title"), t("listing.badFilter.text", { field }), t("listing.badFilter.action")]
      : status === 404
        ? ["404", t("errors.notFound.title"), t("errors.notFound.text"), t("errors.browseShop")]
        : ["!", t("errors.failure.title"), t("errors.failure.text"), t("errors.browseShop")];
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${title} · Overland`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-black text-brand-600">{code}</p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{body}</p>
      <Link to="/shop" className="mt-8 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-600">
        {action}
      </Link>
    </section>
  );
}
