// The information pages' own texts (about, terms, FAQ, privacy, refunds, contact: about 12 KB in
// each language; the newsletter's link pages and the builds' pages) are shown by one page each. The root loader leaves them out of the messages
// every page carries; the page's loader sends its own, and the page adds them to its translator before
// it renders, so the server and the browser render the same text.
import { type Messages, useTranslation } from "./translator.ts";

export const PAGE_TEXTS = ["about", "terms", "faq", "privacy", "refunds", "contact", "newsletter", "builds"] as const;
export type PageTextKey = (typeof PAGE_TEXTS)[number];

/** All messages but the information pages' own texts. */
export function withoutPageTexts(messages: Messages): Messages {
  const info = messages.info;
  if (typeof info !== "object") return messages;
  const shared = Object.fromEntries(Object.entries(info).filter(([key]) => !(PAGE_TEXTS as readonly string[]).includes(key)));
  return { ...messages, info: shared };
}

/** One page's texts, shaped as they sit in the messages ({ info: { about: ... } }). */
export function pageTexts(messages: Messages, key: PageTextKey): Messages {
  const info = messages.info;
  const own = typeof info === "object" ? info[key] : undefined;
  return { info: { [key]: own ?? {} } };
}

/**
 * Adds the page's texts to the translator the page renders with, unless it has them: the
 * translator is shared by every page in the language (translator.ts).
 */
export function usePageTexts(texts: Messages) {
  const { i18n } = useTranslation();
  const has = Object.entries(texts).every(([area, own]) => Object.keys(own).every((key) => i18n.has(`${area}.${key}`)));
  if (!has) i18n.add(texts);
}
