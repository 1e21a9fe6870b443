import { appContext } from "#app-context";

import { isLocale } from "../../../domain/locales.ts";
import { messagesScript } from "../../i18n/messages-script.server.ts";
import type { Route } from "./+types/messages-script";

/**
 * A language's storefront strings as a script (shell-messages.ts). The current version is kept
 * for a year; an older version (a page rendered before the shop was updated) gets today's
 * strings and is not kept, so it never pins stale text.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([a-z]{2})-([\w-]+)\.js$/.exec(params.file);
  const locale = match?.[1];
  if (!match || !isLocale(locale)) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const { services } = context.get(appContext);
  const script = messagesScript(services.translations.messages(locale), locale);
  return new Response(script.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": match[2] === script.version ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
