import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import { INVALID_NEWSLETTER_EMAIL, newsletterEmail } from "../../../domain/schemas/contact-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { showToast } from "../../state/toast-store.ts";

/** spec §4: the newsletter form is idle, loading, success or error. */
type NewsletterState = "idle" | "loading" | "success" | "error";

/** spec §7: every call of the shop's HTTP client gives up after 5000 ms. */
const HTTP_TIMEOUT_MS = 5000;

/** A refusal with the text to show, or null for "an unknown error". */
class SubscribeError extends Error {}

/**
 * The newsletter sign-up (spec §4, §5, §7, §8): a normal address is required ('Invalid Email
 * address.'); POST /newsletter/subscribe succeeds with 201 only (anything else raises
 * 'Subscription failed.'); success and failure are told by a toast. Checked by the API's own rule
 * (newsletterEmail) when the field is left, as the shop's other forms are, without their schema
 * library: this form is on every page. The browser posts it (there is no action).
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<NewsletterState>("idle");
  // The address is shown refused: by the check when the field is left or sent, or by the server.
  const [refused, setRefused] = useState(false);
  // Once refused or left, the check runs again as the shopper types (so the message goes when fixed).
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The form needs the browser (it posts JSON to the API): usable once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  /** The server's English messages that the shop knows how to say in the shopper's language. */
  function serverMessage(status: number, message: string | undefined): string | null {
    if (message === INVALID_NEWSLETTER_EMAIL) return t("footer.newsletter.invalid");
    if (status === 429) return t("footer.newsletter.tooMany");
    return message || null;
  }

  function check(value: string) {
    setChecking(true);
    setRefused(newsletterEmail(value) === null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = newsletterEmail(inputRef.current?.value ?? "");
    setChecking(true);
    setRefused(email === null);
    if (email === null) inputRef.current?.focus();
    else void subscribe(event.currentTarget, email);
  }

  async function subscribe(form: HTMLFormElement, email: string) {
    setState("loading");
    try {
      const response = await fetch("/api/website/newsletter/subscribe", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        const message = serverMessage(response.status, body?.message);
        if (response.status === 400 && body?.message === INVALID_NEWSLETTER_EMAIL) setRefused(true);
        throw new SubscribeError(message ?? "");
      }
      // spec §8: a status other than 201 raises 'Subscription failed.'
      if (response.status !== 201) throw new SubscribeError(t("footer.newsletter.failed"));
      setState("success");
      form.reset();
      setChecking(false);
      showToast(t("footer.newsletter.success"), "success");
    } catch (error) {
      setState("error");
      // spec §8: the failure toast shows the server's error, or 'An unknown error occurred.'
      showToast(error instanceof SubscribeError && error.message ? error.message : t("errors.unknown"), "error");
    }
  }

  const fieldError = refused ? t("footer.newsletter.invalid") : null;
  const errorId = `${id}-error`;
  return (
    <form id={`${id}-form`} noValidate onSubmit={onSubmit} className="mt-4" aria-busy={state === "loading"}>
      <label htmlFor={`${id}-email`} className="sr-only">
        {t("footer.newsletter.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          onBlur={(event) => {
            if (event.currentTarget.value) check(event.currentTarget.value);
          }}
          onInput={(event) => {
            if (checking) check(event.currentTarget.value);
          }}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={t("footer.newsletter.placeholder")}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-brand-500"
        />
        <button
          type="submit"
          disabled={!live || state === "loading"}
          className="shrink-0 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:brightness-90 disabled:cursor-wait disabled:opacity-70"
        >
          {state === "loading" ? t("footer.newsletter.submitting") : t("footer.newsletter.submit")}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-300">
          {fieldError}
        </p>
      ) : null}
      {/* Double opt-in: the spec's toast says it worked; this says what is left to do, and stays. */}
      <p role="status" className="mt-2 text-sm text-slate-300">
        {state === "success" ? t("footer.newsletter.checkInbox") : null}
      </p>
    </form>
  );
}
