// The back office's forms, in the storefront's convention (decision 009): Conform reads each form
// with a shared schema of src/domain/schemas, in the browser and again in the action
// (lib/admin-action.server.ts), and a field's problem is said beside the field, in the staff
// member's language. Every form of the back office is an ActionCard, a RowAction or (the sign-in
// pages) a form of AdminFields.
import { type FieldMetadata } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";

import { directionOf, type Locale } from "../../../domain/locales.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { fieldNoteIds, FieldNotes } from "../ui/field-notes.tsx";
import { boundedProblem } from "../ui/form-problems.ts";
import { type FormReply, useShopForm } from "../ui/use-shop-form.ts";
import { BUTTON, BUTTON_DANGER, BUTTON_QUIET, INPUT } from "./admin-ui.tsx";

/** What an admin page's action answers: which form was sent, Conform's reply to it, and what was done (a key of admin.*). */
export interface AdminAnswer {
  intent: string;
  /** The form sent: its intent, and the row it stands in where a list has one per row. */
  form: string;
  reply: FormReply;
  done?: { key: string; values?: Record<string, string | number> };
  /** A refusal of a form without fields (a row's button) is said above the page, not in a form. */
  refusedAt: "form" | "page";
}

/** A field's problem codes (form-problems.ts) in the staff member's words. */
export function useAdminProblemText(): (errors: readonly string[] | undefined) => string | undefined {
  const { t } = useTranslation();
  return (errors) => {
    const problem = boundedProblem(errors, "admin.fieldErrors");
    return problem && t(problem.keys, { bound: problem.bound });
  };
}

/** A service's refusal as staff read it: a known key translated, the shop's own sentence otherwise. */
export function useRefusalText(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => t([`admin.errors.${message}`, `errors.ERROR_API_${message}`], { defaultValue: message });
}

type Control =
  | {
      kind?: "input";
      type?: string;
      autoComplete?: string;
      inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
      /** A file field: several files at once, of these types. */
      multiple?: boolean;
      accept?: string;
    }
  | { kind: "textarea"; rows?: number }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  /** Several of a list may be chosen (a token's permissions): the field's value is the array of those ticked. */
  | { kind: "checkboxes"; options: readonly { value: string; label: string }[] }
  /** Yes or no (a part featured on the home page): ticked sends "on". */
  | { kind: "checkbox" };

/**
 * A labelled field of a Conform form: its problem is said under it and tied to it (aria-invalid,
 * aria-describedby). The browser's own checks are off (the form is noValidate): the schema's are
 * the ones that count, and they speak the page's language.
 */
export function AdminField({
  field,
  label,
  hint,
  control = {},
  ltr = false,
  min,
  max,
  hideLabel = false,
  lang,
}: {
  field: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  hint?: string;
  control?: Control;
  /** E-mail, URLs, codes and numbers read left to right also in Arabic. */
  ltr?: boolean;
  min?: number;
  max?: number;
  /** The label is read by assistive technology only (a field in a table's row). */
  hideLabel?: boolean;
  /** The language the value is written in, where it is not the page's (a part's Arabic title): its direction follows. */
  lang?: Locale;
}) {
  const problem = useAdminProblemText()(field.errors);
  const { describedBy } = fieldNoteIds(field.id, { hint, problem });
  if (control.kind === "checkboxes") {
    const ticked = new Set([field.initialValue].flat().filter((value) => typeof value === "string"));
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className={hideLabel ? "sr-only" : "block text-sm font-semibold text-slate-800"}>{label}</legend>
        <div className="mt-1 space-y-1">
          {control.options.map((option, index) => (
            <label key={`${field.key ?? ""}-${option.value}`} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                // The first box takes the field's id, where a refused form moves the focus.
                id={index === 0 ? field.id : undefined}
                name={field.name}
                value={option.value}
                defaultChecked={ticked.has(option.value)}
                aria-invalid={problem ? true : undefined}
                className="h-4 w-4 accent-slate-900"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldNotes id={field.id} hint={hint} error={problem} />
      </fieldset>
    );
  }
  if (control.kind === "checkbox") {
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            key={field.key}
            type="checkbox"
            id={field.id}
            name={field.name}
            defaultChecked={field.initialValue === "on" || (field.initialValue as unknown) === true}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            className="h-4 w-4 accent-slate-900"
          />
          {label}
        </label>
        <FieldNotes id={field.id} hint={hint} error={problem} />
      </div>
    );
  }
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const shared = {
    id: field.id,
    name: field.name,
    // A refused form keeps what was typed: Conform's reply carries it back.
    defaultValue: initial,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy,
    lang,
    dir: lang ? directionOf(lang) : ltr ? "ltr" : "auto",
    className: `${INPUT} aria-[invalid=true]:border-red-600 ${ltr ? "rtl:text-end" : "text-start"}`,
  } as const;
  return (
    <div>
      <label htmlFor={field.id} className={hideLabel ? "sr-only" : "block text-sm font-semibold text-slate-800"}>
        {label}
      </label>
      {control.kind === "textarea" ? (
        <textarea key={field.key} rows={control.rows ?? 4} {...shared} />
      ) : control.kind === "select" ? (
        <select key={field.key} {...shared}>
          {control.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          key={field.key}
          type={control.type ?? "text"}
          autoComplete={control.autoComplete}
          inputMode={control.inputMode}
          multiple={control.multiple}
          accept={control.accept}
          min={min}
          max={max}
          {...shared}
        />
      )}
      <FieldNotes id={field.id} hint={hint} error={problem} />
    </div>
  );
}

/** A form's id: its intent, and the row it stands in where a list has one per row. */
export const formIdOf = (intent: string, row?: string | number) => (row === undefined ? intent : `${intent}-${row}`);

/** The reply of the last action to one form of the page (a page may hold several). */
export const replyTo = (answer: AdminAnswer | undefined, form: string) =>
  answer?.form === form && answer.refusedAt === "form" ? answer.reply : undefined;

/** The refusal above a form (a service's, or the schema's for the whole form), as an alert the focus moves to. */
export function FormRefusal({ errors }: { errors: readonly string[] | undefined }) {
  const refusalText = useRefusalText();
  const message = errors?.[0];
  if (!message) return null;
  return (
    <p role="alert" tabIndex={-1} data-form-alert="" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
      {refusalText(message)}
    </p>
  );
}

/**
 * One action of a page as a card: a title, a line saying what it does, its fields (read with the
 * schema the action reads them with) and its button. The order page's moves, adding a member of
 * staff, sending the newsletter and adding synonyms are ActionCards; so will the catalogue's be.
 */
export function ActionCard<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  intent,
  row,
  schema,
  texts,
  values,
  tone = "normal",
  look = row === undefined ? "card" : "inline",
  heading = 3,
  hidden = {},
  defaultValue,
  encType,
  children,
}: {
  /** A form that sends a file (a catalogue file) is multipart. */
  encType?: "multipart/form-data";
  /** The action runs the intent's schema and service. */
  intent: string;
  /** The row a form stands in, where a list has one per row (a build to refuse): posted as `id`. */
  row?: string | number;
  /** A card of its own, or a row's few fields on one line (its title then read by assistive technology only): a row's form is inline. */
  look?: "card" | "inline";
  /** Its heading's level: 3 in a panel (the order's moves), 2 where the card stands alone on the page. */
  heading?: 2 | 3;
  schema: S;
  /** Where its words are: `${texts}.title`, `.lead` (where there is one) and `.submit`. */
  texts: string;
  /** What the words name (the row's member of staff, say). */
  values?: Record<string, string | number>;
  tone?: "normal" | "danger";
  /** Values the form carries without showing them (a key made when the page was shown). */
  hidden?: Record<string, string | number>;
  defaultValue?: Partial<Record<keyof z.input<S>, unknown>>;
  children?: (fields: ReturnType<typeof useShopForm<S>>["fields"]) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const lead = i18n.exists(`${texts}.lead`) ? t(`${texts}.lead`, values) : null;
  const answer = useActionData<AdminAnswer | undefined>();
  const formId = formIdOf(intent, row);
  const { form, fields, formProps } = useShopForm(schema, { id: `${formId}-form`, lastResult: replyTo(answer, formId), defaultValue });
  const titleId = `${formId}-title`;
  const Heading = heading === 2 ? "h2" : "h3";
  const frame =
    look === "inline"
      ? "flex flex-wrap items-end gap-2"
      : `space-y-3 rounded-xl border bg-white p-4 ${tone === "danger" ? "border-red-200" : "border-slate-200"}`;
  return (
    <Form method="post" {...formProps} encType={encType} aria-labelledby={titleId} className={frame}>
      <Heading
        id={titleId}
        className={look === "inline" ? "sr-only" : `font-bold ${tone === "danger" ? "text-red-900" : "text-slate-900"}`}
      >
        {t(`${texts}.title`, values)}
      </Heading>
      {lead ? <p className="text-sm text-slate-600">{lead}</p> : null}
      {/* A hidden value refused (a key made when the page was shown, gone stale) is the form's problem, not a field's. */}
      <FormRefusal errors={form.errors ?? (Object.keys(hidden).some((name) => fields[name]?.errors) ? ["STALE_FORM"] : undefined)} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="formId" value={formId} />
      {row === undefined ? null : <input type="hidden" name="id" value={row} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children?.(fields)}
      <button type="submit" disabled={busy} className={tone === "danger" ? BUTTON_DANGER : BUTTON}>
        {t(`${texts}.submit`, values)}
      </button>
    </Form>
  );
}

/** A one-button action on a table's row: its intent and the row's key are posted; the button is named for the row. */
export function RowAction({
  intent,
  fields,
  label,
  tone = "quiet",
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  label: string;
  tone?: "quiet" | "strong";
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={label} className={tone === "strong" ? BUTTON : BUTTON_QUIET}>
        {children}
      </button>
    </Form>
  );
}

/** What came of the last action, above the page: what was done, or the refusal of a row's button. */
export function useAnswerNotice(
  answer: AdminAnswer | undefined,
): { ok: true; message: string } | { ok: false; message: string } | undefined {
  const { t } = useTranslation();
  const refusalText = useRefusalText();
  if (!answer) return undefined;
  if (answer.done) return { ok: true, message: t(answer.done.key, answer.done.values) };
  // A row's button sends only hidden values: one refused means the page was out of date (or forged).
  const errors = answer.refusedAt === "page" ? answer.reply.error : undefined;
  const refusal = errors?.[""]?.[0] ?? (errors && Object.values(errors).some((each) => each?.length) ? "STALE_FORM" : undefined);
  return refusal ? { ok: false, message: refusalText(refusal) } : undefined;
}
