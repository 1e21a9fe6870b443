import { data, Link, redirect } from "react-router";

import { appContext } from "#app-context";

import { cardProduct } from "../../domain/product.ts";
import { localizedText } from "../../domain/schemas/common.ts";
import { cleanSearchQuery, SEARCH_MATCHES } from "../../domain/search-text.ts";
import { categoryHref } from "../components/header/department-menu-rules.ts";
import { ListingColumns } from "../components/listing/listing-columns.tsx";
import { ListingProvider } from "../components/listing/listing-context.tsx";
import { ListingErrorBoundary } from "../components/listing/listing-page-parts.tsx";
import {
  activeFilterCount,
  listingHref,
  readListingQuery,
  sameListingAddress,
  withoutFilters,
  withPage,
} from "../components/listing/listing-query.ts";
import { useFollowCurrentVehicle } from "../components/listing/use-follow-current-vehicle.ts";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { TextWithIsolated } from "../components/ui/isolated-text.tsx";
import { useTranslation } from "../i18n/translator.ts";
import { listingVehicle } from "../lib/listing-vehicle.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useLocale } from "../lib/use-preferences.ts";
import type { Route } from "./+types/search";

const BASE_PATH = "/search";

// /search?q=...: the shop's listing of what the query matches, relevance first, with the
// same filters, facets, views, pages and vehicle narrowing. Not for search engines (noindex).
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = pageUrlOf(request.url);
  const { locale } = resolveLocale(request);
  const query = cleanSearchQuery(url.searchParams.get("q") ?? "");
  if (query === "") throw redirect("/shop");
  const read = readListingQuery(url.searchParams, undefined, true);
  if (!read.ok) throw data({ field: read.field, message: read.message }, { status: 400 });
  const { state: asked, extra } = read;
  const { state, vehicles, followsCurrentVehicle, cookieVehicle } = await listingVehicle(request, app.services, asked);

  const { catalog } = app.services;
  const { listing, reading, missed } = await catalog.searchProducts(query, {
    sort: state.sort,
    limit: state.limit,
    page: state.page,
    locale,
    filters: state.filters,
  });

  const price = listing.filters.find((f) => f.type === "range");
  const priceBounds: [number, number] | undefined = price ? [price.min, price.max] : undefined;
  const { totalPages, total } = listing.pagination;
  const target = total > 0 && asked.page > totalPages ? withPage(asked, totalPages) : asked;
  const canonical = listingHref(target, { priceBounds, basePath: BASE_PATH, extra, searchPage: true });
  if (!sameListingAddress(canonical, url.pathname + url.search)) throw redirect(canonical);

  // Nothing found: the way out (the same words for every vehicle, queries near it, departments).
  const alternatives = total === 0 ? await catalog.searchAlternatives(query, state.filters, locale) : null;
  const departments =
    total === 0
      ? (await catalog.categories()).map((category) => ({
          slug: category.slug,
          name: localizedText(category.name, locale),
          items: category.items,
        }))
      : [];

  const seo = await pageSeo(app, request, {
    titleKey: "listing.search.seoTitle",
    descriptionKey: "listing.search.seoDescription",
    vars: { query },
    keepParams: ["q"],
    noindex: true,
  });

  const page = {
    listing: { ...listing, data: await catalog.distinguishCards(listing.data.map(cardProduct)) },
    query,
    reading,
    alternatives,
    departments,
    state,
    extra,
    vehicles,
    followsCurrentVehicle,
    cookieVehicle,
    seo,
  };
  // A miss is counted for the owner each time it is asked: its page is not kept.
  return data(page, { headers: missed ? { "Cache-Control": "no-store" } : {} });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { listing, query, reading, alternatives, departments, state, extra, vehicles, followsCurrentVehicle, cookieVehicle } = loaderData;
  const { pagination } = listing;
  const price = listing.filters.find((f) => f.type === "range");
  const priceBounds: [number, number] | undefined = price ? [price.min, price.max] : undefined;
  const activeCount = activeFilterCount(state.filters, undefined, priceBounds);
  useFollowCurrentVehicle(followsCurrentVehicle, cookieVehicle);
  const heading = t("listing.search.heading", { query });
  // The shopper's words keep their own order inside a sentence of another direction.
  const headingIsolated = <TextWithIsolated translate={(mark) => t("listing.search.heading", { query: mark })} text={query} />;
  const href = (next: typeof state) => listingHref(next, { priceBounds, basePath: BASE_PATH, extra, searchPage: true });
  const searchHref = (text: string) => `${BASE_PATH}?${new URLSearchParams({ q: text }).toString()}`;

  return (
    <ListingProvider
      state={state}
      filters={listing.filters}
      total={pagination.total}
      pathCategory={undefined}
      basePath={BASE_PATH}
      extra={extra}
      searchPage
      vehicles={vehicles}
    >
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <Breadcrumb trail={[{ label: t("listing.search.breadcrumb") }]} />
        <h1 className="mt-2 text-3xl font-black tracking-tight break-words text-slate-900 sm:text-4xl">{headingIsolated}</h1>
        {reading.corrections.length > 0 ? (
          <p className="mt-2 text-slate-700" data-testid="search-corrections">
            {t("listing.search.corrected", {
              words: reading.corrections.map((c) => c.used.map((word) => `“${word}”`).join(", ")).join("; "),
            })}
          </p>
        ) : null}
        {reading.capped ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="search-capped">
            {t("listing.search.capped", { max: SEARCH_MATCHES.toLocaleString(locale) })}
          </p>
        ) : null}
        {reading.ignored.length > 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t("listing.search.ignored", { words: reading.ignored.join(", ") })}</p>
        ) : null}

        <ListingColumns
          heading={heading}
          vehicleName={vehicles.name}
          activeCount={activeCount}
          products={listing.data}
          view={state.view}
          totalPages={pagination.totalPages}
          showFilters={pagination.total > 0 || activeCount > 0}
          empty={
            <NothingFound
              query={query}
              alternatives={alternatives}
              departments={departments}
              searchHref={searchHref}
              clearVehicle={
                state.filters.vehicle !== undefined
                  ? href({ ...state, filters: { ...state.filters, vehicle: undefined }, allVehicles: true, page: 1 })
                  : null
              }
              clearFilters={
                activeCount > (state.filters.vehicle !== undefined ? 1 : 0)
                  ? href({
                      ...withoutFilters(state, false),
                      filters: state.filters.vehicle !== undefined ? { vehicle: state.filters.vehicle } : {},
                    })
                  : null
              }
            />
          }
        />
      </div>
    </ListingProvider>
  );
}

function NothingFound({
  query,
  alternatives,
  departments,
  searchHref,
  clearVehicle,
  clearFilters,
}: {
  query: string;
  alternatives: { everyVehicle: number | null; queries: { query: string; total: number }[] } | null;
  departments: { slug: string; name: string; items: number }[];
  searchHref: (text: string) => string;
  clearVehicle: string | null;
  clearFilters: string | null;
}) {
  const { t } = useTranslation();
  const link = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600";
  return (
    <div className="flex flex-col gap-5 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10" data-testid="search-nothing">
      <div>
        <p className="text-lg font-bold break-words text-slate-900">
          <TextWithIsolated translate={(mark) => t("listing.search.none.title", { query: mark })} text={query} />
        </p>
        <p className="mt-1 text-slate-600">{t("listing.search.none.text")}</p>
      </div>
      {alternatives && alternatives.queries.length > 0 ? (
        <div>
          <p className="font-semibold text-slate-900">{t("listing.search.none.didYouMean")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.queries.map((alternative) => (
              <li key={alternative.query}>
                <Link
                  to={searchHref(alternative.query)}
                  className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-100"
                >
                  {alternative.query}
                  <span className="font-normal text-slate-600">{t("listing.search.none.parts", { count: alternative.total })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {clearVehicle ? (
        <p className="text-slate-700">
          {alternatives?.everyVehicle ? `${t("listing.search.none.everyVehicle", { count: alternatives.everyVehicle })} · ` : null}
          <Link to={clearVehicle} className={link}>
            {t("listing.search.none.clearVehicle")}
          </Link>
        </p>
      ) : null}
      {clearFilters ? (
        <p>
          <Link to={clearFilters} className={link}>
            {t("listing.search.none.clearFilters")}
          </Link>
        </p>
      ) : null}
      {departments.length > 0 ? (
        <div>
          <p className="font-semibold text-slate-900">{t("listing.search.none.browse")}</p>
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {departments.map((department) => (
              <li key={department.slug}>
                <Link
                  to={categoryHref(department.slug)}
                  className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-slate-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  <span>{department.name}</span>
                  <span className="text-sm text-slate-600">{department.items}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = ListingErrorBoundary;
