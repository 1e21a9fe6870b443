import { useState } from "react";
import { Form, Link, redirect, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { BUILD_LIMITS, BuildFormSchema } from "../../domain/builds.ts";
import { type BuildRefusal, buildRefusalOf, buildRefusalText } from "../components/builds/build-refusal.ts";
import { PartsPicker } from "../components/builds/parts-picker.tsx";
import { Breadcrumb } from "../components/ui/breadcrumb.tsx";
import { fieldNoteIds, FieldNotes } from "../components/ui/field-notes.tsx";
import { boundedProblem, parseForm } from "../components/ui/form-problems.ts";
import { type FormReply, useShopForm } from "../components/ui/use-shop-form.ts";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { useTranslation } from "../i18n/translator.ts";
import { requireCustomer } from "../lib/customer.server.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { fileBytes, readUpload, type UploadLimits } from "../lib/upload-reader.server.ts";
import { useLocale } from "../lib/use-preferences.ts";
import type { Route } from "./+types/add-build";

/** A photo's largest size: the photo store's. */
const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The most a build's form may weigh: its photos at their largest, and the text. */
const MAX_FORM_BYTES = BUILD_LIMITS.photos.max * PHOTO_MAX_BYTES + 1024 * 1024;
/**
 * The form as it is streamed: one photo more than a build may hold, for the schema to say so; a
 * field's bytes cut only past what the longest story can take (four bytes a character), so a cut
 * field is always one the schema refuses as too long.
 */
const UPLOAD_LIMITS: UploadLimits = {
  files: BUILD_LIMITS.photos.max + 1,
  fileBytes: { photos: PHOTO_MAX_BYTES },
  fields: BUILD_LIMITS.parts.max + 34,
  fieldBytes: BUILD_LIMITS.story.max * 4 + 4,
};
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
  if (actionResult && typeof actionResult === "object" && "result" in actionResult) return false;
  return defaultShouldRevalidate;
}

/** A refused build: each field's problem, and the refusal of the whole build (its photos' size, a busy shop). */
type Refused = { result: FormReply; refusal: BuildRefusal | null };

export async function action({ request, context }: Route.ActionArgs): Promise<Refused> {
  const app = context.get(appContext);
  const user = requireCustomer(app, request);
  // A form bigger than its photos can be is refused before it is read.
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!Number.isFinite(length) || length > MAX_FORM_BYTES) return { result: { status: "error" }, refusal: { refusal: "tooLarge" } };
  const refused = (error: unknown, result: FormReply): Refused => {
    const refusal = buildRefusalOf(error);
    if (!refusal) throw error;
    return { result, refusal };
  };
  try {
    await app.services.builds.assertMaySubmit(user.id);
  } catch (error) {
    return refused(error, { status: "error" });
  }
  // The photos are streamed, each into a buffer no larger than the photo store takes; the text
  // fields and the photos are then read by Conform with the form's schema.
  const read = await readUpload(request, UPLOAD_LIMITS, async (file) => new File([await fileBytes(file)], file.name, { type: file.type }));
  const form = read.fields;
  for (const photo of read.files) form.append(photo.field, photo.value);
  const submission = parseForm(form, BuildFormSchema);
  if (read.refusal?.refusal === "tooLarge") return { result: submission.reply(), refusal: { refusal: "tooLarge" } };
  if (submission.status !== "success") return { result: submission.reply(), refusal: null };
  const { photos, ...fields } = submission.value;
  let slug: string;
  try {
    const files = await Promise.all(photos.map(async (file) => new Uint8Array(await file.arrayBuffer())));
    slug = (await app.services.builds.submit(user.id, fields, files)).slug;
  } catch (error) {
    return refused(error, submission.reply());
  }
  throw redirect(`/account/builds?sent=${encodeURIComponent(slug)}`);
}

/** A field of the build form, its problem said under it in the shopper's language. */
function BuildField({
  field,
  label,
  hint,
  family = "info.builds.form.errors",
  children,
}: {
  field: { id: string; errors?: string[] | undefined };
  label: string;
  hint?: string;
  /** Where the field's problems are said (the photos have words of their own). */
  family?: string;
  children: (control: {
    id: string;
    "aria-invalid": true | undefined;
    "aria-describedby": string | undefined;
    className: string;
  }) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const problem = boundedProblem(field.errors, family);
  const error = problem && t(problem.keys, { bound: problem.bound });
  const { describedBy } = fieldNoteIds(field.id, { hint, problem: error });
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id: field.id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, className: FIELD })}
      <FieldNotes id={field.id} hint={hint} error={error} />
    </div>
  );
}

/** What was typed into a field, sent back with a refused build (the photos cannot be: a browser never refills a file field). */
const typed = (value: unknown) => (typeof value === "string" ? value : undefined);

export default function AddBuildPage({ loaderData: { garage, texts }, actionData }: Route.ComponentProps) {
  usePageTexts(texts);
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [vehicleId, setVehicleId] = useState<number | null>(garage.current ?? garage.items[0]?.id ?? null);
  const locale = useLocale();
  const { fields, formProps } = useShopForm(BuildFormSchema, { id: "build-form", lastResult: actionData?.result });
  const refusal = actionData?.refusal ? buildRefusalText(actionData.refusal, t, locale) : null;
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
            {...formProps}
            aria-busy={navigation.state !== "idle"}
            className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
          >
            <BuildField field={fields.title} label={t("info.builds.form.buildTitle")}>
              {(control) => <input name="title" defaultValue={typed(fields.title.initialValue)} {...control} />}
            </BuildField>
            <BuildField field={fields.vehicleId} label={t("info.builds.form.vehicle")}>
              {(control) => (
                <select
                  name="vehicleId"
                  value={vehicleId ?? ""}
                  onChange={(event) => setVehicleId(Number(event.currentTarget.value))}
                  {...control}
                >
                  {garage.items.map((vehicle) => (
                    <option key={vehicle.id} value={vehicle.id}>
                      {vehicle.year} {vehicle.make} {vehicle.model} · {vehicle.engine}
                    </option>
                  ))}
                </select>
              )}
            </BuildField>
            <BuildField field={fields.story} label={t("info.builds.form.story")}>
              {(control) => <textarea name="story" rows={8} defaultValue={typed(fields.story.initialValue)} {...control} />}
            </BuildField>
            <BuildField
              field={fields.photos}
              label={t("info.builds.form.photos")}
              family="info.builds.form.photoErrors"
              hint={t("info.builds.form.photosHelp", { max: BUILD_LIMITS.photos.max })}
            >
              {/* Asking for these types makes iOS send its HEIC photos as JPEG. */}
              {(control) => (
                <input
                  name="photos"
                  type="file"
                  multiple
                  accept="image/jpeg,image/png,image/webp"
                  {...control}
                  className={`${FIELD} text-sm`}
                />
              )}
            </BuildField>
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
