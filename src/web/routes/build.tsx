import { data, Link } from "react-router";

import { appContext } from "#app-context";

import { NotFoundError } from "../../domain/errors.ts";
import { cardProduct } from "../../domain/product.ts";
import { buildTag, partTag } from "../../domain/shown-tags.ts";
import { BuildByline, BuildVehicle } from "../components/builds/build-text.tsx";
import { ProductGallery } from "../components/product/gallery.tsx";
import { ProductCard } from "../components/product-card.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { useTranslation } from "../i18n/translator.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/build";

/** A build's page: its story, photos, vehicle and the parts on it. Published ones for anyone; the author's own and staff see theirs while they wait. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  let build;
  try {
    build = await app.services.builds.bySlug(params.slug, app.user ? { id: app.user.id, staff: app.user.role !== null } : null);
  } catch (error) {
    if (error instanceof NotFoundError) throw data("Page Not Found", { status: 404 });
    throw error;
  }
  const seo = await pageSeo(app, request, {
    titleKey: "info.builds.pageTitle",
    descriptionKey: "info.builds.pageDescription",
    vars: { title: build.title, vehicle: `${build.vehicle.year} ${build.vehicle.make} ${build.vehicle.model}` },
    noindex: build.status !== "published",
  });
  // The build's own page and the cards of its parts (a guest sees it only once published).
  app.shows([buildTag(build.id), ...build.parts.map((part) => partTag(part.id))]);
  return {
    build: { ...build, parts: build.parts.map(cardProduct) },
    seo,
    texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "builds"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function BuildPage({ loaderData: { build, texts } }: Route.ComponentProps) {
  usePageTexts(texts);
  const { t } = useTranslation();
  const vehicle = `${build.vehicle.year} ${build.vehicle.make} ${build.vehicle.model}`;
  const images = build.photos.map((photo) => photo.sizes.at(-1)!.url);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("info.builds.title"), to: "/guest-post" }, { label: build.title }]} />
      {build.status !== "published" ? (
        <p role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t(`info.builds.state.${build.status}`)}
          {build.rejectionReason ? ` ${build.rejectionReason}` : null}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-12">
        <ProductGallery images={images} alt={build.title} shape="wide" />
        <article className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <BuildVehicle vehicle={build.vehicle} />
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-black tracking-tight text-slate-900 sm:text-4xl">
            <bdi>{build.title}</bdi>
          </h1>
          <p className="mt-3 text-slate-600">
            <BuildByline owner={build.owner} publishedAt={build.publishedAt} />
          </p>
          {/* The story is the owner's own words, in whatever language they wrote it. */}
          <div dir="auto" className="mt-6 space-y-4 leading-relaxed whitespace-pre-line text-slate-800">
            {build.story}
          </div>
          <p className="mt-6">
            <Link to={`/shop?filter_vehicle=${build.vehicle.id}`} className="font-semibold text-brand-700 underline hover:text-brand-600">
              {t("info.builds.shopVehicle", { vehicle })}
            </Link>
          </p>
        </article>
      </div>
      {build.parts.length > 0 ? (
        <section aria-labelledby="build-parts" className="mt-12">
          <h2 id="build-parts" className="text-2xl font-black tracking-tight text-slate-900">
            {t("info.builds.parts")}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {build.parts.map((part) => (
              <li key={part.id}>
                <ProductCard product={part} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
