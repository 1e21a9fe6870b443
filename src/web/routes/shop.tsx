import { data, Link, redirect } from "react-router";

import { appContext } from "#app-context";

import { NotFoundError } from "../../domain/errors.ts";
import { cardProduct } from "../../domain/product.ts";
import { ListingColumns } from "../components/listing/listing-columns.tsx";
import { ListingProvider } from "../components/listing/listing-context.tsx";
import { Crumb, EmptyListing, ListingErrorBoundary } from "../components/listing/listing-page-parts.tsx";
import {
  activeFilterCount,
  listingHref,
  readListingQuery,
  sameListingAddress,
  withoutFilters,
  withPage,
} from "../components/listing/listing-query.ts";
import { useFollowCurrentVehicle } from "../components/listing/use-follow-current-vehicle.ts";
import { useTranslation } from "../i18n/translator.ts";
import { listingVehicle } from "../lib/listing-vehicle.server.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/shop";

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

  const { state, vehicles, followsCurrentVehicle, cookieVehicle } = await listingVehicle(request, app.services, asked);

  let listing;
  try {
    app.shows(await app.services.catalog.listingShows(state.filters));
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
    listing: { ...listing, data: await app.services.catalog.distinguishCards(listing.data.map(cardProduct)) },
    state,
    extra,
    basePath,
    pathCategory: params.slug,
    category: current ? { slug: current.slug, name: current.name } : null,
    trail,
    vehicles,
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
  const { listing, state, extra, basePath, pathCategory, category, trail, vehicles, followsCurrentVehicle, cookieVehicle } = loaderData;
  const { pagination } = listing;
  const price = listing.filters.find((f) => f.type === "range");
  const activeCount = activeFilterCount(state.filters, pathCategory, price ? [price.min, price.max] : undefined);
  const heading = category ? category.name : t("listing.allParts");

  useFollowCurrentVehicle(followsCurrentVehicle, cookieVehicle);

  return (
    <ListingProvider
      state={state}
      filters={listing.filters}
      total={pagination.total}
      pathCategory={pathCategory}
      basePath={basePath}
      extra={extra}
      vehicles={vehicles}
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

        <ListingColumns
          heading={heading}
          vehicleName={vehicles.name}
          activeCount={activeCount}
          products={listing.data}
          view={state.view}
          totalPages={pagination.totalPages}
          empty={<EmptyListing reset={listingHref(withoutFilters(state, pathCategory !== undefined), { basePath, extra })} />}
        />
      </div>
    </ListingProvider>
  );
}

export const ErrorBoundary = ListingErrorBoundary;
