import { type ReactNode, useCallback } from "react";

import { MIN_PASSWORD_LENGTH } from "../../../domain/schemas/account.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { fieldNoteIds, FieldNotes, INPUT_CLASS } from "../ui/field-notes.tsx";
import { authProblem } from "../ui/form-problems.ts";

/** The text of a service's refusal: spec §8, the key ERROR_API_{server message}, translated. */
export function useRefusalText(): (message: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string) => {
      const key = `errors.ERROR_API_${message}`;
      return i18n.exists(key) ? t(key) : t("errors.unknown");
    },
    [t, i18n],
  );
}

interface FieldProps {
  /** Unique on the page: the field's id and its error's id derive from it. */
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  /** The field's Conform errors (problem codes). */
  errors: readonly string[] | undefined;
  defaultValue?: string | undefined;
  hint?: string;
  /** Extra ids that describe the field (a form-level message). */
  describedBy?: string | undefined;
  compact?: boolean;
  after?: ReactNode;
}

/** A labelled input whose problem is tied to it (aria-invalid, aria-describedby). */
export function AuthField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  errors,
  defaultValue,
  hint,
  describedBy,
  compact = false,
  after,
}: FieldProps) {
  const { t } = useTranslation();
  const problem = authProblem(errors);
  const described = fieldNoteIds(id, { hint, problem }, describedBy).describedBy;
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={`block font-semibold text-slate-800 ${compact ? "text-xs" : "text-sm"}`}>
          {label}
        </label>
        {after}
      </div>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={type === "password" ? 200 : 254}
        defaultValue={defaultValue}
        // E-mail addresses and passwords read left to right in Arabic too.
        dir={type === "text" ? undefined : "ltr"}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described}
        className={`${INPUT_CLASS} ${type === "text" ? "" : "rtl:text-end"} ${compact ? "py-2 text-sm" : ""}`}
      />
      <FieldNotes id={id} hint={hint} error={problem ? t(`auth.problems.${problem}`, { min: MIN_PASSWORD_LENGTH }) : undefined} />
    </div>
  );
}

/** A form's refusal, announced and focusable (the focus moves to it when no field is to blame). */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      data-form-alert=""
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {children}
    </div>
  );
}

/** The server's refusal of the form (ERROR_API_* in the visitor's language), or nothing. */
export function RefusalAlert({ id, error }: { id: string; error: string | null | undefined }) {
  const refusalText = useRefusalText();
  if (!error) return null;
  return (
    <FormAlert id={id}>
      <p>{refusalText(error)}</p>
    </FormAlert>
  );
}

export function SubmitButton({
  busy,
  children,
  busyText,
  className = "",
}: {
  busy: boolean;
  children: ReactNode;
  busyText: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:brightness-90 disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {busy ? busyText : children}
    </button>
  );
}
