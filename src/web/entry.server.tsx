// The server's rendering of a document request. React Router's own entry, plus handleError, which
// tells the server of every failure of a loader, an action or the render, so that a page whose
// database is away answers 503 with Retry-After rather than 500 (src/server/http/storefront.ts).
import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";

import { appContext } from "#app-context";

import { messagesScript } from "./i18n/messages-script.server.ts";
import { MessagesContext } from "./i18n/shell-messages.ts";
import { NonceContext } from "./lib/nonce.ts";
import { resolveLocale } from "./lib/preferences.ts";
import { scriptsAfterPaint } from "./lib/scripts-after-paint.server.ts";

/** Longest a page may stream before its unfinished parts are given up. */
export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A shopper who left mid-request is no failure.
  if (request.signal.aborted) return;
  context.get(appContext).reportError(error);
  console.error(error);
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> | Response {
  if (request.method === "HEAD") return new Response(null, { status, headers });
  // Crawlers get the whole page at once; people get it as soon as its shell is ready.
  const userAgent = request.headers.get("user-agent");
  const whenReady = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise((resolve, reject) => {
    let statusCode = status;
    let shellRendered = false;
    // Leave time to flush the boundaries of what did not finish.
    const timeout = setTimeout(() => abort(), streamTimeout + 1_000);
    const { nonce, services } = loadContext.get(appContext);
    const { locale } = resolveLocale(request);
    const messages = messagesScript(services.translations.messages(locale), locale).shell;
    const page = (
      <NonceContext.Provider value={nonce}>
        <MessagesContext.Provider value={messages}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </MessagesContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // React sends a large finished Suspense boundary (a form whose code comes later,
      // lazy-component.tsx) after the rest and moves it into place with a script: without
      // JavaScript it would stay hidden. Every boundary is sent where it stands.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [whenReady]() {
        shellRendered = true;
        const body = new PassThrough({
          final(done) {
            clearTimeout(timeout);
            done();
          },
        });
        headers.set("Content-Type", "text/html; charset=utf-8");
        const html = scriptsAfterPaint();
        html.pipe(body);
        pipe(html);
        resolve(new Response(createReadableStreamFromReadable(body), { status: statusCode, headers }));
      },
      onShellError: reject,
      onError(error: unknown) {
        statusCode = 500;
        // Errors of the shell reject above and are logged by React Router; these come later.
        if (shellRendered) console.error(error);
      },
    });
  });
}
