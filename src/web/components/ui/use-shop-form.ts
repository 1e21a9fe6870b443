import { type Submission, type SubmissionResult, useForm } from "@conform-to/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";

/** The name of the button Conform submits a form with to check one field (@conform-to/dom's INTENT). */
const INTENT = "__intent__";

import { parseForm } from "./form-problems.ts";

/** What an action answers with a refused form: Conform's reply (field problems, form-level refusals, what was sent). */
export type FormReply = SubmissionResult<string[]>;

/**
 * A form read by Conform with a shared schema: checked in the browser when a field is left and on
 * submit, and answered by the action (`lastResult`) with or without JavaScript. After a refused
 * submit, the focus moves to the first field to fix, else to the form's alert ([data-form-alert]).
 */
export function useShopForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    lastResult: FormReply | null | undefined;
    defaultValue?: Partial<Record<keyof z.input<S>, unknown>>;
    /** For a form the browser sends itself (the newsletter posts JSON): called once the schema accepts it. */
    onSubmit?: (event: FormEvent<HTMLFormElement>, context: { submission?: Submission<z.input<S>, string[], z.output<S>> }) => void;
  },
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  const [form, fields] = useForm<z.input<S>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
    ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
  });

  useEffect(() => {
    if (refusals === 0 && !options.lastResult) return;
    const element = formRef.current;
    (element?.querySelector<HTMLElement>("[aria-invalid=true]") ?? element?.querySelector<HTMLElement>("[data-form-alert]"))?.focus();
  }, [refusals, options.lastResult]);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    // A field left for the form's own submit button is not checked on its own: the submit checks
    // every field, and a problem shown first would push the button from under the pointer, so the
    // click would miss it.
    const toSubmit = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === element) event.stopPropagation();
    };
    element.addEventListener("focusout", toSubmit);
    return () => element.removeEventListener("focusout", toSubmit);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    // Conform checks a field that was left by submitting the form with its own intent button: that
    // is no refused submit, and the focus stays where the person went (the next field).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (event.defaultPrevented && submitter?.getAttribute("name") !== INTENT) setRefusals((n) => n + 1);
  };
  return { form, fields, formRef, formProps: { id: form.id, ref: formRef, onSubmit, noValidate: true } };
}
