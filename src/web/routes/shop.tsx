import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../i18n/translator.ts";
import { data, isRouteErrorResponse, Link, redirect, useLocation, useNavigation, useRevalidator, useRouteError } from "react-router";

import { appContext } from "#app-context";

import { currentVehicleOf } from "../../domain/garage.ts";
import { cardProduct } from "../../domain/product.ts";
import { vehicleLabel } from "../../domain/schemas/vehicle-rules.ts";
import { ActiveFilters } from "../components/listing/active-filters.tsx";
import { FilterPanel } from "../components/listing/filter-panel.tsx";
import { ListingProvider } from "../components/listing/listing-context.tsx";
import {
  activeFilterCount,
  listingHref,
  readListingQuery,
  sameListingAddress,
  withoutFilters,
  withPage,
} from "../components/listing/listing-query.ts";
import { ListingToolbar } from "../components/listing/listing-toolbar.tsx";
import { VehicleNotice } from "../components/listing/vehicle-notice.tsx";
import { Pagination } from "../components/listing/pagination.tsx";
import { ProductCard } from "../components/product-card.tsx";
import { resolveLocale } from "../lib/preferences.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { vehicleIdFromCookie } from "../lib/vehicle-cookie.ts";
import { useShopStore } from "../state/shop-store.ts";
import type { Route } from "./+types/shop";
import { NotFoundError, unlessNotFound } from "../../domain/errors.ts";

/** Cards in the first row, whose pictures load at once: the widest grid has 4 columns; the list shows 2 on a phone's screen. */
const FIRST_ROW = { grid: 4, list: 2 } as const;

// /shop, /product-category/products and /product-category/{slug}/products (spec §2). The whole
// listing is in the address (spec §5), so a link or a reload shows the same parts.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const url = pageUrlOf(request.url);
  const { locale } = resolveLocale(request);
  const read = readListingQuery(url.searchParams, params.slug);
  if (!read.ok) throw data({ field: read.field, message: read.message }, { status: 400 });
  const { state: asked, extra } = read;
  const basePath = params.slug ? "/shop" : url.pathname;

  // Without any filter_vehicle in the address, the listing keeps to the shopper's current vehicle
  // (its cookie); filter_vehicle= (empty) says all vehicles. An unknown vehicle narrows nothing.
  const followsCurrentVehicle = asked.filters.vehicle === undefined && !asked.allVehicles;
  const cookieVehicle = vehicleIdFromCookie(request.headers.get("cookie"));
  const vehicleId = followsCurrentVehicle ? cookieVehicle : (asked.filters.vehicle ?? null);
  const vehicle = vehicleId !== null ? await app.services.vehicles.vehicle(vehicleId).catch(unlessNotFound) : null;
  const state = followsCurrentVehicle && vehicle ? { ...asked, filters: { ...asked.filters, vehicle: vehicle.id } } : asked;

  let listing;
  try {
    listing = await app.services.catalog.listProducts({
      sort: state.sort,
      limit: state.limit,
      page: state.page,
      locale,
      filters: state.filters,
    });
  } catch (error) {
    if (error instanceof NotFoundError) throw data({ message: "Category Not Found" }, { status: 404 });
    throw error;
  }

  // One address per listing: repeated form fields, defaults, prices typed in another currency
  // and a page past the end are sent to the clean address (spec §5 serialisation).
  const price = listing.filters.find((f) => f.type === "range");
  const priceBounds: [number, number] | undefined = price ? [price.min, price.max] : undefined;
  const { totalPages, total } = listing.pagination;
  // The address as asked: the current vehicle is applied, not written into it.
  const target = total > 0 && asked.page > totalPages ? withPage(asked, totalPages) : asked;
  const canonical = listingHref(target, { priceBounds, basePath, extra });
  if (!sameListingAddress(canonical, url.pathname + url.search)) throw redirect(canonical);

  const categoryFilter = listing.filters.find((f) => f.type === "categories");
  const current = categoryFilter?.items.find((i) => i.type === "current");
  const trail = categoryFilter?.items.filter((i) => i.type === "parent").map(({ slug, name }) => ({ slug, name })) ?? [];

  const name = current?.name;
  const paged = state.page > 1;
  const seo = await pageSeo(app, request, {
    titleKey: name
      ? paged
        ? "listing.seo.categoryTitlePaged"
        : "listing.seo.categoryTitle"
      : paged
        ? "listing.seo.shopTitlePaged"
        : "listing.seo.shopTitle",
    descriptionKey: name ? "listing.seo.categoryDescription" : "listing.seo.shopDescription",
    vars: { name: name ?? "", page: state.page },
    keepParams: ["page"],
  });

  return {
    listing: { ...listing, data: listing.data.map(cardProduct) },
    state,
    extra,
    basePath,
    pathCategory: params.slug,
    category: current ? { slug: current.slug, name: current.name } : null,
    trail,
    vehicleName: vehicle ? vehicleLabel(vehicle) : null,
    followsCurrentVehicle,
    cookieVehicle,
    seo,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, state, extra, basePath, pathCategory, category, trail, vehicleName, followsCurrentVehicle, cookieVehicle } = loaderData;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const { pagination } = listing;
  const price = listing.filters.find((f) => f.type === "range");
  const activeCount = activeFilterCount(state.filters, pathCategory, price ? [price.min, price.max] : undefined);
  const heading = category ? category.name : t("listing.allParts");
  // While the next state of this listing loads, the parts on screen are the old ones: say so.
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  // A listing that follows the current vehicle loads again when the shopper picks another one (the
  // cookie is already written), or when the stored garage disagrees with the cookie it was drawn with.
  const currentId = useShopStore((s) => (s.hydrated ? (currentVehicleOf(s.garage)?.id ?? null) : undefined));
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (followsCurrentVehicle && currentId !== undefined && currentId !== cookieVehicle) void revalidate();
  }, [followsCurrentVehicle, currentId, cookieVehicle, revalidate]);

  return (
    <ListingProvider
      state={state}
      filters={listing.filters}
      total={pagination.total}
      pathCategory={pathCategory}
      basePath={basePath}
      extra={extra}
    >
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <nav aria-label={t("listing.breadcrumb")} className="text-sm text-slate-600">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link to="/" className="hover:text-brand-700 hover:underline">
                {t("common.home")}
              </Link>
            </li>
            <Crumb>
              {category ? (
                <Link
                  to={listingHref({ ...withoutFilters(state, false), allVehicles: state.allVehicles }, { basePath, extra })}
                  className="hover:text-brand-700 hover:underline"
                >
                  {t("common.shop")}
                </Link>
              ) : (
                <span aria-current="page">{t("common.shop")}</span>
              )}
            </Crumb>
            {trail.map((item) => (
              <Crumb key={item.slug}>
                <Link to={`/product-category/${item.slug}/products`} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              </Crumb>
            ))}
            {category ? (
              <Crumb>
                <span aria-current="page" className="font-medium text-slate-900">
                  {category.name}
                </span>
              </Crumb>
            ) : null}
          </ol>
        </nav>
        <h1 className="mt-2 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>

        <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <FilterPanel open={filtersOpen} onClose={closeFilters} />
          <section
            aria-labelledby="listing-results"
            aria-busy={busy}
            className={`flex min-w-0 flex-col gap-4 transition-opacity ${busy ? "opacity-60" : ""}`}
          >
            <h2 id="listing-results" className="sr-only">
              {heading}
            </h2>
            <ListingToolbar activeCount={activeCount} filtersOpen={filtersOpen} onOpenFilters={() => setFiltersOpen(true)} />
            <VehicleNotice vehicleName={vehicleName} />
            <ActiveFilters vehicleName={vehicleName} />
            {listing.data.length === 0 ? (
              <EmptyListing reset={listingHref(withoutFilters(state, pathCategory !== undefined), { basePath, extra })} />
            ) : state.view === "list" ? (
              <ul className="flex flex-col gap-4">
                {listing.data.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} variant="list" first={index < FIRST_ROW.list} />
                  </li>
                ))}
              </ul>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
                {listing.data.map((product, index) => (
                  <li key={product.id} className="flex min-w-0">
                    <ProductCard product={product} first={index < FIRST_ROW.grid} />
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-4">
              <Pagination totalPages={pagination.totalPages} />
            </div>
          </section>
        </div>
      </div>
    </ListingProvider>
  );
}

function Crumb({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <span aria-hidden="true" className="text-slate-400">
        /
      </span>
      {children}
    </li>
  );
}

function EmptyListing({ reset }: { reset: string }) {
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
export function ErrorBoundary() {
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
