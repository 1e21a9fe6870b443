// The storefront's interface strings travel once per language and version, not with every page.
// They are a script of their own (/resources/messages/{locale}-{version}.js, cached for a year):
// the page names it (a modulepreload link), the browser keeps it, and entry.client.tsx runs it,
// setting globalThis.__overlandMessages, before React hydrates. The server renders with the same strings from MessagesContext
// (entry.server.tsx), so both sides draw the same text. Left out: the back office's strings
// (its pages get them from the root loader) and the information pages' own texts (page-texts.ts).
import { createContext, useContext } from "react";

import type { Locale } from "../../domain/locales.ts";
import { withoutPageTexts } from "./page-texts.ts";
import type { Messages } from "./translator.ts";

/** The strings, and the address of the script that brought them (the page names it again when it hydrates). */
export interface ShellMessages {
  src: string;
  /** Their language: the page's, also where no loader ran (an error before any, such as the back office's 403). */
  locale?: Locale;
  messages: Messages;
}

declare global {
  var __overlandMessages: ShellMessages | undefined;
}

/** What every storefront page carries of `messages`: all but the back office's and the information pages' own. */
export function shellMessages(messages: Messages): Messages {
  const { admin: _admin, ...storefront } = withoutPageTexts(messages);
  return storefront;
}

/** Set by entry.server.tsx for the server's render; the browser reads the script's global. */
export const MessagesContext = createContext<ShellMessages | null>(null);

export function useShellMessages(): ShellMessages {
  return useContext(MessagesContext) ?? globalThis.__overlandMessages ?? { src: "", messages: {} };
}
