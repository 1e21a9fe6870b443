import { useTranslation } from "../i18n/translator.ts";
import { Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { useState } from "react";

import { appContext } from "#app-context";

import { BUILD_LIMITS } from "../../domain/builds.ts";
import { buildRefusalOf, buildRefusalText, type BuildRefusal } from "../components/builds/build-refusal.ts";
import { PartsPicker } from "../components/builds/parts-picker.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { requireCustomer } from "../lib/customer.server.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { useLocale } from "../lib/use-preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/add-build";

/** The most a build's form may weigh: its photos at their largest, and the text. */
const MAX_FORM_BYTES = BUILD_LIMITS.photos.max * 15 * 1024 * 1024 + 1024 * 1024;
const FIELD = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900";

/** /add-build (spec §2 "Add a build"): a signed-in customer sends a build; a guest signs in first and comes back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  const [garage, seo] = await Promise.all([
    app.services.garage.get(user.id),
    pageSeo(app, request, { titleKey: "info.builds.form.seoTitle", descriptionKey: "info.builds.form.seoDescription", noindex: true }),
  ]);
  return { garage, seo, texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "builds") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** A refused build changes nothing the page loaded (the garage): the page keeps its data and the shopper's files. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "refusal" in actionResult) return false;
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  // The form is read whole: one bigger than its photos can be is refused before it is read.
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!Number.isFinite(length) || length > MAX_FORM_BYTES) return { refusal: "tooLarge" } satisfies BuildRefusal;
  try {
    await app.services.builds.assertMaySubmit(user.id);
    const form = await request.formData();
    const files = await Promise.all(
      form
        .getAll("photos")
        .filter((value): value is File => typeof value !== "string" && value.size > 0)
        .map(async (file) => new Uint8Array(await file.arrayBuffer())),
    );
    const fields = {
      title: form.get("title"),
      story: form.get("story"),
      vehicleId: form.get("vehicleId"),
      partIds: form.getAll("partIds"),
    };
    const build = await app.services.builds.submit(user.id, fields, files);
    return redirect(`/account/builds?sent=${encodeURIComponent(build.slug)}`);
  } catch (error) {
    const refusal = buildRefusalOf(error);
    if (!refusal) throw error;
    return refusal;
  }
}

export default function AddBuildPage({ loaderData: { garage, texts }, actionData }: Route.ComponentProps) {
  usePageTexts(texts);
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [vehicleId, setVehicleId] = useState<number | null>(garage.current ?? garage.items[0]?.id ?? null);
  const locale = useLocale();
  const refusal = actionData ? buildRefusalText(actionData, t, locale) : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumb trail={[{ label: t("info.builds.title"), to: "/guest-post" }, { label: t("info.builds.form.title") }]} />
      <div className="mx-auto mt-6 max-w-2xl">
        <h1 className="text-3xl font-black tracking-tight text-slate-900 sm:text-4xl">{t("info.builds.form.title")}</h1>
        <p className="mt-3 text-lg text-slate-600">{t("info.builds.form.lead")}</p>
        {refusal ? (
          <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {refusal}
          </p>
        ) : null}
        {garage.items.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6">
            <p className="font-semibold text-slate-900">{t("info.builds.form.noVehicle")}</p>
            <Link
              to="/account/garage"
              className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90"
            >
              {t("info.builds.form.toGarage")}
            </Link>
          </div>
        ) : (
          <Form
            method="post"
            encType="multipart/form-data"
            aria-busy={navigation.state !== "idle"}
            className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
          >
            <label className="block text-sm font-semibold text-slate-800">
              {t("info.builds.form.buildTitle")}
              <input name="title" required minLength={BUILD_LIMITS.title.min} maxLength={BUILD_LIMITS.title.max} className={FIELD} />
            </label>
            <label className="block text-sm font-semibold text-slate-800">
              {t("info.builds.form.vehicle")}
              <select
                name="vehicleId"
                value={vehicleId ?? ""}
                onChange={(event) => setVehicleId(Number(event.currentTarget.value))}
                className={FIELD}
              >
                {garage.items.map((vehicle) => (
                  <option key={vehicle.id} value={vehicle.id}>
                    {vehicle.year} {vehicle.make} {vehicle.model} · {vehicle.engine}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold text-slate-800">
              {t("info.builds.form.story")}
              <textarea
                name="story"
                required
                minLength={BUILD_LIMITS.story.min}
                maxLength={BUILD_LIMITS.story.max}
                rows={8}
                className={FIELD}
              />
            </label>
            <label className="block text-sm font-semibold text-slate-800">
              {t("info.builds.form.photos")}
              <span className="block font-normal text-slate-600">{t("info.builds.form.photosHelp", { max: BUILD_LIMITS.photos.max })}</span>
              {/* Asking for these types makes iOS send its HEIC photos as JPEG. */}
              <input name="photos" type="file" required multiple accept="image/jpeg,image/png,image/webp" className={`${FIELD} text-sm`} />
            </label>
            <PartsPicker vehicleId={vehicleId} max={BUILD_LIMITS.parts.max} />
            {/* Busy until the answer and the page's data are back: a second send would cut the first one's reload short. */}
            <button
              type="submit"
              disabled={navigation.state !== "idle"}
              className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:brightness-90 disabled:opacity-70"
            >
              {navigation.state === "submitting" ? t("info.builds.form.sending") : t("info.builds.form.submit")}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
