// A page's HTML is whole without its JavaScript (every page is rendered on the server), so its
// scripts wait for its first paint rather than race its stylesheet and first pictures for a slow
// link (decision 018). React Router's <Scripts> writes module preloads and a module script that
// imports the route modules at once; scripts-after-paint.server.ts sends them inert (a `rel` and a
// `type` the browser does not act on), and the start below, the last script of the page, makes
// them live again once the page has painted.

/** What the server sends in place of `rel="modulepreload"` and of a module script's `type`. */
export const INERT_PRELOAD_REL = "modulepreload-after-paint";
export const INERT_MODULE_TYPE = "module-after-paint";

/**
 * The start, run as the page is parsed. The scripts start once the browser reports the page's
 * first contentful paint and the pictures asked for at high priority (a listing's first row, a
 * product's photo: the largest paint) have come; or at the page's load event, whichever is first
 * (a tab opened in the background paints only when shown; a browser without paint timing).
 * A new element of the same text runs where the inert one did not: the page's policy allows it by
 * the nonce it is given, or by the hash of that text (kept pages, decision 015).
 */
export const SCRIPTS_AFTER_PAINT = `(() => {
  const nonce = document.currentScript?.nonce;
  let started = false;
  const live = (element) => {
    if (nonce) element.nonce = nonce;
    return element;
  };
  const start = () => {
    if (started) return;
    started = true;
    const preloads = [...document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]')].map((inert) => {
      const preload = live(document.createElement("link"));
      preload.rel = "modulepreload";
      preload.href = inert.href;
      return preload;
    });
    document.head.append(...preloads);
    for (const inert of document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]')) {
      const script = live(document.createElement("script"));
      script.type = "module";
      script.textContent = inert.textContent;
      document.body.append(script);
    }
  };
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) =>
    img.complete ? null : new Promise((done) => {
      img.addEventListener("load", done);
      img.addEventListener("error", done);
    }),
  );
  addEventListener("load", start);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return;
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    Promise.all(pictures).then(() => requestAnimationFrame(() => setTimeout(start)));
  }).observe({ type: "paint", buffered: true });
})();`;
