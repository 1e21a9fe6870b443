import { type FormEvent, useEffect, useId, useRef, useState } from "react";

import { BACK_IN_STOCK_ACCEPTED } from "../../../domain/back-in-stock.ts";
import { INVALID_NEWSLETTER_EMAIL, newsletterEmail } from "../../../domain/schemas/contact-rules.ts";
import { useTranslation } from "../../i18n/translator.ts";
import { useRootData } from "../../lib/use-preferences.ts";
import { HTTP_TIMEOUT_MS } from "../vehicle/vehicle-api.ts";

type State = "idle" | "sending" | "done" | "error";

/**
 * "Tell me when it is back" on a sold-out part or variant (decision 042). The browser posts it to
 * the API, so the page stays the answer kept for every guest: nothing of the shopper is in it. A
 * guest types an address; a signed-in customer is mailed at their account's.
 */
export function BackInStockForm({ productId, variantId }: { productId: number; variantId: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const signedIn = useRootData()?.user?.email ?? null;
  const [state, setState] = useState<State>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The form posts JSON from the browser: usable once the page is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Another variant chosen: a new request.
  useEffect(() => {
    setState("idle");
    setProblem(null);
  }, [variantId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = signedIn ? null : newsletterEmail(inputRef.current?.value ?? "");
    if (!signedIn && email === null) {
      setInvalid(true);
      setProblem(t("product.backInStock.invalid"));
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setProblem(null);
    setState("sending");
    try {
      const response = await fetch("/api/website/back-in-stock", {
        method: "POST",
        headers: { "Content-Type": "application/json", accept: "application/json" },
        body: JSON.stringify({ product: productId, variant: variantId, ...(email ? { email } : {}) }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.status === 202 && body?.message === BACK_IN_STOCK_ACCEPTED) {
        setState("done");
        return;
      }
      setState("error");
      if (body?.message === INVALID_NEWSLETTER_EMAIL) setInvalid(true);
      setProblem(
        t(
          body?.message === INVALID_NEWSLETTER_EMAIL
            ? "product.backInStock.invalid"
            : response.status === 429
              ? "product.backInStock.tooMany"
              : response.status === 409
                ? "product.backInStock.inStock"
                : "product.backInStock.failed",
        ),
      );
    } catch {
      setState("error");
      setProblem(t("product.backInStock.failed"));
    }
  }

  const problemId = `${id}-problem`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={`${id}-title`} className="font-bold">
        {t("product.backInStock.title")}
      </h2>
      {state === "done" ? (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
          {t("product.backInStock.done")}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-2 space-y-3" aria-busy={state === "sending"}>
          <p className="text-sm text-slate-700">
            {signedIn ? t("product.backInStock.leadSignedIn", { email: signedIn }) : t("product.backInStock.lead")}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {signedIn ? null : (
              <>
                <label htmlFor={`${id}-email`} className="sr-only">
                  {t("product.backInStock.email")}
                </label>
                <input
                  ref={inputRef}
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  placeholder={t("product.backInStock.email")}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5"
                />
              </>
            )}
            <button
              type="submit"
              disabled={!live || state === "sending"}
              className="shrink-0 rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white hover:bg-slate-700 disabled:cursor-wait disabled:opacity-70"
            >
              {state === "sending" ? t("product.backInStock.submitting") : t("product.backInStock.submit")}
            </button>
          </div>
          <p id={problemId} role="alert" className={problem ? "text-sm font-medium text-red-700" : "sr-only"}>
            {problem}
          </p>
        </form>
      )}
    </section>
  );
}
