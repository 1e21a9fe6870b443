// A form whose code comes on demand (lazy-component.tsx) is the server's HTML until its code has
// come: a submit then would be the browser's own, a page load that skips the form's checks in
// the browser. These hooks hold such a submission and send it again once React has the form.
import { type RefObject, useEffect } from "react";

const LIVE = "data-live";

/** Marks the form live once React has it (held submissions go again then). */
export function useLiveForm(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    form.current?.setAttribute(LIVE, "");
  }, [form]);
}

function whenLive(form: HTMLFormElement): Promise<void> {
  if (form.hasAttribute(LIVE)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!form.hasAttribute(LIVE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(form, { attributes: true, attributeFilter: [LIVE] });
  });
}

/**
 * Holds the submission of a form in `container` that is not live yet: `load` fetches its code,
 * and the submission goes again, with the same button, once the form is live. If the code cannot
 * be fetched, the browser sends the form itself (the server checks it too).
 */
export function useHeldSubmits(container: RefObject<HTMLElement | null>, load: () => Promise<unknown>) {
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const hold = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.hasAttribute(LIVE)) return;
      event.preventDefault();
      const submitter = event.submitter && form.contains(event.submitter) ? event.submitter : null;
      const resend = () => form.requestSubmit(submitter);
      load()
        .then(() => whenLive(form))
        .then(resend, () => {
          form.setAttribute(LIVE, "");
          resend();
        });
    };
    box.addEventListener("submit", hold, true);
    return () => box.removeEventListener("submit", hold, true);
  }, [container, load]);
}
