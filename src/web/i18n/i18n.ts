import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

import type { Locale } from "../../domain/locales.ts";

export type Messages = { [key: string]: string | Messages };

/**
 * One i18next instance per rendered locale, built synchronously from the messages the root
 * loader sent (English already merged under them), so the server and the first client render
 * agree and nothing flashes in English.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
