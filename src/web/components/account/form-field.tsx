import { useTranslation } from "../../i18n/translator.ts";
import { fieldNoteIds, FieldNotes, INPUT_CLASS } from "../ui/field-notes.tsx";
import { accountProblemKeys } from "../ui/form-problems.ts";

/** The message of a field's Conform errors, in the shopper's language, or undefined when it has none. */
export function useProblemText(): (errors: readonly string[] | undefined) => string | undefined {
  const { t } = useTranslation();
  return (errors) => {
    const keys = accountProblemKeys(errors);
    return keys ? t(keys) : undefined;
  };
}

/** A labelled input; a problem is tied to it with aria-invalid and aria-describedby. */
export function TextField({
  id,
  name,
  label,
  type = "text",
  autoComplete,
  defaultValue,
  errors,
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
  /** The field's Conform errors (problem codes). */
  errors?: readonly string[] | undefined;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** E-mail, phone and postcode read left to right also in Arabic. */
  ltr?: boolean;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
  className?: string;
}) {
  const problem = useProblemText()(errors);
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
      <FieldNotes id={id} hint={hint} error={problem} />
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
      // The focus goes to a form's message after its answer when no field is to blame.
      data-form-alert={id ? "" : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-4 py-3 text-sm font-medium ${look}`}
    >
      {children}
    </div>
  );
}

export const PRIMARY_BUTTON =
  "rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:brightness-90 disabled:cursor-wait disabled:opacity-70";
export const SECONDARY_BUTTON =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700";
