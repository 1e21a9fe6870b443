import { useId } from "react";
import { data, Link } from "react-router";

import { appContext } from "#app-context";

import { NotFoundError } from "../../domain/errors.ts";
import type { VehicleFilter } from "../../domain/filters.ts";
import { listFormat } from "../../domain/intl-formats.ts";
import { type Locale, localizedText } from "../../domain/locales.ts";
import { cardProduct } from "../../domain/product.ts";
import { vehicleModelLabel } from "../../domain/schemas/vehicle-rules.ts";
import { breadcrumbJsonLd, serializeJsonLd } from "../../domain/structured-data.ts";
import { initialListingState, listingHref } from "../components/listing/listing-query.ts";
import { ProductCard } from "../components/product-card.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { TextWithIsolated } from "../components/ui/isolated-text.tsx";
import { translate } from "../i18n/translate.ts";
import { useTranslation } from "../i18n/translator.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/vehicle-page";

/** Cards in the first row of the widest grid: their pictures load at once. */
const FIRST_ROW = 4;
/** Departments the meta description names. */
const DESCRIBED_DEPARTMENTS = 4;

/** "2015–2026", or one year. */
const yearSpan = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`);

const listOf = (items: string[], locale: Locale) => listFormat(locale, { style: "long", type: "conjunction" }).format(items);

// /vehicles/{make}/{model} and /vehicles/{make}/{model}/{year}: what fits one model, or
// one year of it, for shoppers and search engines. Anything that is no vehicle's page is the 404 page.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { locale } = resolveLocale(request);
  let found;
  try {
    found = await app.services.vehiclePages.page(params.make, params.model, params.year);
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Page Not Found", { status: 404 });
    throw error;
  }

  const modelName = vehicleModelLabel({ ...found, year: null });
  const vehicleName = vehicleModelLabel(found);
  const years = yearSpan(found.years[0]!.year, found.years.at(-1)!.year);
  // Names in the page's language: only they travel to the browser.
  const departments = found.departments.map((department) => ({
    ...department,
    name: localizedText(department.name, locale),
    categories: department.categories.map((category) => ({ ...category, name: localizedText(category.name, locale) })),
  }));
  const described = departments.slice(0, DESCRIBED_DEPARTMENTS).map((department) => department.name);
  const seo = await pageSeo(app, request, {
    titleKey: "vehicle.seo.title",
    descriptionKey:
      described.length === 0
        ? "vehicle.seo.emptyDescription"
        : found.year === null
          ? "vehicle.seo.modelDescription"
          : "vehicle.seo.yearDescription",
    vars: {
      vehicle: vehicleName,
      years,
      engines: listOf(
        found.engines.map((engine) => engine.engine),
        locale,
      ),
      categories: listOf(described, locale),
    },
  });
  const home = translate(app.services.translations.messages(locale), "common.home");
  const trail = [
    { name: home, path: "/" },
    { name: modelName, path: found.path },
    ...(found.year === null ? [] : [{ name: String(found.year), path: `${found.path}/${found.year}` }]),
  ];

  return {
    vehicle: {
      make: found.make,
      model: found.model,
      path: found.path,
      year: found.year,
      years: found.years,
      chassis: found.chassis,
      engines: found.engines,
      vehicleFilter: found.vehicleFilter,
    },
    modelName,
    vehicleName,
    yearSpan: years,
    departments,
    products: found.products.map(cardProduct),
    seo,
    jsonLd: serializeJsonLd(breadcrumbJsonLd(trail, app.origin, locale)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

type PageData = Route.ComponentProps["loaderData"];

const sectionHeading = "text-xl font-bold tracking-tight text-slate-900 sm:text-2xl";

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { vehicle, modelName, vehicleName, yearSpan: years, departments, products } = loaderData;
  const trail = vehicle.year === null ? [{ label: modelName }] : [{ label: modelName, to: vehicle.path }, { label: String(vehicle.year) }];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: loaderData.jsonLd }} />
      <Breadcrumb trail={trail} />

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div>
          <h1 className="text-3xl font-black tracking-tight text-balance text-slate-900 sm:text-4xl">
            <TextWithIsolated translate={(mark) => t("vehicle.page.heading", { vehicle: mark })} text={vehicleName} />
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-pretty text-slate-600">
            <TextWithIsolated
              translate={(mark) =>
                vehicle.year === null ? t("vehicle.page.intro", { vehicle: mark, years }) : t("vehicle.page.introYear", { vehicle: mark })
              }
              text={vehicleName}
            />
          </p>
        </div>
        <Facts vehicle={vehicle} years={years} />
      </div>

      <YearLinks vehicle={vehicle} />
      <Engines vehicle={vehicle} />
      <Departments departments={departments} vehicleFilter={vehicle.vehicleFilter} />

      {products.length > 0 ? (
        <section aria-labelledby="vehicle-popular" className="mt-10">
          <h2 id="vehicle-popular" className={sectionHeading}>
            {t("vehicle.page.popular")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.id} className="flex min-w-0">
                <ProductCard product={product} first={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The model's years and chassis codes, beside the heading. */
function Facts({ vehicle, years }: { vehicle: PageData["vehicle"]; years: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vehicle-facts" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="vehicle-facts" className="text-base font-bold text-slate-900">
        {t("vehicle.page.facts")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t("vehicle.form.make")}</dt>
        <dd className="font-medium text-slate-900">{vehicle.make}</dd>
        <dt className="text-slate-600">{t("vehicle.form.model")}</dt>
        <dd className="font-medium text-slate-900">{vehicle.model}</dd>
        <dt className="text-slate-600">{t("vehicle.page.years")}</dt>
        <dd className="font-medium text-slate-900 tabular-nums">{vehicle.year ?? years}</dd>
        {vehicle.chassis.length > 0 ? (
          <>
            <dt className="text-slate-600">{t("vehicle.page.chassis")}</dt>
            <dd className="font-medium text-slate-900">
              <span dir="ltr">{vehicle.chassis.join(", ")}</span>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** Every year of the model, each a link to its page; the year shown is marked. */
function YearLinks({ vehicle }: { vehicle: PageData["vehicle"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="vehicle-years" className="mt-8">
      <h2 id="vehicle-years" className={sectionHeading}>
        {t("vehicle.page.years")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {vehicle.years.map(({ year, path }) => {
          const current = year === vehicle.year;
          return (
            <li key={year}>
              <Link
                to={path}
                aria-current={current ? "page" : undefined}
                className={`inline-block rounded-lg border px-3 py-1.5 text-sm font-semibold tabular-nums transition ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {year}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A model's engines with their years; on a year's page, each engine's vehicle with a link to its parts. */
function Engines({ vehicle }: { vehicle: PageData["vehicle"] }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = vehicle.year === null ? t("vehicle.page.engines") : t("vehicle.page.enginesOfYear", { year: vehicle.year });
  return (
    <section aria-labelledby={`${id}-engines`} className="mt-8">
      <h2 id={`${id}-engines`} className={sectionHeading}>
        {heading}
      </h2>
      {vehicle.year === null ? (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {vehicle.engines.map((engine) => (
            <li
              key={`${engine.engine} ${engine.engineCode}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <span className="font-medium text-slate-900">
                <EngineName engine={engine} />
              </span>
              <span className="text-sm text-slate-600 tabular-nums">{yearSpan(engine.yearFrom, engine.yearTo)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {vehicle.engines.map((engine, index) => {
            const nameId = `${id}-engine-${index}`;
            return (
              <li
                key={engine.vehicle?.id ?? index}
                className="flex flex-col justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div>
                  <h3 id={nameId} className="font-semibold text-slate-900">
                    <EngineName engine={engine} />
                  </h3>
                  {engine.vehicle ? (
                    <p className="mt-1 text-sm text-slate-600">{t("vehicle.page.madeFor", { count: engine.vehicle.parts })}</p>
                  ) : null}
                </div>
                {engine.vehicle ? (
                  <Link
                    to={`/shop?filter_vehicle=${engine.vehicle.id}`}
                    aria-describedby={nameId}
                    className="self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
                  >
                    {t("vehicle.page.shopVehicle")}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** An engine as the catalogue names it ("2.8L I4 turbo-diesel (1GD-FTV)"), with its code when the name lacks it; Latin, left to right. */
function EngineName({ engine }: { engine: PageData["vehicle"]["engines"][number] }) {
  const code = engine.engine.includes(engine.engineCode) ? "" : ` (${engine.engineCode})`;
  return <span dir="ltr">{`${engine.engine}${code}`}</span>;
}

/**
 * The departments and categories with fitting parts, each a link to its listing narrowed to the
 * page's vehicles (the model's, or the year's) with the number of parts that listing holds.
 */
function Departments({ departments, vehicleFilter }: { departments: PageData["departments"]; vehicleFilter: VehicleFilter }) {
  const { t } = useTranslation();
  const href = (slug: string) => listingHref({ ...initialListingState(slug), filters: { category: slug, vehicle: vehicleFilter } });
  const count = (n: number) => (
    <span className="ms-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums">
      <span aria-hidden>{n}</span>
      <span className="sr-only">{t("home.categories.parts", { count: n })}</span>
    </span>
  );
  return (
    <section aria-labelledby="vehicle-categories" className="mt-10">
      <h2 id="vehicle-categories" className={sectionHeading}>
        {t("vehicle.page.categories")}
      </h2>
      {departments.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="mx-auto max-w-xl text-slate-600">{t("vehicle.page.noParts")}</p>
          <Link to="/shop" className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-600">
            {t("errors.browseShop")}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {departments.map((department) => (
            <li key={department.slug} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="flex items-center gap-3 font-bold text-slate-900">
                {department.image ? (
                  <img
                    src={department.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="h-12 w-12 shrink-0 rounded-lg bg-slate-100"
                  />
                ) : null}
                <Link to={href(department.slug)} className="hover:text-brand-700 hover:underline">
                  {department.name}
                  {count(department.count)}
                </Link>
              </h3>
              {department.categories.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {department.categories.map((category) => (
                    <li key={category.slug}>
                      <Link
                        to={href(category.slug)}
                        className="inline-flex items-center rounded-lg border border-slate-200 px-2.5 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                      >
                        {category.name}
                        {count(category.count)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
