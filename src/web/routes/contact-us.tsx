import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";

import { appContext } from "#app-context";

import { TooManyRequestsError } from "../../domain/errors.ts";
import { ContactMessageSchema } from "../../domain/schemas/contact.ts";
import { CONTACT_LIMITS, type ContactField } from "../../domain/schemas/contact-rules.ts";
import { fieldNoteIds, FieldNotes, INPUT_CLASS } from "../components/ui/field-notes.tsx";
import { contactProblem, parseForm } from "../components/ui/form-problems.ts";
import { PageIntro } from "../components/ui/page-intro.tsx";
import { type FormReply, useShopForm } from "../components/ui/use-shop-form.ts";
import { pageTexts, usePageTexts } from "../i18n/page-texts.ts";
import { useTranslation } from "../i18n/translator.ts";
import { resolveLocale } from "../lib/preferences.ts";
import { pageSeo } from "../lib/seo.server.ts";
import { seoMeta } from "../lib/seo.ts";
import { useRootData } from "../lib/use-preferences.ts";
import { useShopFacts } from "../lib/use-shop-facts.ts";
import type { Route } from "./+types/contact-us";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  return {
    seo: await pageSeo(app, request, {
      titleKey: "info.contact.seoTitle",
      descriptionKey: "info.contact.seoDescription",
    }),
    texts: pageTexts(app.services.translations.messages(resolveLocale(request).locale), "contact"),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

/** The contact form, with or without JavaScript: checked by the shared schema, mailed to the shop. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const submission = parseForm(await request.formData(), ContactMessageSchema);
  // A refused form is an answer, not a failure: 200, so the browser logs no error for it.
  if (submission.status !== "success") return { status: "invalid" as const, result: submission.reply() };
  try {
    // Limited per client address, as the API is (the service also limits per sender).
    await services.content.sendContactMessage(submission.value, clientIp);
  } catch (error) {
    if (error instanceof TooManyRequestsError)
      return data({ status: "rateLimited" as const, result: submission.reply({ formErrors: ["rateLimited"] }) }, { status: 429 });
    throw error;
  }
  return { status: "sent" as const, result: null };
}

/** The longest text each field takes (the e-mail as spec §5's loose check allows: 254). */
const MAX_LENGTH: Record<ContactField, number> = {
  name: CONTACT_LIMITS.name,
  email: 254,
  subject: CONTACT_LIMITS.subject,
  message: CONTACT_LIMITS.message,
};

/** The translation key and values of a field's problem. */
function problemMessage(field: ContactField, problem: "missing" | "invalid" | "tooLong"): [string, Record<string, number>] {
  if (problem === "tooLong") return ["info.contact.form.errors.tooLong", { max: MAX_LENGTH[field] }];
  if (field === "email")
    return [problem === "invalid" ? "info.contact.form.errors.emailInvalid" : "info.contact.form.errors.emailMissing", {}];
  if (field === "message") return ["info.contact.form.errors.message", { min: CONTACT_LIMITS.messageMin }];
  return [`info.contact.form.errors.${field}`, {}];
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts(loaderData.texts);
  const { t } = useTranslation();
  const facts = useShopFacts();
  const shop = useRootData()?.shop;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact-us";
  const successRef = useRef<HTMLDivElement>(null);
  const lastResult: FormReply | null = actionData?.result ?? null;
  const { form, fields, formProps } = useShopForm(ContactMessageSchema, { id: "contact-form", lastResult });
  const refusal = form.errors?.[0];

  // After a refused submit the focus goes to the first field to fix (useShopForm); after success, to the message.
  useEffect(() => {
    if (actionData?.status === "sent") successRef.current?.focus();
  }, [actionData]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageIntro title={t("info.contact.title")} lead={t("info.contact.lead")} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
          <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
            {t("info.contact.form.title")}
          </h2>
          {actionData?.status === "sent" ? (
            <div
              ref={successRef}
              tabIndex={-1}
              role="status"
              className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900"
            >
              <p className="font-semibold">{t("info.contact.form.success")}</p>
              <Link to="/contact-us" className="mt-3 inline-block font-semibold text-emerald-800 underline hover:text-emerald-950">
                {t("info.contact.form.another")}
              </Link>
            </div>
          ) : (
            <Form {...formProps} method="post" className="mt-5 space-y-5" aria-busy={sending}>
              <p className="text-sm text-slate-600">{t("info.contact.form.required")}</p>
              {form.status === "error" && !refusal ? (
                <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  {t("info.contact.form.summary")}
                </p>
              ) : null}
              {refusal === "rateLimited" ? (
                <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  {t("info.contact.form.errors.rateLimited")}
                </p>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  name="name"
                  label={t("info.contact.form.name")}
                  autoComplete="name"
                  defaultValue={fields.name.initialValue}
                  problem={contactProblem("name", fields.name.errors)}
                />
                <Field
                  name="email"
                  type="email"
                  label={t("info.contact.form.email")}
                  autoComplete="email"
                  defaultValue={fields.email.initialValue}
                  problem={contactProblem("email", fields.email.errors)}
                />
              </div>
              <Field
                name="subject"
                label={t("info.contact.form.subject")}
                defaultValue={fields.subject.initialValue}
                problem={contactProblem("subject", fields.subject.errors)}
              />
              <Field
                name="message"
                label={t("info.contact.form.message")}
                hint={t("info.contact.form.messageHint")}
                multiline

                defaultValue={fields.message.initialValue}
                problem={contactProblem("message", fields.message.errors)}
              />
              <button
                type="submit"
                disabled={sending}
                className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:brightness-90 disabled:cursor-wait disabled:opacity-70"
              >
                {sending ? t("info.contact.form.sending") : t("info.contact.form.submit")}
              </button>
            </Form>
          )}
        </section>

        <aside aria-labelledby="contact-details-heading" className="rounded-2xl bg-slate-900 p-6 text-slate-200 sm:p-8 lg:self-start">
          <h2 id="contact-details-heading" className="text-lg font-bold text-white">
            {t("info.contact.details")}
          </h2>
          <dl className="mt-5 space-y-5">
            <Detail
              label={t("footer.contacts.address")}
              icon="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
            >
              {facts?.address}
            </Detail>
            {shop ? (
              <>
                <Detail
                  label={t("footer.contacts.phone")}
                  icon="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
                >
                  <a href={`tel:${shop.phone.replace(/[^+\d]/g, "")}`} dir="ltr" className="font-semibold text-white hover:underline">
                    {shop.phone}
                  </a>
                </Detail>
                <Detail label={t("footer.contacts.email")} icon="M4 6h16v12H4zM4 7l8 6 8-6">
                  <a href={`mailto:${shop.email}`} className="font-semibold [overflow-wrap:anywhere] text-white hover:underline">
                    {shop.email}
                  </a>
                </Detail>
              </>
            ) : null}
            {facts?.hours ? (
              <Detail label={t("footer.contacts.hours")} icon="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v5l3 2">
                {facts.hours}
              </Detail>
            ) : null}
          </dl>
        </aside>
      </div>
    </div>
  );
}

function Detail({ label, icon, children }: { label: string; icon: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[1.25rem_minmax(0,1fr)] gap-x-3">
      <dt className="contents">
        <svg aria-hidden viewBox="0 0 24 24" className="row-span-2 mt-0.5 h-5 w-5 fill-none stroke-brand-500 stroke-2">
          <path d={icon} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</span>
      </dt>
      <dd className="col-start-2 mt-1">{children}</dd>
    </div>
  );
}

function Field({
  name,
  label,
  type = "text",
  multiline = false,
  hint,
  problem,
  defaultValue,
  autoComplete,
}: {
  name: ContactField;
  label: string;
  type?: string;
  multiline?: boolean;
  hint?: string;
  problem: "missing" | "invalid" | "tooLong" | undefined;
  defaultValue: string | undefined;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const id = `contact-${name}`;
  const { describedBy } = fieldNoteIds(id, { hint, problem });
  const common = {
    id,
    name,
    required: true,
    maxLength: MAX_LENGTH[name],
    defaultValue,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy,
    className: INPUT_CLASS,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? <textarea rows={7} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      <FieldNotes id={id} hint={hint} error={problem ? t(...problemMessage(name, problem)) : undefined} />
    </div>
  );
}
