// The browser's start: React Router's own, except that it first runs the script with the page's
// interface strings (i18n/shell-messages.ts), named by the page's <link rel="modulepreload"
// data-messages> and fetched beside the other modules, so that it blocks neither the first paint
// nor the parser, and React hydrates with the same strings the server rendered.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

const messages = document.querySelector<HTMLLinkElement>("link[data-messages]")?.href;

void (messages ? import(/* @vite-ignore */ messages) : Promise.resolve()).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
