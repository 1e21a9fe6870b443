import { Form, Link } from "react-router";

import { appContext } from "#app-context";

import { BUILDS_TAG } from "../../domain/shown-tags.ts";
import { BuildPicture } from "../components/builds/build-photo.tsx";
import { BuildByline, BuildVehicle } from "../components/builds/build-text.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { Pager } from "../components/ui/pager.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { useTranslation } from "../i18n/translator.ts";
import { pageUrlOf } from "../lib/page-url.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/builds";

/** The make, model and page of the address; anything else is left out, an odd page is page 1. */
function readQuery(url: URL) {
  const text = (name: string) => url.searchParams.get(name)?.trim().slice(0, 60) || undefined;
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    make: text("make"),
    model: text("make") ? text("model") : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** /guest-post (spec §2 "Builds"): customers' builds staff published, newest first, by make and model. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const query = readQuery(pageUrlOf(request.url));
  const [list, seo] = await Promise.all([
    app.services.builds.published(query),
    pageSeo(app, request, {
      titleKey: "info.builds.seoTitle",
      descriptionKey: "info.builds.seoDescription",
      keepParams: ["make", "model", "page"],
    }),
  ]);
  // Published builds only: a build sent or refused changes nothing here (decision 021).
  app.shows([BUILDS_TAG]);
  return { query, list, seo, texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "builds") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function BuildsPage({ loaderData: { query, list, texts } }: Route.ComponentProps) {
  usePageTexts(texts);
  const { t } = useTranslation();
  const makes = [...new Set(list.vehicles.map((v) => v.make))];
  const models = list.vehicles.filter((v) => v.make === query.make);
  const hrefOf = (page: number) => {
    const params = new URLSearchParams();
    if (query.make) params.set("make", query.make);
    if (query.model) params.set("model", query.model);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `/guest-post?${search}` : "/guest-post";
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("info.builds.title") }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{t("info.builds.title")}</h1>
          <p className="mt-3 text-lg text-slate-600">{t("info.builds.lead")}</p>
        </div>
        <Link to="/add-build" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:brightness-90">
          {t("info.builds.add")}
        </Link>
      </div>

      {makes.length > 0 ? (
        <Form
          method="get"
          aria-label={t("info.builds.filter")}
          className="mt-8 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <label className="text-sm font-semibold text-slate-800">
            {t("info.builds.make")}
            <select
              name="make"
              defaultValue={query.make ?? ""}
              className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="">{t("info.builds.anyMake")}</option>
              {makes.map((make) => (
                <option key={make} value={make}>
                  {make}
                </option>
              ))}
            </select>
          </label>
          {models.length > 0 ? (
            <label className="text-sm font-semibold text-slate-800">
              {t("info.builds.model")}
              <select
                name="model"
                defaultValue={query.model ?? ""}
                className="mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                <option value="">{t("info.builds.anyModel")}</option>
                {models.map((v) => (
                  <option key={v.model} value={v.model}>
                    {v.model} ({v.count})
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <button type="submit" className="rounded-lg bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700">
            {t("info.builds.apply")}
          </button>
        </Form>
      ) : null}

      {list.data.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{t(query.make ? "info.builds.noneForVehicle" : "info.builds.none")}</p>
          <p className="mt-2 text-slate-600">{t("info.builds.beFirst")}</p>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((build, i) => (
            <li key={build.slug}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
                {build.photo ? (
                  <BuildPicture
                    photo={build.photo}
                    alt=""
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    eager={i < 3}
                    className="aspect-[4/3] w-full bg-slate-100 object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col gap-1 p-5">
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    <BuildVehicle vehicle={build.vehicle} />
                  </p>
                  <h2 className="text-lg leading-snug font-bold text-slate-900">
                    <Link to={`/guest-post/${build.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
                      <bdi>{build.title}</bdi>
                    </Link>
                  </h2>
                  <p className="mt-auto pt-2 text-sm text-slate-600">
                    <BuildByline owner={build.owner} publishedAt={build.publishedAt} />
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        <Pager page={list.pagination.page} totalPages={list.pagination.totalPages} hrefOf={hrefOf} />
      </div>
    </div>
  );
}
