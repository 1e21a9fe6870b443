// The information pages' own texts (about, terms, FAQ, privacy, refunds, contact: about 12 KB in
// each language) are shown by one page each. The root loader leaves them out of the messages
// every page carries; the page's loader sends its own, and the page adds them to i18next before
// it renders, so the server and the browser render the same text.
import { useTranslation } from "react-i18next";

import type { Messages } from "./i18n.ts";

export const PAGE_TEXTS = ["about", "terms", "faq", "privacy", "refunds", "contact"] as const;
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
 * Adds the page's texts to the i18next instance the page renders with, unless it has them: the
 * instance is shared by every page in the language, and adding makes it forget its remembered
 * answers (i18n.ts).
 */
export function usePageTexts(texts: Messages) {
  const { i18n } = useTranslation();
  const has = Object.entries(texts).every(([area, own]) =>
    Object.keys(own).every((key) => i18n.getResource(i18n.language, "translation", `${area}.${key}`) !== undefined),
  );
  if (!has) i18n.addResourceBundle(i18n.language, "translation", texts, true, true);
}
