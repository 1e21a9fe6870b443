import { createHash } from "node:crypto";

import type { Locale } from "../../domain/locales.ts";
import { type ShellMessages, shellMessages } from "./shell-messages.ts";
import type { Messages } from "./translator.ts";

export interface MessagesScript {
  /** Changes when the strings change, so the browser may keep the script for a year. */
  version: string;
  /** What the server renders with: the same strings the script gives the browser. */
  shell: ShellMessages;
  body: string;
}

// Computed once per language: the translations are read at boot and never change after.
const scripts = new WeakMap<Messages, MessagesScript>();

/** The script that hands the browser a language's storefront strings (shell-messages.ts). */
export function messagesScript(messages: Messages, locale: Locale): MessagesScript {
  const known = scripts.get(messages);
  if (known) return known;
  const shell = shellMessages(messages);
  const version = createHash("sha256").update(JSON.stringify(shell)).digest("base64url").slice(0, 12);
  const src = `/resources/messages/${locale}-${version}.js`;
  // "<" escaped: the strings never end the script whatever they hold.
  const json = JSON.stringify({ src, locale, messages: shell } satisfies ShellMessages).replace(/</g, "\\u003c");
  const script = { version, shell: { src, locale, messages: shell }, body: `globalThis.__overlandMessages=${json};` };
  scripts.set(messages, script);
  return script;
}
