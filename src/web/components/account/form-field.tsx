import { useTranslation } from "react-i18next";

import { FieldNotes, fieldNoteIds, INPUT_CLASS } from "../ui/field-notes.tsx";
import { problemKeys, type FieldProblem } from "./form-errors.ts";

/** The message of a field problem, in the shopper's language; an unknown key reads as a generic one. */
export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useTranslation();
  return (problem) => t([...problemKeys(problem), "account.fieldErrors.invalid"]);
}

/** A labelled input; a problem is tied to it with aria-invalid and aria-describedby. */
export function TextField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  problem,
  hint,
  required = false,
  maxLength,
  ltr = false,
  inputMode,
  className = "",
}: {
  id: string;
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  defaultValue?: string | undefined;
  problem?: FieldProblem | undefined;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** E-mail, phone and postcode read left to right also in Arabic. */
  ltr?: boolean;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  className?: string;
}) {
  const problemText = useProblemText();
  const { describedBy } = fieldNoteIds(id, { hint, problem });
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        maxLength={maxLength}
        inputMode={inputMode}
        // What a customer types keeps its own direction (Latin text in an Arabic page), aligned to the page's start.
        dir={ltr ? "ltr" : "auto"}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        className={`${INPUT_CLASS} ${ltr ? "rtl:text-end" : "text-start rtl:text-right"}`}
      />
      <FieldNotes id={id} hint={hint} error={problem ? problemText(problem) : undefined} />
    </div>
  );
}

/** A message above a form: role=alert for a refusal, role=status for a success. */
export function FormNotice({ tone, children, id }: { tone: "error" | "success" | "info"; children: React.ReactNode; id?: string }) {
  const look =
    tone === "error"
      ? "border-red-200 bg-red-50 text-red-800"
      : tone === "success"
        ? "border-emerald-200 bg-emerald-50 text-emerald-900"
        : "border-amber-200 bg-amber-50 text-amber-900";
  return (
    <div
      id={id}
      tabIndex={-1}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${look}`}
    >
      {children}
    </div>
  );
}

/** After a refused submit, the first field to fix takes the focus; otherwise the notice does. */
export function focusAfterSubmit(form: HTMLFormElement | null, noticeId?: string): void {
  const invalid = form?.querySelector<HTMLElement>("[aria-invalid=true]");
  if (invalid) invalid.focus();
  else if (noticeId) document.getElementById(noticeId)?.focus();
}

export const PRIMARY_BUTTON =
  "rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:brightness-90 disabled:cursor-wait disabled:opacity-70";
export const SECONDARY_BUTTON =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700";
